import { startTransition, StrictMode } from 'react';
import { APP_STARTED_ATTR } from '@manzil/contract';
// First, so the app's own stylesheets come after it in the extracted CSS (evaluating it costs nothing).
import '../styles/global.css';
import { keepEarlyClicks } from './earlyClick';

/**
 * Starting the app is three pieces of main-thread work: evaluating react-dom, evaluating the app's own
 * modules, and hydrating. Run back to back they were one task of about 60 ms on a fast laptop (four
 * times that on a mid-range phone), during which a tap waits. Between the pieces the browser gets the
 * thread back (a paint, an input event), so no piece blocks it for long.
 */
function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

async function start(container: HTMLElement): Promise<void> {
  // "eager": the modules stay in this chunk (no extra request); each import only evaluates them.
  const { createRoot, hydrateRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await yieldToBrowser();
  const [{ BrowserRouter }, { App }, { AppQueryProvider }, { CLIENT_ONLY }] = await Promise.all([
    import(/* webpackMode: "eager" */ 'react-router-dom'),
    import(/* webpackMode: "eager" */ './App'),
    import(/* webpackMode: "eager" */ './queryRoot'),
    import(/* webpackMode: "eager" */ '../shared/remotes/RemoteSlot'),
  ]);
  await yieldToBrowser();

  const app = (
    <StrictMode>
      <AppQueryProvider>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </AppQueryProvider>
    </StrictMode>
  );

  // The server rendered the page: attach to its markup. A remote that failed on the server renders
  // here instead (its slot was streamed empty), which React reports as recoverable. As a transition,
  // hydration works in slices and yields to the browser between them.
  // From here React takes the page's events (the loader stops keeping early taps), except in a part
  // whose code is still on its way: a press there is kept until that part is live.
  document.documentElement.setAttribute(APP_STARTED_ATTR, '');
  keepEarlyClicks();
  if (!container.firstElementChild) {
    createRoot(container).render(app);
    return;
  }
  startTransition(() => {
    hydrateRoot(container, app, {
      onRecoverableError: (error) => {
        // A staff screen is rendered in the browser by design.
        if ((error as { digest?: string }).digest === CLIENT_ONLY) return;
        const cause = (error as { cause?: unknown }).cause ?? error;
        console.warn(
          '[shell] a section is rendered in the browser:',
          cause instanceof Error ? cause.message : cause,
        );
      },
    });
  });
}

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
void start(container);
