/** Property writes as the in-process tests make them. */
import type { Hono } from 'hono';
import { expect } from 'vitest';
import type { Property } from '@manzil/contract';
import { call, json } from './helpers';

/** POST /api/admin/add-property with `form` as the admin of `token`, expecting 201: the property added. */
export async function addedProperty(app: Hono, token: string, form: FormData): Promise<Property> {
  const res = await call(app, 'POST', '/api/admin/add-property', { form, token });
  expect(res.status).toBe(201);
  return (await json<{ data: Property }>(res)).data;
}
