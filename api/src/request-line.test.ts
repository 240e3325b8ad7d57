/**
 * What a raw HTTP/1.1 request can say about itself, sent over a real socket (node:net) to the app on
 * node:http as a worker serves it: app.request() cannot send an absolute-form target or two Host lines.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/helpers';

interface Served {
  t: TestApp;
  server: Server;
  port: number;
}

async function serve(env: Record<string, string> = {}): Promise<Served> {
  const t = await startTestApp({ env });
  const server = createServer(getRequestListener(t.app.fetch));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { t, server, port: (server.address() as AddressInfo).port };
}

async function close(s: Served): Promise<void> {
  await new Promise((resolve) => s.server.close(resolve));
  await s.t.close();
}

/** Sends `head` (request line and headers, without the blank line) and returns the answer's head. */
function raw(port: number, head: string): Promise<{ status: number; headers: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host: '127.0.0.1' }, () =>
      socket.write(`${head}\r\nConnection: close\r\n\r\n`),
    );
    let text = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const headers = text.split('\r\n\r\n', 1)[0] ?? '';
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(headers)?.[1]), headers: headers.toLowerCase() });
    });
  });
}

describe('the scheme comes from PUBLIC_URL or a trusted proxy, never from the request line', () => {
  let plain: Served;
  let https: Served;
  let proxied: Served;
  beforeAll(async () => {
    [plain, https, proxied] = await Promise.all([
      serve(),
      serve({ PUBLIC_URL: 'https://www.manzil.example' }),
      serve({ TRUST_PROXY: '1' }),
    ]);
  });
  afterAll(async () => Promise.all([plain, https, proxied].map(close)));

  it('a request target https://evil.example/… over plain HTTP switches on neither HSTS nor Secure cookies', async () => {
    const res = await raw(
      plain.port,
      `GET https://evil.example/api/health HTTP/1.1\r\nHost: 127.0.0.1:${plain.port}`,
    );
    expect(res.status).toBe(200);
    expect(res.headers).toMatch(/^set-cookie: xsrf-token=/m);
    expect(res.headers).not.toMatch(/strict-transport-security/);
    expect(res.headers).not.toMatch(/; secure/);
  });

  it('PUBLIC_URL https: HSTS and Secure cookies on every answer', async () => {
    const res = await raw(https.port, `GET /api/health HTTP/1.1\r\nHost: 127.0.0.1:${https.port}`);
    expect(res.headers).toMatch(/^strict-transport-security: max-age=31536000/m);
    expect(res.headers).toMatch(/^set-cookie: xsrf-token=.*; secure/m);
  });

  it('TRUST_PROXY: the proxy’s X-Forwarded-Proto decides', async () => {
    const host = `Host: 127.0.0.1:${proxied.port}`;
    const viaHttps = await raw(
      proxied.port,
      `GET /api/health HTTP/1.1\r\n${host}\r\nX-Forwarded-Proto: https`,
    );
    expect(viaHttps.headers).toMatch(/^strict-transport-security:/m);
    const viaHttp = await raw(
      proxied.port,
      `GET https://x/api/health HTTP/1.1\r\n${host}\r\nX-Forwarded-Proto: http`,
    );
    expect(viaHttp.headers).not.toMatch(/strict-transport-security|; secure/);
  });
});

describe('Host', () => {
  let s: Served;
  beforeAll(async () => {
    s = await serve();
  });
  afterAll(async () => close(s));

  it('two Host headers are refused (400), even when both name this site', async () => {
    const host = `127.0.0.1:${s.port}`;
    expect((await raw(s.port, `GET /api/health HTTP/1.1\r\nHost: ${host}`)).status).toBe(200);
    for (const second of [host, 'evil.example']) {
      const res = await raw(s.port, `GET /api/health HTTP/1.1\r\nHost: ${host}\r\nHost: ${second}`);
      expect({ second, status: res.status }).toEqual({ second, status: 400 });
    }
    const joined = await raw(s.port, `GET /api/health HTTP/1.1\r\nHost: ${host}, ${host}`);
    expect(joined.status).toBe(400);
  });
});
