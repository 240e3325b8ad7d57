/**
 * The homes this browser opened last, newest first, kept in localStorage (no account, nothing on the
 * server): at most RECENTLY_VIEWED_MAX, each once. Like the saved homes (store.ts) the store starts empty
 * on the server and while hydrating, and reads what is stored once the page has started; every app's copy
 * stays one list through localStorage (`storage` from other tabs, a same-page event from other apps).
 * Each entry is what the strip shows (name, photo, price), taken when the home was opened.
 */
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { PROPERTY_SLUG_PATTERN, type Purpose } from '@manzil/contract';

export const RECENTLY_VIEWED_MAX = 12;
export const RECENTLY_VIEWED_KEY = 'manzil.recently-viewed.v1';
const SAME_PAGE_EVENT = 'manzil:recently-viewed';
const TEXT_MAX = 200;
const URL_MAX = 2_000;

export interface ViewedHome {
  slug: string;
  name: string;
  /** The Arabic name, where the listing has one. */
  nameAr?: string;
  /** The cover photo: a path of this site or an https address. */
  image: string;
  price?: number;
  for: Purpose;
  bedrooms: number;
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.slice(0, TEXT_MAX) : undefined;
const isImage = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= URL_MAX && /^(\/(?!\/)|https:\/\/)/.test(value);

/** One stored entry, checked field by field (localStorage is not trusted); undefined when unusable. */
export function viewedHomeOf(raw: unknown): ViewedHome | undefined {
  if (!raw || typeof raw !== 'object') return undefined;
  const r = raw as Record<string, unknown>;
  const name = text(r.name);
  if (typeof r.slug !== 'string' || !PROPERTY_SLUG_PATTERN.test(r.slug) || !name) return undefined;
  const nameAr = text(r.nameAr);
  const price = typeof r.price === 'number' && Number.isFinite(r.price) && r.price > 0 ? r.price : undefined;
  const bedrooms =
    typeof r.bedrooms === 'number' && Number.isInteger(r.bedrooms) && r.bedrooms >= 0 && r.bedrooms < 100
      ? r.bedrooms
      : 0;
  return {
    slug: r.slug,
    name,
    ...(nameAr ? { nameAr } : {}),
    image: isImage(r.image) ? r.image : '',
    ...(price ? { price } : {}),
    for: r.for === 'Rent' ? 'Rent' : 'Buy',
    bedrooms,
  };
}

/** The stored list: entries checked, duplicates dropped, at most RECENTLY_VIEWED_MAX. */
export function parseViewed(stored: string | null): ViewedHome[] {
  if (!stored) return [];
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  const homes: ViewedHome[] = [];
  for (const raw of value as unknown[]) {
    if (homes.length >= RECENTLY_VIEWED_MAX) break;
    const home = viewedHomeOf(raw);
    if (!home || seen.has(home.slug)) continue;
    seen.add(home.slug);
    homes.push(home);
  }
  return homes;
}

/** The list with `home` first (moved there if it was already on it), cut to the bound. */
export const withViewed = (homes: readonly ViewedHome[], home: ViewedHome): ViewedHome[] =>
  [home, ...homes.filter((h) => h.slug !== home.slug)].slice(0, RECENTLY_VIEWED_MAX);

export const recentlyViewedStore = createStore<ViewedHome[]>(() => []);

function readStorage(): ViewedHome[] {
  try {
    return parseViewed(window.localStorage.getItem(RECENTLY_VIEWED_KEY));
  } catch {
    return [];
  }
}

function reload(): void {
  const next = readStorage();
  // Replaced, not merged: zustand merges a new state into the old one unless told to replace it.
  if (JSON.stringify(next) !== JSON.stringify(recentlyViewedStore.getState()))
    recentlyViewedStore.setState(next, true);
}

function write(next: ViewedHome[]): void {
  recentlyViewedStore.setState(next, true);
  try {
    window.localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(next));
  } catch {
    // Full or refused: kept for this page only.
  }
  window.dispatchEvent(new Event(SAME_PAGE_EVENT));
}

if (typeof window !== 'undefined') {
  // After createStore: its initial state stays the empty one the server rendered.
  reload();
  window.addEventListener('storage', (event) => {
    if (event.key === RECENTLY_VIEWED_KEY || event.key === null) reload();
  });
  window.addEventListener(SAME_PAGE_EVENT, reload);
}

/** Records a home as opened now (the property page calls it once it has started). */
export function recordViewed(home: ViewedHome): void {
  const checked = viewedHomeOf(home);
  if (checked) write(withViewed(readStorage(), checked));
}

/** Forgets every home this browser opened. */
export const clearViewed = (): void => write([]);

/** The list; empty on the server and while hydrating. */
export const useRecentlyViewed = (): ViewedHome[] => useStore(recentlyViewedStore);
