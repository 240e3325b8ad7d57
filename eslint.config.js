import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import cssModules from 'eslint-plugin-css-modules';
import globals from 'globals';
import fs from 'node:fs';
import manzil from './scripts/eslint-plugin-manzil.js';

/** What the shared router facade provides at runtime (rsbuild.router-facade.ts): importing anything
 * else from react-router would be undefined in the composed site, so lint refuses it. */
const facade = fs.readFileSync(new URL('./rsbuild.router-facade.ts', import.meta.url), 'utf8');
const ROUTER_API = /export \{([^}]*)\} from 'react-router-full'/
  .exec(facade)[1]
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean);
/** The same for TanStack Query (rsbuild.query-facade.ts). */
const QUERY_API = /export \{([^}]*)\} from 'tanstack-query-full'/
  .exec(fs.readFileSync(new URL('./rsbuild.query-facade.ts', import.meta.url), 'utf8'))[1]
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean);
const routerRule = (name) => ({
  name,
  allowImportNames: ROUTER_API,
  allowTypeImports: true,
  message: 'Only the router API in rsbuild.router-facade.ts is shared at runtime.',
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'e2e/.data/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'shell/public/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            routerRule('react-router'),
            routerRule('react-router-dom'),
            {
              name: '@tanstack/react-query',
              allowImportNames: QUERY_API,
              allowTypeImports: true,
              message: 'Only the TanStack Query API in rsbuild.query-facade.ts is shared at runtime.',
            },
          ],
        },
      ],
    },
  },
  {
    // Feedback is said in the page (toasts, inline alerts, an accessible confirmation dialog), never in
    // the browser's alert/confirm/prompt boxes, which block the page and cannot be styled or announced.
    files: ['shell/src/**', 'mf-*/src/**', 'packages/*/src/**'],
    rules: { 'no-alert': 'error' },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'css-modules': cssModules },
    rules: {
      // `styles.container` of a module without `.container` is undefined at runtime: an unstyled
      // section that type-checks and renders.
      'css-modules/no-undef-class': ['error', { camelCase: true }],
    },
  },
  {
    // Hooks live in .ts files too (useImportWhenNear, the stores' hooks): the rules check them there.
    files: ['shell/src/**/*.{ts,tsx}', 'mf-*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // No imports across apps, nor across the features of one app (scripts/eslint-plugin-manzil.js).
    files: ['shell/**/*.{ts,tsx}', 'mf-*/**/*.{ts,tsx}', 'api/**/*.ts'],
    ignores: [
      // Allowed: the staff panel is the screen that composes the admin's features (its tabs) and resets
      // their state on sign-out; it plays the part of app/ for them.
      'mf-admin/src/features/dashboard/**',
      // Allowed: the about page's test borrows the contact feature's site-settings fixture.
      'shell/src/features/about/AboutPage.test.tsx',
    ],
    plugins: { manzil },
    rules: { 'manzil/boundaries': 'error' },
  },
  {
    // The page table (packages/contract/src/pages/pages.ts) is the one place a page path is written: the router,
    // the page handler, its cache, the head, the sitemap, and every link and navigation of the apps name
    // pages from it (pagePath, withQuery).
    files: ['shell/src/**', 'mf-*/src/**', 'api/src/web/**'],
    // Tests and their helpers (src/test/, testing/) say the URLs they expect in words of their own.
    ignores: ['**/*.test.{ts,tsx}', '**/src/test/**', '**/testing/**'],
    plugins: { manzil },
    rules: { 'manzil/page-paths': 'error' },
  },
);
