/**
 * The one accessible modal dialog: rendered into document.body (so it covers the shell's navbar),
 * labelled by an element inside it, with the behaviour of useDialog. A press on the backdrop itself
 * closes it; a drag that ends outside the dialog does not. Each app styles the box with className.
 */
import { useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useDialog, type DialogBehaviour } from './useDialog';
import styles from './Dialog.module.css';

export interface DialogProps extends DialogBehaviour {
  /** id of the dialog's title. */
  labelledBy: string;
  /** id of the text that says what the dialog is about (a confirmation's consequence). */
  describedBy?: string;
  /** 'alertdialog' for a question that interrupts (a confirmation); 'dialog' otherwise. */
  role?: 'dialog' | 'alertdialog';
  children: ReactNode;
  /** Classes added to the dialog box and to the backdrop. */
  className?: string;
  backdropClassName?: string;
  /** A press on the backdrop closes the dialog (default true; never while closing is disabled). */
  closeOnBackdrop?: boolean;
}

export function Dialog({
  labelledBy,
  describedBy,
  role = 'dialog',
  children,
  className,
  backdropClassName,
  closeOnBackdrop = true,
  ...behaviour
}: DialogProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  useDialog(dialogRef, behaviour);
  const join = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');
  return createPortal(
    <div
      className={join(styles.backdrop, backdropClassName)}
      onMouseDown={(event) => {
        if (closeOnBackdrop && !behaviour.closeDisabled && event.target === event.currentTarget)
          behaviour.onClose();
      }}
    >
      <div
        ref={dialogRef}
        className={join(styles.dialog, className)}
        role={role}
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        tabIndex={-1}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}
