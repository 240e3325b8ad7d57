/**
 * One factory for every app's rsbuild config: React, Module Federation 2 with the
 * shared singletons, `assetPrefix: 'auto'` (remotes are served under sub-paths and
 * from other origins), and each app's dev port.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { defineConfig, type RsbuildConfig, type RsbuildPlugin, type Rspack } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';

import APPS from './apps.json' with { type: 'json' };
import { FEDERATION_SDK_GLOBALS, federationName } from './packages/contract/src/render/federation';

/** Dev-server ports from apps.json; the composed site itself runs on the API server (PORT, default 3000). */
export const DEV_PORTS: Record<string, number> = {
  api: APPS.api.devPort,
  [APPS.host.name]: APPS.host.devPort,
  ...Object.fromEntries(Object.entries(APPS.remotes).map(([name, app]) => [name, app.devPort])),
};

export type AppName = typeof APPS.host.name | keyof typeof APPS.remotes;

/** Libraries that must exist once per page. react-router and react-router-dom are both
 * listed: sharing only one breaks a remote that imports the other. @manzil/i18n holds the page's
 * language (a React context the shell provides and every remote reads). */
const SINGLETONS = ['react', 'react-dom', 'zustand', 'axios', '@manzil/i18n'];

/** The installed version of a package (one version per repository: see scripts/check-versions.mjs). */
const installedVersion = (name: string): string =>
  (
    JSON.parse(
      fs.readFileSync(path.join(import.meta.dirname, 'node_modules', name, 'package.json'), 'utf8'),
    ) as { version: string }
  ).version;

/** A shared library as every app declares it: one copy per page, and a remote built against another
 * major version is told so by the federation runtime instead of silently running on it. */
const singleton = (name: string, extra: { import?: string } = {}) => {
  const version = installedVersion(name);
  return { singleton: true, requiredVersion: `^${version}`, version, ...extra };
};

/**
 * The facades are imported by alias, never by file path: the federation plugin writes a share's
 * `import` into the public bundles, and a path would publish the build machine's folders.
 */
const FACADES = {
  'manzil-router-facade': path.join(import.meta.dirname, 'rsbuild.router-facade.ts'),
  'manzil-query-facade': path.join(import.meta.dirname, 'rsbuild.query-facade.ts'),
};

/** Both router share keys are provided by one lean facade (see rsbuild.router-facade.ts). */
const routerShare = singleton('react-router', { import: 'manzil-router-facade' });

/** TanStack Query is shared (downloaded once per page) through a lean facade (rsbuild.query-facade.ts). */
const queryShare = singleton('@tanstack/react-query', { import: 'manzil-query-facade' });

const TEXT_ASSET = /\.(js|css|html|json|svg)$/;

/** Writes .br and .gz siblings of text assets after a production build, so the server sends
 * precompressed files instead of compressing on every request. */
const pluginPrecompress = (): RsbuildPlugin => ({
  name: 'manzil:precompress',
  setup(api) {
    api.onAfterBuild(() => {
      const dist = api.context.distPath;
      for (const entry of fs.readdirSync(dist, { withFileTypes: true, recursive: true })) {
        if (!entry.isFile() || !TEXT_ASSET.test(entry.name)) continue;
        const file = path.join(entry.parentPath, entry.name);
        // Server builds are read by a server (from disk, or once per deploy over HTTP).
        if (path.relative(dist, file).startsWith(`${SERVER_DIR}${path.sep}`)) continue;
        const body = fs.readFileSync(file);
        if (body.length < 1024) continue;
        const quality = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } };
        fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(body, quality));
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: 9 }));
      }
    });
  },
});

/** Files of a dist/ that no visitor is given (the API answers 404): server builds and build stats. */
const isPrivateBuildFile = (relative: string): boolean =>
  relative.startsWith(`${SERVER_DIR}${path.sep}`) || path.basename(relative) === 'mf-stats.json';

/**
 * The scripts a page starts with: the shell's entry, its start libraries and app chunk, a page's chunk,
 * a remote's container and exposed modules, and every chunk of the apps' own code (components and their
 * helpers, which run as the page hydrates). Nearly every function in them runs while the page starts,
 * so V8 is told to compile them all while the file streams in, on a background thread (the
 * `allFunctionsCalledOnLoad` compile hint, Chrome 136+), instead of one by one on the main thread at
 * first call, inside the tasks that hydrate the page (200-300 ms of main-thread compiling in a trace of
 * a page's start, 40-70 ms with the hint). A library chunk (the map, the admin's tables, a remote's own
 * copy of a shared library) stays lazy: a page calls a part of it, later. Written after minification,
 * so it is the file's first line, as V8 requires, and before the content hash is taken.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
const STARTUP_CHUNK = /^(?:index|lib-start|lib-i18n|app|page-[\w-]+|mf_\w+|__federation_expose_\w+)$/;
/** A chunk of the apps' own code: less than a quarter of its bytes from third-party packages (a small
 * runtime such as react/jsx-runtime rides along with components). */
function isOwnCode(modules: Rspack.Module[]): boolean {
  let total = 0;
  let thirdParty = 0;
  for (const module of modules) {
    const size = module.size();
    total += size;
    if (/[\\/]node_modules[\\/]/.test(module.nameForCondition() ?? '')) thirdParty += size;
  }
  return total > 0 && thirdParty < total / 4;
}
const pluginCompileHints = (): RsbuildPlugin => ({
  name: 'manzil:compile-hints',
  setup(api) {
    api.modifyRspackConfig((config, { rspack, environment, isProd }) => {
      if (environment.name !== 'web' || !isProd) return;
      (config.plugins ??= []).push({
        apply(compiler: Rspack.Compiler) {
          compiler.hooks.thisCompilation.tap('manzil:compile-hints', (compilation) => {
            const stage = rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1;
            compilation.hooks.processAssets.tap({ name: 'manzil:compile-hints', stage }, () => {
              for (const chunk of compilation.chunks) {
                if (
                  !STARTUP_CHUNK.test(chunk.name ?? '') &&
                  !isOwnCode(compilation.chunkGraph.getChunkModules(chunk))
                )
                  continue;
                for (const file of chunk.files)
                  if (file.endsWith('.js'))
                    compilation.updateAsset(
                      file,
                      (source) => new rspack.sources.ConcatSource(COMPILE_HINT, source),
                    );
              }
            });
          });
        },
      });
    });
  },
});

/**
 * Fails the build when a public file names a folder of the build machine (the repository's absolute
 * path, e.g. a share's `import` or a module id): it tells visitors where and by whom the site is built.
 */
const pluginNoBuildPaths = (): RsbuildPlugin => ({
  name: 'manzil:no-build-paths',
  setup(api) {
    api.onAfterBuild(() => {
      const dist = api.context.distPath;
      const roots = [...new Set([import.meta.dirname, fs.realpathSync(import.meta.dirname)])];
      const leaks: string[] = [];
      for (const entry of fs.readdirSync(dist, { withFileTypes: true, recursive: true })) {
        if (!entry.isFile() || !TEXT_ASSET.test(entry.name)) continue;
        const file = path.join(entry.parentPath, entry.name);
        if (isPrivateBuildFile(path.relative(dist, file))) continue;
        const text = fs.readFileSync(file, 'utf8');
        for (const root of roots)
          if (text.includes(root)) leaks.push(`${path.relative(dist, file)} names ${root}`);
      }
      if (leaks.length)
        throw new Error(`public build files name the build machine's folders:\n  ${leaks.join('\n  ')}`);
    });
  },
});

export interface AppOptions {
  app: AppName;
  /** Modules a remote exposes, e.g. `{ './VrPage': './src/features/vr/VrPage.tsx' }`. */
  exposes?: Record<string, string>;
  /** Extra rsbuild settings for this app (merged shallowly; environments are set here). */
  extra?: RsbuildConfig;
}

/** Where each app's server build lands, under its dist/: the remotes' copies are fetched by the
 * server that renders the page, exactly as browsers fetch their web builds. */
export const SERVER_DIR = 'server';

/** Names the server entry in the browser manifest (`metaData.ssrRemoteEntry`), relative to the
 * manifest's own URL: the Module Federation runtime on Node then loads the server build from wherever
 * /remotes.json says the remote lives, with no second URL to configure. */
const pluginServerEntryInManifest = (): RsbuildPlugin => ({
  name: 'manzil:server-entry-in-manifest',
  setup(api) {
    api.onAfterBuild(() => {
      type Manifest = { metaData: Record<string, unknown> & { remoteEntry: { name: string } } };
      const read = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
      const file = path.join(api.context.distPath, 'mf-manifest.json');
      const serverFile = path.join(api.context.distPath, SERVER_DIR, 'mf-manifest.json');
      if (!fs.existsSync(file) || !fs.existsSync(serverFile)) return;
      const manifest = read(file);
      const serverEntry = read(serverFile).metaData.remoteEntry.name;
      manifest.metaData.ssrRemoteEntry = { name: serverEntry, path: SERVER_DIR, type: 'commonjs-module' };
      delete manifest.metaData.ssrPublicPath;
      fs.writeFileSync(file, JSON.stringify(manifest, null, 2));
      for (const ext of ['.br', '.gz']) fs.rmSync(`${file}${ext}`, { force: true });
    });
  },
});

/** The server build is CommonJS: its folder says so, so that Node loads it as such under an app whose
 * package is an ES module (the page renderer requires the shell's; tools and tests may too). */
const pluginCommonJsServerBuild = (): RsbuildPlugin => ({
  name: 'manzil:commonjs-server-build',
  setup(api) {
    api.onAfterBuild(() => {
      const dir = path.join(api.context.distPath, SERVER_DIR);
      if (fs.existsSync(dir)) fs.writeFileSync(path.join(dir, 'package.json'), '{ "type": "commonjs" }\n');
    });
  },
});

export function createAppConfig({ app, exposes, extra = {} }: AppOptions): RsbuildConfig {
  const isHost = app === APPS.host.name;
  const port = DEV_PORTS[app];
  const isProduction = process.env.NODE_ENV === 'production';
  const shared: Record<string, ReturnType<typeof singleton>> = {
    ...Object.fromEntries(SINGLETONS.map((lib) => [lib, singleton(lib)])),
    // The subpath form, so that react-dom/client (and react-dom/server) are shared too.
    'react-dom/': singleton('react-dom'),
    'react-router': routerShare,
    'react-router-dom': routerShare,
    '@tanstack/react-query': queryShare,
  };
  const federation = {
    name: federationName(app),
    exposes,
    // Remotes are registered at runtime from /remotes.json, never at build time.
    remotes: {},
    shareStrategy: 'loaded-first' as const,
    dts: false,
  };
  const config: RsbuildConfig = {
    ...extra,
    plugins: [
      pluginReact(),
      pluginModuleFederation(
        {
          ...federation,
          shared,
          // Production: one copy of the federation runtime per page. The shell provides it and each
          // remote entry borrows it instead of bundling its own (~30 KB gzip per remote). Development
          // keeps the bundled runtime so a remote's own dev page still runs without the shell.
          // `target: 'web'` leaves the runtime's Node code paths out of the browser's files (the shell's
          // entry and each remote's: 3.4 KB brotli less on a page with one remote).
          experiments: isProduction
            ? {
                ...(isHost ? { provideExternalRuntime: true } : { externalRuntime: true }),
                optimization: { target: 'web' as const },
              }
            : undefined,
        },
        { environment: 'web' },
      ),
      // The server build: the same modules for Node (CommonJS, chunks fetched over HTTP by the
      // federation runtime's node plugin). A remote never brings its own React: rendering must use
      // the renderer's one copy.
      pluginModuleFederation(
        {
          ...federation,
          shared: isHost
            ? shared
            : {
                ...shared,
                ...Object.fromEntries(
                  ['react', 'react-dom', 'react-dom/'].map((key) => [
                    key,
                    { ...shared[key], import: false as const },
                  ]),
                ),
              },
        },
        { target: 'node', environment: 'node' },
      ),
      pluginCompileHints(),
      pluginPrecompress(),
      pluginServerEntryInManifest(),
      pluginCommonJsServerBuild(),
      pluginNoBuildPaths(),
      ...(extra.plugins ?? []),
    ],
    resolve: {
      ...extra.resolve,
      // The facade's own import of the real package (a name the share keys do not match).
      alias: {
        ...Object.fromEntries(Object.entries(FACADES).map(([name, file]) => [`${name}$`, file])),
        'react-router-full$': path.join(import.meta.dirname, 'node_modules/react-router'),
        'tanstack-query-full$': path.join(import.meta.dirname, 'node_modules/@tanstack/react-query'),
      },
    },
    html: {
      title: 'Manzil',
      ...extra.html,
    },
    output: {
      cleanDistPath: true,
      ...extra.output,
    },
    environments: {
      web: {
        source: { entry: { index: './src/index.ts' } },
        output: {
          target: 'web',
          // The host's index.html is served for deep links (/admin/x): its scripts need absolute paths.
          // Remotes are served under sub-paths and other origins: 'auto' resolves chunks from their entry.
          assetPrefix: isHost ? '/' : 'auto',
          // Production: a remote's entry takes the federation SDK and its error texts from the shell
          // (shell/src/shared/remotes/provideFederationSdk.ts), like the runtime core: ~5 KB gzip less per
          // remote on a page. Development keeps them bundled so a remote still runs standalone.
          externals:
            !isHost && isProduction
              ? Object.fromEntries(
                  Object.entries(FEDERATION_SDK_GLOBALS).map(([lib, global]) => [lib, `global ${global}`]),
                )
              : undefined,
        },
        // The shell hands the remotes the very files its own runtime runs (their CommonJS builds), so
        // providing them adds no second copy.
        resolve: isHost
          ? {
              alias: Object.fromEntries(
                Object.keys(FEDERATION_SDK_GLOBALS).map((lib) => [
                  `${lib}$`,
                  path.join(import.meta.dirname, 'node_modules', lib, 'dist/index.cjs'),
                ]),
              ),
            }
          : undefined,
      },
      node: {
        // The shell's server entry renders pages; a remote's server build is only its container.
        source: { entry: isHost ? { index: './src/server.ts' } : {} },
        output: {
          target: 'node',
          distPath: { root: `dist/${SERVER_DIR}` },
          // Hashed chunk names: a server holding an old entry never mixes it with new chunks.
          filename: { js: isHost ? '[name].js' : '[name].[contenthash:8].js' },
          assetPrefix: isHost ? '/' : 'auto',
          minify: false,
        },
        tools: {
          rspack: (config) => {
            // A remote's server build is its federation container alone (the plugin adds that entry).
            if (!isHost) config.entry = {};
            // A module that threw while loading throws its own error again on the next require,
            // not a confusing "cannot access before initialization".
            config.output = { ...config.output, strictModuleExceptionHandling: true };
          },
        },
      },
    },
    server: {
      port,
      strictPort: true,
      // Remotes are fetched cross-origin by the shell in development.
      cors: isHost ? undefined : { origin: '*' },
      ...extra.server,
    },
    dev: {
      assetPrefix: isHost ? '/' : 'auto',
      ...extra.dev,
    },
    performance: {
      chunkSplit: { strategy: 'split-by-experience' },
      ...extra.performance,
    },
  };
  return defineConfig(config) as RsbuildConfig;
}
