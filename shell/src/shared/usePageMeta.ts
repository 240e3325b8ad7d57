import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { apiClient } from './apiClient';

interface PageMetaBody {
  title: string;
  description: string;
}

/**
 * Keeps <title> and the meta description in step with client-side navigation. The server
 * computes them (the same rules it uses for crawlers' HTML), so every app's page gets them
 * without each remote maintaining its own copy.
 */
export function usePageMeta(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const controller = new AbortController();
    apiClient
      .get<PageMetaBody>('/page-meta', { params: { path: pathname }, signal: controller.signal })
      .then(({ data }) => {
        document.title = data.title;
        document.querySelector('meta[name="description"]')?.setAttribute('content', data.description);
      })
      .catch(() => {
        // Keep the current title: a failed meta lookup must never disturb the page.
      });
    return () => controller.abort();
  }, [pathname]);
}
