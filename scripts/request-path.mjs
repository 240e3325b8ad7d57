#!/usr/bin/env node
// The files one page request crosses, measured rather than written by hand (docs/architecture.md,
// "The files a page request passes through"): `node scripts/request-path.mjs [--json]`; `--check` fails
// when the figure that document quotes is no longer the measured one.
//
// What is counted: the first-party source modules (.ts, .tsx, .js, .mjs, .cjs of this repository, outside
// node_modules; no tests: *.test.*, *.spec.*, test/ and testing/ folders) reached from the HOPS below,
// the files a `GET /property/<slug>` request runs through in the API's HTTP worker, by following the
// value imports of each file:
// - `import … from`, `export … from` and a bare `import '…'`; not `import type`/`export type`, nor an
//   import whose every name is a type (erased: nothing of it runs);
// - `import('…')` with a literal, except in shell/src/app/routes.tsx (each is one of the shell's own
//   pages, loaded only when that page is the one rendered: a property page is none of them);
// - workspace packages (`@manzil/*`) resolved as TypeScript resolves them (their package.json exports);
//   a file that resolves into node_modules (a library) ends the walk there.
// Two kinds of edges are not followed, since the request does not run through them:
// - from the server entry and the worker, anything but the next hop (the cluster's start-up: the
//   primary, the database opening, the background jobs);
// - into api/src/routes/ and api/src/alerts/, unless the file is a hop: app.ts mounts every /api
//   router, and a page request is matched past them (the page's reads are public-reads.ts, a hop).
// The remote's page module is a hop because the federation runtime loads it (loadRemote), which no
// static import shows. The database (the embedded server in the primary, or MongoDB) is outside the
// count: it is another process.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The request's path, in order: where it arrives, what answers it, what renders it, what reads its data. */
export const HOPS = [
  ['api/src/server.ts', 'the API server entry (a cluster: the request is served by an HTTP worker)'],
  ['api/src/server/worker.ts', 'the worker: Node HTTP server → Hono'],
  ['api/src/app.ts', 'the Hono app: guards, the routers passed by, the page handler'],
  ['api/src/web/pages.ts', 'the page handler: page table match, page cache, ETag, render budget'],
  ['api/src/web/page-reads.ts', "the page's reads: one memo per render, RenderRequest.read"],
  ['api/src/routes/public-reads.ts', 'the data layer reads shared by the HTTP routes and the render'],
  ['api/src/routes/site-config.ts', "the site's settings handed to the render"],
  ['api/src/web/seo/pageMeta.ts', 'the head: status, title, share tags, JSON-LD'],
  ['api/src/web/render.ts', "the host's side of the render: shell server build, HTML around #root"],
  ['shell/src/server.ts', "the shell's server build entry"],
  ['shell/src/server/renderPage.tsx', 'the server render: one QueryClient, the reads scoped to the render'],
  ['mf-listings/src/app/exposes/PropertyPage.tsx', "the remote's page module: component + prefetch"],
];

/** Edges followed from these files: only to the next hop. */
const FOLLOW_ONLY = {
  'api/src/server.ts': ['api/src/server/worker.ts'],
  'api/src/server/worker.ts': ['api/src/app.ts'],
};
/** Not entered unless the file is a hop. */
const PASSED_BY = ['api/src/routes/', 'api/src/alerts/'];
/** Dynamic imports not followed from these files. */
const LAZY_PAGES = new Set(['shell/src/app/routes.tsx']);

const CODE = /\.(?:[cm]?js|tsx?)$/;
const TEST = /(?:\.test\.|\.spec\.|(?:^|\/)(?:test|tests|testing|__tests__)\/)/;

const compilerOptions = {
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  target: ts.ScriptTarget.ES2022,
  jsx: ts.JsxEmit.ReactJSX,
  allowJs: true,
  resolveJsonModule: true,
};

const rel = (file) => path.relative(ROOT, file).split(path.sep).join('/');

/** The specifiers of a file's imports that run, with whether each is dynamic. */
export function valueImports(fileName, text) {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const found = [];
  const allTypes = (elements) => elements.length > 0 && elements.every((element) => element.isTypeOnly);
  const visit = (node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const typeOnly =
        clause &&
        (clause.isTypeOnly ||
          (!clause.name &&
            clause.namedBindings &&
            ts.isNamedImports(clause.namedBindings) &&
            allTypes(clause.namedBindings.elements)));
      if (!typeOnly) found.push({ specifier: node.moduleSpecifier.text, dynamic: false });
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      const typeOnly =
        node.isTypeOnly ||
        (node.exportClause && ts.isNamedExports(node.exportClause) && allTypes(node.exportClause.elements));
      if (!typeOnly) found.push({ specifier: node.moduleSpecifier.text, dynamic: false });
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      found.push({ specifier: node.arguments[0].text, dynamic: true });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function resolve(specifier, from) {
  const { resolvedModule } = ts.resolveModuleName(specifier, from, compilerOptions, ts.sys);
  if (!resolvedModule) return undefined;
  let file = resolvedModule.resolvedFileName;
  try {
    file = fs.realpathSync(file);
  } catch {
    return undefined;
  }
  return file;
}

const firstParty = (file) => {
  const name = rel(file);
  return !name.startsWith('..') && !name.split('/').includes('node_modules');
};

/** Walks the graph from the hops; returns the counted files (repository-relative) and what else was read. */
export function requestPath() {
  const hops = new Set(HOPS.map(([file]) => file));
  for (const file of hops)
    if (!fs.existsSync(path.join(ROOT, file))) throw new Error(`a hop is missing: ${file} (update HOPS)`);
  const counted = new Set();
  const other = new Set();
  const queue = [...hops];
  while (queue.length) {
    const file = queue.shift();
    if (counted.has(file)) continue;
    counted.add(file);
    const absolute = path.join(ROOT, file);
    for (const { specifier, dynamic } of valueImports(absolute, fs.readFileSync(absolute, 'utf8'))) {
      if (dynamic && LAZY_PAGES.has(file)) continue;
      const target = resolve(specifier, absolute);
      if (!target || !firstParty(target)) continue;
      const name = rel(target);
      if (FOLLOW_ONLY[file] && !FOLLOW_ONLY[file].includes(name)) continue;
      if (!hops.has(name) && PASSED_BY.some((prefix) => name.startsWith(prefix))) continue;
      if (TEST.test(name)) continue;
      if (!CODE.test(name)) {
        other.add(name);
        continue;
      }
      if (!counted.has(name)) queue.push(name);
    }
  }
  return { files: [...counted].sort(), other: [...other].sort() };
}

/** `api`, `shell`, `mf-listings`, `packages/contract`… */
export const groupOf = (file) => {
  const [top, second] = file.split('/');
  return top === 'packages' ? `${top}/${second}` : top;
};

/** The figure docs/architecture.md quotes ("It prints **N files**"). */
function documentedTotal() {
  const text = fs.readFileSync(path.join(ROOT, 'docs/architecture.md'), 'utf8');
  const found = /It prints \*\*(\d+) files\*\*/.exec(text);
  return found ? Number(found[1]) : undefined;
}

function main() {
  const { files, other } = requestPath();
  if (process.argv.includes('--check')) {
    const documented = documentedTotal();
    if (documented === files.length)
      return console.log(`docs/architecture.md is right: ${files.length} files`);
    console.error(
      `docs/architecture.md says ${documented ?? 'nothing'}, the request crosses ${files.length} files`,
    );
    process.exitCode = 1;
    return;
  }
  const groups = new Map();
  for (const file of files) groups.set(groupOf(file), [...(groups.get(groupOf(file)) ?? []), file]);
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify({ total: files.length, groups: Object.fromEntries(groups), other }, null, 2));
    return;
  }
  console.log('GET /property/<slug>: the first-party source files the request crosses (tests excluded)\n');
  console.log('hops:');
  for (const [file, what] of HOPS) console.log(`  ${file}  (${what})`);
  console.log('');
  for (const [group, list] of [...groups].sort((a, b) => b[1].length - a[1].length)) {
    console.log(`${group} (${list.length})`);
    for (const file of list) console.log(`  ${file}`);
  }
  if (other.length) console.log(`\nalso imported, not counted (not code): ${other.join(', ')}`);
  const summary = [...groups]
    .sort((a, b) => b[1].length - a[1].length)
    .map(([group, list]) => `${group} ${list.length}`)
    .join(', ');
  console.log(`\ntotal: ${files.length} files (${summary})`);
}

if (process.argv[1] && fs.realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) main();
