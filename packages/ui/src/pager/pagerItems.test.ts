import { clampPage, pagerItems } from './pagerItems';

describe('emirates pager', () => {
  it('lists every page up to 7 pages', () => {
    expect(pagerItems(1, 1)).toEqual([1]);
    expect(pagerItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('shows first, last and the neighbours of the current page with ellipses beyond 7 pages', () => {
    expect(pagerItems(1, 10)).toEqual([1, 2, 'ellipsis', 10]);
    expect(pagerItems(5, 10)).toEqual([1, 'ellipsis', 4, 5, 6, 'ellipsis', 10]);
    expect(pagerItems(10, 10)).toEqual([1, 'ellipsis', 9, 10]);
    expect(pagerItems(3, 8)).toEqual([1, 2, 3, 4, 'ellipsis', 8]);
    expect(pagerItems(2, 8)).toEqual([1, 2, 3, 'ellipsis', 8]);
  });

  it('clamps the current page between 1 and the last page', () => {
    expect(clampPage(0, 5)).toBe(1);
    expect(clampPage(-3, 5)).toBe(1);
    expect(clampPage(9, 5)).toBe(5);
    expect(clampPage(4, 5)).toBe(4);
    expect(clampPage(1, 0)).toBe(1);
    expect(pagerItems(99, 10)).toEqual([1, 'ellipsis', 9, 10]);
  });
});
