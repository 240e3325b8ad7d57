/**
 * The route table of docs/glossary.md. Static paths are listed before the dynamic
 * /:cityName and /:cityName/:areaName so they win; react-router ranks them that way too.
 */
import type { ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { pageMetaQuery, useQuery } from '@manzil/api-client';
import { RemoteSlot } from './remotes/RemoteSlot';
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

const page = (remote: Parameters<typeof RemoteSlot>[0]['remote'], module: string) => (
  <RemoteSlot remote={remote} module={module} minHeight={600} clientOnly={remote === 'mf-admin'} />
);

/** The staff screens are drawn by the app alone: without JavaScript (or a sign-in form posted before
 * it started, answered as this page) the page says so instead of an endless placeholder. */
const staffPage = (module: string) => (
  <>
    <noscript>
      <p className={styles.noScript} role="alert">
        The staff area needs JavaScript. Turn JavaScript on in your browser, then reload this page to sign in.
      </p>
    </noscript>
    {page('mf-admin', module)}
  </>
);

/** A dynamic path the server knows is no page (no such emirate, area or agent) shows the site's not-found
 * page, on the server as in the browser, instead of the remote's view of a missing record. */
function UnlessNotFound({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const { data } = useQuery(pageMetaQuery(pathname));
  return data?.status === 404 ? <NotFoundPage /> : children;
}

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route path="/contact" element={<ContactPage />} />
      <Route path="/about" element={<AboutPage />} />
      <Route path="/find-my-agent" element={page('mf-listings', 'AgentsPage')} />
      <Route
        path="/find-my-agent/:agentSlug"
        element={<UnlessNotFound>{page('mf-listings', 'AgentPage')}</UnlessNotFound>}
      />
      <Route path="/floor-plans" element={page('mf-listings', 'FloorPlansPage')} />
      <Route path="/3dspace" element={page('mf-vr', 'VrPage')} />
      <Route path="/login" element={staffPage('LoginPage')} />
      <Route path="/forgot-password" element={staffPage('ForgotPasswordPage')} />
      <Route path="/reset-password/:token" element={staffPage('ResetPasswordPage')} />
      <Route path="/admin/dashboard" element={staffPage('AdminDashboard')} />
      <Route path="/admin/*" element={<NotFoundPage />} />
      <Route path="/dubai/sobha" element={page('mf-listings', 'SobhaPage')} />
      <Route path="/property/:propertySlug" element={page('mf-listings', 'PropertyPage')} />
      <Route path="/:cityName" element={<UnlessNotFound>{page('mf-listings', 'CityPage')}</UnlessNotFound>} />
      <Route
        path="/:cityName/:areaName"
        element={<UnlessNotFound>{page('mf-listings', 'AreaPage')}</UnlessNotFound>}
      />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
