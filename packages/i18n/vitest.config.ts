import { frontEndVitestConfig } from '../../vitest.shared';

export default frontEndVitestConfig({ test: { restoreMocks: true } });
