// `npm run instances`: build whatever is not built, then run one database, two instances of the server
// and a round-robin proxy in front of them (api/test/support/instances-cli.ts) until Ctrl-C.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT, buildApps } from './apps.mjs';

buildApps();
const tsx = path.join(ROOT, 'node_modules', '.bin', 'tsx');
const cli = path.join(ROOT, 'api', 'test', 'support', 'instances-cli.ts');
const harness = spawn(tsx, [cli], { stdio: 'inherit', cwd: ROOT });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => harness.kill(signal));
harness.on('exit', (code) => process.exit(code ?? 0));
