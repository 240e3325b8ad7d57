/**
 * How many page renders one client may have under way and start per second, in this worker. A render
 * is the server's costly work (the page's data, React, the remotes); an answer from the page cache is
 * not one and never counts. Without this bound, one client with a few hundred connections asking for
 * uncached pages kept the worker busy and every visitor waited, cached pages too.
 *
 * Kept in memory, per worker, not in the database: the check runs before every render, and a database
 * round trip there would cost every visitor the time the bound is meant to save. A client spread over
 * the workers gets each worker's budget: the bound is of each worker's share, which is what a worker's
 * other visitors wait for. The bookkeeping is bounded itself: at most `maxClients` addresses (the least
 * recently seen forgotten first), each forgotten after `idleMs` without a render.
 */
import { LRUCache } from 'lru-cache';

export interface RenderBudgetLimits {
  /** Renders one client may have under way at once. */
  inFlight: number;
  /** Renders one client may start per second (a token bucket of BURST_SECONDS' worth). */
  perSecond: number;
  /** Clients remembered at most. */
  maxClients: number;
  /** A render still counted after this long is let go of (its stream never ended). */
  holdMs: number;
}

export const RENDER_BUDGET_LIMITS: Omit<RenderBudgetLimits, 'inFlight' | 'perSecond'> = {
  maxClients: 10_000,
  holdMs: 30_000,
};

interface ClientBudget {
  inFlight: number;
  tokens: number;
  at: number;
}

export type RenderTurn = { release(): void } | { retryAfterMs: number };

export interface RenderBudget {
  /** A render for `client` may start (release it when it ends), or the time to wait before asking again. */
  take(client: string): RenderTurn;
  /** Clients remembered now. */
  readonly size: number;
}

/** How many seconds' worth of renders a client may start at once (a few pages opened in new tabs). */
const BURST_SECONDS = 4;

export function createRenderBudget(limits: RenderBudgetLimits): RenderBudget {
  const burst = limits.perSecond * BURST_SECONDS;
  const clients = new LRUCache<string, ClientBudget>({
    max: limits.maxClients,
    // A budget idle for as long as a render may be counted is full again: forgetting it changes nothing.
    ttl: Math.max(limits.holdMs, (burst / limits.perSecond) * 1000),
  });
  return {
    take(client) {
      const now = performance.now();
      const budget = clients.get(client) ?? { inFlight: 0, tokens: burst, at: now };
      budget.tokens = Math.min(burst, budget.tokens + ((now - budget.at) / 1000) * limits.perSecond);
      budget.at = now;
      if (budget.inFlight >= limits.inFlight) {
        clients.set(client, budget);
        return { retryAfterMs: 1000 };
      }
      if (budget.tokens < 1) {
        clients.set(client, budget);
        return { retryAfterMs: ((1 - budget.tokens) / limits.perSecond) * 1000 };
      }
      budget.tokens -= 1;
      budget.inFlight += 1;
      clients.set(client, budget);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        clearTimeout(backstop);
        budget.inFlight -= 1;
      };
      const backstop = setTimeout(release, limits.holdMs).unref();
      return { release };
    },
    get size() {
      return clients.size;
    },
  };
}
