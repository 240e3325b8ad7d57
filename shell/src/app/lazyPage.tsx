/**
 * A page of the shell in its own chunk (the home page does not download it). On the server the
 * render notes the chunk, so the page's HTML links its stylesheet (`static/css/async/<chunk>.<hash>.css`)
 * and reads right without JavaScript; in the browser, hydrating the page waits for the chunk while
 * the server's markup stays on screen.
 */
import { createContext, lazy, Suspense, useContext, useEffect, useRef, type ComponentType } from 'react';

/** Provided by the server renderer: the named chunks the page rendered. */
export const RenderedChunksContext = createContext<Set<string> | null>(null);

function Ready({ box }: { box: React.RefObject<HTMLDivElement | null> }) {
  useEffect(() => box.current?.removeAttribute('data-loading'), [box]);
  return null;
}

export function lazyPage(chunk: string, load: () => Promise<ComponentType>): ComponentType {
  const Page = lazy(async () => ({ default: await load() }));
  function LazyPage() {
    useContext(RenderedChunksContext)?.add(chunk);
    const box = useRef<HTMLDivElement>(null);
    // `data-loading` goes once the page is interactive (tests wait for it, as for remote slots).
    return (
      <div ref={box} style={{ display: 'contents' }} data-loading="">
        <Suspense>
          <Page />
          <Ready box={box} />
        </Suspense>
      </div>
    );
  }
  LazyPage.displayName = `LazyPage(${chunk})`;
  return LazyPage;
}
