/**
 * Where the panel's toasts appear: two live regions that exist before any toast does (a region
 * added together with its text is often not read out), a polite one (role="status") for successes
 * and an assertive one (role="alert") for failures. Rendered into document.body above the
 * dialogs' backdrop, so a success shown as a dialog closes is seen.
 */
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { SUCCESS_TOAST_MS, useToastStore, type Toast, type ToastTone } from './toastStore';
import styles from './Toaster.module.css';

function ToastItem({ toast }: { toast: Toast }) {
  const dismiss = useToastStore((s) => s.dismiss);
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (toast.tone !== 'success' || paused) return;
    const timer = setTimeout(() => dismiss(toast.id), SUCCESS_TOAST_MS);
    return () => clearTimeout(timer);
  }, [toast, paused, dismiss]);
  return (
    <div
      className={`${styles.toast} ${toast.tone === 'error' ? styles.error : styles.success}`}
      // A pointer or focus on the toast keeps it while it is being read.
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <span className={styles.icon} aria-hidden="true">
        {toast.tone === 'error' ? '!' : '✓'}
      </span>
      <p className={styles.text}>{toast.text}</p>
      <button
        type="button"
        className={styles.dismiss}
        onClick={() => dismiss(toast.id)}
        aria-label="Dismiss message"
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

function Region({ tone, toasts }: { tone: ToastTone; toasts: Toast[] }) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      aria-live={tone === 'error' ? 'assertive' : 'polite'}
      className={styles.region}
      data-toasts={tone}
    >
      {toasts
        .filter((t) => t.tone === tone)
        .map((t) => (
          <ToastItem key={t.id} toast={t} />
        ))}
    </div>
  );
}

export function Toaster() {
  const toasts = useToastStore((s) => s.toasts);
  // The regions go into document.body once mounted (the panel renders only in the browser).
  const [host, setHost] = useState<HTMLElement | null>(null);
  useEffect(() => setHost(document.body), []);
  useEffect(() => () => useToastStore.getState().clear(), []);
  if (!host) return null;
  return createPortal(
    <div className={styles.stack}>
      <Region tone="error" toasts={toasts} />
      <Region tone="success" toasts={toasts} />
    </div>,
    host,
  );
}
