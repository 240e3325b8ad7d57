/** Renders the composed page for one request: the shell here, each remote slot through the federation
 * runtime, with the request's data read once, from the host's data layer, before the parts that need
 * it render. */
import { AsyncLocalStorage } from 'node:async_hooks';
import { StrictMode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import {
  createQueryClient,
  displayPrefsQuery,
  pageMetaQuery,
  QueryClientProvider,
  queryKeys,
  serializeQueries,
  setServerTransport,
  siteConfigQuery,
  type QueryClient,
} from '@manzil/api-client';
import { App } from '../app/App';
import { RenderedChunksContext } from '../app/lazyPage';
import { CLIENT_ONLY } from '../shared/remotes/RemoteSlot';
import { ServerSlotsContext, type ServerSlots } from '../shared/remotes/serverSlots';
import { DEFAULT_DISPLAY, type RenderRequest, type RenderedPage, type ServerRead } from '@manzil/contract';
import { prefetchContactListing } from '../features/contact/prefetchContactListing';
import { prefetchAlertLink } from '../features/alerts/alertLinkQuery';
import { createServerSlots } from './remotes';
import { reason, SlotFailure } from './slotLoader';

/** Makes the request's slot loader: the federation runtime here; a build without federation (the
 * benchmark's monolith, bench/monolith/) passes one that imports the remotes' modules statically. */
export type CreateSlots = (request: RenderRequest, queryClient: QueryClient) => ServerSlots;

/** The reads of the page being rendered: renders run side by side, and every app's copy of the API
 * client reads through the one transport below, which answers each read from its own page's reads. */
const pageReads = new AsyncLocalStorage<ServerRead>();
setServerTransport({
  read(route, options) {
    const read = pageReads.getStore();
    if (!read) return Promise.reject(new Error(`${route} was read outside a page's render`));
    return read(route, options);
  },
});

export function renderPage(
  request: RenderRequest,
  createSlots: CreateSlots = createServerSlots,
): Promise<RenderedPage> {
  return pageReads.run(request.read, () => renderInScope(request, createSlots));
}

async function renderInScope(request: RenderRequest, createSlots: CreateSlots): Promise<RenderedPage> {
  const queryClient = createQueryClient('ssr', { log: request.log });
  const { pathname, searchParams } = new URL(request.url, request.origin);
  // What the host resolved once for this request: the page's head (UnlessNotFound reads its status;
  // the browser starts from it and asks /api/page-meta only when it navigates) and the site's settings.
  queryClient.setQueryData(pageMetaQuery(pathname).queryKey, request.head);
  queryClient.setQueryData(siteConfigQuery().queryKey, request.site);
  // The visitor's currency and area unit, from their cookie: the page renders in them, and the browser
  // starts from the same value.
  queryClient.setQueryData(displayPrefsQuery().queryKey, request.display ?? DEFAULT_DISPLAY);
  // The shell's own reads: the listing a contact page names; whether an unsubscribe link's alert runs.
  await Promise.all([
    ...prefetchContactListing(pathname, searchParams, queryClient),
    ...prefetchAlertLink(pathname, queryClient),
  ]);
  // A form posted to this page: its form renders in the new state (and starts from it in the browser).
  if (request.form) queryClient.setQueryData(queryKeys.pageForm(), request.form);
  const slots = createSlots(request, queryClient);
  const chunks = new Set<string>(['app']);
  let errors = 0;
  const body = await renderToReadableStream(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <ServerSlotsContext value={slots}>
          <RenderedChunksContext value={chunks}>
            <StaticRouter location={request.url}>
              <App />
            </StaticRouter>
          </RenderedChunksContext>
        </ServerSlotsContext>
      </QueryClientProvider>
    </StrictMode>,
    {
      // Every section inline, in document order: readable without JavaScript, and no inline script
      // to reveal outlined parts (the CSP allows none). The host sends the body once all is ready.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error) {
        errors += 1;
        // A slot that failed is already logged and renders in the browser; anything else is a bug.
        const clientOnly = error instanceof Error && error.message === CLIENT_ONLY;
        if (!clientOnly && !(error instanceof SlotFailure))
          request.log(`[ssr] ${JSON.stringify(pathname.slice(0, 100))}: ${reason(error)}`);
        // The browser is told which: a browser-only slot is no failure to report there.
        return clientOnly ? CLIENT_ONLY : 'server-fallback';
      },
    },
  );
  return {
    body,
    allReady: body.allReady,
    queries: () => serializeQueries(queryClient),
    shellChunks: () => [...chunks],
    stylesheets: () => slots.stylesheets?.() ?? [],
    remoteFiles: () => slots.remoteFiles?.() ?? { manifests: [], scripts: [] },
    // A read that failed renders its error state here, a slot that failed renders in the browser.
    fallbacks: () =>
      errors + queryClient.getQueryCache().findAll({ predicate: (q) => q.state.status === 'error' }).length,
  };
}
