// The apps of the composed site and helpers shared by the root scripts.
import { existsSync, readFileSync, statSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** apps.json: the one list of the apps and their development ports. */
export const APPS_FILE = JSON.parse(readFileSync(path.join(ROOT, 'apps.json'), 'utf8'));
export const APPS = [APPS_FILE.host.name, ...Object.keys(APPS_FILE.remotes)];
/** App name → development port (the API's under `api`). */
export const DEV_PORTS = {
  api: APPS_FILE.api.devPort,
  [APPS_FILE.host.name]: APPS_FILE.host.devPort,
  ...Object.fromEntries(Object.entries(APPS_FILE.remotes).map(([name, app]) => [name, app.devPort])),
};

/** Newest modification time below a folder (ignores node_modules and dist). */
function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    const time = entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs;
    if (time > newest) newest = time;
  }
  return newest;
}

/** An app needs a build when it has no dist or its sources (or the shared config/contract) changed since. */
export function needsBuild(app) {
  const marker = path.join(ROOT, app, 'dist', app === 'shell' ? 'index.html' : 'mf-manifest.json');
  if (!existsSync(marker)) return true;
  const built = statSync(marker).mtimeMs;
  const inputs = [
    newestMtime(path.join(ROOT, app, 'src')),
    statSync(path.join(ROOT, 'rsbuild.shared.ts')).mtimeMs,
    newestMtime(path.join(ROOT, 'packages')),
  ];
  if (app === 'shell') inputs.push(newestMtime(path.join(ROOT, 'shell', 'public')));
  return inputs.some((time) => time > built);
}

export function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { stdio: 'inherit', cwd: ROOT, ...options });
  if (result.status !== 0) {
    console.error(`\n✖ ${cmd} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
}

export function buildApps({ force = false } = {}) {
  for (const app of APPS) {
    if (force || needsBuild(app)) {
      console.log(`▶ building ${app}`);
      run('npm', ['run', 'build', '-w', app, '--silent']);
    }
  }
}
