/**
 * TCP framing through the driver: a proxy between driver and server re-chunks the client's bytes, either
 * into tiny fragments or by coalescing several messages into one chunk (pipelining), and the server must
 * answer exactly as without it.
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MongoClient } from 'mongodb';
import { removeDir, tempDir } from './test-helpers';
import { startEmbeddedServer, type EmbeddedServer } from './index';

type Mode = 'fragment' | 'coalesce';

/** A proxy forwarding to `port`, re-chunking client → server traffic according to `mode`. */
async function startProxy(port: number, mode: Mode): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(port, '127.0.0.1');
    sockets.add(client).add(upstream);
    upstream.pipe(client);
    let pending: Buffer[] = [];
    let timer: NodeJS.Timeout | undefined;
    client.on('data', (chunk: Buffer) => {
      if (mode === 'fragment') {
        // Pieces of 1 to 7 bytes, each its own write.
        for (let off = 0; off < chunk.length;) {
          const n = Math.min(chunk.length - off, 1 + ((off * 31) % 7));
          upstream.write(chunk.subarray(off, off + n));
          off += n;
        }
        return;
      }
      pending.push(chunk);
      timer ??= setTimeout(() => {
        upstream.write(Buffer.concat(pending));
        pending = [];
        timer = undefined;
      }, 15);
    });
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('close', end).on('error', end);
    upstream.on('close', end).on('error', end);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const address = server.address() as net.AddressInfo;
  return {
    port: address.port,
    close: () =>
      new Promise<void>((r) => {
        for (const s of sockets) s.destroy();
        server.close(() => r());
      }),
  };
}

let dir: string;
let server: EmbeddedServer;

beforeAll(async () => {
  dir = tempDir();
  server = await startEmbeddedServer({ dataDir: dir, port: 0 });
});

afterAll(async () => {
  await server.close();
  removeDir(dir);
});

describe.each<Mode>(['fragment', 'coalesce'])('messages through a %s proxy', (mode) => {
  it('are parsed and answered in order', async () => {
    const proxy = await startProxy(server.port, mode);
    const client = new MongoClient(`mongodb://127.0.0.1:${proxy.port}/?directConnection=true`, {
      maxPoolSize: 1,
    });
    try {
      await client.connect();
      const c = client.db('manzil').collection(`framing_${mode}`);
      // Unacknowledged writes followed by a read on the single pooled connection arrive back to back.
      for (let i = 0; i < 5; i++) await c.insertOne({ i }, { writeConcern: { w: 0 } });
      expect(await c.countDocuments()).toBe(5);
      const big = 'x'.repeat(60_000);
      await c.insertOne({ big });
      expect((await c.findOne({ big: { $exists: true } }))?.big).toBe(big);
      expect(
        (
          await c
            .find({ i: { $gte: 0 } })
            .sort({ i: -1 })
            .toArray()
        ).map((d) => d.i),
      ).toEqual([4, 3, 2, 1, 0]);
    } finally {
      await client.close();
      await proxy.close();
    }
  });
});
