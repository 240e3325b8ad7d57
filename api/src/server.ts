/**
 * `npm start` (via scripts/start.mjs) runs this: a node:cluster primary that owns the data and one
 * HTTP worker per core (WEB_CONCURRENCY overrides), each replaced at once if it dies.
 */
import cluster from 'node:cluster';
import { loadConfig } from './config';
import { runPrimary } from './server/primary';
import { runWorker } from './server/worker';

const config = loadConfig();
if (cluster.isPrimary) await runPrimary(config, config.workers);
else await runWorker(config);
