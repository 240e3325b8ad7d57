// `npm test`: lint, type-check, unit/component tests of every workspace, build, then the Playwright suite
// in Debian's Chromium. Exits non-zero on the first failure.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { buildApps, run } from './apps.mjs';

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

console.log('▶ lint (ESLint, Prettier)');
run('npm', ['run', 'lint', '--silent']);
console.log('▶ type-check');
run('npm', ['run', 'typecheck', '--silent']);
console.log('▶ unit and component tests');
run('npm', ['run', 'test', '--workspaces', '--if-present', '--silent']);
console.log('▶ build');
buildApps();
console.log('▶ end-to-end tests (Playwright, Chromium)');
run('npm', ['run', 'e2e', '-w', 'e2e', '--silent'], { env: { ...process.env, CHROME_PATH: chrome } });
console.log('✔ all tests passed');
