import { lazy, type ComponentType } from 'react';
import { whenNear } from './whenNear';

/**
 * Resolves when the element comes within 600 px of the screen, or when it leaves the page: a visitor
 * who goes to another page of the app before coming near it must not leave the next page's part waiting
 * for an element that is gone.
 */
function nearOrGone(element: Element): Promise<void> {
  return new Promise((resolve) => {
    const near = whenNear(element, '600px');
    const gone = new MutationObserver(() => {
      if (!element.isConnected) done();
    });
    function done() {
      near.stop();
      gone.disconnect();
      resolve();
    }
    gone.observe(document.body, { childList: true, subtree: true });
    void near.near.then(done);
  });
}

/**
 * A part of a server-rendered page far below the fold whose code is a chunk of its own, fetched when
 * its place (the element with `placeId` in the server's HTML) comes within 600 px of the screen. Until
 * then the server's markup stays as it is, not yet hydrated (its links work; render it inside a
 * `SettlingSuspense deferred`, memoised, so nothing re-renders it before its code is there: as
 * deferredWhenNear does). Where the
 * page has no such place (rendered in the browser, or the server rendered nothing there), the code is
 * fetched at once. On the server it renders as any component.
 */
export function lazyWhenNear<P extends object>(
  placeId: string,
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  return lazy(async () => {
    const place = typeof document === 'undefined' ? null : document.getElementById(placeId);
    if (place) await nearOrGone(place);
    return { default: await load() };
  });
}
