/**
 * The one vitest preset of every front-end workspace: jsdom, globals, jest-dom matchers, the MSW
 * server of `@manzil/api-client/testing`, CSS module class names as written, one timeout.
 */
import path from 'node:path';
import { defineConfig, mergeConfig, type ViteUserConfig } from 'vitest/config';

const preset = defineConfig({
  test: {
    environment: 'jsdom',
    globals: true,
    // The machine is shared (2 cores, several agents): user-event flows and role queries over long
    // lists can take several seconds under load, far past vitest's 5 s default.
    testTimeout: 30_000,
    setupFiles: [path.join(import.meta.dirname, 'vitest.setup.ts')],
    include: ['src/**/*.test.{ts,tsx}'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
});

export const frontEndVitestConfig = (overrides: ViteUserConfig = {}): ViteUserConfig =>
  mergeConfig(preset, overrides);
