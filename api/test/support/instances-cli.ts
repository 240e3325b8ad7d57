/**
 * `npm run instances`: one database, two instances of the real server and a round-robin proxy in
 * front (instances.ts), on 127.0.0.1, until Ctrl-C. The site is at the printed address; each instance
 * is also reachable on its own port. MONGODB_URI (and MONGODB_DB) point the instances at an external
 * database instead of the embedded one; INSTANCES_DIR keeps the data between runs (default: a temp
 * folder removed on exit); INSTANCES_PORT fixes the proxy's port. Every other variable of the server
 * (ADMIN_USERNAME, JWT_SECRET, SMTP_URL, WEB_CONCURRENCY…) passes through to both instances.
 */
import { startInstances } from './instances';

const env = process.env;
const port = Number(env.INSTANCES_PORT);
console.log('[instances] starting the database, two instances and the proxy…');
const instances = await startInstances({
  baseEnv: { NODE_ENV: 'production', ...env },
  mongodbUri: env.MONGODB_URI || undefined,
  mongodbDb: env.MONGODB_DB || undefined,
  root: env.INSTANCES_DIR || undefined,
  proxyPort: Number.isInteger(port) && port > 0 ? port : undefined,
  onOutput: (name, chunk) => {
    for (const line of chunk.split('\n')) if (line.trim()) console.log(`[${name}] ${line}`);
  },
});
console.log(
  `[instances] database: ${instances.mongodbUri.replace(/\/\/[^@/]*@/, '//…@')} (${instances.mongodbDb})`,
);
for (const i of instances.instances)
  console.log(`[instances] instance ${i.name}: ${i.baseUrl} (DATA_DIR ${i.dataDir})`);
console.log(`[instances] the site, round-robin over both: ${instances.url}   (Ctrl-C stops everything)`);

let stopping = false;
const stop = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.log(`[instances] ${signal}: stopping the proxy, the instances and the database`);
  await instances.close();
  const served = Object.entries(instances.proxy.served).map(([name, n]) => `${name} ${n}`);
  console.log(`[instances] stopped (answers: ${served.join(', ')}; 502s: ${instances.proxy.failed()})`);
  process.exit(0);
};
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
