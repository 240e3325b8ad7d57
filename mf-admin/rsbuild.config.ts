import { createAppConfig } from '../rsbuild.shared';

export default createAppConfig({
  app: 'mf-admin',
  exposes: {
    './LoginPage': './src/features/auth/LoginPage.tsx',
    './ForgotPasswordPage': './src/features/auth/ForgotPasswordPage.tsx',
    './ResetPasswordPage': './src/features/auth/ResetPasswordPage.tsx',
    './AdminDashboard': './src/features/dashboard/AdminDashboard.tsx',
  },
  extra: { server: { proxy: { '/api': 'http://127.0.0.1:3001' }, historyApiFallback: true } },
});
