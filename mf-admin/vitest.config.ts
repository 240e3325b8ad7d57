import { frontEndVitestConfig } from '../vitest.shared';

export default frontEndVitestConfig();
