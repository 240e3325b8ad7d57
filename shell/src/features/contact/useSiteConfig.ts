/**
 * Site configuration for a component. Used by the contact page and the about page (licence
 * number); it lives in the contact feature until the shell has a shared home for it.
 */
import { useCallback, useEffect, useState } from 'react';
import type { SiteConfig } from '@manzil/contract';
import { loadSiteConfig } from './siteConfigApi';

export type SiteConfigState =
  { status: 'loading' } | { status: 'ready'; config: SiteConfig } | { status: 'error' };

export function useSiteConfig(): SiteConfigState & { retry: () => void } {
  const [state, setState] = useState<SiteConfigState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    loadSiteConfig().then(
      (config) => active && setState({ status: 'ready', config }),
      () => active && setState({ status: 'error' }),
    );
    return () => {
      active = false;
    };
  }, [attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  return { ...state, retry };
}
