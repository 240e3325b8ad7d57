/**
 * Each app owns its QueryClient (teams do not share state at runtime), even though the library is
 * one shared module: a remote renders its own provider at every exposed root, so it never reads
 * the shell's cache. In the browser one client per app lives as long as the page; on a server a
 * module-level client would leak one visitor's data to the next, so each root gets a fresh one.
 */
import { QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ComponentType, type ReactNode } from 'react';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { label?: string };
  }
}

export function createQueryClient(app: string): QueryClient {
  return new QueryClient({
    // docs/glossary.md: fetch failures are logged; the page shows its error or empty state.
    queryCache: new QueryCache({
      onError: (error, query) =>
        console.error(`[${app}] ${query.meta?.label ?? JSON.stringify(query.queryKey)} failed:`, error),
    }),
    defaultOptions: {
      queries: {
        // Every failed read shows its error state with a Retry at once (the spec's states), and a
        // focus or reconnect does not reload what the visitor is reading.
        retry: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
      },
    },
  });
}

const isServer = typeof window === 'undefined';

/** `withQueryClient(Page)` wraps an exposed root in this app's provider. */
export function createQueryRoot(app: string) {
  let browserClient: QueryClient | undefined;
  const getClient = (): QueryClient => {
    if (isServer) return createQueryClient(app);
    browserClient ??= createQueryClient(app);
    return browserClient;
  };

  function AppQueryProvider({ children }: { children: ReactNode }) {
    const [client] = useState(getClient);
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
