/** Standalone development harness: the admin routes as the shell places them. */
import { renderStandalone } from '@manzil/ui/standalone';
import LoginPage from './exposes/LoginPage';
import ForgotPasswordPage from './exposes/ForgotPasswordPage';
import ResetPasswordPage from './exposes/ResetPasswordPage';
import AdminDashboard from './exposes/AdminDashboard';

renderStandalone(
  {
    '/login': <LoginPage />,
    '/forgot-password': <ForgotPasswordPage />,
    '/reset-password/:token': <ResetPasswordPage />,
    '/admin/dashboard': <AdminDashboard />,
  },
  { fallback: '/login' },
);
