/**
 * Server rendering, seen from the client library: on the server, `/api` reads are answered by the
 * host's data layer directly (no HTTP, no router); the server's query cache travels to the browser in
 * one JSON script, and every app's QueryClient starts from it, so the browser does not fetch again.
 */
import { dehydrate, hydrate, type QueryClient } from '@tanstack/react-query';
import { jsonForScript, type ServerRead } from '@manzil/contract';

/** One registry per process, whichever app's copy of this package asks (each app bundles its own). */
const SERVER_FETCH = Symbol.for('@manzil/api-client/server-fetch');

export interface ServerTransport {
  /** Answers a read of the route table (routes.ts) from the data layer, for the page being rendered. */
  read: ServerRead;
}

type Registry = { [SERVER_FETCH]?: ServerTransport };

/** Called once by the server process that renders pages. */
export function setServerTransport(transport: ServerTransport): void {
  (globalThis as Registry)[SERVER_FETCH] = transport;
}

/** The in-process transport when running on a server that set one. */
export function serverTransport(): ServerTransport | undefined {
  return typeof window === 'undefined' ? (globalThis as Registry)[SERVER_FETCH] : undefined;
}

/** The id of the script that carries the server's query cache. */
export const SERVER_QUERIES_ID = 'manzil-queries';

/** The JSON of the successful queries of a render, safe inside a <script> element. */
export function serializeQueries(client: QueryClient): string {
  return jsonForScript(dehydrate(client));
}

let serverState: { state: unknown } | undefined;

/** The server's query cache of this page load, parsed once (undefined on a page it did not render). */
function readServerQueries(): unknown {
  if (serverState) return serverState.state;
  let state: unknown;
  try {
    const text = document.getElementById(SERVER_QUERIES_ID)?.textContent;
    state = text ? JSON.parse(text) : undefined;
  } catch {
    state = undefined;
  }
  serverState = { state };
  return state;
}

/** Queries the page arrived with → when a component first asked for one (0: not yet). The components
 * that show it while the page comes alive take it as it is (observers are checked at render and
 * again at subscription, and a slot hydrates when its code arrives); a later mount refetches. */
const arrived = new Map<string, number>();
const ARRIVED_WINDOW_MS = 2_000;

/** Seeds a browser QueryClient with the queries the server rendered this page with. */
export function hydrateFromServer(client: QueryClient): void {
  const state = readServerQueries();
  if (!state) return;
  hydrate(client, state as Parameters<typeof hydrate>[1]);
  for (const query of (state as { queries?: { queryHash: string }[] }).queries ?? [])
    arrived.set(query.queryHash, 0);
}

/** `refetchOnMount` of browser clients: everything stale refetches, except what just arrived. */
export function refetchOnMount(query: { queryHash: string }): boolean {
  const first = arrived.get(query.queryHash);
  if (first === undefined) return true;
  const now = Date.now();
  if (first === 0) arrived.set(query.queryHash, now);
  else if (now - first > ARRIVED_WINDOW_MS) {
    arrived.delete(query.queryHash);
    return true;
  }
  return false;
}

/**
 * A page module's server loader (`export const load`, beside its component): the reads its first view
 * needs, run on the server before it renders. Its reads are answered by the host's data layer (no
 * HTTP), and their results arrive with the HTML under the keys the components read, so the browser
 * does not fetch them again.
 */
export type PageLoad = (context: {
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
  queryClient: QueryClient;
}) => Promise<unknown>;
