/**
 * The panel's saving flag (docs/glossary.md): while one write runs, every form is disabled and the
 * submit buttons read 'Saving...'. One write at a time, so a second click cannot send a duplicate.
 */
import { create } from 'zustand';

interface SavingState {
  saving: boolean;
  /** Runs `write` under the flag; returns undefined without running it when another write is in flight. */
  runSaving<T>(write: () => Promise<T>): Promise<T | undefined>;
  reset(): void;
}

export const useSavingStore = create<SavingState>((set, get) => ({
  saving: false,
  async runSaving(write) {
    if (get().saving) return undefined;
    set({ saving: true });
    try {
      return await write();
    } finally {
      set({ saving: false });
    }
  },
  reset: () => set({ saving: false }),
}));

export const useSaving = (): boolean => useSavingStore((s) => s.saving);
