import { createAppConfig } from '../rsbuild.shared';

export default createAppConfig({
  app: 'mf-admin',
  exposes: {
    './LoginPage': './src/app/exposes/LoginPage.tsx',
    './ForgotPasswordPage': './src/app/exposes/ForgotPasswordPage.tsx',
    './ResetPasswordPage': './src/app/exposes/ResetPasswordPage.tsx',
    './AdminDashboard': './src/app/exposes/AdminDashboard.tsx',
  },
  extra: { server: { proxy: { '/api': 'http://127.0.0.1:3001' }, historyApiFallback: true } },
});
