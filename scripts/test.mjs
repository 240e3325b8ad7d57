// `npm test`: lint, type-check, unit/component tests of every workspace, build, the API's suites over the
// built site, then the Playwright suite in Debian's Chromium. Exits non-zero on the first failure.
import { existsSync, readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT, buildApps, run, runPool, workspacesWith } from './apps.mjs';

function ensureChromium() {
  const candidate = process.env.CHROME_PATH || '/usr/bin/chromium';
  if (existsSync(candidate)) return candidate;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get']).status === 0;
  if (isRoot && hasApt) {
    console.log('▶ installing Debian chromium (apt-get install chromium)');
    run('sh', [
      '-c',
      'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-dejavu-core',
    ]);
    if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  }
  console.error(
    '✖ No Chromium found. Install it with: sudo apt-get install -y chromium (or set CHROME_PATH).',
  );
  process.exit(1);
}

const chrome = ensureChromium();
process.env.CHROME_PATH = chrome;
process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = '1';

/** CPU seconds (user + system) of this process's finished children, where Linux says (/proc). */
function childrenCpuSeconds() {
  try {
    // Fields after the command name (which may hold spaces): cutime and cstime are the 14th and 15th.
    const stat = readFileSync('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return undefined;
  }
}

/** Phase timings (wall, and CPU where known), printed at the end and on a failure: where CI's time goes. */
const timings = [];
const phase = async (title, body) => {
  console.log(`▶ ${title}`);
  const started = Date.now();
  const cpuBefore = childrenCpuSeconds();
  const ok = (await body()) !== false;
  const cpu = cpuBefore === undefined ? '' : `, CPU ${(childrenCpuSeconds() - cpuBefore).toFixed(1)} s`;
  timings.push(`${title}: ${((Date.now() - started) / 1000).toFixed(1)} s${cpu}`);
  if (ok) return;
  console.error(`\n✖ ${title} failed\n  ${timings.join('\n  ')}`);
  process.exit(1);
};
const npm = (name, args) => ({ name, cmd: 'npm', args });
// Two at a time: each of these runs on one core, and the machine has two (CI's has; more does no harm).
const CONCURRENCY = 2;

// Commands run as `npm run` runs a script: by the shell, with the local bins (eslint, tsc...) on the PATH.
const localBins = { PATH: `${path.join(ROOT, 'node_modules', '.bin')}${path.delimiter}${process.env.PATH}` };

/**
 * A workspace's `typecheck` script, as `npm run --ignore-scripts` runs it: without its `pretypecheck`
 * (the apps' build of the API's route types), which runs once, first (API_TYPES).
 */
function workspaceTypecheck(dir) {
  const { scripts } = JSON.parse(readFileSync(path.join(ROOT, dir, 'package.json'), 'utf8'));
  return {
    name: `type-check: ${dir}`,
    cmd: 'sh',
    args: ['-c', scripts.typecheck],
    cwd: path.join(ROOT, dir),
    env: localBins,
  };
}

/**
 * The root `lint` and `typecheck` scripts, cut into their commands: each workspace's type-check is an
 * item of its own, so the two lanes share the work evenly (`npm run typecheck` is 15 tsc runs one after
 * another: as one item it kept one lane busy while the other had finished lint, or the reverse). Read
 * from package.json, so a command added there runs here too.
 */
function lintAndTypecheckItems() {
  const { scripts } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  const items = [];
  for (const script of ['lint', 'typecheck']) {
    for (const command of scripts[script].split(' && ')) {
      if (command === 'npm run typecheck --workspaces --if-present --ignore-scripts') {
        for (const dir of workspacesWith('typecheck')) items.push(workspaceTypecheck(dir));
      } else {
        items.push({
          name: `${script}: ${command}`,
          cmd: 'sh',
          args: ['-c', command],
          env: localBins,
        });
      }
    }
  }
  return items;
}

/** The API's route types (`npm run types -w api`): every front end's type-check reads their declarations. */
const API_TYPES = 'typecheck: npm run types -w api';

await phase('lint (ESLint, Prettier) and type-check', async () => {
  const all = lintAndTypecheckItems();
  // The API's types are built once, before any type-check that reads them starts (beside Prettier and the
  // version check, which need nothing); then ESLint (the longest single command) first, and the rest as
  // lanes come free.
  const first = all.filter((item) => item.name === API_TYPES || /^lint: (prettier|node)/.test(item.name));
  const rest = all
    .filter((item) => !first.includes(item))
    .sort((a, b) => Number(b.name.startsWith('lint: eslint')) - Number(a.name.startsWith('lint: eslint')));
  const failed = await runPool(first, CONCURRENCY);
  if (failed.length) return false;
  return (await runPool(rest, CONCURRENCY)).length === 0;
});
// The API's suites wait on databases, child processes and sockets more than they compute: they run
// beside the other workspaces' suites, which take the other lane one after another. Its suites that
// start the real server as child processes (crash, restart, shutdown) are a lane item of their own.
await phase('unit and component tests', async () => {
  const api = [
    npm('unit tests: api (servers in child processes)', ['run', 'test:processes', '-w', 'api', '--silent']),
    npm('unit tests: api', ['run', 'test:in-process', '-w', 'api', '--silent']),
  ];
  const longest = ['packages/embedded-mongo'];
  const all = workspacesWith('test').filter((dir) => dir !== 'api');
  const workspaces = [
    ...longest.filter((dir) => all.includes(dir)),
    ...all.filter((dir) => !longest.includes(dir)),
  ];
  const failed = await runPool(
    [...api, ...workspaces.map((dir) => npm(`unit tests: ${dir}`, ['run', 'test', '-w', dir, '--silent']))],
    CONCURRENCY,
  );
  return failed.length === 0;
});
await phase('build', () => buildApps());
// The API's suites that need the built site: pages rendered by the real shell and remotes, and two
// instances on one database behind a proxy (api/test/built/instances.test.ts, a browser among its clients).
await phase('API tests over the built site', () =>
  run('npm', ['run', 'test:built', '-w', 'api', '--silent']),
);
await phase('end-to-end tests (Playwright, Chromium)', () =>
  run('npm', ['run', 'e2e', '-w', 'e2e', '--silent'], { env: { ...process.env, CHROME_PATH: chrome } }),
);
console.log(`✔ all tests passed\n  ${timings.join('\n  ')}`);
