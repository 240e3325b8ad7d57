import { act, renderHook } from '@testing-library/react';
import { PAGE_SIZES } from '@manzil/contract';
import { TIMINGS } from '@manzil/ui';
import { useVrPager } from './useVrPager';

const NINE = Array.from({ length: 9 }, (_, i) => `card-${i + 1}`);

type Pager = { current: ReturnType<typeof useVrPager> };

/** Asks for a page inside act(); whether the switch started. */
function goTo(pager: Pager, page: number): boolean {
  let started = false;
  act(() => {
    started = pager.current.goToPage(page);
  });
  return started;
}

describe('useVrPager', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows 4 cards per page, 9 cards making 3 pages', () => {
    const { result } = renderHook(() => useVrPager(NINE));
    expect(PAGE_SIZES.vrCards).toBe(4);
    expect(result.current.page).toBe(1);
    expect(result.current.pageCount).toBe(3);
    expect(result.current.items).toEqual(['card-1', 'card-2', 'card-3', 'card-4']);
  });

  it('fades for 500 ms before the new page shows', () => {
    const { result } = renderHook(() => useVrPager(NINE));
    expect(goTo(result, 2)).toBe(true);
    expect(result.current.transitioning).toBe(true);
    expect(result.current.page).toBe(1);

    act(() => vi.advanceTimersByTime(TIMINGS.vrPageTransitionMs - 1));
    expect(result.current.page).toBe(1);
    expect(result.current.transitioning).toBe(true);

    act(() => vi.advanceTimersByTime(1));
    expect(result.current.page).toBe(2);
    expect(result.current.transitioning).toBe(false);
    expect(result.current.items).toEqual(['card-5', 'card-6', 'card-7', 'card-8']);
  });

  it('ignores a switch while one is running', () => {
    const { result } = renderHook(() => useVrPager(NINE));
    goTo(result, 2);
    expect(goTo(result, 3)).toBe(false);
    act(() => vi.advanceTimersByTime(TIMINGS.vrPageTransitionMs));
    expect(result.current.page).toBe(2);
    // Nothing queued: no later jump to page 3.
    act(() => vi.advanceTimersByTime(TIMINGS.vrPageTransitionMs * 3));
    expect(result.current.page).toBe(2);
  });

  it('ignores two switches asked in the same tick', () => {
    const { result } = renderHook(() => useVrPager(NINE));
    const outcomes: boolean[] = [];
    act(() => {
      outcomes.push(result.current.goToPage(3));
      outcomes.push(result.current.goToPage(2));
    });
    expect(outcomes).toEqual([true, false]);
    act(() => vi.advanceTimersByTime(TIMINGS.vrPageTransitionMs));
    expect(result.current.page).toBe(3);
    expect(result.current.items).toEqual(['card-9']);
  });

  it('ignores the page already shown', () => {
    const { result } = renderHook(() => useVrPager(NINE));
    expect(goTo(result, 1)).toBe(false);
    expect(result.current.transitioning).toBe(false);
  });

  it('ignores pages that do not exist', () => {
    const { result } = renderHook(() => useVrPager(NINE));
    for (const page of [0, -1, 4, 1.5, Number.NaN]) {
      expect(goTo(result, page)).toBe(false);
    }
    expect(result.current.transitioning).toBe(false);
    expect(result.current.page).toBe(1);
  });

  it('accepts a new switch once the previous one has finished', () => {
    const { result } = renderHook(() => useVrPager(NINE));
    goTo(result, 2);
    act(() => vi.advanceTimersByTime(TIMINGS.vrPageTransitionMs));
    expect(goTo(result, 3)).toBe(true);
    act(() => vi.advanceTimersByTime(TIMINGS.vrPageTransitionMs));
    expect(result.current.page).toBe(3);
  });

  it('switches at once, without a fade, when motion is reduced', () => {
    const { result } = renderHook(() => useVrPager(NINE, { instant: true }));
    expect(goTo(result, 3)).toBe(true);
    expect(result.current.transitioning).toBe(false);
    expect(result.current.page).toBe(3);
  });

  it('goes back to page 1 when a new list arrives, dropping a running switch', () => {
    const { result, rerender } = renderHook(({ list }) => useVrPager(list), { initialProps: { list: NINE } });
    goTo(result, 2);
    rerender({ list: NINE.slice(0, 6) });
    expect(result.current.page).toBe(1);
    expect(result.current.transitioning).toBe(false);
    expect(result.current.pageCount).toBe(2);
    act(() => vi.advanceTimersByTime(TIMINGS.vrPageTransitionMs));
    expect(result.current.page).toBe(1);
  });

  it('has one page for an empty list', () => {
    const { result } = renderHook(() => useVrPager<string>([]));
    expect(result.current.pageCount).toBe(1);
    expect(result.current.items).toEqual([]);
  });
});
