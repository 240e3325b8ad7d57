import { remoteExposes } from '@manzil/contract';
import { createAppConfig } from '../rsbuild.shared';

export default createAppConfig({
  app: 'mf-admin',
  exposes: remoteExposes('mf-admin'),
  extra: { server: { proxy: { '/api': 'http://127.0.0.1:3001' }, historyApiFallback: true } },
});
