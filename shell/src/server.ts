/**
 * The shell's server build (`dist/server/index.js`, CommonJS): the API's web host requires it and
 * calls `render` for every page. The dynamic import is the async boundary the federation runtime
 * needs to initialise the shared modules (React, the router...) before they load, as in index.ts.
 */
import type { RenderPage, WarmRemotes } from '@manzil/contract';

export type { RenderPage, RenderRequest, RenderedPage, WarmRemotes } from '@manzil/contract';

export const render: RenderPage = async (request) =>
  (await import('./server/renderPage')).renderPage(request);

export const warm: WarmRemotes = async (request) => (await import('./server/remotes')).warmRemotes(request);
