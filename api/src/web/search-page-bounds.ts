/**
 * A search's page past its last (`?page=9` of 3: an old link, a list that shrank) is sent to the last
 * page with a 302 (temporary: the list may grow again), instead of rendering "No results found" under
 * "page 9 of 3". Checked only when a page is rendered: a kept page was in range when it was rendered,
 * and the content version in its key changes with any listing.
 */
import {
  hasSearch,
  localePath,
  pageCount,
  pagePath,
  readSearchQuery,
  searchPageHref,
  type PageMatch,
} from '@manzil/contract';
import type { PublicReads } from '../routes/public-reads';

/** Where a search page out of range goes, or undefined when it is in range (or no search page). */
export async function searchPageBeyondLast(
  reads: PublicReads,
  match: PageMatch,
  search: URLSearchParams,
): Promise<string | undefined> {
  if (match.id !== 'home' || !hasSearch(search)) return undefined;
  const { query, problems } = readSearchQuery(search);
  if (problems.length || query.page <= 1) return undefined;
  const answer = await reads.searchPage(search);
  if (!answer.ok) return undefined;
  const last = pageCount(answer.body.total);
  if (query.page <= last) return undefined;
  return localePath(match.locale, `${pagePath('home')}${searchPageHref(query, last)}`);
}
