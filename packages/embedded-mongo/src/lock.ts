/**
 * One server owns a data directory: two would interleave journal appends and overwrite each other's
 * snapshots. The LOCK file names the owning process; a lock left by a dead process (crash) is taken over.
 */
import fs from 'node:fs';
import path from 'node:path';

const heldHere = new Set<string>();

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the directory's lock; returns its release function. Throws when another live server holds it. */
export function lockDataDir(dir: string): () => void {
  const file = path.join(path.resolve(dir), 'LOCK');
  if (heldHere.has(file)) throw new Error(`embedded database: ${dir} is already open in this process`);
  try {
    const owner = Number.parseInt(fs.readFileSync(file, 'utf8'), 10);
    if (owner && owner !== process.pid && alive(owner)) {
      throw new Error(`embedded database: ${dir} is in use by process ${owner} (stop it first)`);
    }
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  fs.writeFileSync(file, String(process.pid), { mode: 0o600 });
  heldHere.add(file);
  return () => {
    heldHere.delete(file);
    fs.rmSync(file, { force: true });
  };
}
