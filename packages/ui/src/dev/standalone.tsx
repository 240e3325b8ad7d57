/**
 * A remote's standalone development harness (its `src/app/bootstrap.tsx`): the design tokens, and the remote's
 * page, or its pages by path as the shell places them, under StrictMode and a browser router.
 */
import { isValidElement, StrictMode, type ReactElement, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { PAGE_IDS, PAGES, type AppPageModule, type PageEntry } from '@manzil/contract';
import '../tokens.css';

export interface StandaloneOptions {
  /** Where any other path is redirected (no redirect unless set). */
  fallback?: string;
}

/**
 * The pages of an app by path, as the shell places them: one route per entry of the page table the app
 * renders, at the table's path pattern, showing the element given for the entry's module (an app's page
 * missing here does not type-check).
 */
export function pageRoutes<App extends PageEntry['app']>(
  app: App,
  modules: Readonly<Record<AppPageModule<App>, ReactNode>>,
): Record<string, ReactNode> {
  return Object.fromEntries(
    PAGE_IDS.filter((id) => PAGES[id].app === app).map((id) => [
      PAGES[id].path,
      modules[PAGES[id].module as AppPageModule<App>],
    ]),
  );
}

export function renderStandalone(
  content: ReactElement | Readonly<Record<string, ReactNode>>,
  { fallback }: StandaloneOptions = {},
): void {
  const page = isValidElement(content) ? (
    content
  ) : (
    <Routes>
      {Object.entries(content).map(([path, element]) => (
        <Route key={path} path={path} element={element} />
      ))}
      {fallback && <Route path="*" element={<Navigate to={fallback} replace />} />}
    </Routes>
  );
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <BrowserRouter>{page}</BrowserRouter>
    </StrictMode>,
  );
}
