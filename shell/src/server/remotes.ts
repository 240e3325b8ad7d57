/**
 * Remotes on the server: registered with the federation runtime from the same manifest URLs the
 * browser gets from /remotes.json (the runtime on Node picks each manifest's server entry), loaded
 * within a time budget, their page data loaded into the request's QueryClient.
 */
import path from 'node:path';
import vm from 'node:vm';
import {
  loadRemote,
  registerGlobalPlugins,
  registerPlugins,
  registerRemotes,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import type { QueryClient } from '@manzil/api-client';
import type { QueryKey } from '@tanstack/react-query';
import type { ExposedModule, ServerSlots, SlotRequest } from '../shared/remotes/serverSlots';
import { federationName, singleFlight, type RenderRequest } from '@manzil/contract';
import { withTimeout } from '../shared/withTimeout';
import { reason, SlotFailure, slotLoader } from './slotLoader';

let fetchForRemotes: RenderRequest['fetch'] = (input, init) => fetch(input, init);

/** How often a remote's manifest is read again: a team that publishes a new build is rendered with
 * it within this long, with no restart of this server. */
const REVALIDATE_MS = 5_000;

interface Registration {
  manifest: string;
  /** The hashed file name of its server entry when last read: a new build has a new one. */
  serverEntry: string | undefined;
  /** Exposed module → the URLs of its stylesheets (the page links them: no JavaScript needed). */
  styles: Map<string, string[]>;
  /** Exposed module → the browser scripts it runs first: the container, then its chunks. */
  scripts: Map<string, string[]>;
  checkedAt: number;
}
const registered = new Map<string, Registration>();

type LoadEntry = NonNullable<ModuleFederationRuntimePlugin['loadEntry']>;
type RemoteInfo = Parameters<LoadEntry>[0]['remoteInfo'];
type RemoteEntryExports = NonNullable<Awaited<ReturnType<LoadEntry>>>;

/** A remote's files through the renderer's fetch: the site's own answered in process (the server
 * answers a visitor's request for a server build 404), another origin's over the network. A missing
 * file is an error, not a body to run as code. */
async function fetchRemoteFile(url: string, init?: RequestInit): Promise<Response> {
  const response = await fetchForRemotes(url, init);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response;
}

/** Runs a remote's server entry (CommonJS) as the runtime's own Node loader does, but with the code
 * fetched through `fetchRemoteFile`: that loader fetches entries with the global fetch, over HTTP. */
async function loadServerEntry(remoteInfo: RemoteInfo): Promise<RemoteEntryExports> {
  const code = await (await fetchRemoteFile(remoteInfo.entry)).text();
  const { pathname } = new URL(remoteInfo.entry);
  const module: { exports: Record<string, unknown> } = { exports: {} };
  const run = new vm.Script(`(function (exports, module, require, __dirname, __filename) {${code}\n})`, {
    filename: remoteInfo.entry,
  }).runInThisContext() as (...args: unknown[]) => void;
  // A remote's server build requires Node's built-in modules only.
  const requireBuiltin = (id: string) => process.getBuiltinModule(id);
  run(module.exports, module, requireBuiltin, path.posix.dirname(pathname), path.posix.basename(pathname));
  return (module.exports[remoteInfo.entryGlobalName] ?? module.exports) as RemoteEntryExports;
}

const serverFetch: ModuleFederationRuntimePlugin = {
  name: 'manzil-server-fetch',
  // Manifests, and the chunks a remote's container loads.
  fetch: (url, init) => fetchRemoteFile(url, init),
  loadEntry: ({ remoteInfo }) => loadServerEntry(remoteInfo),
};
registerPlugins([serverFetch]);
// Each remote's container makes its own runtime instance, which takes the global plugins: its
// chunks are then fetched through this hook too.
registerGlobalPlugins([serverFetch]);

interface Manifest {
  metaData?: { ssrRemoteEntry?: { name?: string }; remoteEntry?: { name?: string; path?: string } };
  exposes?: {
    name: string;
    assets?: { css?: { sync?: string[]; async?: string[] }; js?: { sync?: string[] } };
  }[];
}

/** Per exposed module, its files' URLs resolved against the manifest (its publicPath is 'auto'). */
function filesOf(
  body: Manifest | undefined,
  manifest: string,
  pick: (assets: NonNullable<NonNullable<Manifest['exposes']>[number]['assets']>) => string[],
): Map<string, string[]> {
  return new Map(
    (body?.exposes ?? []).map(({ name, assets }) => [
      name.replace(/^\.\//, ''),
      pick(assets ?? {}).map((file) => new URL(file, manifest).href),
    ]),
  );
}

const stylesOf = (body: Manifest | undefined, manifest: string) =>
  filesOf(body, manifest, ({ css }) => [...(css?.sync ?? []), ...(css?.async ?? [])]);

/** The container first: the runtime runs it before it asks for the module's chunks. */
function scriptsOf(body: Manifest | undefined, manifest: string) {
  const entry = body?.metaData?.remoteEntry;
  const container = entry?.name ? [[entry.path, entry.name].filter(Boolean).join('/')] : [];
  return filesOf(body, manifest, ({ js }) => [...container, ...(js?.sync ?? [])]);
}

async function readManifest(manifest: string): Promise<Manifest | undefined> {
  try {
    const response = await fetchForRemotes(manifest, { cache: 'no-cache' });
    return response.ok ? ((await response.json()) as Manifest) : undefined;
  } catch {
    return undefined;
  }
}

async function register(remote: string, manifest: string): Promise<Registration> {
  const known = registered.get(remote);
  const body = await readManifest(manifest);
  const serverEntry = body?.metaData?.ssrRemoteEntry?.name;
  const now = Date.now();
  if (known?.manifest === manifest && known.serverEntry === serverEntry) {
    known.checkedAt = now;
    return known;
  }
  // `force` drops the old container and what was loaded from it.
  registerRemotes([{ name: federationName(remote), entry: manifest }], { force: known !== undefined });
  const registration = {
    manifest,
    serverEntry,
    styles: stylesOf(body, manifest),
    scripts: scriptsOf(body, manifest),
    checkedAt: now,
  };
  registered.set(remote, registration);
  return registration;
}

const revalidating = singleFlight<string, Registration>();

/**
 * Registers a remote, and again when it moved (another manifest URL) or published a new build. A
 * known remote is never waited for: its manifest is read again in the background, at most every
 * REVALIDATE_MS, and the next page uses what that finds.
 */
async function ensureRegistered(remote: string, manifest: string): Promise<Registration> {
  const known = registered.get(remote);
  if (known?.manifest === manifest) {
    if (Date.now() - known.checkedAt >= REVALIDATE_MS && !revalidating.has(remote)) {
      revalidating.run(remote, () => register(remote, manifest)).catch(() => undefined);
    }
    return known;
  }
  return register(remote, manifest);
}

/** The in-process reads of a page take milliseconds; past this the database is in trouble. */
const DATA_BUDGET_MS = 3_000;

const withinBudget = <T>(work: Promise<T>, ms: number, failure: string): Promise<T> =>
  withTimeout(work, ms, () => new SlotFailure(failure));

/** Loads every exposed module of every remote once, when this server starts: the first visitors'
 * pages then render within the budget instead of falling back while code is fetched and compiled. */
export async function warmRemotes({
  remotes,
  fetch,
}: Pick<RenderRequest, 'remotes' | 'fetch'>): Promise<void> {
  fetchForRemotes = fetch;
  await Promise.all(
    Object.entries(remotes).map(async ([remote, manifest]) => {
      await ensureRegistered(remote, manifest);
      const exposes = (await readManifest(manifest))?.exposes ?? [];
      await Promise.all(
        exposes.map(({ name }) =>
          loadRemote(`${federationName(remote)}/${name.replace(/^\.\//, '')}`).catch((error: unknown) => {
            console.warn(`[ssr warm-up] ${remote}/${name} did not load ahead of time: ${reason(error)}`);
          }),
        ),
      );
    }),
  );
}

export function createServerSlots(request: RenderRequest, queryClient: QueryClient): ServerSlots {
  fetchForRemotes = request.fetch;
  const stylesheets = new Set<string>();
  const manifests = new Set<string>();
  const scripts = new Set<string>();

  /** The remote's code within the budget (a remote that is down, broken or slow must not hold the
   * page); its data within the data budget (the API's own reads, in process). */
  const render = async ({
    remote,
    module,
    params,
    search,
    deferred,
  }: SlotRequest): Promise<ExposedModule> => {
    const manifest = request.remotes[remote];
    if (!manifest) throw new SlotFailure(`no location configured for ${remote}`);
    const what = `${remote}/${module}`;
    const exposed = await withinBudget(
      (async () => {
        const registration = await ensureRegistered(remote, manifest);
        const loaded = await loadRemote<ExposedModule>(`${federationName(remote)}/${module}`);
        for (const href of registration.styles.get(module) ?? []) stylesheets.add(href);
        if (!deferred) {
          manifests.add(manifest);
          for (const src of registration.scripts.get(module) ?? []) scripts.add(src);
        }
        return loaded;
      })(),
      request.remoteBudgetMs,
      `${what}'s server code did not load within ${request.remoteBudgetMs} ms`,
    );
    if (!exposed?.default) throw new SlotFailure(`${what} exposes no component`);
    // The slot's own reads (other slots share the request's cache and may fail on their own).
    const keys: QueryKey[] = [];
    const recording = new Proxy(queryClient, {
      get(target, property, receiver) {
        const value: unknown = Reflect.get(target, property, receiver);
        if (typeof value !== 'function') return value;
        if (property !== 'prefetchQuery' && property !== 'fetchQuery' && property !== 'ensureQueryData')
          return value.bind(target);
        return (options: { queryKey: QueryKey }) => {
          keys.push(options.queryKey);
          return (value as (o: unknown) => unknown).call(target, options);
        };
      },
    });
    await withinBudget(
      Promise.resolve(
        exposed.load?.({ params, search: new URLSearchParams(search), queryClient: recording }),
      ),
      DATA_BUDGET_MS,
      `${what}'s data did not arrive within ${DATA_BUDGET_MS} ms`,
    );
    // A read that failed would render an error here and a loading state in the browser.
    const failed = keys.find((queryKey) => queryClient.getQueryState(queryKey)?.status === 'error');
    // The read's failure is logged by the query cache, in one line: not again here.
    if (failed) throw new SlotFailure(`its data failed to load (${JSON.stringify(failed)})`, true);
    return exposed;
  };

  return {
    stylesheets: () => [...stylesheets],
    remoteFiles: () => ({ manifests: [...manifests], scripts: [...scripts] }),
    load: slotLoader(request.log, render),
  };
}
