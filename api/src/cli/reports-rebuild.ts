/**
 * `npm run reports-rebuild`: counts every lead again into the reports' daily counters
 * (db/report-rollups.ts), and every listing into the listing counters (db/report-listings.ts). A start
 * does it once on a database that never had them; this is for counters that drifted (a process that died
 * between a write and its counters', a write made past the write path). It works beside a
 * running server (through its socket, as `npm run backup` does): run it when the site is quiet.
 */
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { rebuildListingRollup } from '../db/report-listings';
import { rebuildReportRollups } from '../db/report-rollups';
import { runningServer } from './running-server';

if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
const config = loadConfig();
const db = (await runningServer(config)) ?? (await openDatabase(config));
try {
  const started = performance.now();
  const { days, leads } = await rebuildReportRollups(db.db);
  const { listings } = await rebuildListingRollup(db.db);
  console.log(
    `Counted ${leads} leads into ${days} days of report counters and ${listings} listings into the listing counters in ${Math.round(performance.now() - started)} ms.`,
  );
} finally {
  await db.close();
}
