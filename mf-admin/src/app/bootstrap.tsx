/** Standalone development harness: the admin routes as the shell places them (from the page table). */
import { pagePath } from '@manzil/contract';
import { pageRoutes, renderStandalone } from '@manzil/ui/standalone';
import LoginPage from './exposes/LoginPage';
import ForgotPasswordPage from './exposes/ForgotPasswordPage';
import ResetPasswordPage from './exposes/ResetPasswordPage';
import AdminDashboard from './exposes/AdminDashboard';
import AdminListingsPage from './exposes/AdminListingsPage';
import AdminLeadsPage from './exposes/AdminLeadsPage';
import AdminAgentsPage from './exposes/AdminAgentsPage';
import AdminAreasPage from './exposes/AdminAreasPage';
import AdminAuditPage from './exposes/AdminAuditPage';
import AdminReportsPage from './exposes/AdminReportsPage';
import AdminUsersPage from './exposes/AdminUsersPage';
import AdminCurrencyRatesPage from './exposes/AdminCurrencyRatesPage';

renderStandalone(
  pageRoutes('mf-admin', {
    LoginPage: <LoginPage />,
    ForgotPasswordPage: <ForgotPasswordPage />,
    ResetPasswordPage: <ResetPasswordPage />,
    AdminDashboard: <AdminDashboard />,
    AdminListingsPage: <AdminListingsPage />,
    AdminLeadsPage: <AdminLeadsPage />,
    AdminAgentsPage: <AdminAgentsPage />,
    AdminAreasPage: <AdminAreasPage />,
    AdminAuditPage: <AdminAuditPage />,
    AdminReportsPage: <AdminReportsPage />,
    AdminUsersPage: <AdminUsersPage />,
    AdminCurrencyRatesPage: <AdminCurrencyRatesPage />,
  }),
  { fallback: pagePath('login') },
);
