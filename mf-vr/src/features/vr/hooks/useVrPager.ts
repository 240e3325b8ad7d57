/**
 * Paging of the VR card grid with its transition rule (docs/glossary.md): a page switch fades
 * out for TIMINGS.vrPageTransitionMs, then the new page shows. A switch is ignored while one runs,
 * when the same page is chosen, or when the page does not exist.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { PAGE_SIZES } from '@manzil/contract';
import { TIMINGS } from '@manzil/ui';

export interface VrPager<T> {
  page: number;
  pageCount: number;
  /** The items of the page on screen. */
  items: T[];
  /** True while a page switch is fading. */
  transitioning: boolean;
  /** Asks for a page; returns whether the switch was started. */
  goToPage: (page: number) => boolean;
}

export interface VrPagerOptions {
  pageSize?: number;
  transitionMs?: number;
  /** With reduced motion the switch happens at once, without the fade. */
  instant?: boolean;
}

export function useVrPager<T>(all: readonly T[], options: VrPagerOptions = {}): VrPager<T> {
  const {
    pageSize = PAGE_SIZES.vrCards,
    transitionMs = TIMINGS.vrPageTransitionMs,
    instant = false,
  } = options;
  const pageCount = Math.max(1, Math.ceil(all.length / pageSize));
  const [page, setPage] = useState(1);
  const [transitioning, setTransitioning] = useState(false);
  // Refs so that two clicks in the same tick still see the switch that is already running.
  const transitioningRef = useRef(false);
  const pageRef = useRef(1);
  const timerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timerRef.current), []);

  // A new list (e.g. after Retry Connection) starts again at page 1.
  useEffect(() => {
    clearTimeout(timerRef.current);
    transitioningRef.current = false;
    pageRef.current = 1;
    setTransitioning(false);
    setPage(1);
  }, [all]);

  const goToPage = useCallback(
    (next: number): boolean => {
      if (transitioningRef.current || next === pageRef.current) return false;
      if (!Number.isInteger(next) || next < 1 || next > pageCount) return false;
      pageRef.current = next;
      if (instant) {
        setPage(next);
        return true;
      }
      transitioningRef.current = true;
      setTransitioning(true);
      timerRef.current = setTimeout(() => {
        transitioningRef.current = false;
        setPage(next);
        setTransitioning(false);
      }, transitionMs);
      return true;
    },
    [pageCount, instant, transitionMs],
  );

  const start = (page - 1) * pageSize;
  return { page, pageCount, items: all.slice(start, start + pageSize), transitioning, goToPage };
}
