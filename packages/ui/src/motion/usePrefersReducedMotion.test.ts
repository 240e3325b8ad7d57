import { act, renderHook } from '@testing-library/react';
import { prefersReducedMotion, usePrefersReducedMotion } from './usePrefersReducedMotion';

function fakeMedia(initial: boolean) {
  const listeners = new Set<() => void>();
  const list = {
    matches: initial,
    addEventListener: (_: string, fn: () => void) => listeners.add(fn),
    removeEventListener: (_: string, fn: () => void) => listeners.delete(fn),
  };
  vi.stubGlobal('matchMedia', (query: string) => {
    expect(query).toBe('(prefers-reduced-motion: reduce)');
    return list;
  });
  return {
    set(value: boolean) {
      list.matches = value;
      listeners.forEach((fn) => fn());
    },
    listeners,
  };
}

describe('usePrefersReducedMotion', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('follows the system setting as it changes, and stops listening on unmount', () => {
    const media = fakeMedia(false);
    const { result, unmount } = renderHook(() => usePrefersReducedMotion());
    expect(result.current).toBe(false);
    act(() => media.set(true));
    expect(result.current).toBe(true);
    expect(prefersReducedMotion()).toBe(true);
    unmount();
    expect(media.listeners.size).toBe(0);
  });

  it('is false where matchMedia does not exist', () => {
    vi.stubGlobal('matchMedia', undefined);
    expect(prefersReducedMotion()).toBe(false);
    expect(renderHook(() => usePrefersReducedMotion()).result.current).toBe(false);
  });
});
