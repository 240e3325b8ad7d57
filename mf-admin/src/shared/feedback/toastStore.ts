/**
 * The panel's toasts: what a write did, said in the page instead of a browser alert. Successes are
 * polite and leave on their own; failures are assertive and stay until dismissed. At most
 * MAX_TOASTS are kept: a burst of writes drops the oldest, never grows the page without bound.
 */
import { create } from 'zustand';

export type ToastTone = 'success' | 'error';

export interface Toast {
  id: number;
  tone: ToastTone;
  text: string;
}

export const MAX_TOASTS = 3;
/** How long a success stays on screen (a failure stays until dismissed). */
export const SUCCESS_TOAST_MS = 6000;

interface ToastState {
  toasts: Toast[];
  show(tone: ToastTone, text: string): number;
  dismiss(id: number): void;
  clear(): void;
}

let nextId = 1;

export const useToastStore = create<ToastState>((set) => ({
  toasts: [],
  show(tone, text) {
    const id = nextId++;
    set((s) => ({ toasts: [...s.toasts, { id, tone, text }].slice(-MAX_TOASTS) }));
    return id;
  },
  dismiss: (id) => set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) })),
  clear: () => set({ toasts: [] }),
}));

/** Shows a toast from anywhere in the panel (event handlers, the save flow). */
export const toast = {
  success: (text: string) => useToastStore.getState().show('success', text),
  error: (text: string) => useToastStore.getState().show('error', text),
};
