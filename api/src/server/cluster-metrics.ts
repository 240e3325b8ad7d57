/**
 * One set of metrics per instance: the primary asks each worker for its registry (over the cluster's
 * IPC channel), adds its own (scheduled backups) and sums them with prom-client's AggregatorRegistry
 * (counters and histograms added up; gauges as each one says: the backup's age, the latest success).
 * A worker answering `/metrics` asks the primary for that sum. A worker that does not answer within
 * WORKER_WAIT_MS is left out of that scrape rather than fail it.
 */
import cluster, { type Worker } from 'node:cluster';
import { createServer, type Server } from 'node:http';
import { AggregatorRegistry } from 'prom-client';
import { register } from '../lib/metrics';

const WORKER_WAIT_MS = 2_000;
/** A registry as JSON (`getMetricsAsJSON`), as it crosses the IPC channel. */
type MetricsJson = object[];
const ASK = 'manzil:metrics?';
const COLLECT = 'manzil:metrics-collect';
const COLLECTED = 'manzil:metrics-collected';
const ANSWER = 'manzil:metrics';

type Message =
  | { type: typeof ASK; id: number }
  | { type: typeof COLLECT; id: number }
  | { type: typeof COLLECTED; id: number; metrics: MetricsJson }
  | { type: typeof ANSWER; id: number; text: string };

const isMessage = (value: unknown): value is Message =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { type?: unknown }).type === 'string' &&
  (value as { type: string }).type.startsWith('manzil:metrics') &&
  typeof (value as { id?: unknown }).id === 'number';

export const METRICS_CONTENT_TYPE = register.contentType;

/** The primary: answers workers' requests for the instance's metrics; returns how to read them. */
export function serveClusterMetrics(): () => Promise<string> {
  let next = 0;
  const collecting = new Map<number, (metrics: MetricsJson) => void>();
  cluster.on('message', (_worker, message: unknown) => {
    if (isMessage(message) && message.type === COLLECTED) collecting.get(message.id)?.(message.metrics);
  });

  const fromWorker = (worker: Worker) =>
    new Promise<MetricsJson | undefined>((resolve) => {
      const id = next++;
      const timer = setTimeout(() => done(undefined), WORKER_WAIT_MS);
      const done = (metrics: MetricsJson | undefined) => {
        clearTimeout(timer);
        collecting.delete(id);
        resolve(metrics);
      };
      collecting.set(id, done);
      try {
        worker.send({ type: COLLECT, id } satisfies Message);
      } catch {
        done(undefined);
      }
    });

  const read = async (): Promise<string> => {
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w?.isConnected());
    const parts = await Promise.all([register.getMetricsAsJSON(), ...workers.map(fromWorker)]);
    return AggregatorRegistry.aggregate(parts.filter((p): p is MetricsJson => !!p)).metrics();
  };

  cluster.on('message', (worker, message: unknown) => {
    if (!isMessage(message) || message.type !== ASK) return;
    void read()
      .catch((err: unknown) => `# metrics unavailable: ${String(err).split('\n', 1)[0]}\n`)
      .then((text) => {
        if (worker.isConnected()) worker.send({ type: ANSWER, id: message.id, text } satisfies Message);
      });
  });
  return read;
}

/**
 * The primary's own metrics port (METRICS_PORT): GET /metrics, nothing else, without a token, so on
 * loopback only (an agent or sidecar on the machine); from elsewhere, /metrics with the token.
 */
export function startMetricsServer(read: () => Promise<string>, port: number): Server {
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url?.split('?', 1)[0] !== '/metrics') {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found\n');
      return;
    }
    read().then(
      (text) => res.writeHead(200, { 'Content-Type': METRICS_CONTENT_TYPE }).end(text),
      () => res.writeHead(503, { 'Content-Type': 'text/plain' }).end('Metrics unavailable\n'),
    );
  });
  server.listen(port, '127.0.0.1');
  server.unref();
  return server;
}

/** A worker: hands its registry to the primary when asked. */
export function answerMetricsCollection(): void {
  process.on('message', (message: unknown) => {
    if (!isMessage(message) || message.type !== COLLECT) return;
    void register
      .getMetricsAsJSON()
      .catch(() => [])
      .then((metrics) => process.send?.({ type: COLLECTED, id: message.id, metrics } satisfies Message));
  });
}

const waiting = new Map<number, (text: string | undefined) => void>();
let asked = 0;
let listening = false;

/**
 * The instance's metrics as text: from the primary in a cluster worker, else this process's own (the
 * in-process tests, a single process).
 */
export function instanceMetrics(): Promise<string | undefined> {
  if (!cluster.isWorker || !process.send) return register.metrics();
  if (!listening) {
    listening = true;
    process.on('message', (message: unknown) => {
      if (isMessage(message) && message.type === ANSWER) waiting.get(message.id)?.(message.text);
    });
  }
  return new Promise((resolve) => {
    const id = asked++;
    const timer = setTimeout(() => done(undefined), WORKER_WAIT_MS * 2);
    const done = (text: string | undefined) => {
      clearTimeout(timer);
      waiting.delete(id);
      resolve(text);
    };
    waiting.set(id, done);
    process.send!({ type: ASK, id } satisfies Message);
  });
}
