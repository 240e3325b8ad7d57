/**
 * The shell's router, made from the page table (@manzil/contract's PAGES): one route per entry, in its
 * order. A remote's page is its slot; a shell page is its component below, named by the entry's module.
 * Adding a page is one entry in the table plus its component (docs/architecture.md).
 */
import type { ComponentType, ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { pageMetaQuery, useQuery } from '@manzil/api-client';
import {
  LOCALE_INFO,
  LOCALES,
  PAGE_IDS,
  PAGES,
  type PageEntry,
  type ShellPageModule,
} from '@manzil/contract';
import { RemoteSlot } from '../shared/remotes/RemoteSlot';
import type { RemoteName } from '../shared/remotes/remoteRegistry';
import { lazyPage } from './lazyPage';
import styles from './App.module.css';
import { HomePage } from '../features/home/HomePage';
import { NotFoundPage } from '../features/not-found/NotFoundPage';

// Pages other than the landing page are their own chunks: the home page does not download them.
const ContactPage = lazyPage(
  'page-contact',
  async () =>
    (await import(/* webpackChunkName: "page-contact" */ '../features/contact/ContactPage')).ContactPage,
);
const AboutPage = lazyPage(
  'page-about',
  async () => (await import(/* webpackChunkName: "page-about" */ '../features/about/AboutPage')).AboutPage,
);
const PrivacyPage = lazyPage(
  'page-privacy',
  async () =>
    (await import(/* webpackChunkName: "page-privacy" */ '../features/privacy/PrivacyPage')).PrivacyPage,
);
const AlertConfirmPage = lazyPage(
  'page-alert',
  async () =>
    (await import(/* webpackChunkName: "page-alert" */ '../features/alerts/AlertLinkPage')).AlertConfirmPage,
);
const AlertUnsubscribePage = lazyPage(
  'page-alert',
  async () =>
    (await import(/* webpackChunkName: "page-alert" */ '../features/alerts/AlertLinkPage'))
      .AlertUnsubscribePage,
);

/** The shell's pages by the name the table gives them: an entry without its component does not type-check. */
const SHELL_PAGES: Record<ShellPageModule, ComponentType> = {
  HomePage,
  ContactPage,
  AboutPage,
  PrivacyPage,
  AlertConfirmPage,
  AlertUnsubscribePage,
  NotFoundPage,
};

const slot = (remote: RemoteName, module: string, ssr: boolean) => (
  <RemoteSlot remote={remote} module={module} minHeight={600} clientOnly={!ssr} />
);

/** The staff screens are drawn by the app alone: without JavaScript (or a sign-in form posted before
 * it started, answered as this page) the page says so instead of an endless placeholder. */
const staffPage = (module: string, ssr: boolean) => (
  <>
    <noscript>
      <p className={styles.noScript} role="alert">
        The staff area needs JavaScript. Turn JavaScript on in your browser, then reload this page to sign in.
      </p>
    </noscript>
    {slot('mf-admin', module, ssr)}
  </>
);

/** A dynamic path the server knows is no page (no such emirate, area or agent) shows the site's not-found
 * page, on the server as in the browser, instead of the remote's view of a missing record. */
function UnlessNotFound({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const { data } = useQuery(pageMetaQuery(pathname));
  return data?.status === 404 ? <NotFoundPage /> : children;
}

function pageElement(entry: PageEntry): ReactNode {
  const Page = entry.app === 'shell' ? SHELL_PAGES[entry.module as ShellPageModule] : undefined;
  const view = Page ? (
    <Page />
  ) : entry.app === 'mf-admin' ? (
    staffPage(entry.module, entry.ssr)
  ) : (
    slot(entry.app as RemoteName, entry.module, entry.ssr)
  );
  return entry.knownOnly ? <UnlessNotFound>{view}</UnlessNotFound> : view;
}

/** One route per entry and language: a localized page is also served under each language's prefix
 * (its English path first, so the table's order holds within each language). */
const ROUTES = LOCALES.flatMap((locale) =>
  PAGE_IDS.filter((id) => !LOCALE_INFO[locale].prefix || PAGES[id].localized).map((id) => {
    const { prefix } = LOCALE_INFO[locale];
    const path = PAGES[id].path;
    return (
      <Route
        key={`${locale}:${id}`}
        path={!prefix ? path : path === '/' ? prefix : `${prefix}/${path.replace(/^\//, '')}`}
        element={pageElement(PAGES[id])}
      />
    );
  }),
);

export function AppRoutes() {
  return <Routes>{ROUTES}</Routes>;
}
