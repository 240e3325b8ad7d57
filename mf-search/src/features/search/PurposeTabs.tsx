import { useRef, type KeyboardEvent } from 'react';
import { PURPOSES, type Purpose } from '@manzil/contract';
import styles from './SearchBar.module.css';

interface PurposeTabsProps {
  value: Purpose;
  onChange: (purpose: Purpose) => void;
  /** id prefix shared with the tab panel (aria-controls / aria-labelledby). */
  idPrefix: string;
}

export const tabId = (idPrefix: string, purpose: Purpose): string =>
  `${idPrefix}-tab-${purpose.toLowerCase()}`;
export const panelId = (idPrefix: string): string => `${idPrefix}-panel`;

/** Buy / Rent as real tabs: roving tabindex, arrow keys, Home and End (WAI-ARIA tabs pattern). */
export function PurposeTabs({ value, onChange, idPrefix }: PurposeTabsProps) {
  const refs = useRef<Partial<Record<Purpose, HTMLButtonElement | null>>>({});

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = PURPOSES.indexOf(value);
    const last = PURPOSES.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % PURPOSES.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + PURPOSES.length) % PURPOSES.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : -1;
    const purpose = PURPOSES[next];
    if (purpose === undefined) return;
    event.preventDefault();
    onChange(purpose);
    refs.current[purpose]?.focus();
  };

  return (
    <div className={styles.tabs} role="tablist" aria-label="Buy or rent" onKeyDown={onKeyDown}>
      {PURPOSES.map((purpose) => {
        const selected = purpose === value;
        return (
          <button
            key={purpose}
            ref={(el) => {
              refs.current[purpose] = el;
            }}
            id={tabId(idPrefix, purpose)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={panelId(idPrefix)}
            tabIndex={selected ? 0 : -1}
            className={selected ? `${styles.tab} ${styles.tabSelected}` : styles.tab}
            onClick={() => onChange(purpose)}
          >
            {purpose}
          </button>
        );
      })}
    </div>
  );
}
