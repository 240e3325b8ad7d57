/** Standalone development harness: the admin routes as the shell places them (from the page table). */
import { pagePath } from '@manzil/contract';
import { pageRoutes, renderStandalone } from '@manzil/ui/standalone';
import LoginPage from './exposes/LoginPage';
import ForgotPasswordPage from './exposes/ForgotPasswordPage';
import ResetPasswordPage from './exposes/ResetPasswordPage';
import AdminDashboard from './exposes/AdminDashboard';

renderStandalone(
  pageRoutes('mf-admin', {
    LoginPage: <LoginPage />,
    ForgotPasswordPage: <ForgotPasswordPage />,
    ResetPasswordPage: <ResetPasswordPage />,
    AdminDashboard: <AdminDashboard />,
  }),
  { fallback: pagePath('login') },
);
