/** Starts and stops extra API servers (and plain static servers) for tests that need their own. */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT, serverEnv } from './env';

export interface RunningServer {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
}

export interface ApiServer extends RunningServer {
  /** Everything the server wrote to stdout and stderr so far (empty unless `captureOutput`). */
  output(): string;
}

export interface ApiServerOptions {
  /** Keep the server's stdout and stderr (its `[ssr] ...` lines) for the test to read, instead of
   * passing them through to the runner's output. */
  captureOutput?: boolean;
}

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const started = Date.now();
  for (;;) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() - started > timeoutMs) throw new Error(`${url} did not come up in ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 5000).unref();
  });
}

/** An API server of its own (fresh database) with extra environment, e.g. remote URL overrides. */
export async function startApiServer(
  port: number,
  extraEnv: Record<string, string> = {},
  { captureOutput = false }: ApiServerOptions = {},
): Promise<ApiServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'manzil-e2e-'));
  const child = spawn(
    path.join(REPO_ROOT, 'node_modules', '.bin', 'tsx'),
    [path.join(REPO_ROOT, 'api/src/server.ts')],
    {
      cwd: REPO_ROOT,
      env: serverEnv(port, dataDir, extraEnv),
      stdio: ['ignore', captureOutput ? 'pipe' : 'inherit', captureOutput ? 'pipe' : 'inherit'],
    },
  );
  let output = '';
  const keep = (chunk: Buffer) => (output += chunk.toString('utf8'));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${url}/api/health`, 60_000);
  } catch (error) {
    await stopChild(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    url,
    dataDir,
    output: () => output,
    async stop() {
      await stopChild(child);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const MIME: Record<string, string> = {
  '.js': 'application/javascript',
  '.json': 'application/json',
  '.css': 'text/css',
  '.html': 'text/html',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.svg': 'image/svg+xml',
};

export interface StaticServerOptions {
  /** Paths (e.g. `/server/mf_vr.1234abcd.js`) the server accepts but never answers: a hung origin. */
  hang?: readonly string[];
  /** Called with the path of every request (who fetched what from this origin). */
  onRequest?: (urlPath: string) => void;
}

/** A plain static server with CORS: a remote deployed on another origin. */
export function startStaticServer(
  port: number,
  root: string,
  { hang = [], onRequest }: StaticServerOptions = {},
): Promise<RunningServer> {
  const server = http.createServer((req, res) => {
    const urlPath = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    onRequest?.(urlPath);
    if (hang.includes(urlPath)) return;
    const file = path.join(root, path.normalize(urlPath).replace(/^(\.\.[/\\])+/, ''));
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (!file.startsWith(root) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      res.writeHead(404).end('not found');
      return;
    }
    res.writeHead(200, { 'Content-Type': MIME[path.extname(file)] ?? 'application/octet-stream' });
    fs.createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${port}`,
        dataDir: root,
        stop: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            // Requests left hanging on purpose would keep it open.
            server.closeAllConnections();
          }),
      }),
    );
  });
}
