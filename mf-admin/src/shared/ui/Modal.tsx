/**
 * The admin panel's dialog: the shared Dialog (labelled, focus trapped, Escape closes, focus
 * returns to the opener) with a title bar and a close button. Focus starts on the body's first
 * field, not the close button: the user came here to fill the form.
 */
import { useId, type ReactNode } from 'react';
import { Dialog, headingClass } from '@manzil/ui';
import styles from './Modal.module.css';

interface ModalProps {
  title: string;
  onClose(): void;
  children: ReactNode;
  /** While a write runs the dialog cannot be dismissed, so nothing is left half-saved. */
  closeDisabled?: boolean;
}

export function Modal({ title, onClose, children, closeDisabled }: ModalProps) {
  const titleId = useId();
  return (
    <Dialog
      labelledBy={titleId}
      onClose={onClose}
      closeDisabled={closeDisabled}
      initialFocusWithin="[data-modal-body]"
      // A stray press beside a long form must not throw the typing away.
      closeOnBackdrop={false}
      className={styles.dialog}
    >
      <div className={styles.header}>
        <h2 id={titleId} className={`${headingClass} ${styles.title}`}>
          {title}
        </h2>
        <button
          type="button"
          className={styles.close}
          onClick={onClose}
          disabled={closeDisabled}
          aria-label="Close dialog"
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className={styles.body} data-modal-body>
        {children}
      </div>
    </Dialog>
  );
}
