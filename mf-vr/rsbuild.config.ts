import { createAppConfig } from '../rsbuild.shared';

export default createAppConfig({
  app: 'mf-vr',
  exposes: { './VrPage': './src/app/exposes/VrPage.tsx' },
  extra: { server: { proxy: { '/api': 'http://127.0.0.1:3001' }, historyApiFallback: true } },
});
