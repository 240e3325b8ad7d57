/**
 * The repository's own lint rules (eslint.config.js): boundaries that are enforced, not remembered.
 *
 * - `manzil/boundaries`: a file of one app (shell, mf-*, api) imports nothing from another app's folder
 *   (what two apps need goes into packages/), and a file of `src/features/<x>/` imports nothing from
 *   another feature of its app (what two features need goes into the app's shared/ or app/ folders).
 * - `manzil/page-paths`: a page path is declared in the page table only (packages/contract/src/pages/pages.ts):
 *   a string that looks like one ('/contact', `/property/${slug}`) is refused elsewhere.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const APPS = ['shell', 'mf-listings', 'mf-search', 'mf-vr', 'mf-admin', 'api'];

/** `{ app, feature }` of a file inside the repository (feature only under `<app>/src/features/`). */
function placeOf(file) {
  const [app, src, features, feature] = path.relative(ROOT, file).split(path.sep);
  if (!APPS.includes(app)) return undefined;
  return { app, feature: src === 'src' && features === 'features' ? feature : undefined };
}

function sourcesOf(context, check) {
  const visit = (node) => {
    if (node.source && node.source.type === 'Literal' && typeof node.source.value === 'string')
      check(node.source, node.source.value);
  };
  return {
    ImportDeclaration: visit,
    ExportNamedDeclaration: visit,
    ExportAllDeclaration: visit,
    ImportExpression: visit,
  };
}

/** A rule that reports problems and takes no options. */
const problemRule = (description, messages, create) => ({
  meta: { type: 'problem', docs: { description }, schema: [], messages },
  create,
});

const boundaries = problemRule(
  'No imports across apps, nor across the features of one app.',
  {
    app: "{{from}} imports from {{to}}'s source: what two apps need goes into packages/.",
    feature:
      "features/{{from}} imports from features/{{to}}: what two features need goes into the app's shared/ (or is passed in by app/).",
  },
  (context) => {
    const here = placeOf(context.filename);
    if (!here) return {};
    return sourcesOf(context, (node, source) => {
      const bare = /^(shell|mf-[a-z]+|api)(\/|$)/.exec(source);
      if (bare && bare[1] !== here.app) {
        context.report({ node, messageId: 'app', data: { from: here.app, to: bare[1] } });
        return;
      }
      if (!source.startsWith('.')) return;
      const there = placeOf(path.resolve(path.dirname(context.filename), source));
      if (!there) return;
      if (there.app !== here.app)
        context.report({ node, messageId: 'app', data: { from: here.app, to: there.app } });
      else if (here.feature && there.feature && here.feature !== there.feature)
        context.report({ node, messageId: 'feature', data: { from: here.feature, to: there.feature } });
    });
  },
);

/** A site-relative path with a letter after the slash and no file extension: '/contact', '/find-my-agent/'.
 * Assets ('/images/logo.png'), the API ('/api/...') and the apps' own files ('/remotes/...') are not
 * pages. A heuristic: `/${value}` alone is not looked at (file URLs are built that way too). */
const PAGE_PATH = /^\/(?!api(\/|$)|static\/|images\/|remotes(\/|\.json))[a-z][a-z0-9-]*(\/[^.\s]*)?$/i;

const pagePaths = problemRule(
  'Page paths are declared in the page table only.',
  {
    path: "'{{value}}' looks like a page path: name the page from the table (PAGES, pagePath() in packages/contract/src/pages/pages.ts).",
  },
  (context) => {
    const report = (node, value) => context.report({ node, messageId: 'path', data: { value } });
    return {
      Literal(node) {
        if (typeof node.value === 'string' && PAGE_PATH.test(node.value)) report(node, node.value);
      },
      TemplateLiteral(node) {
        const head = node.quasis[0]?.value.cooked ?? '';
        if (head !== '/' && (PAGE_PATH.test(head) || PAGE_PATH.test(`${head}x`))) report(node, `${head}…`);
      },
    };
  },
);

export default { rules: { boundaries, 'page-paths': pagePaths } };
