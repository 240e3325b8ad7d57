/**
 * The filters a search sets beyond where and what for (buy or rent), each with its words and the
 * search without it: the results' chips (links, so they remove a filter without JavaScript too) and
 * the count on the phone's "Filters (n)" button.
 */
import { AMENITIES, DEFAULT_SEARCH, type SearchQuery } from '@manzil/contract';
import { groupDigits, listingStatusLabel, propertyTypeLabel } from '@manzil/format';
import type { Translate } from '@manzil/i18n';
import { searchMessages } from './messages';
import { viewHref } from './map/ViewToggle';

export interface ActiveFilter {
  /** Unique within a search (an amenity's key for each amenity). */
  key: string;
  label: string;
  /** The same search without this filter, at its first page (a URL query). */
  href: string;
}

type T = Translate<typeof searchMessages>;

/** A band's words (its value, sent in the URL, stays the English label). */
const bandLabel = (label: string, t: T): string =>
  Object.hasOwn(searchMessages, label) ? t(label as keyof typeof searchMessages) : label;

export function activeFilters(search: SearchQuery, t: T): ActiveFilter[] {
  const filters: ActiveFilter[] = [];
  const add = (key: string, label: string, patch: Partial<SearchQuery>) =>
    filters.push({ key, label, href: viewHref(search, { ...patch, page: 1 }) });
  const rooms = (n: number) => (n === 0 ? t('Studio') : String(n));
  const aed = (n: number) => groupDigits(n);

  if (search.location) add('location', search.location, { location: '' });
  if (search.residential !== DEFAULT_SEARCH.residential) {
    add('type', propertyTypeLabel(search.residential, t.locale), { residential: DEFAULT_SEARCH.residential });
  }
  if (search.beds !== DEFAULT_SEARCH.beds) {
    add('beds', t('chipBeds', { beds: search.beds === 'Studio' ? t('Studio') : search.beds }), {
      beds: DEFAULT_SEARCH.beds,
    });
  }
  // A band stands for its min and max price: one chip removes all three.
  if (search.price !== DEFAULT_SEARCH.price) {
    add('price', bandLabel(search.price, t), {
      price: DEFAULT_SEARCH.price,
      minPrice: undefined,
      maxPrice: undefined,
    });
  } else {
    if (search.minPrice !== undefined) {
      add('minPrice', t('chipMinPrice', { amount: aed(search.minPrice) }), { minPrice: undefined });
    }
    if (search.maxPrice !== undefined) {
      add('maxPrice', t('chipMaxPrice', { amount: aed(search.maxPrice) }), { maxPrice: undefined });
    }
  }
  if (search.minBeds !== undefined) {
    add('minBeds', t('chipMinBeds', { n: rooms(search.minBeds) }), { minBeds: undefined });
  }
  if (search.maxBeds !== undefined) {
    add('maxBeds', t('chipMaxBeds', { n: rooms(search.maxBeds) }), { maxBeds: undefined });
  }
  if (search.minBaths !== undefined) {
    add('minBaths', t('chipMinBaths', { n: search.minBaths }), { minBaths: undefined });
  }
  if (search.maxBaths !== undefined) {
    add('maxBaths', t('chipMaxBaths', { n: search.maxBaths }), { maxBaths: undefined });
  }
  if (search.minSize !== undefined) {
    add('minSize', t('chipMinSize', { n: groupDigits(search.minSize) }), { minSize: undefined });
  }
  if (search.maxSize !== undefined) {
    add('maxSize', t('chipMaxSize', { n: groupDigits(search.maxSize) }), { maxSize: undefined });
  }
  if (search.furnishing) add('furnishing', t(search.furnishing), { furnishing: '' });
  if (search.completion) add('completion', t(search.completion), { completion: '' });
  if (search.status !== DEFAULT_SEARCH.status) {
    add('status', search.status === 'any' ? t('anyStatus') : listingStatusLabel(search.status, t.locale), {
      status: DEFAULT_SEARCH.status,
    });
  }
  if (search.keywords) add('keywords', t('chipKeywords', { words: search.keywords }), { keywords: '' });
  for (const amenity of AMENITIES) {
    if (!search.amenities?.includes(amenity.key)) continue;
    const rest = search.amenities.filter((key) => key !== amenity.key);
    add(`amenity-${amenity.key}`, amenity[t.locale], { amenities: rest.length ? rest : undefined });
  }
  if (search.bbox) add('bbox', t('chipMapArea'), { bbox: undefined });
  if (search.polygon) add('polygon', t('chipDrawnArea'), { polygon: undefined });
  return filters;
}
