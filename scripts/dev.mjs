// `npm run dev`: every app's dev server with hot reload, plus the API in watch mode on port 3001.
// /remotes.json points the shell at the remotes' dev servers.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { APPS, DEV_PORTS, ROOT } from './apps.mjs';

const ports = Object.fromEntries(APPS.map((app) => [app, DEV_PORTS[app]]));
const env = { ...process.env, PORT: process.env.API_PORT ?? String(DEV_PORTS.api) };
for (const [app, port] of Object.entries(ports)) {
  if (app === 'shell') continue;
  env[`REMOTE_${app.replace(/-/g, '_').toUpperCase()}_URL`] = `http://localhost:${port}/mf-manifest.json`;
}
const commands = [
  { name: 'api', command: 'npm run dev -w api' },
  ...Object.keys(ports).map((app) => ({ name: app, command: `npm run dev -w ${app}` })),
];
const child = spawn(
  path.join(ROOT, 'node_modules', '.bin', 'concurrently'),
  [
    '--kill-others-on-fail',
    '--names',
    commands.map((c) => c.name).join(','),
    ...commands.map((c) => c.command),
  ],
  { stdio: 'inherit', cwd: ROOT, env },
);
console.log(`Open http://localhost:${ports.shell} (API on :${env.PORT})`);
child.on('exit', (code) => process.exit(code ?? 0));
