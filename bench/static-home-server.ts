/**
 * A tiny node:http server for the static copy of the home page (bench/static-home/): the lower bound
 * for the home page's LCP. Files of bench/static-home/ are served from disk; every other path (the hero
 * photo, the logo) is fetched from the running product server so the image bytes are the same.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { ROOT } from './server-process';

const DIR = path.join(ROOT, 'bench', 'static-home');
const TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.css': 'text/css' };
const FORWARDED_HEADERS = ['content-type', 'cache-control', 'etag', 'last-modified'];

export interface StaticHome {
  url: string;
  stop(): Promise<void>;
}

function sendLocal(req: http.IncomingMessage, res: http.ServerResponse, file: string): void {
  const body = fs.readFileSync(file);
  const headers: http.OutgoingHttpHeaders = {
    'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
    'Cache-Control': 'no-cache',
  };
  // Text is compressed, as the product server does.
  if (/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
    res.writeHead(200, { ...headers, 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' });
    res.end(zlib.gzipSync(body));
    return;
  }
  res.writeHead(200, headers);
  res.end(body);
}

async function proxy(res: http.ServerResponse, upstream: string): Promise<void> {
  const answer = await fetch(upstream);
  const headers: http.OutgoingHttpHeaders = {};
  for (const name of FORWARDED_HEADERS) {
    const value = answer.headers.get(name);
    if (value) headers[name] = value;
  }
  res.writeHead(answer.status, headers);
  res.end(Buffer.from(await answer.arrayBuffer()));
}

export async function startStaticHome(port: number, productUrl: string): Promise<StaticHome> {
  const server = http.createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://x').pathname;
    const local = path.join(DIR, pathname === '/' ? 'index.html' : pathname);
    if (local.startsWith(DIR + path.sep) && fs.existsSync(local) && fs.statSync(local).isFile()) {
      sendLocal(req, res, local);
      return;
    }
    proxy(res, productUrl + req.url).catch(() => {
      res.writeHead(502);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections(); // Chrome keeps connections alive
      }),
  };
}
