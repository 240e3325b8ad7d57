/**
 * The visitor's saved homes and compare list, kept in this browser's localStorage (no account).
 *
 * The server cannot know them, so the store starts empty everywhere: its initial state is what the
 * server rendered, and zustand hands React that state while hydrating (useSyncExternalStore's server
 * snapshot), then the stored lists once the page has started — no hydration mismatch. Each app that
 * shows a heart bundles its own copy of this module; the copies stay one list through localStorage:
 * another tab says so with the `storage` event, another app on this page with SAME_PAGE_EVENT.
 */
import { createStore } from 'zustand/vanilla';
import { COMPARE_MAX, PROPERTY_SLUG_PATTERN, SAVED_HOMES_MAX } from '@manzil/contract';

/** What is kept of a home: enough to fetch it fresh and to name it once it is gone. */
export interface KeptHome {
  slug: string;
  name: string;
  /** The Arabic name, when the listing has one (the compare tray names homes in the page's language). */
  nameAr?: string;
  /** The cover photo's site path (the tray's thumbnail). */
  cover?: string;
}

export interface SavedHomesState {
  saved: KeptHome[];
  compare: KeptHome[];
}

export const STORAGE_KEY = 'manzil.saved-homes.v1';
const SAME_PAGE_EVENT = 'manzil:saved-homes';
const NAME_MAX = 200;
const COVER_MAX = 500;

/** A cover kept only when it is one of the site's own paths (never another origin's address). */
const sitePath = (value: unknown): string | undefined =>
  typeof value === 'string' && value.length <= COVER_MAX && /^\/(?!\/)[^\s\\]*$/.test(value)
    ? value
    : undefined;
const nameText = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.slice(0, NAME_MAX) : undefined;

const EMPTY: SavedHomesState = { saved: [], compare: [] };

/** The stored lists, each entry checked and each list bounded: what localStorage holds is not trusted. */
export function parseStored(text: string | null): SavedHomesState {
  if (!text) return EMPTY;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return EMPTY;
  }
  const list = (raw: unknown, max: number): KeptHome[] => {
    if (!Array.isArray(raw)) return [];
    const seen = new Set<string>();
    const homes: KeptHome[] = [];
    for (const item of raw as unknown[]) {
      if (homes.length >= max) break;
      if (!item || typeof item !== 'object') continue;
      const { slug, name, nameAr, cover } = item as Record<string, unknown>;
      if (typeof slug !== 'string' || !PROPERTY_SLUG_PATTERN.test(slug) || seen.has(slug)) continue;
      seen.add(slug);
      homes.push(keep({ slug, name: typeof name === 'string' ? name : slug, nameAr, cover }));
    }
    return homes;
  };
  const record = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  return { saved: list(record.saved, SAVED_HOMES_MAX), compare: list(record.compare, COMPARE_MAX) };
}

function readStorage(): SavedHomesState {
  try {
    return parseStored(window.localStorage.getItem(STORAGE_KEY));
  } catch {
    // Storage refused (a private window, a policy): the lists live as long as the page.
    return EMPTY;
  }
}

export const savedHomesStore = createStore<SavedHomesState>(() => EMPTY);

function write(next: SavedHomesState): void {
  savedHomesStore.setState(next);
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Full or refused: kept for this page only.
  }
  window.dispatchEvent(new Event(SAME_PAGE_EVENT));
}

/** Reads the stored lists again (another tab or app changed them). */
export function reloadSavedHomes(): void {
  const next = readStorage();
  const now = savedHomesStore.getState();
  if (JSON.stringify(next) !== JSON.stringify(now)) savedHomesStore.setState(next);
}

if (typeof window !== 'undefined') {
  // After createStore: its initial state stays the empty one the server rendered.
  reloadSavedHomes();
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEY || event.key === null) reloadSavedHomes();
  });
  window.addEventListener(SAME_PAGE_EVENT, reloadSavedHomes);
}

function keep(home: { slug: string; name: string; nameAr?: unknown; cover?: unknown }): KeptHome {
  const kept: KeptHome = { slug: home.slug, name: home.name.slice(0, NAME_MAX) };
  const nameAr = nameText(home.nameAr);
  const cover = sitePath(home.cover);
  if (nameAr) kept.nameAr = nameAr;
  if (cover) kept.cover = cover;
  return kept;
}
const without = (list: KeptHome[], slug: string) => list.filter((h) => h.slug !== slug);

export type ToggleResult = 'added' | 'removed' | 'full';

/** Takes a home off one of the lists, or puts it on with `add` unless the list holds `max` already
 * ('full': nothing changed). */
function toggleKept(
  list: 'saved' | 'compare',
  home: KeptHome,
  max: number,
  add: (home: KeptHome, homes: KeptHome[]) => KeptHome[],
): ToggleResult {
  const state = savedHomesStore.getState();
  const homes = state[list];
  const removing = homes.some((h) => h.slug === home.slug);
  if (!removing && homes.length >= max) return 'full';
  write({ ...state, [list]: removing ? without(homes, home.slug) : add(keep(home), homes) });
  return removing ? 'removed' : 'added';
}

/** Saves a home, or unsaves it; a browser keeps at most SAVED_HOMES_MAX. */
export const toggleSaved = (home: KeptHome): ToggleResult =>
  // Newest first: the last one saved leads /saved.
  toggleKept('saved', home, SAVED_HOMES_MAX, (added, homes) => [added, ...homes]);

/** Adds a home to the compare list, or takes it off; a fifth is refused. */
export const toggleCompare = (home: KeptHome): ToggleResult =>
  toggleKept('compare', home, COMPARE_MAX, (added, homes) => [...homes, added]);

export function removeSaved(slug: string): void {
  const state = savedHomesStore.getState();
  write({ ...state, saved: without(state.saved, slug) });
}

export function removeFromCompare(slug: string): void {
  const state = savedHomesStore.getState();
  write({ ...state, compare: without(state.compare, slug) });
}
