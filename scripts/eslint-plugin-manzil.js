/**
 * The repository's own lint rules (eslint.config.js): boundaries that are enforced, not remembered.
 *
 * - `manzil/boundaries`: a file of one app (shell, mf-*, api) imports nothing from another app's folder
 *   (what two apps need goes into packages/), and a file of `src/features/<x>/` imports nothing from
 *   another feature of its app (what two features need goes into the app's shared/ or app/ folders).
 * - `manzil/page-paths`: a page path is declared in the page table only (packages/contract/src/pages/pages.ts):
 *   a string that looks like one ('/contact', `/property/${slug}`, `/${city}/${area}`) is refused
 *   elsewhere, and so is any site path a link or navigation goes to ('/', `/${slug}`: `to`, `href`,
 *   `action`, navigate()): links are built by pagePath() and withQuery().
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

/** A site-relative path with a letter (or a route parameter, '/:cityName') after the slash and no file
 * extension: '/contact', '/find-my-agent/'. Assets ('/images/logo.png'), the API ('/api/...') and the
 * apps' own files ('/remotes/...') are not pages. A heuristic: `/${value}` alone is not looked at anywhere
 * (file URLs are built that way too), only where a link goes (below). */
const PAGE_PATH = /^\/(?!api(\/|$)|static\/|images\/|remotes(\/|\.json))(:?[a-z][a-z0-9-]*)(\/[^.\s]*)?$/i;

/** Where a value is a link's or a navigation's target: there '/' (the home page) and `/${slug}` are page
 * paths too. Any site path without a file extension, outside the API and the apps' own files. */
const LINK_PATH = /^\/(?![/\\]|api(\/|$)|static\/|images\/|remotes(\/|\.json))[^.\s]*$/i;
/** JSX attributes that take a page's URL (react-router's Link and Navigate, <a>, <form>, a submit button). */
const LINK_ATTRIBUTES = new Set(['to', 'href', 'action', 'formAction']);
/** Calls whose first argument is where to go: react-router's navigate() and redirect(). */
const NAVIGATIONS = new Set(['navigate', 'redirect']);

/** The text of a string, or the fixed parts of a template joined around `x` for each expression. */
function textOf(node) {
  if (!node) return undefined;
  if (node.type === 'Literal') return typeof node.value === 'string' ? node.value : undefined;
  if (node.type === 'TemplateLiteral') return node.quasis.map((q) => q.value.cooked ?? '').join('x');
  if (node.type === 'JSXExpressionContainer') return textOf(node.expression);
  return undefined;
}

/** A template whose fixed parts are path separators around values: `/${city}/${area}` (no page is one
 * parameter after the root written this way outside a link: `/${file}` also builds file URLs). */
function isParamPath(node) {
  const [head, ...rest] = node.quasis.map((q) => q.value.cooked ?? '');
  return (
    head === '/' &&
    rest.length > 1 &&
    rest.slice(0, -1).every((part) => /^\/[^.\s]*$/.test(part)) &&
    !/[.\s]/.test(rest.at(-1))
  );
}

const pagePaths = problemRule(
  'Page paths are declared in the page table only.',
  {
    path: "'{{value}}' looks like a page path: name the page from the table (PAGES, pagePath() in packages/contract/src/pages/pages.ts).",
  },
  (context) => {
    const reported = new WeakSet();
    const report = (node, value) => {
      if (reported.has(node)) return;
      reported.add(node);
      context.report({ node, messageId: 'path', data: { value } });
    };
    /** A link's or navigation's target written by hand ('/', `/${slug}`, '/contact?x=1'). */
    const checkTarget = (node) => {
      const target = node && node.type === 'JSXExpressionContainer' ? node.expression : node;
      const text = textOf(target);
      if (text === undefined) return;
      const path = text.split(/[?#]/)[0];
      if (LINK_PATH.test(path)) report(target, target.type === 'Literal' ? text : `${path}…`);
    };
    return {
      Literal(node) {
        if (typeof node.value === 'string' && PAGE_PATH.test(node.value)) report(node, node.value);
      },
      TemplateLiteral(node) {
        const head = node.quasis[0]?.value.cooked ?? '';
        if (head !== '/' && (PAGE_PATH.test(head) || PAGE_PATH.test(`${head}x`))) report(node, `${head}…`);
        else if (isParamPath(node)) report(node, `${head}…`);
      },
      JSXAttribute(node) {
        if (node.name.type === 'JSXIdentifier' && LINK_ATTRIBUTES.has(node.name.name))
          checkTarget(node.value);
      },
      CallExpression(node) {
        const callee = node.callee.type === 'MemberExpression' ? node.callee.property : node.callee;
        if (callee.type === 'Identifier' && NAVIGATIONS.has(callee.name)) {
          const [target] = node.arguments;
          checkTarget(target);
          // navigate({ pathname: '/x', search })
          if (target?.type === 'ObjectExpression')
            for (const prop of target.properties)
              if (prop.type === 'Property' && prop.key.type === 'Identifier' && prop.key.name === 'pathname')
                checkTarget(prop.value);
        }
      },
    };
  },
);

export default { rules: { boundaries, 'page-paths': pagePaths } };
