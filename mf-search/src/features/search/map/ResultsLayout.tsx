/**
 * The results beside their map. On a wide screen the list and the map stand side by side (the map
 * stays in view while the list scrolls); on a phone one at a time, the map filling the screen below
 * the navbar, with a switch kept at the bottom of the screen. Over the list the switch shows only once
 * the list's top has scrolled off the screen: at rest the page's own List/Map links are in view and a
 * floating button would sit on the first card. At the list's end the switch keeps its own place below
 * it, so the last card scrolls clear of it. Without JavaScript there is no map and no switch: the list
 * shows (the page's List/Map links still carry the view in the URL).
 *
 * The list and the map know each other (highlight.ts): a card hovered or focused marks its pin, and
 * a pin's card opened on the map marks the list's card (scrolled into view beside the map).
 */
import { useEffect, useRef, useState, type FocusEvent, type MouseEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { SearchQuery } from '@manzil/contract';
import { useMessages } from '@manzil/i18n';
import { prefersReducedMotion, useHydrated } from '@manzil/ui';
import { createHighlight, HighlightContext, HOME_ATTRIBUTE } from './highlight';
import { drawMessages, layoutMessages } from './messages';
import { viewHref } from './ViewToggle';
import styles from './ResultsLayout.module.css';

/** Side by side from this width (the list keeps one column of cards of at least 300 px). */
export const SIDE_BY_SIDE = '(min-width: 1024px)';

/** The layout's height for the map (ResultsLayout.module.css), 400 px outside it. */
export const MAP_HEIGHT = 'var(--results-map-height, 400px)';

interface ResultsLayoutProps {
  search: SearchQuery;
  /** The map column (map view only). */
  map: ReactNode;
  /** The list and its pages. */
  children: ReactNode;
  /** The switch was followed (its URL query), before the router's navigation commits. */
  onFollow(search: string): void;
}

const homeOf = (target: EventTarget | null): string | null =>
  target instanceof Element
    ? (target.closest(`[${HOME_ATTRIBUTE}]`)?.getAttribute(HOME_ATTRIBUTE) ?? null)
    : null;

export function ResultsLayout({ search, map, children, onFollow }: ResultsLayoutProps) {
  const [highlight] = useState(createHighlight);
  const hydrated = useHydrated();
  const list = useRef<HTMLDivElement>(null);
  const listTop = useRef<HTMLDivElement>(null);
  // The list's top has scrolled off the screen (the phone's switch then floats over the list).
  const [intoList, setIntoList] = useState(false);
  const t = useMessages(layoutMessages);
  const draw = useMessages(drawMessages);
  const onMap = search.view === 'map';

  // The map's opened card marks its home in the list.
  useEffect(
    () =>
      highlight.subscribe(() => {
        const marked = highlight.current();
        const slug = marked?.source === 'map' ? marked.slug : null;
        for (const item of list.current?.querySelectorAll(`[${HOME_ATTRIBUTE}]`) ?? []) {
          const on = item.getAttribute(HOME_ATTRIBUTE) === slug;
          item.toggleAttribute('data-map-active', on);
          if (on && window.matchMedia(SIDE_BY_SIDE).matches)
            item.scrollIntoView({ block: 'nearest', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
        }
      }),
    [highlight],
  );

  useEffect(() => {
    const mark = listTop.current;
    // Without the observer (an old browser) the page's own List/Map links are the way.
    if (!mark || onMap || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setIntoList(!entry.isIntersecting && entry.boundingClientRect.top < 0);
    });
    observer.observe(mark);
    return () => observer.disconnect();
  }, [onMap]);

  const point = (event: MouseEvent | FocusEvent) => {
    const slug = homeOf(event.target);
    highlight.set(slug, 'list');
  };
  const leave = (event: MouseEvent | FocusEvent) => {
    if (homeOf(event.relatedTarget) === null) highlight.set(null, 'list');
  };
  const other = onMap ? 'list' : 'map';
  const href = viewHref(search, { view: other });
  const whole = viewHref(search, { polygon: undefined, page: 1 });

  return (
    <HighlightContext value={highlight}>
      {search.polygon && (
        <p className={styles.drawn}>
          {draw('areaDrawn')}{' '}
          <Link to={whole} onClick={() => onFollow(whole)}>
            {draw('removeArea')}
          </Link>
        </p>
      )}
      <div className={styles.layout} data-view={search.view} data-live={hydrated ? '' : undefined}>
        {onMap && <div className={styles.map}>{map}</div>}
        <div
          ref={list}
          className={styles.list}
          onMouseOver={point}
          onMouseOut={leave}
          onFocus={point}
          onBlur={leave}
        >
          <div ref={listTop} aria-hidden="true" />
          {children}
        </div>
        {hydrated && (
          <div className={styles.switch} data-away={onMap || intoList ? undefined : ''}>
            <Link to={href} className={styles.switchButton} onClick={() => onFollow(href)}>
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={styles.switchIcon}>
                {onMap ? (
                  <path d="M4 6h16M4 12h16M4 18h16" />
                ) : (
                  <path d="M9 4 3 6v14l6-2 6 2 6-2V4l-6 2-6-2Zm0 0v14m6-12v14" />
                )}
              </svg>
              {onMap ? t('showList') : t('showMap')}
            </Link>
          </div>
        )}
      </div>
    </HighlightContext>
  );
}
