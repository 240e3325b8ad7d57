/**
 * Two attacks of one client, measured against the real server (the cluster, its defaults):
 *
 * - `flood`: 200 connections from one address asking for searches no cache holds (random keywords, or
 *   a map area on its grid), beside a visitor from another address reading the cached /dubai. The
 *   visitor's p50/p99 alone, under the flood, under the flood with the per-client render budget
 *   lifted (as before the budget), and under 200 connections asking for the cached page itself (no
 *   render: the floor for this machine); the attacker's share of 429 answers.
 * - `guesses`: wrong passwords for one account, one after the other (the slowdown's rate once it is at
 *   its longest delay), then 50 at once from 10 addresses: guesses per second tried, 429s, and how long
 *   the owner's right password takes after the burst.
 *
 * Two addresses on loopback: the server runs with TRUST_PROXY and each client says who it is in
 * X-Forwarded-For, as a proxy in front would. Requests carry what Chromium sends for a page.
 */
import autocannon from 'autocannon';
import { startProductServer } from './server-process';

/** `BENCH_FLOOD_PORT` picks another port when 3988 is taken. */
const PORT = Number(process.env.BENCH_FLOOD_PORT ?? 3988);
const ATTACKER = '203.0.113.7';
const VICTIM = '198.51.100.9';
const PAGE_HEADERS = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br, zstd',
};

export interface VictimFigures {
  p50Ms: number;
  p99Ms: number;
  requests: number;
}

export interface FloodFigures {
  alone: VictimFigures;
  flooded: VictimFigures;
  attackerRps: number;
  /** Share of the attacker's answers that were 429, and 200 (pages rendered for it), in %. */
  attacker429Percent: number;
  attacker200Percent: number;
  /** The same with the render budget lifted (RATE_LIMIT_RENDERS_* at 100,000: as before the budget). */
  unbounded: { flooded: VictimFigures; attackerRps: number };
  /** The 200 connections asking for the cached /dubai instead: no render at all, so the best any
   * bound on renders can give the visitor on this machine. */
  cachedFlood: { flooded: VictimFigures; attackerRps: number };
}

const word = () => Math.random().toString(36).slice(2, 10);
/** A map area of 0.05°, on the 0.0001° grid such an area is kept on (no redirect), one of four
 * million: a render each, as random keywords. */
const gridBbox = () => {
  const west = 54 + Math.floor(Math.random() * 2000) / 1000;
  const south = 24 + Math.floor(Math.random() * 2000) / 1000;
  return [west, south, west + 0.05, south + 0.05].map((n) => String(Number(n.toFixed(3)))).join(',');
};

async function victim(url: string, seconds: number): Promise<VictimFigures> {
  const result = await autocannon({
    url,
    connections: 1,
    duration: seconds,
    timeout: 30,
    requests: [{ method: 'GET', path: '/dubai', headers: { ...PAGE_HEADERS, 'x-forwarded-for': VICTIM } }],
  });
  return { p50Ms: result.latency.p50, p99Ms: result.latency.p99, requests: result.requests.total };
}

/** What the attacker asks for: uncached searches, or (for comparison) the cached page itself. */
type Attack = 'searches' | 'cached';

async function attacker(url: string, seconds: number, attack: Attack) {
  const result = await autocannon({
    url,
    connections: 200,
    duration: seconds,
    timeout: 30,
    requests: [
      {
        method: 'GET',
        headers: { ...PAGE_HEADERS, 'x-forwarded-for': ATTACKER },
        setupRequest: (request) => ({
          ...request,
          path:
            attack === 'cached'
              ? '/dubai'
              : Math.random() < 0.5
                ? `/?purpose=Buy&q=${word()}`
                : `/?purpose=Rent&bbox=${encodeURIComponent(gridBbox())}&view=map`,
        }),
      },
    ],
  });
  const total = result.requests.total;
  const share = (status: '200' | '429') =>
    total ? Math.round(((result.statusCodeStats?.[status]?.count ?? 0) / total) * 1000) / 10 : 0;
  return { rps: Math.round(result.requests.average), percent429: share('429'), percent200: share('200') };
}

async function floodOnce(env: Record<string, string>, seconds: number, asking: Attack = 'searches') {
  const site = await startProductServer(PORT, { TRUST_PROXY: '1', ...env });
  try {
    // Every worker warm, /dubai in every worker's cache.
    await autocannon({
      url: site.url,
      connections: 8,
      amount: 200,
      requests: [{ method: 'GET', path: '/dubai', headers: PAGE_HEADERS }],
    });
    const alone = await victim(site.url, Math.max(3, seconds / 2));
    const [flooded, attack] = await Promise.all([
      victim(site.url, seconds),
      attacker(site.url, seconds, asking),
    ]);
    return { alone, flooded, attack };
  } finally {
    await site.stop();
  }
}

export async function benchFlood(opts: { seconds: number }): Promise<FloodFigures> {
  // The server's own render budget ('' is unset: config.ts's defaults), or BENCH_FLOOD_BUDGET's
  // 'in flight,per second' to try others.
  const [inFlight = '', perSecond = ''] = (process.env.BENCH_FLOOD_BUDGET ?? '').split(',');
  const bounded = await floodOnce(
    { RATE_LIMIT_RENDERS_IN_FLIGHT: inFlight, RATE_LIMIT_RENDERS_PER_SECOND: perSecond },
    opts.seconds,
  );
  const unbounded = await floodOnce({}, opts.seconds);
  const cached = await floodOnce({}, opts.seconds, 'cached');
  return {
    alone: bounded.alone,
    flooded: bounded.flooded,
    attackerRps: bounded.attack.rps,
    attacker429Percent: bounded.attack.percent429,
    attacker200Percent: bounded.attack.percent200,
    unbounded: { flooded: unbounded.flooded, attackerRps: unbounded.attack.rps },
    cachedFlood: { flooded: cached.flooded, attackerRps: cached.attack.rps },
  };
}

export interface GuessFigures {
  /** Guesses per second one after the other, once the slowdown is at its longest delay. */
  sequentialPerSecond: number;
  sequentialMsEach: number;
  parallel: { sent: number; tried: number; refused: number; seconds: number; perSecond: number };
  owner: { status: number; ms: number };
}

const USERNAME = 'bench';
const PASSWORD = 'bench-password-123';

async function login(url: string, password: string, ip: string) {
  const started = performance.now();
  const res = await fetch(`${url}/api/admin/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: url,
      'sec-fetch-site': 'same-origin',
      'x-forwarded-for': ip,
    },
    body: JSON.stringify({ username: USERNAME, password }),
  });
  await res.arrayBuffer();
  return { status: res.status, ms: performance.now() - started, end: performance.now() };
}

export async function benchGuesses(opts: { sequential: number }): Promise<GuessFigures> {
  // The login limits at their defaults: 5 free failures per account, then 250 ms doubling to 3 s.
  const site = await startProductServer(PORT, {
    TRUST_PROXY: '1',
    RATE_LIMIT_LOGIN_IP: '20',
    RATE_LIMIT_LOGIN_ACCOUNT: '10',
    RATE_LIMIT_LOGIN_SLOWDOWN: '5',
  });
  try {
    // One after the other, each from an address of its own, until the delay is at its longest (3 s);
    // the last three give the rate.
    const sequential = [];
    for (let i = 0; i < opts.sequential; i += 1) {
      const guess = await login(site.url, 'wrong-one', `10.0.1.${i}`);
      if (guess.status !== 401) throw new Error(`a sequential guess answered ${guess.status}`);
      sequential.push(guess.ms);
    }
    const last = sequential.slice(-3);
    const msEach = last.reduce((a, b) => a + b) / last.length;

    const started = performance.now();
    const burst = await Promise.all(
      Array.from({ length: 50 }, (_, i) => login(site.url, 'wrong-one', `10.0.2.${i % 10}`)),
    );
    const tried = burst.filter((g) => g.status === 401);
    const seconds = (Math.max(...tried.map((g) => g.end)) - started) / 1000;

    const owner = await login(site.url, PASSWORD, '10.0.3.1');
    return {
      sequentialPerSecond: Math.round((1000 / msEach) * 100) / 100,
      sequentialMsEach: Math.round(msEach),
      parallel: {
        sent: burst.length,
        tried: tried.length,
        refused: burst.filter((g) => g.status === 429).length,
        seconds: Math.round(seconds * 10) / 10,
        perSecond: Math.round((tried.length / seconds) * 100) / 100,
      },
      owner: { status: owner.status, ms: Math.round(owner.ms) },
    };
  } finally {
    await site.stop();
  }
}
