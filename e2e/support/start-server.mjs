// Playwright's webServer: a fresh DATA_DIR for every run, then the API serving the built site.
import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';

const root = path.resolve(import.meta.dirname, '..', '..');
const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR must be set');
fs.rmSync(dataDir, { recursive: true, force: true });
fs.mkdirSync(dataDir, { recursive: true });
const child = spawn(
  path.join(root, 'node_modules', '.bin', 'tsx'),
  [path.join(root, 'api', 'src', 'server.ts')],
  {
    stdio: 'inherit',
    cwd: root,
    env: process.env,
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
