/**
 * A page of the shell in its own chunk (the home page does not download it). On the server the
 * render notes the chunk, so the page's HTML links its stylesheet (`static/css/async/<chunk>.<hash>.css`)
 * and reads right without JavaScript; in the browser, hydrating the page waits for the chunk while
 * the server's markup stays on screen (marked `data-loading` until it is interactive).
 */
import { createContext, lazy, useContext, type ComponentType } from 'react';
import { SettlingSuspense } from '@manzil/ui';

/** Provided by the server renderer: the named chunks the page rendered. */
export const RenderedChunksContext = createContext<Set<string> | null>(null);

export function lazyPage(chunk: string, load: () => Promise<ComponentType>): ComponentType {
  const Page = lazy(async () => ({ default: await load() }));
  function LazyPage() {
    useContext(RenderedChunksContext)?.add(chunk);
    return (
      <SettlingSuspense>
        <Page />
      </SettlingSuspense>
    );
  }
  LazyPage.displayName = `LazyPage(${chunk})`;
  return LazyPage;
}
