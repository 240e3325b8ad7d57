import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyWhenNear } from './lazyWhenNear';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

/** A browser whose IntersectionObserver the test drives: returns how to bring the watched place near. */
function observeIntersections() {
  const watched: Array<{ element: Element; margin?: string; callback: IntersectionObserverCallback }> = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(
        private callback: IntersectionObserverCallback,
        private options?: IntersectionObserverInit,
      ) {}
      observe(element: Element) {
        watched.push({ element, margin: this.options?.rootMargin, callback: this.callback });
      }
      disconnect() {}
    },
  );
  return watched;
}

describe('lazyWhenNear', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
  });

  it("fetches the code only when the server's place comes within 600 px of the screen", async () => {
    const watched = observeIntersections();
    const place = document.createElement('section');
    place.id = 'far-below';
    document.body.append(place);
    const load = vi.fn(async () => Greeting);
    const Far = lazyWhenNear('far-below', load);

    render(
      <Suspense fallback={<p>waiting</p>}>
        <Far name="Layla" />
      </Suspense>,
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(load).not.toHaveBeenCalled();
    expect(watched.map((w) => [w.element, w.margin])).toEqual([[place, '600px 0px']]);

    await act(async () =>
      watched[0]!.callback(
        [{ isIntersecting: true } as IntersectionObserverEntry],
        {} as IntersectionObserver,
      ),
    );
    expect(await screen.findByText('Hello Layla')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('stops waiting when the place leaves the page (the visitor went to another page first)', async () => {
    const watched = observeIntersections();
    const place = document.createElement('section');
    place.id = 'left-behind';
    document.body.append(place);
    const Far = lazyWhenNear('left-behind', async () => Greeting);
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Far name="Sara" />
      </Suspense>,
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.getByText('waiting')).toBeInTheDocument();
    expect(watched).toHaveLength(1);

    await act(async () => place.remove());
    expect(await screen.findByText('Hello Sara')).toBeInTheDocument();
  });

  it('fetches the code at once where the page has no such place (rendered in the browser)', async () => {
    const watched = observeIntersections();
    const Far = lazyWhenNear('nowhere', async () => Greeting);
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Far name="Omar" />
      </Suspense>,
    );
    expect(await screen.findByText('Hello Omar')).toBeInTheDocument();
    expect(watched).toEqual([]);
  });
});
