/**
 * The route table of docs/glossary.md. Static paths are listed before the dynamic
 * /:cityName and /:cityName/:areaName so they win; react-router ranks them that way too.
 */
import { Route, Routes } from 'react-router-dom';
import { RemoteSlot } from './remotes/RemoteSlot';
import { HomePage } from '../features/home/HomePage';
import { ContactPage } from '../features/contact/ContactPage';
import { AboutPage } from '../features/about/AboutPage';
import { ComingSoonPage, NotFoundPage } from '../features/not-found/NotFoundPage';

const page = (remote: Parameters<typeof RemoteSlot>[0]['remote'], module: string) => (
  <RemoteSlot remote={remote} module={module} minHeight={600} />
);

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route path="/contact" element={<ContactPage />} />
      <Route path="/about" element={<AboutPage />} />
      <Route path="/find-my-agent" element={<ComingSoonPage title="Find My Agent" />} />
      <Route path="/floor-plans" element={<ComingSoonPage title="Floor Plans" />} />
      <Route path="/3dspace" element={page('mf-vr', 'VrPage')} />
      <Route path="/login" element={page('mf-admin', 'LoginPage')} />
      <Route path="/forgot-password" element={page('mf-admin', 'ForgotPasswordPage')} />
      <Route path="/reset-password/:token" element={page('mf-admin', 'ResetPasswordPage')} />
      <Route path="/admin/dashboard" element={page('mf-admin', 'AdminDashboard')} />
      <Route path="/admin/*" element={<NotFoundPage />} />
      <Route path="/dubai/sobha" element={page('mf-listings', 'SobhaPage')} />
      <Route path="/property/:propertySlug" element={page('mf-listings', 'PropertyPage')} />
      <Route path="/:cityName" element={page('mf-listings', 'CityPage')} />
      <Route path="/:cityName/:areaName" element={page('mf-listings', 'AreaPage')} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
