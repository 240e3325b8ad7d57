/**
 * GET /api/site-config: the agency phone, e-mail, office address, map tiles and licence number.
 * The answer changes only when the server restarts, so one request per page load is shared by
 * every component that needs it; a failed request is forgotten so a later call can retry.
 */
import type { SiteConfig } from '@manzil/contract';
import { apiClient } from '../../shared/apiClient';

let pending: Promise<SiteConfig> | null = null;

export function loadSiteConfig(): Promise<SiteConfig> {
  if (!pending) {
    pending = apiClient.get<SiteConfig>('/site-config').then(
      (response) => response.data,
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
  }
  return pending;
}

/** Test seam: forget the cached answer. */
export function resetSiteConfigCache(): void {
  pending = null;
}
