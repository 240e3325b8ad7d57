/**
 * State of the property groups (area key → properties), the Search box, and the Property Detail
 * Form, which is closed, in add mode (for one area, or a chosen one) or in edit mode (one property).
 */
import type { Property } from '@manzil/contract';
import { create } from 'zustand';
import { fetchPropertyGroups, type PropertyGroups } from './propertiesApi';

export type PropertyFormMode =
  { mode: 'closed' } | { mode: 'add'; areaName: string | null } | { mode: 'edit'; property: Property };

type LoadStatus = 'idle' | 'loading' | 'loaded' | 'error';

interface PropertiesState {
  groups: PropertyGroups;
  status: LoadStatus;
  search: string;
  form: PropertyFormMode;
  load(): Promise<void>;
  setSearch(term: string): void;
  openAdd(areaName: string | null): void;
  openEdit(property: Property): void;
  closeForm(): void;
  /** Puts a saved property (new or updated) where the server says it now belongs. */
  applySaved(property: Property): void;
  applyDeleted(id: string): void;
  reset(): void;
}

const initial = {
  groups: {} as PropertyGroups,
  status: 'idle' as LoadStatus,
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

function withoutProperty(groups: PropertyGroups, id: string): PropertyGroups {
  const next: PropertyGroups = {};
  for (const [area, list] of Object.entries(groups)) next[area] = list.filter((p) => p._id !== id);
  return next;
}

export const usePropertiesStore = create<PropertiesState>((set, get) => ({
  ...initial,
  async load() {
    set({ status: 'loading' });
    try {
      set({ groups: await fetchPropertyGroups(), status: 'loaded' });
    } catch {
      set({ status: 'error' });
    }
  },
  setSearch: (search) => set({ search }),
  openAdd: (areaName) => set({ form: { mode: 'add', areaName } }),
  openEdit: (property) => set({ form: { mode: 'edit', property } }),
  closeForm: () => set({ form: { mode: 'closed' } }),
  applySaved(property) {
    const current = get().groups;
    const sameArea = current[property.areaName];
    if (sameArea?.some((p) => p._id === property._id)) {
      // An edit that keeps the area: replaced in place, so the row does not jump.
      set({
        groups: {
          ...current,
          [property.areaName]: sameArea.map((p) => (p._id === property._id ? property : p)),
        },
      });
      return;
    }
    const groups = withoutProperty(current, property._id);
    const list = groups[property.areaName] ?? [];
    set({ groups: { ...groups, [property.areaName]: [...list, property] } });
  },
  applyDeleted(id) {
    // The area keeps its (possibly empty) row: it still exists and can take a new property.
    set({ groups: withoutProperty(get().groups, id) });
  },
  reset: () => set({ ...initial }),
}));
