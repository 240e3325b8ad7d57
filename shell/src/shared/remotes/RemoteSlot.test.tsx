/**
 * A deferred slot far below the fold keeps its server HTML, not hydrated, until it comes near the
 * screen. A navigation within the page (a search's query, a router transition) must commit without
 * waiting for it, and the slot must later hydrate against its HTML (rendered with the URL the page
 * was opened with) and then follow the router (RemoteSlot.tsx says how).
 */
import { act, type ComponentType } from 'react';
import { getByRole } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes, StaticRouter, useLocation, useNavigate } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RemoteSlot } from './RemoteSlot';
import { ServerSlotsContext, type ExposedModule, type ServerSlots } from './serverSlots';

const loadRemoteModule = vi.hoisted(() => vi.fn());
vi.mock('./remoteRegistry', () => ({ loadRemoteModule }));

const Section = () => <p>Our agents</p>;

/** A section that shows the URL it was rendered with, and moves within the page itself. */
function SearchedSection() {
  const { search } = useLocation();
  const navigate = useNavigate();
  return (
    <section>
      <p>Agents for {search || 'every search'}</p>
      <button type="button" onClick={() => navigate({ search: '?purpose=Buy' })}>
        Buy
      </button>
    </section>
  );
}

function Page({ module }: { module: string }) {
  const { search } = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <button type="button" onClick={() => navigate({ search: '?purpose=Rent' })}>
        Rent
      </button>
      <output>{search || 'no search'}</output>
      <RemoteSlot remote="mf-listings" module={module} deferUntilNearViewport />
    </>
  );
}
const page = (module: string) => (
  <Routes>
    <Route path="/" element={<Page module={module} />} />
  </Routes>
);

/** The server's slot loader, with the module already loaded (React's `use` reads it at once). */
function serverSlots(component: ComponentType): ServerSlots {
  const loaded = Object.assign(Promise.resolve<ExposedModule>({ default: component }), {
    status: 'fulfilled',
    value: { default: component },
  });
  return { load: () => loaded };
}

/** IntersectionObserver that reports "near" only when the test says so. */
function stubIntersectionObserver() {
  const callbacks: IntersectionObserverCallback[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback) {
        callbacks.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
  return {
    comeNear: () =>
      callbacks.forEach((callback) =>
        callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver),
      ),
  };
}

/** The page as the server sends it, then hydrated in the browser at '/'. */
async function serveAndHydrate(module: string, component: ComponentType) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <ServerSlotsContext value={serverSlots(component)}>
      <StaticRouter location="/">{page(module)}</StaticRouter>
    </ServerSlotsContext>,
  );
  document.body.append(container);
  const recoverableErrors: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(container, <MemoryRouter initialEntries={['/']}>{page(module)}</MemoryRouter>, {
      onRecoverableError: (error) => recoverableErrors.push(error),
    });
  });
  return { container, recoverableErrors };
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));
const click = (container: HTMLElement, name: string) =>
  act(async () => getByRole(container, 'button', { name }).click());

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  loadRemoteModule.mockReset();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('RemoteSlot', () => {
  it('lets a navigation within the page commit while a deferred slot has not hydrated', async () => {
    // The slot never comes near the screen: its code is never asked for.
    stubIntersectionObserver();
    const { container } = await serveAndHydrate('AgentTeam', Section);
    expect(container).toHaveTextContent('Our agents');

    await click(container, 'Rent');
    await settle();

    expect(container.querySelector('output')).toHaveTextContent('?purpose=Rent');
    // The server's HTML of the slot is still there, and its code was never fetched.
    expect(container).toHaveTextContent('Our agents');
    expect(container.querySelector('[data-remote-slot]')).toHaveAttribute('data-loading');
    expect(loadRemoteModule).not.toHaveBeenCalled();
  });

  it('hydrates the slot against its server HTML after such a navigation, then follows the router', async () => {
    const viewport = stubIntersectionObserver();
    loadRemoteModule.mockResolvedValue({ default: SearchedSection });
    const consoleError = vi.spyOn(console, 'error');
    const { container, recoverableErrors } = await serveAndHydrate('SearchedTeam', SearchedSection);
    const serverParagraph = container.querySelector('section p');
    expect(serverParagraph).toHaveTextContent('Agents for every search');

    await click(container, 'Rent');
    await settle();
    expect(container.querySelector('output')).toHaveTextContent('?purpose=Rent');
    expect(serverParagraph).toHaveTextContent('Agents for every search');
    expect(loadRemoteModule).not.toHaveBeenCalled();

    // The slot comes near the screen: its code arrives and its boundary hydrates.
    await act(async () => {
      viewport.comeNear();
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(loadRemoteModule).toHaveBeenCalledTimes(1);
    expect(container.querySelector('[data-remote-slot]')).not.toHaveAttribute('data-loading');
    // Hydrated, not rendered again: the server's element is kept, no mismatch was reported, and the
    // content now shows the page's URL.
    expect(container.querySelector('section p')).toBe(serverParagraph);
    expect(recoverableErrors).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    expect(serverParagraph).toHaveTextContent('Agents for ?purpose=Rent');

    // Routing inside the hydrated slot works, for the slot and for the page.
    await click(container, 'Buy');
    await settle();
    expect(serverParagraph).toHaveTextContent('Agents for ?purpose=Buy');
    expect(container.querySelector('output')).toHaveTextContent('?purpose=Buy');
  });
});
