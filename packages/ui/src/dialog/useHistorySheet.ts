/**
 * A sheet (a modal dialog over the page) that is a step of the browser's history: opening it adds an
 * entry (the page's URL with `#<hash>`), so the phone's Back button closes it rather than leaving the
 * page, and closing it by its button or Escape goes back over that entry. The server never renders it
 * open (it cannot see a URL's hash): it opens only once the page has started.
 */
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useHydrated } from '../hydration/useHydrated';

export function useHistorySheet(hash: string) {
  const location = useLocation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const open = hydrated && location.hash === `#${hash}`;
  const opened = (location.state as { sheet?: unknown } | null)?.sheet === hash;
  const { pathname, search } = location;
  const show = useCallback(
    (state: Record<string, unknown> = {}) =>
      navigate({ pathname, search, hash }, { state: { ...state, sheet: hash }, preventScrollReset: true }),
    [navigate, pathname, search, hash],
  );
  const close = useCallback(() => {
    // Back over the entry the sheet added; a page opened at the sheet's URL drops the hash instead.
    if (opened) navigate(-1);
    else navigate({ pathname, search }, { replace: true, preventScrollReset: true });
  }, [navigate, opened, pathname, search]);
  return { open, show, close, state: location.state as Record<string, unknown> | null };
}
