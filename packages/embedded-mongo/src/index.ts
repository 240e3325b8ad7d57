/**
 * An in-process MongoDB-wire-compatible server for the embedded default (no MONGODB_URI): the official
 * driver connects to it over a Unix socket that only the owner can open (or, for tests that need one,
 * TCP on 127.0.0.1). Data lives in memory, journaled durably in `dataDir` (owner-only files).
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { helloReply } from './commands/admin';
import type { CommandContext } from './commands/context';
import { runCommand } from './commands';
import { writeGate } from './commands/write-gate';
import { CursorRegistry } from './cursors';
import { Engine } from './engine';
import { MessageReader, OP_QUERY, encodeReply, parseMessage, type Incoming } from './wire';

export interface EmbeddedServer {
  uri: string;
  /** The TCP port, or 0 on a Unix socket. */
  port: number;
  /** The Unix socket's path, when it listens on one. */
  socketPath?: string;
  /** Stops accepting, drops connections, flushes the journal into a snapshot and closes the files. */
  close(): Promise<void>;
}

export interface EmbeddedServerOptions {
  dataDir: string;
  /** Listen on TCP (127.0.0.1 unless `host` says otherwise) on this port (0: any) instead of a socket. */
  port?: number;
  host?: string;
  /** Journal size (bytes) past which it is compacted into the snapshot. */
  compactThreshold?: number;
  /** Idle time after which an abandoned cursor is dropped (default 10 minutes). */
  cursorTimeoutMs?: number;
  /** How often expired documents of TTL indexes are removed (default 60 s, as mongod). */
  ttlMonitorMs?: number;
}

/** Longest Unix socket path Linux accepts (sun_path is 108 bytes with its NUL); macOS allows 104. */
const MAX_SOCKET_PATH = 100;

/** `<dataDir>/mongod.sock`, or one in a fresh owner-only temp folder when that path is too long. */
function socketPathFor(dataDir: string): { path: string; cleanup(): void } {
  const beside = path.join(path.resolve(dataDir), 'mongod.sock');
  if (Buffer.byteLength(beside) <= MAX_SOCKET_PATH) return { path: beside, cleanup: () => undefined };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'manzil-db-'));
  return {
    path: path.join(dir, 'mongod.sock'),
    cleanup: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

/** The driver's form of a socket address: the path percent-encoded in place of host:port. */
export const socketUri = (socketPath: string): string =>
  `mongodb://${encodeURIComponent(socketPath)}/?directConnection=true`;

export async function startEmbeddedServer(opts: EmbeddedServerOptions): Promise<EmbeddedServer> {
  const tcp = opts.port !== undefined;
  const host = opts.host ?? '127.0.0.1';
  // Owner-only: the files hold the admin's password hash; other local users may not read them.
  fs.mkdirSync(opts.dataDir, { recursive: true, mode: 0o700 });
  fs.chmodSync(opts.dataDir, 0o700);
  const engine = Engine.open(opts.dataDir, opts.compactThreshold);
  // Taken after the lock: a socket file left by a dead owner is ours to replace.
  const socket = tcp ? undefined : socketPathFor(opts.dataDir);
  if (socket) fs.rmSync(socket.path, { force: true });
  const cursors = new CursorRegistry(opts.cursorTimeoutMs);
  const sockets = new Set<net.Socket>();
  const startedAt = Date.now();
  let nextConnectionId = 1;

  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.setNoDelay(true);
    const connectionId = nextConnectionId++;
    const reader = new MessageReader();
    let chain: Promise<void> = Promise.resolve();
    const baseCtx = { engine, cursors, connectionId, startedAt, connections: () => sockets.size };

    const handle = async (msg: Buffer): Promise<void> => {
      let req: Incoming;
      try {
        req = parseMessage(msg);
      } catch {
        socket.destroy();
        return;
      }
      const db =
        typeof req.command.$db === 'string'
          ? req.command.$db
          : ((req.collection ?? 'admin.$cmd').split('.')[0] ?? 'admin');
      const ctx: CommandContext = { ...baseCtx, db };
      const name = Object.keys(req.command)[0] ?? '';
      const reply =
        req.opCode === OP_QUERY && /^(isMaster|ismaster|hello)$/.test(name)
          ? helloReply(ctx, name !== 'hello')
          : await runCommand(req.command, ctx);
      if (req.moreToCome || socket.destroyed) return;
      socket.cork();
      for (const part of encodeReply(req, reply)) socket.write(part);
      socket.uncork();
    };

    socket.on('data', (chunk: Buffer) => {
      reader.push(chunk);
      try {
        for (let msg = reader.next(); msg; msg = reader.next()) {
          const m = msg;
          // Replies go out in request order, one command at a time per connection.
          chain = chain
            .then(() => handle(m))
            .catch(() => {
              socket.destroy();
            });
        }
      } catch {
        socket.destroy();
      }
    });
    socket.on('error', () => socket.destroy());
    socket.on('close', () => {
      sockets.delete(socket);
      // A client that dies holding the fsync lock (a backup's) holds no write back.
      writeGate(engine).dropConnection(connectionId);
    });
  });

  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      const listening = () => {
        server.off('error', reject);
        resolve();
      };
      if (socket) server.listen({ path: socket.path, readableAll: false, writableAll: false }, listening);
      else server.listen(opts.port, host, listening);
    });
    if (socket) fs.chmodSync(socket.path, 0o600);
  } catch (err) {
    cursors.close();
    await engine.close();
    socket?.cleanup();
    throw err;
  }
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  let closing: Promise<void> | undefined;
  const ttlMonitor = setInterval(() => {
    // Expiry is a write too: none while a backup reads under the fsync lock.
    if (writeGate(engine).locked) return;
    if (engine.expireTtl() > 0) {
      engine.commit().catch((err: unknown) => console.error('[db] TTL monitor could not journal:', err));
    }
  }, opts.ttlMonitorMs ?? 60_000);
  ttlMonitor.unref();

  return {
    uri: socket ? socketUri(socket.path) : `mongodb://${host}:${port}/?directConnection=true`,
    port,
    socketPath: socket?.path,
    close() {
      closing ??= (async () => {
        clearInterval(ttlMonitor);
        const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
        for (const s of sockets) s.destroy();
        await stopped;
        cursors.close();
        await engine.close();
        socket?.cleanup();
      })();
      return closing;
    },
  };
}
