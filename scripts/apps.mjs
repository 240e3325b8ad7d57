// The apps of the composed site and helpers shared by the root scripts.
import { existsSync, readFileSync, statSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
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
    // The app's own build configuration (an edit there changes the output as much as its sources).
    ...['rsbuild.config.ts', 'package.json']
      .map((file) => path.join(ROOT, app, file))
      .filter((file) => existsSync(file))
      .map((file) => statSync(file).mtimeMs),
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

/** The workspaces (package.json `workspaces`, globs of one `*`) whose package.json has `script`. */
export function workspacesWith(script) {
  const globs = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).workspaces;
  const dirs = globs.flatMap((glob) =>
    glob.endsWith('/*')
      ? readdirSync(path.join(ROOT, glob.slice(0, -2)), { withFileTypes: true })
          .filter((entry) => entry.isDirectory())
          .map((entry) => path.join(glob.slice(0, -2), entry.name))
      : [glob],
  );
  return dirs.filter((dir) => {
    const file = path.join(ROOT, dir, 'package.json');
    return existsSync(file) && JSON.parse(readFileSync(file, 'utf8')).scripts?.[script];
  });
}

/**
 * Runs commands `concurrency` at a time, in the order given (longest first keeps the lanes even),
 * each one's output kept and printed whole when it ends, so two never interleave. Resolves to the
 * failed ones' names; after a failure no new command starts.
 */
export async function runPool(tasks, concurrency) {
  const queue = [...tasks];
  const failed = [];
  const lane = async () => {
    for (let task = queue.shift(); task && !failed.length; task = queue.shift()) {
      const started = Date.now();
      const { code, output } = await new Promise((resolve) => {
        const child = spawn(task.cmd, task.args, {
          cwd: task.cwd ?? ROOT,
          // Piped, a child would drop its colours; a terminal reading this one still wants them.
          env: { ...process.env, ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}), ...task.env },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        const chunks = [];
        child.stdout.on('data', (chunk) => chunks.push(chunk));
        child.stderr.on('data', (chunk) => chunks.push(chunk));
        child.on('close', (exit, signal) =>
          resolve({ code: exit ?? signal, output: Buffer.concat(chunks).toString('utf8') }),
        );
      });
      const secs = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(`\n── ${task.name} (${secs} s${code === 0 ? '' : `, exit ${code}`})\n${output}`);
      if (code !== 0) failed.push(task.name);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, lane));
  return failed;
}
