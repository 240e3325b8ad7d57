import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { pageMetaQuery, useQuery } from '@manzil/api-client';

/**
 * Keeps <title> and the meta description in step with client-side navigation. The server
 * computes them (the same rules it uses for crawlers' HTML), so every app's page gets them
 * without each remote maintaining its own copy. A failed lookup keeps the current title.
 */
export function usePageMeta(): void {
  const { pathname } = useLocation();
  const { data } = useQuery(pageMetaQuery(pathname));
  useEffect(() => {
    if (!data) return;
    document.title = data.title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', data.description);
  }, [data]);
}
