import { Hono } from 'hono';
import type { AppDeps } from '../app';
import type { HealthBody } from '@manzil/contract';

export function healthRoutes({ db }: AppDeps) {
  return new Hono().get('/', async (c) => {
    const up = await db.ping();
    const body: HealthBody = { ok: up, db: up ? 'up' : 'down' };
    c.header('Cache-Control', 'no-store');
    return c.json(body, up ? 200 : 503);
  });
}
