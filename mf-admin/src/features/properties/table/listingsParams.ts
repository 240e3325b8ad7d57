/**
 * The table's state lives in the admin page's URL (a reload, the Back button or a shared link shows
 * the same rows): only the keys the API knows are read, and only set values are written.
 */
import {
  ADMIN_DEFAULT_PAGE_SIZE,
  ADMIN_LISTING_SORTS,
  ADMIN_PAGE_SIZES,
  type AdminListingSort,
  type AdminListingsParams,
  type SortDirection,
} from '@manzil/contract';

export const FILTER_KEYS = [
  'q',
  'purpose',
  'type',
  'status',
  'emirate',
  'agent',
  'minPrice',
  'maxPrice',
  'listedFrom',
  'listedTo',
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
const KEYS = [...FILTER_KEYS, 'sort', 'dir', 'page', 'pageSize'] as const;

export const DEFAULT_SORT: { sort: AdminListingSort; dir: SortDirection } = { sort: 'listed', dir: 'desc' };

/** The table's parameters from the page's query (other keys, like `view`, are left alone). */
export function readParams(search: URLSearchParams): AdminListingsParams {
  const params: AdminListingsParams = {};
  for (const key of KEYS) {
    const value = search.get(key)?.trim();
    if (value) params[key] = value.slice(0, 120);
  }
  return params;
}

export const sortOf = (params: AdminListingsParams): { sort: AdminListingSort; dir: SortDirection } => ({
  sort: (ADMIN_LISTING_SORTS as readonly string[]).includes(params.sort ?? '')
    ? (params.sort as AdminListingSort)
    : DEFAULT_SORT.sort,
  dir: params.dir === 'asc' ? 'asc' : params.dir === 'desc' ? 'desc' : DEFAULT_SORT.dir,
});

export const pageOf = (params: AdminListingsParams): { page: number; pageSize: number } => {
  const page = Number(params.page);
  const size = Number(params.pageSize);
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: (ADMIN_PAGE_SIZES as readonly number[]).includes(size) ? size : ADMIN_DEFAULT_PAGE_SIZE,
  };
};

/**
 * The page's query with `changes` applied: a blank value removes its key, defaults are not written,
 * and any change but a page turn starts again at page 1.
 */
export function withChanges(search: URLSearchParams, changes: AdminListingsParams): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const [key, value] of Object.entries(changes)) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  if (!('page' in changes)) next.delete('page');
  if (next.get('page') === '1') next.delete('page');
  if (next.get('pageSize') === String(ADMIN_DEFAULT_PAGE_SIZE)) next.delete('pageSize');
  if (next.get('sort') === DEFAULT_SORT.sort && next.get('dir') === DEFAULT_SORT.dir) {
    next.delete('sort');
    next.delete('dir');
  }
  return next;
}

/** Whether any filter is set (the empty state then offers to clear them). */
export const hasFilters = (params: AdminListingsParams): boolean => FILTER_KEYS.some((k) => !!params[k]);
