import { memo, type ComponentType, type NamedExoticComponent } from 'react';
import { lazyWhenNear } from '../dom/lazyWhenNear';
import { SettlingSuspense } from './SettlingSuspense';

/**
 * A deferred part of a server-rendered page, whole: its code fetched when its place comes near
 * (lazyWhenNear), inside a `SettlingSuspense deferred`, memoised, so that the page re-rendering while
 * the part waits, not hydrated, for its code does not reach it (React would throw the server's markup
 * away and draw it again).
 */
export function deferredWhenNear<P extends object>(
  placeId: string,
  load: () => Promise<ComponentType<P>>,
): NamedExoticComponent<P> {
  const Lazy = lazyWhenNear(placeId, load);
  return memo(function DeferredPart(props: P) {
    return (
      <SettlingSuspense deferred>
        <Lazy {...props} />
      </SettlingSuspense>
    );
  });
}
