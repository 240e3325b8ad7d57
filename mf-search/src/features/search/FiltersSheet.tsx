/**
 * The search form's frame: in the page as it is, or, once the phone's "Filters (n)" opened it
 * (`#mfs-filters` in the URL, a step of history), a sheet over the results with every filter open.
 * The form itself is not copied: the sheet is the same form, so its fields and their state stay one.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { useMessages } from '@manzil/i18n';
import { CloseIcon } from '@manzil/ui';
import { searchMessages } from './messages';
import { FILTERS_SHEET } from './FilterChips';
import styles from './FilterChips.module.css';

interface FiltersSheetProps {
  open: boolean;
  onClose(): void;
  children: ReactNode;
}

export function FiltersSheet({ open, onClose, children }: FiltersSheetProps) {
  const t = useMessages(searchMessages);
  const ref = useRef<HTMLDivElement>(null);
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!open) return;
    // Every filter in view: the "More filters" disclosure opens with the sheet.
    ref.current?.querySelector('details:not([open])')?.setAttribute('open', '');
    title.current?.focus();
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      root.style.overflow = overflow;
      document.removeEventListener('keydown', onKey);
    };
  }, [open, onClose]);
  return (
    <div
      id={FILTERS_SHEET}
      ref={ref}
      className={open ? styles.sheet : styles.frame}
      role={open ? 'dialog' : undefined}
      aria-modal={open || undefined}
      aria-labelledby={open ? `${FILTERS_SHEET}-title` : undefined}
    >
      {open && (
        <div className={styles.sheetHead}>
          <h2 id={`${FILTERS_SHEET}-title`} ref={title} tabIndex={-1} className={styles.sheetTitle}>
            {t('filtersTitle')}
          </h2>
          <button
            type="button"
            className={styles.sheetClose}
            onClick={onClose}
            aria-label={t('closeFilters')}
          >
            <CloseIcon size={20} strokeWidth="2.2" />
          </button>
        </div>
      )}
      {children}
    </div>
  );
}
