// @vitest-environment node
/**
 * The page table is the one place a page is declared: the router built from it matches every path as
 * the server's matchPage does, and lint refuses a page path written anywhere else.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
// Test only, under Node: matchRoutes is not in the shared router facade the composed site provides.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import { createRoutesFromElements, matchRoutes } from 'react-router-dom';
import { localePath, matchPage, PAGE_IDS, PAGES, remoteExposes } from '@manzil/contract';
import APPS from '../../../apps.json' with { type: 'json' };
import { AppRoutes } from './routes';

const ROOT = path.resolve(import.meta.dirname, '../../..');

describe('the router made from the page table', () => {
  const routes = createRoutesFromElements(AppRoutes().props.children);

  it('has one route per entry and language, in the table order', () => {
    const english = PAGE_IDS.map((id) => PAGES[id].path);
    const arabic = PAGE_IDS.filter((id) => PAGES[id].localized).map((id) =>
      PAGES[id].path === '*' ? '/ar/*' : localePath('ar', PAGES[id].path),
    );
    expect(routes.map((route) => route.path)).toEqual([...english, ...arabic]);
  });

  it('matches each path to the page the server matches it to', () => {
    const paths = [
      '/',
      '/contact',
      '/about',
      '/privacy',
      '/find-my-agent',
      '/find-my-agent/sara-ali',
      '/floor-plans',
      '/3dspace',
      '/login',
      '/forgot-password',
      '/reset-password/abc',
      '/admin/dashboard',
      '/admin',
      '/admin/x/y',
      '/dubai/sobha',
      '/property/marina-view',
      '/dubai',
      '/dubai/downtown-dubai',
      '/a/b/c',
      '/About/',
    ];
    const inArabic = [...paths, '/ar/login', '/ar/admin/dashboard', '/ar/arabian-ranches', '/ar/a/b/c'].map(
      (pathname) => localePath('ar', pathname),
    );
    for (const pathname of [...paths, ...inArabic, '/ar', '/AR/Dubai', '/arabian-ranches']) {
      const matched = matchRoutes(routes, pathname)?.at(-1)?.route.path;
      const { id, locale } = matchPage(pathname);
      const expected =
        PAGES[id].path === '*' && locale === 'ar' ? '/ar/*' : localePath(locale, PAGES[id].path);
      expect(matched, pathname).toBe(expected);
    }
  });
});

describe("the remotes' exposed modules, made from the page table", () => {
  it('has the file of every page a remote renders', () => {
    const remotes = Object.keys(APPS.remotes);
    for (const id of PAGE_IDS) if (PAGES[id].app !== 'shell') expect(remotes, id).toContain(PAGES[id].app);
    for (const remote of remotes)
      for (const [name, file] of Object.entries(remoteExposes(remote)))
        expect(fs.existsSync(path.join(ROOT, remote, file)), `${remote} ${name}`).toBe(true);
  });
});

describe('lint', () => {
  const eslint = new ESLint({ cwd: ROOT });
  const rulesHit = async (code: string, file: string) =>
    (await eslint.lintText(code, { filePath: path.join(ROOT, file) }))[0]!.messages.map((m) => m.ruleId);

  it('refuses a page path outside the table, in the router and in the page handler', async () => {
    expect(await rulesHit("export const p = '/privacy';\n", 'shell/src/app/routes.tsx')).toContain(
      'manzil/page-paths',
    );
    expect(
      await rulesHit('export const p = (slug: string) => `/property/${slug}`;\n', 'api/src/web/pages.ts'),
    ).toContain('manzil/page-paths');
    expect(await rulesHit("export const p = '/images/logo.png';\n", 'api/src/web/pages.ts')).toEqual([]);
  });

  it('refuses a link or navigation written by hand in any app', async () => {
    const refused: [string, string][] = [
      [
        "export const go = (navigate: (to: string) => void) => navigate('/login');\n",
        'mf-admin/src/features/auth/x.ts',
      ],
      ['export const to = (slug: string) => `/property/${slug}`;\n', 'mf-search/src/features/search/x.ts'],
      ['export const to = (c: string, a: string) => `/${c}/${a}`;\n', 'mf-listings/src/features/city/x.ts'],
      ['export const A = () => <a href="/contact">Contact</a>;\n', 'shell/src/features/home/x.tsx'],
      ['export const A = () => <Link to="/">Home</Link>;\n', 'shell/src/features/home/x.tsx'],
      [
        'export const A = ({ s }: { s: string }) => <Link to={`/${s}`}>City</Link>;\n',
        'mf-listings/src/features/x.tsx',
      ],
      ["export const A = () => <form action='/find-my-agent' />;\n", 'mf-listings/src/features/agents/x.tsx'],
      ["export const routes = { '/:cityName': null };\n", 'mf-listings/src/app/bootstrap.tsx'],
      [
        "export const go = (navigate: (to: object) => void) => navigate({ pathname: '/', search: '' });\n",
        'mf-search/src/features/search/x.ts',
      ],
    ];
    for (const [code, file] of refused)
      expect(await rulesHit(code, file), code).toContain('manzil/page-paths');
  });

  it('lets files, the API and strings that are no link through', async () => {
    const allowed = [
      'export const A = () => <a href="/certificate.pdf">Licence</a>;\n',
      "export const A = () => <a href='https://example.com/contact'>Out</a>;\n",
      "export const u = (f: string) => [`/${f}`, '/api/properties', 'a/b'.split('/'), 'a/b'.replace('/', '-')];\n",
      'export const photo = (d: string, f: string) => `/${d}/${f}.jpg`;\n',
    ];
    for (const code of allowed)
      expect(await rulesHit(code, 'shell/src/features/home/x.tsx'), code).toEqual([]);
  });

  it('refuses imports across the features of an app and across apps', async () => {
    expect(
      await rulesHit("export { AboutPage } from '../about/AboutPage';\n", 'shell/src/features/contact/x.ts'),
    ).toContain('manzil/boundaries');
    expect(
      await rulesHit(
        "export { QUERY_KEYS } from '../../../../mf-search/src/features/search/criteria';\n",
        'mf-listings/src/features/area/x.ts',
      ),
    ).toContain('manzil/boundaries');
    expect(
      await rulesHit(
        "export { page } from '../../shared/page.module.css';\n",
        'shell/src/features/contact/x.ts',
      ),
    ).toEqual([]);
  });

  it('passes the files that read the table and the links built from it', async () => {
    const files = [
      'shell/src/app/routes.tsx',
      'shell/src/features/navbar/Navbar.tsx',
      'mf-search/src/features/search/ResultList.tsx',
      'mf-listings/src/features/property/InquiryForm.tsx',
      'mf-listings/src/app/bootstrap.tsx',
      'mf-admin/src/features/dashboard/useAdminGuard.ts',
      'api/src/web/pages.ts',
      'api/src/web/page-cache.ts',
      'api/src/web/seo/pageMeta.ts',
      'api/src/web/seo/sitemap.ts',
    ].map((file) => path.join(ROOT, file));
    const results = await eslint.lintFiles(files);
    expect(results.flatMap((r) => r.messages.map((m) => `${r.filePath}: ${m.ruleId} ${m.message}`))).toEqual(
      [],
    );
  });
});
