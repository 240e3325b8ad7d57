/**
 * The compare tray: once a home is put on the compare list, a bar at the foot of every page shows the
 * homes on it (each can be taken off) and leads to /compare. The shell renders it once for the whole
 * site. The server renders nothing (it cannot know this browser's list), so the tray appears only after
 * the page has started, and the page keeps room for it at its foot (`--compare-tray-space`) while it shows.
 */
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { Link } from 'react-router-dom';
import { COMPARE_MAX } from '@manzil/contract';
import { useMessages, usePagePath } from '@manzil/i18n';
import { accentButtonClass, FallbackImage, toolButtonClass } from '@manzil/ui';
import { useCompareList } from './hooks';
import { removeFromCompare, type KeptHome } from './store';
import { compareTrayMessages } from './messages';
import styles from './CompareTray.module.css';

/** The custom property the page's foot reads (App.module.css in the shell). */
export const TRAY_SPACE_PROPERTY = '--compare-tray-space';

const useBrowserLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/** The room the tray takes at the foot of the page, kept on the root while it shows. */
function useReservedSpace(ref: RefObject<HTMLElement | null>, shown: boolean) {
  useBrowserLayoutEffect(() => {
    const root = document.documentElement;
    const tray = ref.current;
    if (!shown || !tray) {
      root.style.removeProperty(TRAY_SPACE_PROPERTY);
      return;
    }
    const reserve = () => root.style.setProperty(TRAY_SPACE_PROPERTY, `${tray.offsetHeight}px`);
    reserve();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(reserve);
    observer?.observe(tray);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(TRAY_SPACE_PROPERTY);
    };
  }, [ref, shown]);
}

/** `hidden`: the page is the comparison itself (the tray would only repeat it). */
export function CompareTray({ hidden = false }: { hidden?: boolean }) {
  const homes = useCompareList();
  const t = useMessages(compareTrayMessages);
  const path = usePagePath();
  const [collapsed, setCollapsed] = useState(false);
  const ref = useRef<HTMLElement>(null);
  const count = homes.length;
  // A home just added opens the tray again: the visitor sees where it went.
  const last = useRef(count);
  useEffect(() => {
    if (count > last.current) setCollapsed(false);
    last.current = count;
  }, [count]);
  const shown = count > 0 && !hidden;
  useReservedSpace(ref, shown);
  if (!shown) return null;
  const name = (home: KeptHome) => (t.locale === 'ar' && home.nameAr ? home.nameAr : home.name);
  const nameLang = (home: KeptHome) => (t.locale !== 'en' && !home.nameAr ? 'en' : undefined);

  return (
    <aside ref={ref} className={styles.tray} aria-label={t('tray')} data-collapsed={collapsed}>
      <div className={styles.inner}>
        <button
          type="button"
          className={`${toolButtonClass} ${styles.toggle}`}
          aria-expanded={!collapsed}
          aria-label={collapsed ? t('show') : t('hide')}
          title={collapsed ? t('show') : t('hide')}
          onClick={() => setCollapsed(!collapsed)}
        >
          <svg viewBox="0 0 12 8" aria-hidden="true" focusable="false" className={styles.chevron}>
            <path d="M1 1.5 6 6.5l5-5" />
          </svg>
        </button>
        <p className={styles.count}>{t('count', { count, max: COMPARE_MAX })}</p>
        {!collapsed && (
          <ul className={styles.homes}>
            {homes.map((home) => (
              <li key={home.slug} className={styles.home}>
                {home.cover ? (
                  <FallbackImage
                    src={home.cover}
                    alt=""
                    width={48}
                    height={48}
                    sizes="48px"
                    loading="lazy"
                    decoding="async"
                    className={styles.thumb}
                  />
                ) : null}
                <span className={styles.name} lang={nameLang(home)} dir="auto">
                  {name(home)}
                </span>
                <button
                  type="button"
                  className={`${toolButtonClass} ${styles.remove}`}
                  aria-label={t('remove', { name: name(home) })}
                  title={t('remove', { name: name(home) })}
                  onClick={() => removeFromCompare(home.slug)}
                >
                  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                    <path d="M6 6l12 12M18 6 6 18" />
                  </svg>
                </button>
              </li>
            ))}
          </ul>
        )}
        {!collapsed && count < 2 ? <p className={styles.hint}>{t('addOne')}</p> : null}
        <Link to={path('compare')} className={`${accentButtonClass} ${styles.open}`}>
          {t('open', { count })}
        </Link>
      </div>
    </aside>
  );
}
