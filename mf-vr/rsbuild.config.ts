import { remoteExposes } from '@manzil/contract';
import { createAppConfig } from '../rsbuild.shared';

export default createAppConfig({
  app: 'mf-vr',
  exposes: remoteExposes('mf-vr'),
  extra: { server: { proxy: { '/api': 'http://127.0.0.1:3001' }, historyApiFallback: true } },
});
