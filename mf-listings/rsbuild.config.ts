import { remoteExposes } from '@manzil/contract';
import { createAppConfig } from '../rsbuild.shared';

export default createAppConfig({
  app: 'mf-listings',
  // Its pages (the page table), and the sections the shell's home and about pages place.
  exposes: remoteExposes('mf-listings', ['EmiratesSection', 'AgentTeam', 'RecentlyViewed']),
  extra: { server: { proxy: { '/api': 'http://127.0.0.1:3001' }, historyApiFallback: true } },
});
