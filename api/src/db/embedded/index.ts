/**
 * An in-process MongoDB-wire-compatible server for the embedded default (no MONGODB_URI): the official
 * driver connects to it over TCP on 127.0.0.1. Data lives in memory, journaled durably in `dataDir`.
 */
import net from 'node:net';
import { helloReply } from './commands/admin';
import type { CommandContext } from './commands/context';
import { runCommand } from './commands';
import { CursorRegistry } from './cursors';
import { Engine } from './engine';
import { MessageReader, OP_QUERY, encodeReply, parseMessage, type Incoming } from './wire';

export interface EmbeddedServer {
  uri: string;
  port: number;
  /** Stops accepting, drops connections, flushes the journal into a snapshot and closes the files. */
  close(): Promise<void>;
}

export interface EmbeddedServerOptions {
  dataDir: string;
  port?: number;
  host?: string;
  /** Journal size (bytes) past which it is compacted into the snapshot. */
  compactThreshold?: number;
  /** Idle time after which an abandoned cursor is dropped (default 10 minutes). */
  cursorTimeoutMs?: number;
  /** How often expired documents of TTL indexes are removed (default 60 s, as mongod). */
  ttlMonitorMs?: number;
}

export async function startEmbeddedServer(opts: EmbeddedServerOptions): Promise<EmbeddedServer> {
  const host = opts.host ?? '127.0.0.1';
  const engine = Engine.open(opts.dataDir, opts.compactThreshold);
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
    socket.on('close', () => sockets.delete(socket));
  });

  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(opts.port ?? 0, host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (err) {
    cursors.close();
    await engine.close();
    throw err;
  }
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  let closing: Promise<void> | undefined;
  const ttlMonitor = setInterval(() => {
    if (engine.expireTtl() > 0) {
      engine.commit().catch((err: unknown) => console.error('[db] TTL monitor could not journal:', err));
    }
  }, opts.ttlMonitorMs ?? 60_000);
  ttlMonitor.unref();

  return {
    uri: `mongodb://${host}:${port}/?directConnection=true`,
    port,
    close() {
      closing ??= (async () => {
        clearInterval(ttlMonitor);
        const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
        for (const s of sockets) s.destroy();
        await stopped;
        cursors.close();
        await engine.close();
      })();
      return closing;
    },
  };
}
