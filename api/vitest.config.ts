import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Suites start their own servers and databases; keep them off each other's toes.
    fileParallelism: false,
    // `npm test` runs the two as separate items beside the other workspaces' suites.
    projects: [
      { extends: true, test: { name: 'in-process', include: ['src/**/*.test.ts'] } },
      // The real server started as child processes (crash, restart, shutdown): mostly waiting.
      {
        extends: true,
        test: { name: 'processes', include: ['test/**/*.test.ts'], exclude: ['test/built/**'] },
      },
      // Over the built site (after `npm run build`): pages rendered by the real shell and remotes.
      { extends: true, test: { name: 'built', include: ['test/built/**/*.test.ts'] } },
    ],
  },
});
