/** Texts of the listings table (the spec's confirmation question is PROPERTY_MESSAGES.confirmDelete). */
import { LISTING_STATUS_LABELS, type ListingStatus } from '@manzil/contract';

const listings = (n: number) => (n === 1 ? '1 listing' : `${n} listings`);

export const TABLE_MESSAGES = {
  loading: 'Loading listings...',
  fetchFailed: 'Failed to load listings',
  none: 'No listings yet.',
  noMatch: 'No listings match these filters.',
  matches: (total: number) => `${total.toLocaleString('en-AE')} ${total === 1 ? 'listing' : 'listings'}`,
  selected: (n: number) => `${listings(n)} selected`,
  statusChanged: (n: number, status: ListingStatus) =>
    `${listings(n)} marked ${LISTING_STATUS_LABELS[status]}`,
  statusFailed: 'Status change failed',
  deleteDetail: (names: string[]) =>
    `${listings(names.length)} will be removed from the site: ${names.slice(0, 5).join(', ')}${names.length > 5 ? ` and ${names.length - 5} more` : ''}.`,
  selectAllMatching: (total: number) => `Select all ${total.toLocaleString('en-AE')} listings matching`,
  allMatchingSelected: (total: number) =>
    `All ${total.toLocaleString('en-AE')} listings matching these filters are selected`,
  clearSelection: 'Clear selection',
  tooManyToSelect: (total: number, max: number) =>
    `${total.toLocaleString('en-AE')} listings match: narrow the filters to change more than ${max.toLocaleString('en-AE')} at once.`,
  deleteMatchingDetail: (total: number) =>
    `All ${total.toLocaleString('en-AE')} listings matching these filters will be removed from the site, not only this page.`,
  deleted: (n: number) => `${listings(n)} deleted`,
  deleteFailed: 'Failed to delete listings',
} as const;
