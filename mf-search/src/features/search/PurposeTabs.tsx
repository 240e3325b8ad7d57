import { useRef, type KeyboardEvent } from 'react';
import { PURPOSES, type Purpose } from '@manzil/contract';
import { useMessages } from '@manzil/i18n';
import { searchMessages } from './messages';
import { needsScriptClass } from '@manzil/ui';
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

/** Buy / Rent as real tabs: roving tabindex, arrow keys, Home and End (WAI-ARIA tabs pattern); on a
 * right-to-left page the arrow keys follow the tabs' order on screen (ArrowLeft is the next one). */
export function PurposeTabs({ value, onChange, idPrefix }: PurposeTabsProps) {
  const refs = useRef<Partial<Record<Purpose, HTMLButtonElement | null>>>({});
  const t = useMessages(searchMessages);
  const [forward, back] = t.locale === 'ar' ? ['ArrowLeft', 'ArrowRight'] : ['ArrowRight', 'ArrowLeft'];

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = PURPOSES.indexOf(value);
    const last = PURPOSES.length - 1;
    const next =
      event.key === forward
        ? (index + 1) % PURPOSES.length
        : event.key === back
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
    <div className={styles.tabs} role="tablist" aria-label={t('purposeTabs')} onKeyDown={onKeyDown}>
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
            className={`${styles.tab} ${selected ? styles.tabSelected : ''} ${needsScriptClass}`}
            onClick={() => onChange(purpose)}
          >
            {t(purpose)}
          </button>
        );
      })}
    </div>
  );
}
