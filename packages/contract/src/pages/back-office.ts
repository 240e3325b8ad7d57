/**
 * The back office's pages: drawn by mf-admin in its own layout, so the shell leaves out the public
 * navbar and footer around them. Sign-in pages stay in the public frame (a visitor may land on them).
 */
import { matchPage } from './page-match';
import type { PageId } from './pages';

export const BACK_OFFICE_PAGES = [
  'dashboard',
  'adminListings',
  'adminLeads',
  'adminAgents',
  'adminAreas',
  'adminAudit',
  'adminReports',
  'adminUsers',
  'adminCurrencyRates',
] as const satisfies readonly PageId[];
export type BackOfficePageId = (typeof BACK_OFFICE_PAGES)[number];

const IDS: ReadonlySet<PageId> = new Set(BACK_OFFICE_PAGES);

/** Whether a path is a back-office page (no public navbar or footer). */
export const isBackOfficePath = (pathname: string): boolean => IDS.has(matchPage(pathname).id);
