/**
 * The one vitest preset of every front-end workspace: jsdom, globals, jest-dom matchers, the MSW
 * server of `@manzil/api-client/testing`, CSS module class names as written, one timeout.
 */
import fs from 'node:fs';
import path from 'node:path';
import { defineConfig, mergeConfig, type ViteUserConfig } from 'vitest/config';

const TEST_FILE = /\.test\.tsx?$/;
const MOCKS_MODULES = /\bvi\.(do)?[mM]ock\(/;

/**
 * The test files under `src` that replace modules (`vi.mock`). A mock applies only to a fresh module
 * graph, so these run isolated; every other file of a worker shares one graph and one jsdom, which
 * cut the front ends' test CPU by about four fifths (setting up jsdom and importing React per file
 * was most of it).
 */
function filesThatMockModules(root: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (TEST_FILE.test(entry.name) && MOCKS_MODULES.test(fs.readFileSync(full, 'utf8')))
        found.push(path.relative(root, full).split(path.sep).join('/'));
    }
  };
  const src = path.join(root, 'src');
  if (fs.existsSync(src)) walk(src);
  return found;
}

const include = ['src/**/*.test.{ts,tsx}'];

const preset = (root: string): ViteUserConfig => {
  const isolated = filesThatMockModules(root);
  return defineConfig({
    test: {
      environment: 'jsdom',
      globals: true,
      // The machine is shared (2 cores, several agents): user-event flows and role queries over long
      // lists can take several seconds under load, far past vitest's 5 s default.
      testTimeout: 30_000,
      setupFiles: [path.join(import.meta.dirname, 'vitest.setup.ts')],
      css: { modules: { classNameStrategy: 'non-scoped' } },
      projects: [
        { extends: true, test: { name: 'shared', include, exclude: isolated, isolate: false } },
        ...(isolated.length
          ? [{ extends: true as const, test: { name: 'isolated', include: isolated } }]
          : []),
      ],
    },
  });
};

export const frontEndVitestConfig = (overrides: ViteUserConfig = {}): ViteUserConfig =>
  mergeConfig(preset(process.cwd()), overrides);
