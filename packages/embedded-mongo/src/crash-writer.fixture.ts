/**
 * Child process for the crash test: starts the embedded server on DATA_DIR, writes through the driver and
 * prints "ack <seq>" after each acknowledged write, until it is killed (SIGKILL, no clean shutdown).
 */
import { MongoClient } from 'mongodb';
import { startEmbeddedServer } from './index';

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR is required');
const start = Number(process.env.START_SEQ ?? 0);

const server = await startEmbeddedServer({
  dataDir,
  compactThreshold: Number(process.env.COMPACT_THRESHOLD ?? 65536),
});
const client = new MongoClient(server.uri);
await client.connect();
const coll = client.db('manzil').collection('crash');
await coll.createIndex({ seq: 1 }, { unique: true });
process.stdout.write('ready\n');
for (let seq = start; ; seq++) {
  await coll.insertOne({ seq, payload: 'x'.repeat(200) });
  await coll.updateOne({ _id: 'counter' as never }, { $set: { last: seq } }, { upsert: true });
  process.stdout.write(`ack ${seq}\n`);
}
