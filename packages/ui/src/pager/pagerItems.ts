/** Page numbers of a numbered pager (docs/glossary.md, "Home page": the emirates pager). */
import { PAGER_ELLIPSIS_AFTER } from '../constants';

export type PagerItem = number | 'ellipsis';

/** Keeps a page number between 1 and the last page. */
export const clampPage = (page: number, lastPage: number): number =>
  Math.min(Math.max(page, 1), Math.max(lastPage, 1));

/**
 * Up to 7 pages: every number. Beyond that: the first page, the last page and the neighbours of
 * the current one, with an ellipsis wherever numbers are skipped.
 */
export function pagerItems(current: number, lastPage: number): PagerItem[] {
  if (lastPage <= PAGER_ELLIPSIS_AFTER) return Array.from({ length: lastPage }, (_, i) => i + 1);
  const page = clampPage(current, lastPage);
  const wanted = [...new Set([1, page - 1, page, page + 1, lastPage])]
    .filter((n) => n >= 1 && n <= lastPage)
    .sort((a, b) => a - b);
  const items: PagerItem[] = [];
  wanted.forEach((n, i) => {
    const previous = wanted[i - 1];
    if (previous !== undefined && n - previous > 1) items.push('ellipsis');
    items.push(n);
  });
  return items;
}
