/**
 * The list and the map know each other: a card hovered or focused marks its pin; a pin's card opened
 * on the map marks the list's card. One small store per results section, handed down by context (the
 * map arrives in a chunk of its own, the list in another).
 */
import { createContext, useContext } from 'react';

/** Where the mark came from: the side that set it does not react to its own change. */
export type HighlightSource = 'list' | 'map';

export interface Highlight {
  /** The home (its slug) marked, or null. */
  current(): { slug: string; source: HighlightSource } | null;
  set(slug: string | null, source: HighlightSource): void;
  subscribe(listener: () => void): () => void;
}

export function createHighlight(): Highlight {
  let current: { slug: string; source: HighlightSource } | null = null;
  const listeners = new Set<() => void>();
  return {
    current: () => current,
    set(slug, source) {
      if (slug === null) {
        // Only the side that marked a home clears it: leaving a card does not close the map's card.
        if (!current || current.source !== source) return;
        current = null;
      } else if (current?.slug === slug && current.source === source) return;
      else current = { slug, source };
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const HighlightContext = createContext<Highlight | null>(null);
export const useHighlight = () => useContext(HighlightContext);

/** The attribute a result card's list item carries: its home's slug. */
export const HOME_ATTRIBUTE = 'data-home';
