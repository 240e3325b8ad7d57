import { createAppConfig } from '../rsbuild.shared';

export default createAppConfig({
  app: 'mf-listings',
  exposes: {
    './EmiratesSection': './src/app/exposes/EmiratesSection.tsx',
    './CityPage': './src/app/exposes/CityPage.tsx',
    './AreaPage': './src/app/exposes/AreaPage.tsx',
    './SobhaPage': './src/app/exposes/SobhaPage.tsx',
    './PropertyPage': './src/app/exposes/PropertyPage.tsx',
    './AgentsPage': './src/app/exposes/AgentsPage.tsx',
    './AgentPage': './src/app/exposes/AgentPage.tsx',
    './AgentTeam': './src/app/exposes/AgentTeam.tsx',
    './FloorPlansPage': './src/app/exposes/FloorPlansPage.tsx',
    './SavedPage': './src/app/exposes/SavedPage.tsx',
    './ComparePage': './src/app/exposes/ComparePage.tsx',
  },
  extra: { server: { proxy: { '/api': 'http://127.0.0.1:3001' }, historyApiFallback: true } },
});
