/**
 * Each app owns its QueryClient in the browser (teams do not share state at runtime), even though
 * the library is one shared module: a remote renders its own provider at every exposed root, so it
 * never reads the shell's cache. Each starts from the queries the server rendered the page with.
 * On the server one client per request serves the whole render (the renderer provides it; a
 * module-level client would leak one visitor's data to the next).
 */
import { QueryCache, QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { useContext, useState, type ComponentType, type ReactNode } from 'react';
import { describeFailure } from './client';
import { hydrateFromServer, refetchOnMount } from './ssr';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { label?: string };
  }
}

const isServer = typeof window === 'undefined';

export interface QueryClientOptions {
  /** Where a server writes a failed read: one line each (the renderer's log rate-limits them). */
  log?: (line: string) => void;
}

export function createQueryClient(app: string, { log }: QueryClientOptions = {}): QueryClient {
  return new QueryClient({
    // docs/glossary.md: fetch failures are logged; the page shows its error or empty state. On a
    // server, a visitor's URL decides what fails: one line, never the request's configuration.
    queryCache: new QueryCache({
      onError: (error, query) =>
        isServer
          ? (log ?? console.error)(`[${app}] a read failed: ${describeFailure(error)}`)
          : console.error(`[${app}] ${query.meta?.label ?? JSON.stringify(query.queryKey)} failed:`, error),
    }),
    defaultOptions: {
      queries: {
        // Every failed read shows its error state with a Retry at once (the spec's states), and a
        // focus or reconnect does not reload what the visitor is reading.
        retry: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        // What the page arrived with is shown without a second fetch (ssr.ts).
        refetchOnMount: isServer ? false : refetchOnMount,
      },
    },
  });
}

/** `withQueryClient(Page)` wraps an exposed root in this app's provider. */
export function createQueryRoot(app: string) {
  let browserClient: QueryClient | undefined;
  const getClient = (): QueryClient => {
    if (!browserClient) {
      browserClient = createQueryClient(app);
      hydrateFromServer(browserClient);
    }
    return browserClient;
  };

  function AppQueryProvider({ children }: { children: ReactNode }) {
    // On the server: the request's client, provided by the renderer around the whole page.
    const requestClient = useContext(QueryClientContext);
    const [client] = useState(() => (isServer ? (requestClient ?? createQueryClient(app)) : getClient()));
    return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  }

  function withQueryClient<P extends object>(Component: ComponentType<P>): ComponentType<P> {
    function WithQueryClient(props: P) {
      return (
        <AppQueryProvider>
          <Component {...props} />
        </AppQueryProvider>
      );
    }
    WithQueryClient.displayName = `WithQueryClient(${Component.displayName ?? Component.name})`;
    return WithQueryClient;
  }

  return { AppQueryProvider, withQueryClient };
}
