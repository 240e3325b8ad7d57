import { createAppConfig } from '../rsbuild.shared';

export default createAppConfig({
  app: 'mf-search',
  exposes: {
    './SearchPanel': './src/app/exposes/SearchPanel.tsx',
    './FeaturedListings': './src/app/exposes/FeaturedListings.tsx',
  },
  extra: {
    server: { proxy: { '/api': 'http://127.0.0.1:3001' }, historyApiFallback: true },
    // Class names carry this remote's prefix so they can never clash with the shell's or another remote's.
    output: { cssModules: { localIdentName: 'mfs-[local]-[hash:base64:6]' } },
  },
});
