/**
 * The query keys the apps share (and the server render fills). Keys are hierarchical so that a write
 * can invalidate a whole family: `['properties']` covers every area's list, every property page and
 * the admin's lists. An app's own reads build their keys under these families (mf-admin's features).
 */
import type { Purpose, SearchCriteria, SearchQuery } from '@manzil/contract';

export const queryKeys = {
  siteConfig: () => ['site-config'] as const,
  pageMeta: (path: string) => ['page-meta', path] as const,
  locations: () => ['locations'] as const,
  vrCards: () => ['vr-cards'] as const,
  /** The emirates as the home page lists them (their texts and images). */
  emirates: () => ['emirates'] as const,
  /** The areas of every emirate, or of one emirate. */
  areas: () => ['areas'] as const,
  cityAreas: (emirateKey: string) => ['areas', 'list', emirateKey] as const,
  areaData: (emirateKey: string, areaKey: string) => ['areas', 'data', emirateKey, areaKey] as const,
  /** Every area's floor plans (the /floor-plans page): an area edit invalidates it with the areas. */
  floorPlans: () => ['areas', 'floor-plans'] as const,
  agents: () => ['agents'] as const,
  /** One agent (under `agents`, so a write to the agents can invalidate them all). */
  agent: (slug: string) => ['agents', 'one', slug] as const,
  /** The agent a listing's card shows (under `agents` too). */
  agentCard: (slug: string) => ['agents', 'card', slug] as const,
  properties: () => ['properties'] as const,
  areaProperties: (areaKey: string) => ['properties', 'area', areaKey] as const,
  /** An area guide's market figures: computed from its listings, so a listing write invalidates them. */
  areaFigures: (emirateKey: string, areaKey: string) =>
    ['properties', 'area-figures', emirateKey, areaKey] as const,
  propertyBySlug: (slug: string) => ['properties', 'slug', slug] as const,
  similarProperties: (slug: string) => ['properties', 'similar', slug] as const,
  /** A listing's price history (under `properties`: a price edit invalidates it with the listing). */
  priceHistory: (slug: string) => ['properties', 'price-history', slug] as const,
  currencyRates: () => ['currency-rates'] as const,
  /** The visitor's currency and area unit (their cookie; the server render seeds it). */
  displayPrefs: () => ['display-prefs'] as const,
  /** A browser's saved or compared homes, in its order. */
  propertiesBySlugs: (slugs: readonly string[]) => ['properties', 'slugs', ...slugs] as const,
  propertyByReference: (ref: string) => ['properties', 'reference', ref.toUpperCase()] as const,
  /** An agent's listings: a property write invalidates them with the other lists. */
  agentProperties: (slug: string) => ['properties', 'agent', slug] as const,
  /** One search run: `run` counts the searches started, so asking again asks the server again. */
  search: (criteria: SearchCriteria, run: number) => ['properties', 'search', criteria, run] as const,
  /** One run of a search with filters, sort and page. */
  searchPage: (query: SearchQuery, run: number) => ['properties', 'search-page', query, run] as const,
  /** The map points of a search (its page, sort and view left out: mapSearchOf). */
  mapPoints: (query: SearchQuery) => ['properties', 'map-points', query] as const,
  /** The home page's newest listings of a purpose. */
  featured: (purpose: Purpose) => ['properties', 'featured', purpose] as const,
  /** The result of a form posted to this page before the app started (usePageFormResult). */
  pageForm: () => ['page-form'] as const,
  /** The staff's reads (under `admin`, which needs the token). */
  enquiries: () => ['admin', 'enquiries'] as const,
  /** Every leads read (pages, the new count): a lead write or a visitor's enquiry invalidates them all. */
  leads: () => ['admin', 'leads'] as const,
  /** Audit trails: any admin write may add to one. */
  audits: () => ['admin', 'audit'] as const,
  /** The back office's seats and the lead routing setting. */
  seats: () => ['admin', 'seats'] as const,
};
