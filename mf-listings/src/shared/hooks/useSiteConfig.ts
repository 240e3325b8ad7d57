import { useEffect, useState } from 'react';
import type { SiteConfig } from '@manzil/contract';
import { fetchSiteConfig } from '../api/listingsApi';

export type SiteConfigState =
  { status: 'loading' } | { status: 'ready'; config: SiteConfig } | { status: 'error' };

/** The public site settings, shared by every screen through one cached request. */
export function useSiteConfig(): SiteConfigState {
  const [state, setState] = useState<SiteConfigState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    fetchSiteConfig().then(
      (config) => current && setState({ status: 'ready', config }),
      (error: unknown) => {
        console.error('[mf-listings] loading the site settings failed:', error);
        if (current) setState({ status: 'error' });
      },
    );
    return () => {
      current = false;
    };
  }, []);
  return state;
}
