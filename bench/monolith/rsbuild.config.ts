/**
 * The benchmark's monolith (bench/ssr-composition.ts): the shell's server renderer and the remotes'
 * exposed pages in ONE Node bundle, without Module Federation, so that the composed render can be
 * compared with the same page rendered without composition. Never part of `npm run build`: the
 * benchmark builds it into bench/monolith/dist/ (git-ignored) when it is missing or stale.
 *
 * What must match the real builds (rsbuild.shared.ts and each app's rsbuild.config.ts) so that the
 * markup is comparable:
 *  - the router and TanStack Query are the facades every app gets at runtime (rsbuild.router-facade.ts,
 *    rsbuild.query-facade.ts), here by alias instead of by share key;
 *  - CSS-module class names: each app's own `localIdentName`, hashed from the file's path relative to
 *    that app's folder, as each app's build does (mf-search prefixes `mfs-`; the others use rsbuild's
 *    production default). @manzil/ui's classes come out the same too: its path relative to any app's
 *    folder is the same (`../packages/ui/…`);
 *  - a Node target, CommonJS, production mode, not minified (as the shell's server build).
 * `shell/src/server/remotes.ts` (the federation runtime's loader) is replaced by ./src/no-federation.ts.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig, rspack } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

/** rsbuild's production default, which every app but mf-search keeps. */
const DEFAULT_IDENT = '[local]-[hash:base64:6]';
const APP_IDENTS: { dir: string; localIdentName: string }[] = [
  { dir: 'mf-search', localIdentName: 'mfs-[local]-[hash:base64:6]' },
  { dir: 'mf-listings', localIdentName: DEFAULT_IDENT },
  { dir: 'mf-vr', localIdentName: DEFAULT_IDENT },
  { dir: 'mf-admin', localIdentName: DEFAULT_IDENT },
].map((app) => ({ ...app, dir: path.join(ROOT, app.dir) }));
const SHELL = { dir: path.join(ROOT, 'shell'), localIdentName: DEFAULT_IDENT };

type GetLocalIdent = (
  loaderContext: { resourcePath: string },
  localIdentName: string,
  localName: string,
  options: Record<string, unknown> & { context: string },
) => string;

/** css-loader's own naming function (rsbuild bundles css-loader; this is its documented export). */
const defaultGetLocalIdent = createRequire(import.meta.url)(
  path.join(
    path.dirname(createRequire(import.meta.url).resolve('@rsbuild/core')),
    '..',
    'compiled',
    'css-loader',
  ),
).defaultGetLocalIdent as GetLocalIdent;

/** css-loader passes the options as a fourth argument (rsbuild's type declares three). */
const getLocalIdent = (
  loaderContext: { resourcePath: string },
  _name: string,
  localName: string,
  options?: Parameters<GetLocalIdent>[3],
): string => {
  if (!options) throw new Error('css-loader called getLocalIdent without its options');
  const app =
    APP_IDENTS.find(({ dir }) => loaderContext.resourcePath.startsWith(`${dir}${path.sep}`)) ?? SHELL;
  // css-loader fills in `[local]` only when it named the class itself.
  return defaultGetLocalIdent(loaderContext, app.localIdentName, localName, {
    ...options,
    context: app.dir,
  }).replace(/\[local\]/gi, localName);
};

export default defineConfig({
  mode: 'production',
  root: import.meta.dirname,
  plugins: [pluginReact()],
  source: { entry: { index: './src/index.ts' } },
  resolve: {
    alias: {
      'react-router$': path.join(ROOT, 'rsbuild.router-facade.ts'),
      'react-router-dom$': path.join(ROOT, 'rsbuild.router-facade.ts'),
      '@tanstack/react-query$': path.join(ROOT, 'rsbuild.query-facade.ts'),
      'react-router-full$': path.join(ROOT, 'node_modules/react-router'),
      'tanstack-query-full$': path.join(ROOT, 'node_modules/@tanstack/react-query'),
    },
  },
  output: {
    target: 'node',
    distPath: { root: 'dist' },
    filename: { js: '[name].js' },
    cleanDistPath: true,
    minify: false,
    cssModules: { localIdentName: DEFAULT_IDENT },
  },
  tools: {
    cssLoader: { modules: { getLocalIdent } },
    rspack: {
      plugins: [
        new rspack.NormalModuleReplacementPlugin(
          /shell[\\/]src[\\/]server[\\/]remotes\.ts$/,
          path.join(import.meta.dirname, 'src', 'no-federation.ts'),
        ),
      ],
    },
  },
});
