/**
 * UI state of the View City Data section: the chosen emirate (its key, names without spaces), at
 * most one row in inline edit mode, and whether the Add Area modal is open. The area entries
 * themselves are server state (`useCityEntries`).
 */
import type { CityEntry } from '@manzil/contract';
import { EMIRATES, toEmirateKey } from '@manzil/contract';
import { create } from 'zustand';

export const EMIRATE_KEYS: readonly string[] = EMIRATES.map((name) => toEmirateKey(name));

/** 'AbuDhabi' → 'Abu Dhabi': the selector keeps the spec's keys, everything else says the name. */
export const emirateName = (key: string): string =>
  EMIRATES.find((name) => toEmirateKey(name) === key) ?? key;

export interface RowDraft {
  name: string;
  discription: string;
  ar_name: string;
  ar_discription: string;
  image: File | null;
}

interface CityDataState {
  emirateKey: string;
  /** The one row being edited inline, with its unsaved values. */
  editing: { id: string; draft: RowDraft } | null;
  addAreaOpen: boolean;
  selectEmirate(key: string): void;
  startEdit(entry: CityEntry): void;
  updateDraft(patch: Partial<RowDraft>): void;
  cancelEdit(): void;
  openAddArea(): void;
  closeAddArea(): void;
  reset(): void;
}

const initial = {
  emirateKey: EMIRATE_KEYS[0]!,
  editing: null,
  addAreaOpen: false,
};

export const useCityDataStore = create<CityDataState>((set, get) => ({
  ...initial,
  selectEmirate: (key) => set({ emirateKey: key, editing: null }),
  startEdit(entry) {
    // Starting another row's edit drops the previous row's unsaved values: one row at a time.
    set({
      editing: {
        id: entry._id,
        draft: {
          name: entry.name,
          discription: entry.discription,
          ar_name: entry.translations?.ar?.name ?? '',
          ar_discription: entry.translations?.ar?.discription ?? '',
          image: null,
        },
      },
    });
  },
  updateDraft(patch) {
    const { editing } = get();
    if (editing) set({ editing: { ...editing, draft: { ...editing.draft, ...patch } } });
  },
  cancelEdit: () => set({ editing: null }),
  openAddArea: () => set({ addAreaOpen: true }),
  closeAddArea: () => set({ addAreaOpen: false }),
  reset: () => set({ ...initial }),
}));
