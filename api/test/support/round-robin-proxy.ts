/**
 * A small round-robin HTTP proxy (node:http) in front of several instances, as a load balancer would be:
 * it forwards method, path, headers and body, streams the answer back, and names the instance that
 * answered in `x-served-by`. An instance it cannot connect to is passed over for a moment; a request
 * that never reached one (connection refused), or an idempotent one (GET, HEAD, OPTIONS) whose instance
 * failed before answering, is tried on the next. When none answers: 502.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ProxyTarget {
  name: string;
  port: number;
}

export interface RoundRobinProxy {
  url: string;
  port: number;
  /** Answers each instance gave through the proxy, by name. */
  served: Record<string, number>;
  /** Answers of 502 (no instance answered). */
  failed(): number;
  /** Idle kept-alive connections to an instance (they go once it closes them: it stopped or died). */
  idleConnections(name: string): number;
  close(): Promise<void>;
}

/** How long an instance that refused a connection is passed over. */
const DOWN_MS = 1_000;
const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Hop-by-hop headers (RFC 9110 §7.6.1): they describe one connection, not the message. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'te', 'trailer', 'upgrade']);

function endToEnd(headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)));
}

export async function startRoundRobinProxy(
  targets: ProxyTarget[],
  { port = 0 }: { port?: number } = {},
): Promise<RoundRobinProxy> {
  const agent = new http.Agent({ keepAlive: true });
  const downUntil = new Map<string, number>();
  const served: Record<string, number> = Object.fromEntries(targets.map((t) => [t.name, 0]));
  let next = 0;
  let failed = 0;

  /** The instances in the order to try them: the next in turn first, those passed over last. */
  const order = (): ProxyTarget[] => {
    const start = next++ % targets.length;
    const turn = targets.map((_, i) => targets[(start + i) % targets.length]!);
    const now = Date.now();
    const up = (t: ProxyTarget) => (downUntil.get(t.name) ?? 0) <= now;
    return [...turn.filter(up), ...turn.filter((t) => !up(t))];
  };

  const server = http.createServer((req, res) => {
    // The body is read first (the harness's bodies are small), so a request no instance received can
    // go to the next one whatever its method.
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('error', () => res.destroy());
    req.on('end', () => forward(req, res, Buffer.concat(chunks)));
  });

  function forward(req: http.IncomingMessage, res: http.ServerResponse, body: Buffer): void {
    const candidates = order();
    const retryable = IDEMPOTENT.has(req.method ?? 'GET');
    const attempt = (i: number): void => {
      const target = candidates[i];
      if (!target) {
        failed += 1;
        if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
        res.end('no instance answered\n');
        return;
      }
      /** Whether the request may have reached the instance (a connection was made or reused). */
      let sent = false;
      const upstream = http.request(
        {
          host: '127.0.0.1',
          port: target.port,
          method: req.method,
          path: req.url,
          headers: endToEnd(req.headers),
          agent,
        },
        (answer) => {
          served[target.name] = (served[target.name] ?? 0) + 1;
          res.writeHead(answer.statusCode ?? 502, {
            ...endToEnd(answer.headers),
            'x-served-by': target.name,
          });
          answer.pipe(res);
          // The instance died mid-answer: the client must see a cut answer, not a short one.
          answer.on('aborted', () => res.destroy());
          answer.on('error', () => res.destroy());
        },
      );
      upstream.on('socket', (socket) => {
        if (!socket.connecting) sent = true;
        else socket.once('connect', () => (sent = true));
      });
      upstream.on('error', () => {
        if (res.headersSent) return void res.destroy();
        if (!sent) downUntil.set(target.name, Date.now() + DOWN_MS);
        // Nothing reached the instance, or asking again changes nothing: the next one may answer.
        attempt(!sent || retryable ? i + 1 : candidates.length);
      });
      upstream.end(body);
    };
    attempt(0);
  }

  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}`,
    port: address.port,
    served,
    failed: () => failed,
    idleConnections: (name) => {
      const target = targets.find((t) => t.name === name);
      if (!target) return 0;
      return agent.freeSockets[agent.getName({ host: '127.0.0.1', port: target.port })]?.length ?? 0;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      agent.destroy();
    },
  };
}
