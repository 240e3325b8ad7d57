import { createAppConfig } from '../rsbuild.shared';

export default createAppConfig({
  app: 'shell',
  extra: {
    html: {
      template: './src/index.html',
    },
    server: {
      // In development the API (and /remotes.json pointing at the remotes' dev servers) runs on its own port.
      proxy: { '/api': 'http://127.0.0.1:3001', '/remotes.json': 'http://127.0.0.1:3001' },
      historyApiFallback: true,
    },
  },
});
