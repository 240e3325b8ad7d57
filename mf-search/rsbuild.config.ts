import { remoteExposes } from '@manzil/contract';
import { createAppConfig } from '../rsbuild.shared';

export default createAppConfig({
  app: 'mf-search',
  // No page of its own: the sections the home page places.
  exposes: remoteExposes('mf-search', ['SearchPanel', 'FeaturedListings']),
  extra: {
    server: { proxy: { '/api': 'http://127.0.0.1:3001' }, historyApiFallback: true },
    // Class names carry this remote's prefix so they can never clash with the shell's or another remote's.
    output: { cssModules: { localIdentName: 'mfs-[local]-[hash:base64:6]' } },
  },
});
