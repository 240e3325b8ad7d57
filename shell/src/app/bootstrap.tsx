import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import '../styles/global.css';
import { App } from './App';
import { AppQueryProvider } from './queryRoot';
import { CLIENT_ONLY } from './remotes/RemoteSlot';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

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
// hydration works in slices and yields to the browser between them: a tap or a key press during it
// is answered without waiting for the whole page (no long task blocks the main thread).
if (container.firstElementChild)
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
else createRoot(container).render(app);
