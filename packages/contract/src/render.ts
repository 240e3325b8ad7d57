/** The contract between the web host (api/src/web/) and the shell's server build: what the host hands
 * the renderer for one page, and what it gets back. */

export interface RenderRequest {
  /** The path and query of the page, e.g. `/dubai?x=1`. */
  url: string;
  /** The origin the API answers in process (its host guard accepts it). */
  origin: string;
  /** Each remote's manifest URL (absolute), as /remotes.json names them for browsers. */
  remotes: Readonly<Record<string, string>>;
  /**
   * Fetches for the render: `/api` calls and the site's own remote files are answered in process;
   * other origins (a remote deployed elsewhere) go over the network.
   */
  fetch(input: string | URL | Request, init?: RequestInit): Promise<Response>;
  /** How long a remote's server code may take to load before its slot renders in the browser. */
  remoteBudgetMs: number;
  /** One line per remote that could not render on the server, and why. */
  log(line: string): void;
}

export interface RenderedPage {
  /** The markup inside `#root`, from React's streaming renderer. */
  body: ReadableStream<Uint8Array>;
  /** Settles when every part has rendered (or fallen back to the browser): read the body after it,
   * and every section is in place in document order, readable without JavaScript and without the
   * inline scripts out-of-order streaming needs (the CSP allows none). */
  allReady: Promise<void>;
  /** After the body has ended: the query cache the page rendered with (JSON for the browser). */
  queries(): string;
  /** After `allReady`: the shell's named chunks the page rendered (`app`, `page-contact`...), whose
   * stylesheets the host links from the shell's web build. */
  shellChunks?(): string[];
  /** After `allReady`: the stylesheet URLs of the remote modules the page rendered. */
  stylesheets?(): string[];
  /** After the body has ended: how many parts were left to the browser (a remote or a read that
   * failed, an error while rendering). A page with none may be cached by the host. */
  fallbacks?(): number;
}

export type RenderPage = (request: RenderRequest) => Promise<RenderedPage>;

/** Loads every remote's server code ahead of the first page (called once when a server starts). */
export type WarmRemotes = (request: Pick<RenderRequest, 'remotes' | 'fetch'>) => Promise<void>;
