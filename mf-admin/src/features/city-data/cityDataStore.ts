/**
 * State of the View City Data section: the chosen emirate (its key, names without spaces), its
 * area entries, at most one row in inline edit mode, and whether the Add Area modal is open.
 */
import type { CityEntry } from '@manzil/contract';
import { EMIRATES, toEmirateKey } from '@manzil/contract';
import { create } from 'zustand';
import { fetchCityData } from './cityDataApi';

export const EMIRATE_KEYS: readonly string[] = EMIRATES.map((name) => toEmirateKey(name));

export type LoadStatus = 'idle' | 'loading' | 'loaded' | 'error';

export interface RowDraft {
  name: string;
  discription: string;
  image: File | null;
}

interface CityDataState {
  emirateKey: string;
  entries: CityEntry[];
  status: LoadStatus;
  /** The one row being edited inline, with its unsaved values. */
  editing: { id: string; draft: RowDraft } | null;
  addAreaOpen: boolean;
  /** Answers that arrive after the emirate changed are dropped. */
  requestSeq: number;
  selectEmirate(key: string): Promise<void>;
  reload(): Promise<void>;
  startEdit(entry: CityEntry): void;
  updateDraft(patch: Partial<RowDraft>): void;
  cancelEdit(): void;
  openAddArea(): void;
  closeAddArea(): void;
  reset(): void;
}

const initial = {
  emirateKey: EMIRATE_KEYS[0]!,
  entries: [] as CityEntry[],
  status: 'idle' as LoadStatus,
  editing: null,
  addAreaOpen: false,
  requestSeq: 0,
};

export const useCityDataStore = create<CityDataState>((set, get) => ({
  ...initial,
  async selectEmirate(key) {
    set({ emirateKey: key, editing: null });
    await get().reload();
  },
  async reload() {
    const seq = get().requestSeq + 1;
    const key = get().emirateKey;
    set({ requestSeq: seq, status: 'loading' });
    try {
      const entries = await fetchCityData(key);
      if (get().requestSeq === seq) set({ entries, status: 'loaded' });
    } catch {
      // Shown as 'Failed to fetch city data' by the table; an expired session is handled by the client.
      if (get().requestSeq === seq) set({ entries: [], status: 'error' });
    }
  },
  startEdit(entry) {
    // Starting another row's edit drops the previous row's unsaved values: one row at a time.
    set({
      editing: { id: entry._id, draft: { name: entry.name, discription: entry.discription, image: null } },
    });
  },
  updateDraft(patch) {
    const { editing } = get();
    if (editing) set({ editing: { ...editing, draft: { ...editing.draft, ...patch } } });
  },
  cancelEdit: () => set({ editing: null }),
  openAddArea: () => set({ addAreaOpen: true }),
  closeAddArea: () => set({ addAreaOpen: false }),
  reset: () => set({ ...initial, requestSeq: get().requestSeq + 1 }),
}));
