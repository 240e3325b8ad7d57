import type { HtmlTag, ModifyHTMLTagsContext, RsbuildPlugin } from '@rsbuild/core';
import {
  BUILD_PRELOADS_ID,
  ENTRY_SCRIPTS_ID,
  FIRST_VIEW_LOADER,
  jsonForScript,
  PAGE_FOOTER_ID,
  REMOTES_CONFIG_PATH,
} from '@manzil/contract';
import { createAppConfig } from '../rsbuild.shared';

/** The entry scripts become a list that FIRST_VIEW_LOADER starts once the first view has painted. */
function startAfterFirstView(tags: HtmlTag[]): HtmlTag[] {
  const isEntry = (tag: HtmlTag) => tag.tag === 'script' && typeof tag.attrs?.src === 'string';
  const sources = tags.filter(isEntry).map((tag) => tag.attrs!.src as string);
  return [
    ...tags.filter((tag) => !isEntry(tag)),
    {
      tag: 'script',
      attrs: { type: 'application/json', id: ENTRY_SCRIPTS_ID },
      children: jsonForScript(sources),
      head: false,
    },
    { tag: 'script', children: FIRST_VIEW_LOADER, head: false },
  ];
}

/**
 * The first paint waits until the parser has reached the server-rendered page's footer (on a page
 * rendered in the browser, the end of the document): the page is laid out and painted once, whole,
 * rather than once per chunk the parser yields, each repeat a long task after the first paint while
 * the visitor may already tap (docs/decisions/0006-paint-the-page-once.md). Chromium unblocks on the
 * element's start tag, hence the footer rather than `<main>`.
 */
const PAINT_WHOLE_PAGE: HtmlTag = {
  tag: 'link',
  attrs: { rel: 'expect', href: `#${PAGE_FOOTER_ID}`, blocking: 'render' },
  head: true,
  // As written: a fragment of this document (with the asset prefix it would name another page's).
  publicPath: false,
};

type Compilation = ModifyHTMLTagsContext['compilation'];
type ChunkGroup = Compilation['chunkGroups'][number];

const SHARED = /^(consume|provide) shared module \([^)]*\) (.+?)@/;

/** The share key of a chunk group's shared module (`react-dom/client`), where it provides one. */
function providedKey(group: ChunkGroup): string | undefined {
  for (const { module } of group.origins) {
    const match = module && SHARED.exec(module.identifier());
    if (match?.[1] === 'provide') return match[2];
  }
  return undefined;
}

/**
 * The scripts the entry's `app` import runs: its own chunks and those of the shared libraries it
 * consumes (React, the router, TanStack Query...), and of the libraries those consume in turn. The
 * federation runtime finds each only after the one before has run.
 */
function appScripts(compilation: Compilation): string[] {
  const app = compilation.namedChunkGroups.get('app');
  if (!app) return [];
  const providers = new Map<string, ChunkGroup>();
  for (const group of compilation.chunkGroups) {
    const key = providedKey(group);
    if (key) providers.set(key, group);
  }
  const files = new Set<string>();
  const seen = new Set<ChunkGroup>();
  const visit = (group: ChunkGroup) => {
    if (seen.has(group)) return;
    seen.add(group);
    for (const file of group.getFiles()) if (file.endsWith('.js')) files.add(file);
    for (const chunk of group.chunks)
      for (const module of compilation.chunkGraph.getChunkModules(chunk)) {
        const match = SHARED.exec(module.identifier());
        const provider = match?.[1] === 'consume' ? providers.get(match[2]!) : undefined;
        if (provider) visit(provider);
      }
  };
  visit(app);
  return [...files];
}

/** The loader fetches the `app` import's scripts with the entry instead of after it has run. */
const preloadAppScripts: RsbuildPlugin = {
  name: 'manzil-preload-app-scripts',
  setup(api) {
    api.modifyHTMLTags((tags, { compilation, assetPrefix, environment }) => {
      if (environment.name !== 'web') return tags;
      const prefix = assetPrefix.replace(/\/$/, '');
      const preloads = appScripts(compilation).map((file) => `${prefix}/${file}`);
      const list: HtmlTag = {
        tag: 'script',
        attrs: { type: 'application/json', id: BUILD_PRELOADS_ID },
        children: jsonForScript(preloads),
      };
      return { ...tags, bodyTags: [list, ...tags.bodyTags] };
    });
  },
};

/** The Arabic web font's files (shell/src/styles/global.css), as the build named them. */
const ARABIC_FONT = /(^|\/)noto-sans-arabic-arabic-\d00-normal\.[0-9a-f]+\.woff2$/;

/**
 * Preloads of the Arabic font in the page template, marked `data-locale="ar"`: the server keeps them
 * on an Arabic page only (api/src/web/seo/head.ts), so it fetches the font with the HTML rather than
 * after the styles have been applied, and an English page never fetches it.
 */
const preloadArabicFont: RsbuildPlugin = {
  name: 'manzil-preload-arabic-font',
  setup(api) {
    api.modifyHTMLTags((tags, { compilation, assetPrefix, environment }) => {
      if (environment.name !== 'web') return tags;
      const prefix = assetPrefix.replace(/\/$/, '');
      const fonts: HtmlTag[] = Object.keys(compilation.assets)
        .filter((file) => ARABIC_FONT.test(file))
        .sort()
        .map((file) => ({
          tag: 'link',
          attrs: {
            rel: 'preload',
            as: 'font',
            type: 'font/woff2',
            crossorigin: '',
            // After the page's largest picture: the font must not take its bandwidth (it is used only
            // if it is there by the first paint, font-display: optional).
            fetchpriority: 'low',
            href: `${prefix}/${file}`,
            'data-locale': 'ar',
          },
          publicPath: false,
        }));
      return { ...tags, headTags: [...tags.headTags, ...fonts] };
    });
  },
};

export default createAppConfig({
  app: 'shell',
  extra: {
    plugins: [preloadAppScripts, preloadArabicFont],
    tools: {
      rspack: (config, { environment }) => {
        if (environment.name !== 'web' || !config.optimization?.splitChunks) return;
        const { splitChunks } = config.optimization;
        // The shared libraries every page starts with, in one file instead of one per library: each
        // file is a request (a round trip on a phone's connection), and all of them are needed at once.
        // The message formatter stays in @manzil/i18n's shared chunk (its weight is measured there).
        splitChunks.cacheGroups = {
          ...splitChunks.cacheGroups,
          // The page's language (@manzil/i18n and its message formatter): every page starts with it too;
          // its own file, so its weight stays measurable (npm run bench).
          pageLanguage: {
            test: /[\\/](node_modules[\\/](intl-messageformat|@formatjs[\\/][^\\/]+)|packages[\\/]i18n[\\/]src)[\\/]/,
            name: 'lib-i18n',
            chunks: 'async',
            priority: 30,
            enforce: true,
          },
          startLibraries: {
            test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@tanstack[\\/](query-core|react-query)|zustand|use-sync-external-store)[\\/]/,
            name: 'lib-start',
            chunks: 'async',
            priority: 30,
            enforce: true,
          },
        };
      },
    },
    html: {
      template: './src/index.html',
      tags: [PAINT_WHOLE_PAGE, startAfterFirstView],
    },
    server: {
      // In development the API (and /remotes.json pointing at the remotes' dev servers) runs on its own port.
      proxy: { '/api': 'http://127.0.0.1:3001', [REMOTES_CONFIG_PATH]: 'http://127.0.0.1:3001' },
      historyApiFallback: true,
    },
  },
});
