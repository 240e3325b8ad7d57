/**
 * How a remote slot renders on the server: the renderer (shell/src/server/) provides a loader that
 * fetches the remote's server build through the federation runtime and runs the page's `load`
 * into the request's QueryClient, within a time budget. In the browser there is no provider and the
 * slot loads the web build itself.
 */
import { createContext, type ComponentType } from 'react';
import type { RemoteName } from './remoteRegistry';

/** What an exposed module offers: its component, and the reads its first view needs. */
export interface ExposedModule {
  default: ComponentType<object>;
  load?: import('@manzil/api-client').PageLoad;
}

export interface SlotRequest {
  remote: RemoteName;
  module: string;
  params: Readonly<Record<string, string | undefined>>;
  search: string;
  /** Its code is fetched only when it nears the screen: not among the files a page starts with. */
  deferred?: boolean;
}

export interface ServerSlots {
  /** The same promise for the same slot within one request (React's `use` needs a stable one). */
  load(slot: SlotRequest): Promise<ExposedModule>;
  /** After the render: the stylesheets of the slots it rendered (URLs), for the page to link. */
  stylesheets?(): string[];
  /** After the render: the browser's files for the slots it rendered (manifests, first scripts). */
  remoteFiles?(): { manifests: string[]; scripts: string[] };
}

export const ServerSlotsContext = createContext<ServerSlots | null>(null);
