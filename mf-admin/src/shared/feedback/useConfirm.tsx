/**
 * A confirmation asked in the page instead of the browser's own box: `await ask({ question, … })`
 * resolves true when the admin confirms, false on Cancel, Escape or a press beside the dialog.
 * The dialog (an alertdialog: focus starts on Cancel and stays inside; Escape cancels; focus
 * goes back to the button that asked) is `confirmDialog`, rendered where the hook is used.
 */
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Dialog, headingClass } from '@manzil/ui';
import forms from '../ui/forms.module.css';
import styles from './ConfirmDialog.module.css';

export interface ConfirmRequest {
  /** The question, also the dialog's name. */
  question: string;
  /** What confirming does, read after the question. */
  detail?: string;
  /** The confirming button's text, a verb ("Delete"). */
  confirmLabel: string;
}

interface ConfirmDialogProps extends ConfirmRequest {
  onConfirm(): void;
  onCancel(): void;
}

export function ConfirmDialog({ question, detail, confirmLabel, onConfirm, onCancel }: ConfirmDialogProps) {
  const id = useId();
  return (
    <Dialog
      role="alertdialog"
      labelledBy={`${id}-question`}
      describedBy={detail ? `${id}-detail` : undefined}
      onClose={onCancel}
      className={styles.dialog}
    >
      <h2 id={`${id}-question`} className={`${headingClass} ${styles.question}`}>
        {question}
      </h2>
      {detail && (
        <p id={`${id}-detail`} className={styles.detail}>
          {detail}
        </p>
      )}
      <div className={styles.actions}>
        {/* The safe answer has focus first: Enter on a stray key press keeps the data. */}
        <button type="button" className={forms.buttonSecondary} onClick={onCancel} data-autofocus>
          Cancel
        </button>
        <button type="button" className={forms.buttonDanger} onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}

interface Pending {
  request: ConfirmRequest;
  resolve(confirmed: boolean): void;
}

export function useConfirm(): {
  ask(request: ConfirmRequest): Promise<boolean>;
  confirmDialog: ReactNode;
} {
  const [pending, setPending] = useState<Pending | null>(null);
  const pendingRef = useRef<Pending | null>(null);

  const settle = useCallback((confirmed: boolean) => {
    pendingRef.current?.resolve(confirmed);
    pendingRef.current = null;
    setPending(null);
  }, []);

  const ask = useCallback((request: ConfirmRequest) => {
    // One question at a time: a new one answers the open one with "no".
    pendingRef.current?.resolve(false);
    return new Promise<boolean>((resolve) => {
      pendingRef.current = { request, resolve };
      setPending(pendingRef.current);
    });
  }, []);

  // Leaving the screen with a question open answers it "no", so no caller waits for ever.
  useEffect(() => () => pendingRef.current?.resolve(false), []);

  const confirmDialog = pending ? (
    <ConfirmDialog {...pending.request} onConfirm={() => settle(true)} onCancel={() => settle(false)} />
  ) : null;
  return { ask, confirmDialog };
}
