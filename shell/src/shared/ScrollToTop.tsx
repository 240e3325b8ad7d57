import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** Scrolls to the top on every route change (docs/glossary.md); never when the app first starts on
 * a page the visitor may already have scrolled while its code was on its way. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const shown = useRef<string | null>(null);
  useLayoutEffect(() => {
    if (shown.current !== null && shown.current !== pathname) window.scrollTo(0, 0);
    shown.current = pathname;
  }, [pathname]);
  return null;
}
