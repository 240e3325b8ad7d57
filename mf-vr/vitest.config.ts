import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['../vitest.setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // The machine is shared; user-event typing can be slow under load.
    testTimeout: 20_000,
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
});
