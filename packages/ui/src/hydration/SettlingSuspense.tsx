/**
 * Readiness markers. A box carries `data-loading` until what is inside it is on screen and, in the
 * browser, interactive: a server-rendered part stays inert until React has hydrated it, which for a
 * lazy part waits for its code. Tests (and anything else that must not act too early) wait for
 * `[data-loading]` to go. Every lazy part needs its own marker: an outer boundary finishes
 * hydrating while a nested one is still waiting for its chunk.
 */
import { Suspense, useEffect, useRef, type ReactNode, type RefObject } from 'react';

/** Placed last inside a Suspense boundary: its effect runs once the boundary's content has mounted
 * (or hydrated), and clears the box's marker. */
export function Settled({ box }: { box: RefObject<HTMLElement | null> }) {
  useEffect(() => box.current?.removeAttribute('data-loading'), [box]);
  return null;
}

/** A Suspense boundary whose box is marked `data-loading` until its content has settled. The box
 * adds no layout (`display: contents`). `deferred`: a part that settles only when the visitor comes
 * near it (lazyWhenNear), marked `data-deferred` too, as a deferred remote slot is: nothing waits for it
 * to call the page live. */
export function SettlingSuspense({
  fallback,
  deferred = false,
  children,
}: {
  fallback?: ReactNode;
  deferred?: boolean;
  children: ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  return (
    <div ref={box} style={{ display: 'contents' }} data-loading="" data-deferred={deferred ? '' : undefined}>
      <Suspense fallback={fallback}>
        {children}
        <Settled box={box} />
      </Suspense>
    </div>
  );
}
