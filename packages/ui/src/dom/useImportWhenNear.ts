import { useEffect, useState, type ComponentType, type RefObject } from 'react';
import { whenNear } from './whenNear';

/**
 * A component whose code is a chunk of its own (the map, the mortgage calculator), imported once its
 * place comes within 600 px of the screen: null until then, and `failed` when the import failed
 * (`failure` is logged with the error). Nothing is imported while `enabled` is false.
 */
export function useImportWhenNear<P>(
  place: RefObject<Element | null>,
  load: () => Promise<ComponentType<P>>,
  failure: string,
  enabled = true,
): { Component: ComponentType<P> | null; failed: boolean } {
  const [Component, setComponent] = useState<ComponentType<P> | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!enabled) return;
    let live = true;
    const watch = place.current ? whenNear(place.current, '600px') : { near: Promise.resolve(), stop() {} };
    watch.near.then(load).then(
      (loaded) => live && setComponent(() => loaded),
      (error: unknown) => {
        console.warn(failure, error);
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
      watch.stop();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the place, the chunk and the message never change
  }, [enabled]);

  return { Component, failed };
}
