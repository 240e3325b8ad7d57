/** The admin listings table's calls: a page of rows, the CSV link, and the bulk writes. */
import { queryKeys, queryOptions, request, useQuery } from '@manzil/api-client';
import type {
  AdminListingsParams,
  AdminListingsResponse,
  BulkResultResponse,
  BulkTarget,
  ListingStatus,
} from '@manzil/contract';
import { useAdminMutation, type WriteUi } from '../../../shared/writes/useAdminMutation';

/** Only the set values of the table's state go into the query (a blank one means "any"). */
export const listingsQueryOf = (params: AdminListingsParams): Record<string, string> =>
  Object.fromEntries(Object.entries(params).filter((e): e is [string, string] => !!e[1]));

export const fetchAdminListings = (
  params: AdminListingsParams,
  signal?: AbortSignal,
): Promise<AdminListingsResponse> =>
  request('GET /admin/listings', { query: listingsQueryOf(params), signal });

/** A page of the table (under `properties`: every property write makes it stale); the last page stays
 * on screen while the next one loads. */
export const adminListingsQuery = (params: AdminListingsParams) =>
  queryOptions({
    queryKey: [...queryKeys.properties(), 'admin-table', params] as const,
    queryFn: ({ signal }) => fetchAdminListings(params, signal),
    // keepPreviousData, which the shared query facade does not carry.
    placeholderData: (previous) => previous,
    // Every filter typed makes a query: pages nobody shows leave the cache after a minute.
    gcTime: 60_000,
    meta: { label: 'loading the listings' },
  });

export const useAdminListings = (params: AdminListingsParams) => useQuery(adminListingsQuery(params));

/** The CSV export of a filter: a plain link, so the browser downloads it with the session cookie. */
export const adminListingsCsvUrl = (params: AdminListingsParams): string => {
  const { page: _page, pageSize: _size, ...filter } = params;
  const query = new URLSearchParams(listingsQueryOf(filter)).toString();
  return `/api/admin/listings/export.csv${query ? `?${query}` : ''}`;
};

/** A bulk call's target: the selected rows' ids, or the table's filter (sort and page dropped). */
const bulkTargetOf = (target: BulkTarget): BulkTarget => {
  if ('ids' in target) return { ids: target.ids };
  const { sort: _s, dir: _d, page: _p, pageSize: _ps, ...filter } = target.filter as AdminListingsParams;
  return { filter: listingsQueryOf(filter), matching: target.matching };
};

export const setListingsStatus = (target: BulkTarget, status: ListingStatus): Promise<BulkResultResponse> =>
  request('POST /admin/listings/status', { body: { ...bulkTargetOf(target), status } });

export const deleteListings = (target: BulkTarget): Promise<BulkResultResponse> =>
  request('DELETE /admin/listings', { body: bulkTargetOf(target) });

/** Sets the status of the target's listings; every listing read is read again. */
export const useSetListingsStatus = (
  ui: WriteUi<{ to: BulkTarget; status: ListingStatus }, BulkResultResponse>,
) =>
  useAdminMutation({
    mutationFn: ({ to, status }) => setListingsStatus(to, status),
    invalidates: 'property',
    ...ui,
  });

/** Deletes the target's listings; every listing read is read again. */
export const useDeleteListings = (ui: WriteUi<BulkTarget, BulkResultResponse>) =>
  useAdminMutation({ mutationFn: deleteListings, invalidates: 'property', ...ui });
