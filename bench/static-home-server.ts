/**
 * A tiny node:http server for the static copy of the home page: the lower bound for the home page's LCP.
 * The copy is the product's own server-rendered `/`, taken once at start with its <script> elements
 * removed, so it looks exactly like the page and cannot drift from it, but runs no JavaScript. Every
 * other path (the hero photo, the logo) is fetched from the running product server so the image bytes
 * are the same.
 */
import http from 'node:http';
import zlib from 'node:zlib';

const FORWARDED_HEADERS = ['content-type', 'cache-control', 'etag', 'last-modified'];

export interface StaticHome {
  url: string;
  stop(): Promise<void>;
}

/** The page without its scripts: the JSON the code would read and the code that would run. The HTML is
 * the product's own render, where a script's text cannot hold `</script` (React escapes it). */
export function withoutScripts(html: string): string {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '');
}

async function staticCopyOfHome(productUrl: string): Promise<Buffer> {
  const answer = await fetch(`${productUrl}/`);
  if (!answer.ok) throw new Error(`GET / answered ${answer.status}`);
  return Buffer.from(withoutScripts(await answer.text()));
}

function sendHome(req: http.IncomingMessage, res: http.ServerResponse, body: Buffer): void {
  const headers: http.OutgoingHttpHeaders = {
    'Content-Type': 'text/html; charset=utf-8',
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
  const home = await staticCopyOfHome(productUrl);
  const server = http.createServer((req, res) => {
    if (new URL(req.url ?? '/', 'http://x').pathname === '/') {
      sendHome(req, res, home);
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
