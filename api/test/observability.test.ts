/**
 * What an operator sees of the real server (a primary and two workers): metrics summed over the
 * workers, on `/metrics` with the token and on METRICS_PORT; one JSON line per request with its id;
 * the background jobs' runs and the last backup's age.
 */
import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { childServers, startServerProcess, waitHealthy } from './support/server-process';
import { freePort } from './support/free-port';

const TOKEN = 'an-operators-metrics-token-0123456789';
const backupDir = fs.mkdtempSync(path.join(os.tmpdir(), 'manzil-observe-backups-'));
afterAll(() => fs.rmSync(backupDir, { recursive: true, force: true }));

/** One request on a connection of its own: the primary hands each connection to the next worker. */
function get(port: number, url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>(
    (resolve, reject) => {
      const req = http.get({ host: '127.0.0.1', port, path: url, headers, agent: false }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      });
      req.on('error', reject);
    },
  );
}

function sample(text: string, name: string, labels: Record<string, string>): number {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  const line = text
    .split('\n')
    .find(
      (l) =>
        (l.startsWith(`${name}{`) || l.startsWith(`${name} `)) && wanted.every((pair) => l.includes(pair)),
    );
  return line ? Number(line.split(' ').at(-1)) : 0;
}

async function until(what: string, test: () => Promise<boolean>, ms = 30_000) {
  const deadline = Date.now() + ms;
  while (!(await test())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('metrics and request logs of a cluster', () => {
  const servers = childServers('manzil-observe-');

  it('sums both workers, logs one line per request with its id, counts the jobs and the backup age', async () => {
    const port = await freePort();
    const metricsPort = await freePort();
    const dataDir = servers.tempDataDir();
    const server = startServerProcess({
      port,
      dataDir,
      env: {
        WEB_CONCURRENCY: '2',
        LOG_REQUESTS: '1',
        METRICS_TOKEN: TOKEN,
        METRICS_PORT: String(metricsPort),
        UPLOAD_SWEEP_INTERVAL_MS: '300',
        BACKUP_INTERVAL_MS: '1000',
        BACKUP_DIR: backupDir,
      },
    });
    try {
      await waitHealthy(server);
      await until('both workers', async () => server.output().includes('(2 workers)'));
      const scrape = async () => {
        const res = await get(port, '/metrics', { authorization: `Bearer ${TOKEN}`, host: '10.0.0.5:9100' });
        expect(res.status, res.body).toBe(200);
        return res.body;
      };
      const health = { route: '/api/health', status: '200' };
      const before = sample(await scrape(), 'manzil_http_requests_total', health);
      const ids: string[] = [];
      for (let i = 0; i < 12; i++) {
        const id = `obs-${i}-${Date.now()}`;
        const res = await get(port, '/api/health', { 'x-request-id': id });
        expect(res.status).toBe(200);
        expect(res.headers['x-request-id']).toBe(id);
        ids.push(id);
      }
      // Each worker saw some of them; the instance's count has them all.
      const after = await scrape();
      expect(sample(after, 'manzil_http_requests_total', health)).toBe(before + 12);
      expect(sample(after, 'manzil_db_operation_seconds_count', {})).toBeGreaterThan(0);

      // One JSON line per request, with its id, the route pattern and the worker's pid.
      await until('the log lines', async () => ids.every((id) => server.output().includes(id)));
      const lines = server
        .output()
        .split('\n')
        .filter((line) => line.startsWith('{') && line.includes('"reqId":"obs-'))
        .map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(lines.map((l) => l.reqId).sort()).toEqual([...ids].sort());
      for (const line of lines)
        expect(line).toMatchObject({ msg: 'request', method: 'GET', route: '/api/health', status: 200 });
      expect(new Set(lines.map((l) => l.pid)).size).toBe(2);

      // The jobs, from the workers (upload sweep) and the primary (backups), and the backup's age.
      await until('a sweep and a backup counted', async () => {
        const text = await scrape();
        return (
          sample(text, 'manzil_job_runs_total', { job: 'upload_sweep', result: 'ok' }) > 0 &&
          sample(text, 'manzil_job_runs_total', { job: 'backup', result: 'ok' }) > 0
        );
      });
      const jobs = await scrape();
      const age = Number(/^manzil_backup_age_seconds (\S+)$/m.exec(jobs)?.[1]);
      expect(age).toBeGreaterThanOrEqual(0);
      expect(age).toBeLessThan(60);
      expect(sample(jobs, 'manzil_job_last_success_timestamp_seconds', { job: 'backup' })).toBeGreaterThan(
        Date.now() / 1000 - 60,
      );

      // The primary's own port: the same sums, no token, nothing else there.
      const direct = await get(metricsPort, '/metrics');
      expect(direct.status).toBe(200);
      expect(sample(direct.body, 'manzil_http_requests_total', health)).toBeGreaterThanOrEqual(before + 12);
      expect((await get(metricsPort, '/')).status).toBe(404);
      // Without the token: refused, and nothing of the metrics shows.
      const refused = await get(port, '/metrics');
      expect(refused.status).toBe(401);
      expect(refused.body).not.toMatch(/manzil_/);
    } finally {
      await server.kill();
    }
  }, 120_000);
});
