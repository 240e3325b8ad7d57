// `npm start`: build whatever is not built, then serve the composed site and the API.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT, buildApps } from './apps.mjs';

buildApps();
const tsx = path.join(ROOT, 'node_modules', '.bin', 'tsx');
const server = spawn(tsx, [path.join(ROOT, 'api', 'src', 'server.ts')], { stdio: 'inherit', cwd: ROOT });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
