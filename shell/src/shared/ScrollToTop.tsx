import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Scrolls to the top on every route change (docs/glossary.md). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
