import { createAppConfig } from '../rsbuild.shared';

export default createAppConfig({
  app: 'mf-listings',
  exposes: {
    './EmiratesSection': './src/features/emirates/EmiratesSection.tsx',
    './CityPage': './src/features/city/CityPage.tsx',
    './AreaPage': './src/features/area/AreaPage.tsx',
    './SobhaPage': './src/features/sobha/SobhaPage.tsx',
    './PropertyPage': './src/features/property/PropertyPage.tsx',
  },
  extra: { server: { proxy: { '/api': 'http://127.0.0.1:3001' }, historyApiFallback: true } },
});
