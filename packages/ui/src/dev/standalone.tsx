/**
 * A remote's standalone development harness (its `src/app/bootstrap.tsx`): the design tokens, and the remote's
 * page, or its pages by path as the shell places them, under StrictMode and a browser router.
 */
import { isValidElement, StrictMode, type ReactElement, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import '../tokens.css';

export interface StandaloneOptions {
  /** Where any other path is redirected (no redirect unless set). */
  fallback?: string;
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
