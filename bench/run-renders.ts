/**
 * The server-rendering sections of `npm run bench` (bench/run.ts): the composed page against the same
 * page from one bundle, and a page's reads through one memo against the head's own reads plus in-process
 * HTTP.
 */
import { benchComposition } from './ssr-composition';
import { benchPageReads } from './page-reads';

type Add = (name: string, value: string | number, target?: string) => void;

/** How much a section measures: `renders` per page (the quick run's, then the full run's), warm-up and rounds. */
const sizes = (quick: boolean, renders: [quick: number, full: number]) => ({
  renders: quick ? renders[0] : renders[1],
  warmup: quick ? 20 : 50,
  rounds: quick ? 2 : 6,
});

/** The lines every section prints first: how much it measured, how, and the load around it. */
function printRun(
  r: { renders: number; warmup: number; concurrency: number; loadAverage: { before: string; after: string } },
  what: string,
  how: string,
) {
  console.log(
    `  ${r.renders} measured ${what} (after ${r.warmup} warm-up), ${r.concurrency} in flight, ` +
      `in rounds alternating which ${how}`,
  );
  console.log(`  load average before: ${r.loadAverage.before}; after: ${r.loadAverage.after}`);
}

export async function runRenderSections(add: Add, quick: boolean, runs: (section: string) => boolean) {
  if (runs('composition')) {
    console.log('▶ server rendering: the composed page vs the same page from one bundle (no federation)');
    console.log(
      '  compared: the shell server build (remotes loaded through the federation runtime, as served) and\n' +
        '  bench/monolith (the same shell renderer and remote pages bundled in, no federation), in this process,\n' +
        '  against the same API and in-process fetch; one render = render() + allReady + the #root body\n' +
        '  stream read to its end + the dehydrated cache; not the head, template, compression or HTTP',
    );
    const c = await benchComposition(sizes(quick, [100, 600]));
    printRun(c, 'renders of each page by each build', 'build goes first');
    for (const [variant, lines] of Object.entries(c.logged))
      for (const [line, times] of Object.entries(lines))
        console.log(`  ${variant} logged ${times}×: ${line}`);
    console.log(`  the last bodies of a page that differ are in ${c.comparedIn}/`);
    const label = (path: string) => (path.startsWith('/property/') ? '/property/<slug>' : path);
    for (const p of c.pages) {
      const name = `SSR ${label(p.path)}`;
      const f = p.federated;
      const m = p.monolith;
      add(
        `${name}: renders/s federated / monolith (ratio)`,
        `${f.rendersPerSecond} / ${m.rendersPerSecond} (${p.ratio})`,
        'ratio ≥ 0.8',
      );
      add(
        `${name}: CPU ms per render federated / monolith (ratio)`,
        `${f.cpuMsPerRender} / ${m.cpuMsPerRender} (${p.cpuRatio})`,
        'ratio ≥ 0.8',
      );
      add(`${name}: p50 ms federated / monolith`, `${f.p50Ms} / ${m.p50Ms}`);
      add(`${name}: p99 ms federated / monolith`, `${f.p99Ms} / ${m.p99Ms}`);
      add(
        `${name}: #root bytes federated / monolith (diff %, identical); cache bytes`,
        `${f.bodyBytes} / ${m.bodyBytes} (${p.bodyDiffPercent}%, ${p.identicalBody ? 'yes' : 'no'}); ` +
          `${f.queriesBytes} / ${m.queriesBytes}`,
        'diff ≤ 3%',
      );
    }
    add('SSR all pages: renders/s ratio federated / monolith', c.ratio, '≥ 0.8');
    add('SSR: load average before → after', `${c.loadAverage.before} → ${c.loadAverage.after}`);
  }

  if (runs('pagereads')) {
    console.log(
      "▶ a page's reads: one memo from the data layer (after) vs the head's own reads + in-process HTTP (before)",
    );
    const r = await benchPageReads(sizes(quick, [120, 600]));
    printRun(
      r,
      'fresh renders of each page each way',
      "way goes first; one process, the shell's server build",
    );
    console.log(`  the last markup and query cache of a page that differ are in ${r.comparedIn}/`);
    const label = (path: string) => (path.startsWith('/property/') ? '/property/<slug>' : path);
    for (const p of r.pages) {
      const name = `reads ${label(p.path)}`;
      const b = p.before;
      const a = p.after;
      console.log(`  ${p.path}: one render's reads before: ${p.commands.before.join(', ')}`);
      console.log(`  ${p.path}: one render's reads after: ${p.commands.after.join(', ')}`);
      add(
        `${name}: renders/s before / after (after ÷ before)`,
        `${b.rendersPerSecond} / ${a.rendersPerSecond} (${p.ratio})`,
      );
      add(`${name}: p50 ms before / after`, `${b.p50Ms} / ${a.p50Ms}`);
      add(`${name}: p99 ms before / after (after ÷ before)`, `${b.p99Ms} / ${a.p99Ms} (${p.p99Ratio})`);
      add(`${name}: CPU ms per render before / after`, `${b.cpuMsPerRender} / ${a.cpuMsPerRender}`);
      add(`${name}: database reads per render before / after`, `${b.dbReads} / ${a.dbReads}`);
      add(
        `${name}: in-process /api calls per render before / after`,
        `${b.inProcessCalls} / ${a.inProcessCalls}`,
        'after 0',
      );
      add(
        `${name}: same #root and query cache both ways; parts left to the browser before / after`,
        `${p.identicalBody ? 'yes' : 'no'} / ${p.identicalQueries ? 'yes' : 'no'}; ${b.fallbacks} / ${a.fallbacks}`,
        'yes / yes; 0 / 0',
      );
      for (const [variant, figures] of Object.entries({ before: b, after: a }))
        for (const [line, times] of Object.entries(figures.logged))
          console.log(`  ${p.path} ${variant} logged ${times}×: ${line}`);
    }
    add('reads: load average before → after', `${r.loadAverage.before} → ${r.loadAverage.after}`);
  }
}
