/**
 * What an operator scrapes (Prometheus, through prom-client's default registry of each process; the
 * primary sums its workers' with its own: server/cluster-metrics.ts). Every label takes its values from
 * a bounded set: route patterns and page patterns of the code (never a raw path), status codes, a few
 * named jobs and database commands.
 */
import type { Db, MongoClient } from 'mongodb';
import { collectDefaultMetrics, Counter, Gauge, Histogram, register } from 'prom-client';

export { register };

let defaultsCollected = false;
/** Node's own (CPU, memory, event-loop delay, GC), once per process. */
export function collectProcessMetrics(): void {
  if (defaultsCollected) return;
  defaultsCollected = true;
  collectDefaultMetrics();
}

export const httpRequests = new Counter({
  name: 'manzil_http_requests_total',
  help: 'Requests answered, by method, route pattern (a page: its pattern in the page table) and status',
  labelNames: ['method', 'route', 'status'] as const,
});

export const httpDuration = new Histogram({
  name: 'manzil_http_request_duration_seconds',
  help: "Time to an answer's headers (a streamed page's body may follow), by route pattern",
  labelNames: ['route'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
});

export const pageRenders = new Histogram({
  name: 'manzil_page_render_seconds',
  help: "A page's server render from its start to its last byte, by page pattern and whether it rendered whole",
  labelNames: ['page', 'complete'] as const,
  buckets: [0.025, 0.05, 0.1, 0.2, 0.35, 0.5, 0.75, 1, 2, 5],
});

export const pageCache = new Counter({
  name: 'manzil_page_cache_total',
  help: "Pages answered by the worker's page cache (hit, shared: another visitor's render) or rendered (miss: kept, pass: not kept)",
  labelNames: ['result'] as const,
});
const PAGE_CACHE_RESULTS = new Set(['hit', 'shared', 'miss', 'pass']);
export const countPageCache = (header: string | null): void => {
  if (header && PAGE_CACHE_RESULTS.has(header)) pageCache.inc({ result: header });
};

export const jobRuns = new Counter({
  name: 'manzil_job_runs_total',
  help: 'Runs of the background jobs (alerts, upload_sweep, backup): ok, failed, or skipped (another process held the lease)',
  labelNames: ['job', 'result'] as const,
});
export const jobLastSuccess = new Gauge({
  name: 'manzil_job_last_success_timestamp_seconds',
  help: "When a job last ran to its end in any of this instance's processes (Unix time)",
  labelNames: ['job'] as const,
  aggregator: 'max',
});
export type JobName = 'alerts' | 'upload_sweep' | 'backup';
export function jobRan(job: JobName, result: 'ok' | 'failed' | 'skipped'): void {
  jobRuns.inc({ job, result });
  if (result === 'ok') jobLastSuccess.set({ job }, Date.now() / 1000);
}

/** Read when scraped: the database has the last backup of whichever process or instance wrote it. */
let backupSource: Db | undefined;
export const watchBackups = (db: Db): void => {
  backupSource = db;
};
/** When the last backup was written (Unix seconds; 0: never), read once per scrape. */
async function lastBackupAt(): Promise<number | undefined> {
  if (!backupSource) return undefined;
  try {
    const last = await backupSource
      .collection<{ _id: string; at: Date }>('backup_runs')
      .findOne({ _id: 'last' }, { timeoutMS: 2000 });
    return last ? last.at.getTime() / 1000 : 0;
  } catch {
    // The database is away: unknown now, and the scrape goes on without it.
    return undefined;
  }
}
// Summed over processes as the largest: only the workers read it (the primary's stays 0). Never is 0,
// and the age since then is since 1970 (finite: values cross the cluster's IPC as JSON, where +Inf
// does not), so an alert on the age fires for a site that never had a backup.
new Gauge({
  name: 'manzil_backup_last_timestamp_seconds',
  help: 'When the last backup was written (Unix time; 0: never)',
  aggregator: 'max',
  async collect() {
    const at = await lastBackupAt();
    if (at !== undefined) this.set(at);
  },
});
new Gauge({
  name: 'manzil_backup_age_seconds',
  help: 'Seconds since the last backup was written (since 1970 when there is none)',
  aggregator: 'max',
  async collect() {
    const at = await lastBackupAt();
    if (at !== undefined) this.set(Math.max(0, Date.now() / 1000 - at));
  },
});

export const dbOperations = new Histogram({
  name: 'manzil_db_operation_seconds',
  help: "Database round trips of the HTTP workers: a connection's check-out to its check-in, as the driver's pool reports them",
  buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1],
});

/**
 * Times the client's round trips from its connection pool's events. Not from command monitoring
 * (`monitorCommands`): to build each succeeded event the driver decodes the whole reply, which the
 * cursor then decodes again; measured on uncached POST /api/search/result, that second decode was
 * about a tenth of a worker's time. Bounded: one entry per open connection.
 */
export function observeDatabase(client: MongoClient): void {
  const checkedOut = new Map<number | string, number>();
  client.on('connectionCheckedOut', (event) => checkedOut.set(event.connectionId, performance.now()));
  client.on('connectionCheckedIn', (event) => {
    const at = checkedOut.get(event.connectionId);
    if (at === undefined) return;
    checkedOut.delete(event.connectionId);
    dbOperations.observe((performance.now() - at) / 1000);
  });
  client.on('connectionClosed', (event) => checkedOut.delete(event.connectionId));
}
