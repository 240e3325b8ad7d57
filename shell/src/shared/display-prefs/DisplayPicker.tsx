/**
 * The visitor's currency and area unit, set once for every page: a disclosure in the navbar holding a
 * GET form to /api/display-prefs, which keeps the choice in a cookie and comes back to this page. Works
 * without JavaScript (a native <details> and a plain form); the server renders the next page in the
 * chosen units, so nothing flashes.
 */
import { useId } from 'react';
import { useLocation } from 'react-router-dom';
import { useDisplayPrefs } from '@manzil/api-client';
import { AREA_UNITS, DISPLAY_CURRENCIES } from '@manzil/contract';
import { areaUnitLabel, areaUnitShort, currencyLabel } from '@manzil/format';
import { useMessages } from '@manzil/i18n';
import { Options, VisuallyHidden } from '@manzil/ui';
import { displayMessages } from './messages';
import styles from './DisplayPicker.module.css';

export function DisplayPicker({ className = '' }: { className?: string }) {
  const t = useMessages(displayMessages);
  const { pathname, search } = useLocation();
  const prefs = useDisplayPrefs();
  const id = useId();
  return (
    <details className={`${styles.picker} ${className}`} data-testid="display-picker">
      {/* The visible text stays in the accessible name, after what it is. */}
      <summary className={styles.summary}>
        <VisuallyHidden>{t('settings')}: </VisuallyHidden>
        {prefs.currency} · {areaUnitShort(prefs.area, t.locale)}
      </summary>
      <form className={styles.panel} method="get" action="/api/display-prefs">
        <input type="hidden" name="back" value={`${pathname}${search}`} />
        <div className={styles.field}>
          <label htmlFor={`${id}-currency`}>{t('currency')}</label>
          <select id={`${id}-currency`} name="currency" defaultValue={prefs.currency}>
            <Options values={DISPLAY_CURRENCIES} label={(currency) => currencyLabel(currency, t.locale)} />
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-area`}>{t('area')}</label>
          <select id={`${id}-area`} name="area" defaultValue={prefs.area}>
            <Options values={AREA_UNITS} label={(unit) => areaUnitLabel(unit, t.locale)} />
          </select>
        </div>
        <p className={styles.note}>{t('note')}</p>
        <button type="submit" className={styles.apply}>
          {t('apply')}
        </button>
      </form>
    </details>
  );
}
