/**
 * The admin listings table: its sorts, page sizes, filters and answers. The spec's admin
 * calls stay as they are; these sit beside them.
 */
import type { ListingStatus } from './listing';
import type { Property, Purpose } from './domain';

/** Columns the table sorts on, as the API names them. */
export const ADMIN_LISTING_SORTS = ['price', 'listed', 'name', 'size'] as const;
export type AdminListingSort = (typeof ADMIN_LISTING_SORTS)[number];
export const ADMIN_LISTING_SORT_LABELS: Record<AdminListingSort, string> = {
  price: 'Price',
  listed: 'Date listed',
  name: 'Name',
  size: 'Size',
};
export type SortDirection = 'asc' | 'desc';
export const ADMIN_PAGE_SIZES = [10, 25, 50, 100] as const;
export const ADMIN_DEFAULT_PAGE_SIZE = 25;
/** Listings one bulk change or delete may name (a page holds at most 100). */
export const MAX_BULK_IDS = 200;
/**
 * Listings one bulk change or delete by filter ("Select all N matching") may reach: above it the
 * admin narrows the filter. Each one is read and audited, so this bounds the work of one call.
 */
export const MAX_BULK_MATCHING = 5_000;

/** The filters, sort and page of GET /api/admin/listings (and of its CSV export), as parsed. */
export interface AdminListingsQuery {
  /** Words over name, reference, area and location (any case). */
  q?: string;
  purpose?: Purpose;
  /** Property type ('Apartment'). */
  type?: string;
  status?: ListingStatus;
  /** Emirate slug ('dubai'). */
  emirate?: string;
  /** Agent slug. */
  agent?: string;
  minPrice?: number;
  maxPrice?: number;
  /** Days in Dubai time, YYYY-MM-DD, both included. */
  listedFrom?: string;
  listedTo?: string;
  sort: AdminListingSort;
  dir: SortDirection;
  page: number;
  pageSize: number;
}

/** The same, as the URL's query carries it (every value text; absent means "any"). */
export type AdminListingsParams = Partial<Record<keyof AdminListingsQuery, string>>;

export interface AdminListingsResponse {
  data: Property[];
  /** Listings matching the filters over all pages. */
  total: number;
  page: number;
  pageSize: number;
}

/** The filters of the table (its URL's query without sort and page), as a bulk call by filter sends them. */
export type AdminListingsFilterParams = Omit<AdminListingsParams, 'sort' | 'dir' | 'page' | 'pageSize'>;

/**
 * Which listings a bulk call acts on: the selected rows by id, or every listing matching the table's
 * filter, with how many the admin was shown (`matching`): the call is refused when that count changed.
 */
export type BulkTarget = { ids: string[] } | { filter: AdminListingsFilterParams; matching: number };

export type BulkStatusBody = BulkTarget & { status: ListingStatus };
export type BulkDeleteBody = BulkTarget;
/** How many listings a bulk write changed (listings deleted meanwhile are not counted). */
export interface BulkResultResponse {
  msg: string;
  count: number;
}
