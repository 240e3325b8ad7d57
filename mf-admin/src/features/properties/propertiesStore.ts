/**
 * UI state of the Properties section: the Search box, and the Property Detail Form, which is
 * closed, in add mode (for one area, or a chosen one) or in edit mode (one property). The groups
 * themselves (area key → properties) are server state (`usePropertyGroups`).
 */
import type { Property } from '@manzil/contract';
import { create } from 'zustand';
import type { PropertyGroups } from './propertiesApi';

export type PropertyFormMode =
  { mode: 'closed' } | { mode: 'add'; areaName: string | null } | { mode: 'edit'; property: Property };

interface PropertiesState {
  search: string;
  form: PropertyFormMode;
  setSearch(term: string): void;
  openAdd(areaName: string | null): void;
  openEdit(property: Property): void;
  closeForm(): void;
  reset(): void;
}

const initial = {
  search: '',
  form: { mode: 'closed' } as PropertyFormMode,
};

/** 'dubai_marina' → 'Dubai Marina' for headings and search. */
export const areaLabel = (areaKey: string): string =>
  areaKey
    .split(/[_\s]+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');

/** Groups whose area name contains the term (case-insensitive; underscores count as spaces), sorted by name. */
export function filterGroups(groups: PropertyGroups, term: string): [string, Property[]][] {
  const needle = term
    .trim()
    .toLowerCase()
    .replace(/[_\s]+/g, ' ');
  return Object.entries(groups)
    .filter(
      ([area]) =>
        !needle ||
        area
          .toLowerCase()
          .replace(/[_\s]+/g, ' ')
          .includes(needle),
    )
    .sort(([a], [b]) => a.localeCompare(b));
}

export const usePropertiesStore = create<PropertiesState>((set) => ({
  ...initial,
  setSearch: (search) => set({ search }),
  openAdd: (areaName) => set({ form: { mode: 'add', areaName } }),
  openEdit: (property) => set({ form: { mode: 'edit', property } }),
  closeForm: () => set({ form: { mode: 'closed' } }),
  reset: () => set({ ...initial }),
}));
