/**
 * The back office's and operations' sections of `npm run bench` (bench/run.ts): reports at 100,000
 * listings and 200,000 leads, several instances through the proxy, and backups.
 */
import os from 'node:os';
import { benchBackup } from './backup';
import { benchInstances, benchLargeBackup } from './operations';
import { benchReports } from './reports';
import type { Percentiles } from './stats';

type Add = (name: string, value: string | number, target?: string) => void;
const p50to99 = ({ p50, p95, p99 }: Percentiles) => `${p50} / ${p95} / ${p99}`;

export async function runOperationSections(add: Add, quick: boolean, runs: (section: string) => boolean) {
  if (runs('reports')) {
    console.log('▶ reports at 100,000 listings and 200,000 leads (daily counters)');
    const r = await benchReports(quick ? 20_000 : 100_000, quick ? 40_000 : 200_000, quick ? 40 : 100);
    const of = `${r.listings} listings, ${r.leads} leads`;
    add(`reports, 30 days, p50 / p95 / p99 ms (${of})`, p50to99(r.reports30DaysMs), 'p95 ≤ 100');
    add('reports, 365 days, p50 / p95 / p99 ms', p50to99(r.reports365DaysMs), 'p95 ≤ 100');
    add('reports: listing figures alone, p50 / p95 / p99 ms', p50to99(r.listingFiguresMs));
    add(
      'reports, 365 days right after a listing and a lead write, p50 / p95 / p99 ms',
      p50to99(r.reportAfterWriteMs),
      'p95 ≤ 100',
    );
    add(
      'reports: counting every lead into the daily counters, s (days)',
      `${r.rebuildSeconds} (${r.rollupDays})`,
    );
    add('reports: counting every listing into the listing counters, s', r.listingRebuildSeconds);
  }

  if (runs('instances')) {
    console.log('▶ one and two instances on one database through the round-robin proxy');
    const i = await benchInstances({ seconds: quick ? 5 : 10, connections: 50, rounds: quick ? 1 : 2 });
    for (const run of [i.one, i.two])
      add(
        `proxy ${i.route} (${i.connections} conns), ${run.instances} instance${run.instances > 1 ? 's' : ''}: req/s, p99 ms; errors + non-2xx`,
        `${run.rps}, ${run.p99Ms}; ${run.errors + run.non2xx}`,
        '0 errors',
      );
    add('proxy: two instances ÷ one, req/s', Math.round((i.two.rps / i.one.rps) * 100) / 100);
    add('proxy: load average (1 min) after the section', i.load1);
  }

  if (runs('backup')) {
    console.log('▶ backup, restore and copy-db of the demo content with uploaded photos (embedded database)');
    const b = await benchBackup({ rounds: quick ? 1 : 3, photos: 40, photoKb: 250 });
    const what = `${b.collections} collections, ${b.documents} documents, ${b.photos} photos of ${b.photoMb} MB`;
    add(`backup of ${what}: ms (writes wait meanwhile); archive MB`, `${b.backupMs}; ${b.archiveMb}`);
    add('restore of that backup into a fresh DATA_DIR: ms', b.restoreMs);
    add(
      'copy-db into a second embedded server on TCP: total ms (backup / restore / check)',
      `${b.copy.totalMs} (${b.copy.backupMs} / ${b.copy.restoreMs} / ${b.copy.verifyMs})`,
    );
    const large = await benchLargeBackup(quick ? 20_000 : 100_000);
    add(
      `backup of the demo content + ${large.listings} listings (${large.documents} documents): ms; archive MB`,
      `${large.backupMs}; ${large.archiveMb}`,
    );
    add(`restore of the backup with ${large.listings} listings into a fresh DATA_DIR: ms`, large.restoreMs);
    add('backup: load average (1 min) after the section', os.loadavg()[0]!.toFixed(1));
  }
}
