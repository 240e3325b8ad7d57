import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Suites start their own servers and data directories; keep them off each other's toes.
    fileParallelism: false,
  },
});
