/**
 * Behaviour of a modal dialog: focus moves into it, Tab and Shift+Tab stay inside it, Escape closes
 * it (unless closing is disabled while a write runs), the page behind does not scroll, and on close
 * focus goes back to the element that opened it.
 */
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.hasAttribute('inert') && el.getAttribute('aria-hidden') !== 'true',
  );
}

export interface DialogBehaviour {
  onClose: () => void;
  /** Escape does nothing while true (a write is running). */
  closeDisabled?: boolean;
  /** Where focus returns on close; defaults to what had focus when the dialog opened. */
  returnFocusTo?: HTMLElement | null;
  /** Where focus goes first, inside the dialog: `[data-autofocus]`, else this selector's first
   * focusable match, else the first focusable element, else the dialog itself. */
  initialFocusWithin?: string;
}

export function useDialog(
  dialogRef: RefObject<HTMLElement | null>,
  { onClose, closeDisabled, returnFocusTo, initialFocusWithin }: DialogBehaviour,
): void {
  // The latest callbacks without re-running the effect (which would move focus again).
  const latest = useRef({ onClose, closeDisabled });
  useLayoutEffect(() => {
    latest.current = { onClose, closeDisabled };
  }, [onClose, closeDisabled]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener =
      returnFocusTo ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null);
    const within = initialFocusWithin ? dialog.querySelector<HTMLElement>(initialFocusWithin) : null;
    const initial =
      dialog.querySelector<HTMLElement>('[data-autofocus]') ??
      (within ? focusableIn(within)[0] : undefined) ??
      focusableIn(dialog)[0] ??
      dialog;
    initial.focus();

    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        if (!latest.current.closeDisabled) latest.current.onClose();
        return;
      }
      if (event.key !== 'Tab') return;
      const focusables = focusableIn(dialog);
      const first = focusables[0];
      const last = focusables[focusables.length - 1];
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !dialog.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown, true);

    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      document.body.style.overflow = previousOverflow;
      // The opener may be gone (e.g. the list reloaded); then focus stays where the browser puts it.
      if (opener?.isConnected) opener.focus();
    };
  }, [dialogRef, returnFocusTo, initialFocusWithin]);
}
