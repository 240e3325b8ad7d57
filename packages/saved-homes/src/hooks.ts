import { useStore } from 'zustand';
import { savedHomesStore, type KeptHome, type SavedHomesState } from './store';

/** A part of the lists; the server's and hydration's answer is the empty lists (see store.ts). */
export const useSavedHomes = <T>(selector: (state: SavedHomesState) => T): T =>
  useStore(savedHomesStore, selector);

export const useSavedList = (): KeptHome[] => useSavedHomes((s) => s.saved);
export const useCompareList = (): KeptHome[] => useSavedHomes((s) => s.compare);
export const useIsSaved = (slug: string): boolean =>
  useSavedHomes((s) => s.saved.some((h) => h.slug === slug));
export const useIsCompared = (slug: string): boolean =>
  useSavedHomes((s) => s.compare.some((h) => h.slug === slug));
