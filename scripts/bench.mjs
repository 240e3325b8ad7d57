// `npm run bench`: builds what is not built, then runs bench/run.ts (figures only).
import path from 'node:path';
import { ROOT, buildApps, run } from './apps.mjs';

buildApps();
run(process.execPath, ['--import', 'tsx', path.join(ROOT, 'bench', 'run.ts'), ...process.argv.slice(2)]);
