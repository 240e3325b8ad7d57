/**
 * The monolith's entry (a benchmark build, see ../rsbuild.config.ts): the shell's own renderer
 * (shell/src/server/renderPage.tsx), with a slot loader that finds each remote's exposed module among
 * static imports instead of loading it through the federation runtime, and fetches its page data the
 * way the federated loader does (shell/src/server/remotes.ts, createServerSlots): the module's
 * `load` into the request's QueryClient, a read that failed makes the slot fall back, one promise
 * per slot per request. What it leaves out is what composition costs: registering the remote,
 * revalidating its manifest, `loadRemote` and the time budgets around code and data.
 */
import type { QueryClient } from '@manzil/api-client';
import type { RenderPage, RenderRequest } from '@manzil/contract';
import { renderPage } from '../../../shell/src/server/renderPage';
import type { ExposedModule, ServerSlots, SlotRequest } from '../../../shell/src/shared/remotes/serverSlots';
import * as EmiratesSection from '../../../mf-listings/src/app/exposes/EmiratesSection';
import * as CityPage from '../../../mf-listings/src/app/exposes/CityPage';
import * as AreaPage from '../../../mf-listings/src/app/exposes/AreaPage';
import * as SobhaPage from '../../../mf-listings/src/app/exposes/SobhaPage';
import * as SearchPanel from '../../../mf-search/src/app/exposes/SearchPanel';
import * as FeaturedListings from '../../../mf-search/src/app/exposes/FeaturedListings';
import * as VrPage from '../../../mf-vr/src/app/exposes/VrPage';
import { SlotFailure, slotLoader } from '../../../shell/src/server/slotLoader';

/** Every module the remotes expose to server rendering (mf-admin's screens render only in the
 * browser: their slots never ask). Keys are `<remote>/<module>`, as RemoteSlot names them. */
const EXPOSED: Readonly<Record<string, ExposedModule>> = {
  'mf-listings/EmiratesSection': EmiratesSection,
  'mf-listings/CityPage': CityPage,
  'mf-listings/AreaPage': AreaPage,
  'mf-listings/SobhaPage': SobhaPage,
  'mf-search/SearchPanel': SearchPanel,
  'mf-search/FeaturedListings': FeaturedListings,
  'mf-vr/VrPage': VrPage,
};
/** Imported on first use, in its own chunk (as the federation runtime loads an exposed module):
 * PropertyPage's graph includes Leaflet, which reads `window` as it loads, so a static import would
 * stop this whole bundle from loading in Node. Loading it fails here as it does in the federated
 * server build, and its slot is left to the browser in both. */
const EXPOSED_LAZILY: Readonly<Record<string, () => Promise<ExposedModule>>> = {
  'mf-listings/PropertyPage': () => import('../../../mf-listings/src/app/exposes/PropertyPage'),
};

function createStaticSlots(request: RenderRequest, queryClient: QueryClient): ServerSlots {
  const render = async ({ remote, module, params, search }: SlotRequest): Promise<ExposedModule> => {
    const what = `${remote}/${module}`;
    const exposed = EXPOSED[what] ?? (await EXPOSED_LAZILY[what]?.());
    if (!exposed?.default) throw new SlotFailure(`${what} is not in the monolith`);
    await exposed.load?.({ params, search: new URLSearchParams(search), queryClient });
    const failed = queryClient.getQueryCache().findAll({ predicate: (q) => q.state.status === 'error' });
    if (failed.length > 0) throw new SlotFailure(`its data failed to load (${failed[0]!.queryHash})`);
    return exposed;
  };

  return { load: slotLoader(request.log, render) };
}

export const render: RenderPage = (request) => renderPage(request, createStaticSlots);
