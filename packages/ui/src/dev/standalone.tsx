/**
 * A remote's standalone development harness (its `src/app/bootstrap.tsx`): the design tokens, and the remote's
 * page, or its pages by path as the shell places them, under StrictMode and a browser router. The language
 * is the path's (`/ar/...`, as the shell serves it) or `?lang=ar`'s, so a team sees its pages in Arabic alone.
 */
import { isValidElement, StrictMode, useEffect, type ReactElement, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import {
  isLocale,
  LOCALE_INFO,
  LOCALES,
  localePath,
  PAGE_IDS,
  PAGES,
  splitLocale,
  type AppPageModule,
  type Locale,
  type PageEntry,
} from '@manzil/contract';
import { LocaleProvider } from '@manzil/i18n';
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

/** The page's language and direction, from its path or `?lang=`, set on the document as the server does. */
function HarnessLocale({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const asked = new URLSearchParams(search).get('lang');
  const locale: Locale = isLocale(asked) ? asked : splitLocale(pathname).locale;
  useEffect(() => {
    document.documentElement.lang = LOCALE_INFO[locale].lang;
    document.documentElement.dir = LOCALE_INFO[locale].dir;
  }, [locale]);
  return <LocaleProvider locale={locale}>{children}</LocaleProvider>;
}

export function renderStandalone(
  content: ReactElement | Readonly<Record<string, ReactNode>>,
  { fallback }: StandaloneOptions = {},
): void {
  const page = isValidElement(content) ? (
    content
  ) : (
    <Routes>
      {LOCALES.flatMap((locale) =>
        Object.entries(content).map(([path, element]) => (
          <Route key={`${locale}${path}`} path={localePath(locale, path)} element={element} />
        )),
      )}
      {fallback && <Route path="*" element={<Navigate to={fallback} replace />} />}
    </Routes>
  );
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <BrowserRouter>
        <HarnessLocale>{page}</HarnessLocale>
      </BrowserRouter>
    </StrictMode>,
  );
}
