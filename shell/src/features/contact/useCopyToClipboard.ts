/** Copies text and reports the outcome for a few seconds (for a visible, announced confirmation). */
import { useEffect, useState } from 'react';

export type CopyState = 'idle' | 'copied' | 'failed';
const CONFIRMATION_MS = 4000;

export function useCopyToClipboard(): [CopyState, (text: string) => Promise<void>] {
  const [state, setState] = useState<CopyState>('idle');

  useEffect(() => {
    if (state === 'idle') return;
    const timer = window.setTimeout(() => setState('idle'), CONFIRMATION_MS);
    return () => window.clearTimeout(timer);
  }, [state]);

  async function copy(text: string) {
    try {
      // The Clipboard API exists only in secure contexts; elsewhere this throws and we say so.
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  }

  return [state, copy];
}
