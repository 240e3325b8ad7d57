/**
 * Graceful shutdown: the real server (child process) gets SIGTERM while admin writes are in flight.
 * It must stop accepting new connections at once, still answer every request it had already
 * started with its normal 2xx, exit with code 0 well before its forced-exit timer, and leave the
 * journal flushed: a server restarted on the same DATA_DIR has every acknowledged write.
 *
 * "In flight" is made certain, not hoped for: each write is sent with `Expect: 100-continue`, so the
 * server confirms it has parsed the request head (100 Continue) before the signal is sent, and the
 * bodies (each with an image that sharp re-encodes) are only sent once a new connection has been
 * seen refused. Nothing here depends on a sleep landing at the right moment.
 * A stop asked for while the workers are still starting (a deploy right after a start) is clean too.
 */
import http from 'node:http';
import net from 'node:net';
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import type { Property } from '@manzil/contract';
import { pngBytes } from './images';
import { downtownApartment, formOf } from './support/form';
import { childServers, waitHealthy, type AdminSession, type ServerProcess } from './support/server-process';
import { freePort } from './support/free-port';

// A port the OS reports free, so two runs on one machine do not collide.
const SHUTDOWN_PORT = await freePort();
/** Writes in flight when the signal lands. */
const IN_FLIGHT = 6;
/**
 * Once the last in-flight answer is out, only closing the database is left. The bound is below
 * Node's 5 s keep-alive timeout, so a server that waited for idle keep-alive sockets to time out
 * (instead of closing them) fails here, and well below the server's own 10 s forced exit.
 */
const EXIT_AFTER_LAST_ANSWER_MS = 3000;
const AREA = 'downtown_dubai';

const servers = childServers('manzil-shutdown-');
const start = (dataDir: string): ServerProcess => servers.start(SHUTDOWN_PORT, dataDir);
const startSignedIn = (dataDir: string) => servers.startSignedIn(SHUTDOWN_PORT, dataDir);
const agents: http.Agent[] = [];
// Registered after the servers' clean-up, so it runs before it: the keep-alive sockets go first.
afterEach(() => {
  for (const a of agents.splice(0)) a.destroy();
});

interface Answer {
  status: number;
  body: string;
}

/** A multipart add-property request whose head is sent now and whose body waits for `sendBody()`. */
interface HeldWrite {
  houseName: string;
  /** Resolves once the server answered 100 Continue (it has accepted and parsed the request head). */
  headParsed: Promise<void>;
  sendBody(): void;
  answer: Promise<Answer>;
}

async function holdWrite(
  baseUrl: string,
  session: AdminSession,
  houseName: string,
  image: Uint8Array,
): Promise<HeldWrite> {
  const fields = downtownApartment(houseName, {
    price: 1_500_000,
    discription: 'Written while the server was shutting down.',
  });
  const form = formOf(fields, { bytes: image });
  // Let the platform encode the multipart body, then send it by hand.
  const encoded = new Response(form);
  const body = Buffer.from(await encoded.arrayBuffer());
  const url = new URL('/api/admin/add-property', baseUrl);
  // A keep-alive agent, so the server also has to deal with sockets left open after the answer.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  agents.push(agent);
  const req = http.request(url, {
    method: 'POST',
    agent,
    headers: {
      'content-type': encoded.headers.get('content-type') ?? '',
      'content-length': String(body.length),
      expect: '100-continue',
      cookie: session.cookie,
      'x-xsrf-token': session.xsrf,
      'x-auth-token': session.token,
    },
  });
  const headParsed = new Promise<void>((resolve, reject) => {
    req.once('continue', () => resolve());
    req.once('error', reject);
  });
  const answer = new Promise<Answer>((resolve, reject) => {
    req.once('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.once('end', () => {
        // The agent keeps the socket open (keep-alive): the server must not wait on it to exit.
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() });
      });
      res.once('error', reject);
    });
    req.once('error', reject);
  });
  req.flushHeaders();
  return { houseName, headParsed, answer, sendBody: () => req.end(body) };
}

/** Resolves true once a brand-new TCP connection to the port is refused. */
function connectionRefused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (err: NodeJS.ErrnoException) => resolve(err.code === 'ECONNREFUSED'));
  });
}

async function waitRefused(port: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await connectionRefused(port)) return true;
    await new Promise((r) => setTimeout(r, 25));
  }
  return false;
}

function exitOf(server: ServerProcess): Promise<{ code: number | null; signal: string | null }> {
  const { child } = server;
  if (child.exitCode !== null || child.signalCode !== null)
    return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
}

describe('graceful shutdown on SIGTERM', () => {
  it('refuses new connections, finishes in-flight writes, exits 0 and keeps every acknowledged write', async () => {
    const dataDir = servers.tempDataDir();
    const prefix = `Shutdown ${randomBytes(3).toString('hex')}`;

    const { server: first, session } = await startSignedIn(dataDir);
    // Large enough that sharp's re-encoding takes real time after the signal.
    const image = await pngBytes(1600, 1200);

    const writes = await Promise.all(
      Array.from({ length: IN_FLIGHT }, (_, i) =>
        holdWrite(first.baseUrl, session, `${prefix} n${i}`, image),
      ),
    );
    await Promise.all(writes.map((w) => w.headParsed));

    const exit = exitOf(first);
    first.child.kill('SIGTERM');
    // New connections are refused while the held requests are still open.
    expect(await waitRefused(SHUTDOWN_PORT, 5000)).toBe(true);
    expect(first.child.exitCode).toBeNull();

    for (const w of writes) w.sendBody();
    const answers = await Promise.all(writes.map((w) => w.answer));
    const lastAnswerAt = Date.now();
    for (const [i, a] of answers.entries()) expect({ i, status: a.status }).toEqual({ i, status: 201 });
    const acked = answers.map((a) => (JSON.parse(a.body) as { data: Property }).data);

    const { code, signal } = await Promise.race([
      exit,
      new Promise<never>((_, reject) =>
        setTimeout(
          () =>
            reject(
              new Error(`no exit ${EXIT_AFTER_LAST_ANSWER_MS} ms after the last answer:\n${first.output()}`),
            ),
          EXIT_AFTER_LAST_ANSWER_MS,
        ),
      ),
    ]);
    expect({ code, signal }, `the server's output:\n${first.output()}`).toEqual({ code: 0, signal: null });
    const exitMs = Date.now() - lastAnswerAt;
    console.log(`[shutdown] exited ${exitMs} ms after the last in-flight answer`);
    expect(exitMs).toBeLessThan(EXIT_AFTER_LAST_ANSWER_MS);
    expect(first.output()).toContain('SIGTERM: finishing in-flight requests');
    expect(first.output()).toContain('[api] stopped cleanly');

    // Same DATA_DIR: every acknowledged write is there, once, with its re-encoded image.
    const second = start(dataDir);
    await waitHealthy(second);
    const res = await fetch(`${second.baseUrl}/api/admin/properties/${AREA}`);
    expect(res.status).toBe(200);
    const ours = ((await res.json()) as Property[]).filter((p) => p.house_name.startsWith(prefix));
    expect(ours.map((p) => p.slug).sort()).toEqual(acked.map((p) => p.slug).sort());
    for (const p of acked) {
      const img = await fetch(second.baseUrl + p.imageurl);
      expect(img.status).toBe(200);
      expect(img.headers.get('content-type')).toMatch(/^image\//);
      await img.arrayBuffer();
    }
  });

  it('a stop while the workers are still starting exits 0: they had no request to finish', async () => {
    const dataDir = servers.tempDataDir();
    const server = start(dataDir);
    // The workers take a second or more to load: the signal lands while they start.
    while (!server.output().includes('[api] starting')) await new Promise((r) => setTimeout(r, 5));
    const exit = exitOf(server);
    server.child.kill('SIGTERM');
    const { code, signal } = await exit;
    expect({ code, signal }, `the server's output:\n${server.output()}`).toEqual({ code: 0, signal: null });
    expect(server.output()).toContain('[api] stopped cleanly');
    expect(server.output()).not.toContain('Manzil is running');
  });
});
