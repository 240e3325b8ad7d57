/** Starts the product's server (or a bare node:http server) as a child process for measurements. */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface Child {
  url: string;
  pid: number;
  rssMb(): number;
  stop(): Promise<void>;
}

async function waitFor(url: string): Promise<void> {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not come up`);
}

function wrap(child: ChildProcess, url: string, cleanup: () => void): Child {
  return {
    url,
    pid: child.pid!,
    /** The process and its children (the server's cluster workers). */
    rssMb() {
      const rssKb = (pid: string): number => {
        try {
          return Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
        } catch {
          return 0;
        }
      };
      let children: string[] = [];
      try {
        children = fs
          .readFileSync(`/proc/${child.pid}/task/${child.pid}/children`, 'utf8')
          .split(' ')
          .filter(Boolean);
      } catch {
        // no children
      }
      return Math.round([String(child.pid), ...children].reduce((kb, pid) => kb + rssKb(pid), 0) / 1024);
    },
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => {
          cleanup();
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

export async function startProductServer(port: number, env: Record<string, string> = {}): Promise<Child> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'manzil-bench-site-'));
  // `exec`-style: run tsx's node directly so that killing it stops the server itself.
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'api/src/server.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      GEOCODER_URL: 'off',
      ADMIN_USERNAME: 'bench',
      ADMIN_PASSWORD: 'bench-password-123',
      ADMIN_EMAIL: 'bench@manzil.test',
      // The sections measure the server's own speed from one client: the per-client render budget
      // (RATE_LIMIT_RENDERS_*) is lifted unless a section sets it (the flood section does).
      RATE_LIMIT_RENDERS_IN_FLIGHT: '100000',
      RATE_LIMIT_RENDERS_PER_SECOND: '100000',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/api/health`);
  return wrap(child, url, () => fs.rmSync(dataDir, { recursive: true, force: true }));
}

/** A bare node:http server answering fixed bytes: the ceiling for the same responses. */
export async function startBareServer(port: number, routes: Record<string, Buffer>): Promise<Child> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'manzil-bench-bare-'));
  const manifest: Record<string, string> = {};
  for (const [key, body] of Object.entries(routes)) {
    const file = path.join(dir, `${Object.keys(manifest).length}.json`);
    fs.writeFileSync(file, body);
    manifest[key] = file;
  }
  const script = `
    const http = require('node:http'); const fs = require('node:fs');
    const manifest = ${JSON.stringify(manifest)};
    const bodies = Object.fromEntries(Object.entries(manifest).map(([k, f]) => [k, fs.readFileSync(f)]));
    http.createServer((req, res) => {
      const body = bodies[req.method + ' ' + req.url];
      req.resume();
      req.on('end', () => {
        if (!body) { res.writeHead(404); res.end(); return; }
        res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': body.length });
        res.end(body);
      });
    }).listen(${port}, '127.0.0.1');`;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'ignore', 'inherit'] });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    try {
      await fetch(`${url}/__ping`);
      break;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return wrap(child, url, () => fs.rmSync(dir, { recursive: true, force: true }));
}
