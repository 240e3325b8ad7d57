/**
 * Locates remotes at runtime: fetches /remotes.json, registers each remote's manifest with the
 * Module Federation runtime and loads exposed modules with a timeout (the MF runtime has none).
 */
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { federationName, REMOTES_CONFIG_PATH } from '@manzil/contract';
import { TIMINGS } from '@manzil/ui';
import { withTimeout } from '../withTimeout';
import { claimInlineStyles, isInlineStyle } from './inlineStyles';

/** The remotes of apps.json (types only: which exist at run time is /remotes.json's to say). */
export type RemoteName = keyof (typeof import('../../../../apps.json'))['remotes'];

export class RemoteLoadError extends Error {
  constructor(
    readonly remote: RemoteName,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'RemoteLoadError';
  }
}

let remotesConfig: Promise<Record<string, string>> | undefined;

function fetchRemotesConfig(): Promise<Record<string, string>> {
  // The answer is sent `no-cache`: a new location is seen at once.
  remotesConfig ??= fetch(REMOTES_CONFIG_PATH)
    .then(async (res) => {
      if (!res.ok) throw new Error(`${REMOTES_CONFIG_PATH} answered ${res.status}`);
      return (await res.json()) as Record<string, string>;
    })
    .catch((error: unknown) => {
      // Forget the failure so that Retry fetches the configuration again.
      remotesConfig = undefined;
      throw error;
    });
  return remotesConfig;
}

const registered = new Set<RemoteName>();
let pluginsRegistered = false;

function registerPluginsOnce(): void {
  if (pluginsRegistered) return;
  pluginsRegistered = true;
  registerPlugins([
    {
      name: 'manzil-remotes',
      // Returning nothing lets the error reach the slot's error boundary, which shows the fallback.
      errorLoadRemote({ id, lifecycle, error }) {
        console.warn(`[shell] remote module ${id} failed to load (${lifecycle})`, error);
        return undefined;
      },
      // The sheets the server wrote into the page are not loaded again (see inlineStyles.ts).
      beforePreloadRemote({ preloadOps }) {
        for (const op of preloadOps) {
          const outer = op.filter;
          op.filter = (url) => !isInlineStyle(url) && (outer?.(url) ?? true);
        }
      },
    },
  ]);
}

async function ensureRegistered(remote: RemoteName, force: boolean): Promise<void> {
  if (registered.has(remote) && !force) return;
  const config = await fetchRemotesConfig();
  const entry = config[remote];
  if (!entry) throw new RemoteLoadError(remote, `No location configured for ${remote}`);
  registerPluginsOnce();
  const manifest = new URL(entry, window.location.href);
  // A remote is built with an automatic public path: the folder its manifest sits in.
  claimInlineStyles(new URL('.', manifest).href);
  registerRemotes([{ name: federationName(remote), entry: manifest.href }], {
    force: force && registered.has(remote),
  });
  registered.add(remote);
}

/**
 * Loads `./<exposed>` of a remote. `fresh` re-registers the remote first, dropping whatever the
 * runtime cached from an earlier (failed) attempt. `keepWaiting` is asked when the time is up: while
 * it says yes (the visitor is reading the server's HTML of the part), the load is not given up on.
 */
export async function loadRemoteModule<T>(
  remote: RemoteName,
  exposed: string,
  fresh = false,
  keepWaiting?: () => boolean,
): Promise<T> {
  const attempt = async (): Promise<T> => {
    await ensureRegistered(remote, fresh);
    const mod = await loadRemote<T>(`${federationName(remote)}/${exposed}`);
    if (!mod) throw new RemoteLoadError(remote, `${remote}/${exposed} is not available`);
    return mod;
  };
  try {
    return await withTimeout(
      attempt(),
      TIMINGS.remoteLoadTimeoutMs,
      () => new RemoteLoadError(remote, `${remote} did not load within ${TIMINGS.remoteLoadTimeoutMs} ms`),
      keepWaiting,
    );
  } catch (error) {
    if (error instanceof RemoteLoadError) throw error;
    throw new RemoteLoadError(remote, `${remote}/${exposed} failed to load`, { cause: error });
  }
}
