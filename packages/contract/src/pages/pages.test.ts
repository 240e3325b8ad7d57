import { describe, expect, it } from 'vitest';
import {
  AGENCY_PATHS,
  fixedHeadIn,
  matchPage,
  PAGE_IDS,
  pageAlternates,
  pagePath,
  PAGES,
  withQuery,
  type PageEntry,
} from '.';
import { localePath, LOCALES, splitLocale } from './locale';

describe('matchPage', () => {
  it('names the page of each kind of path, with its parameters decoded', () => {
    expect(matchPage('/')).toMatchObject({ id: 'home', params: {} });
    expect(matchPage('/privacy')).toMatchObject({ id: 'privacy' });
    expect(matchPage('/contact/')).toMatchObject({ id: 'contact', path: '/contact' });
    expect(matchPage('/find-my-agent/sara-ali')).toMatchObject({
      id: 'agent',
      params: { agentSlug: 'sara-ali' },
    });
    expect(matchPage('/property/marina-view-2br')).toMatchObject({
      id: 'property',
      params: { propertySlug: 'marina-view-2br' },
    });
    expect(matchPage('/dubai')).toMatchObject({ id: 'city', params: { cityName: 'dubai' } });
    expect(matchPage('/abu%20dhabi/al%20reem')).toMatchObject({
      id: 'area',
      params: { cityName: 'abu dhabi', areaName: 'al reem' },
    });
    expect(matchPage('/reset-password/abc')).toMatchObject({ id: 'resetPassword', params: { token: 'abc' } });
  });
  it('prefers a fixed path to a dynamic one, as react-router ranks them', () => {
    expect(matchPage('/about').id).toBe('about');
    expect(matchPage('/dubai/sobha')).toMatchObject({
      id: 'sobha',
      params: { cityName: 'dubai', areaName: 'sobha' },
    });
    expect(matchPage('/admin').id).toBe('adminUnknown');
    expect(matchPage('/admin/anything/else').id).toBe('adminUnknown');
    expect(matchPage('/admin/dashboard').id).toBe('dashboard');
  });
  it('sends any other path to the not-found page, a malformed one included', () => {
    expect(matchPage('/a/b/c').id).toBe('notFound');
    expect(matchPage('/%E0%A4%A').id).toBe('notFound');
    expect(matchPage(`/${'x/'.repeat(500)}`).id).toBe('notFound');
  });
});

describe('the page table', () => {
  it('builds each path back from its parameters', () => {
    expect(pagePath('area', { cityName: 'dubai', areaName: 'downtown-dubai' })).toBe('/dubai/downtown-dubai');
    expect(matchPage(pagePath('property', { propertySlug: 'a b' })).params.propertySlug).toBe('a b');
    // @ts-expect-error -- the type asks for the agent's slug; without it the call throws.
    expect(() => pagePath('agent')).toThrow();
    expect(AGENCY_PATHS.agent('sara-ali')).toBe('/find-my-agent/sara-ali');
  });
  it('encodes a parameter as one segment, and only there', () => {
    expect(pagePath('property', { propertySlug: 'a/b c?d#e' })).toBe('/property/a%2Fb%20c%3Fd%23e');
    expect(pagePath('home')).toBe('/');
    expect(pagePath('login')).toBe('/login');
  });
  it('adds a query and a fragment to a path, encoded, each only when there is one', () => {
    expect(withQuery(pagePath('contact'), { property: '65A1B2C3' })).toBe('/contact?property=65A1B2C3');
    expect(withQuery(pagePath('contact'), { property: undefined, q: '' })).toBe('/contact');
    expect(withQuery(pagePath('home'), new URLSearchParams('q=a b&page=2'))).toBe('/?q=a+b&page=2');
    expect(withQuery(pagePath('property', { propertySlug: 'x' }), { inquiry: 'new' }, 'inquiry')).toBe(
      '/property/x?inquiry=new#inquiry',
    );
    expect(withQuery(pagePath('about'), {}, '')).toBe('/about');
  });
  it('matches every path it declares to its own entry (no entry is hidden by an earlier one)', () => {
    for (const id of PAGE_IDS) {
      const pattern: string = PAGES[id].path;
      const example =
        pattern === '*' ? '/x/y/z' : pattern.replace(/:[A-Za-z]+/g, 'sample').replace('*', 'rest');
      expect(matchPage(example).id, PAGES[id].path).toBe(id);
    }
  });
  it('never keeps a staff page, and only public pages go into the sitemap', () => {
    for (const id of PAGE_IDS) {
      const page = PAGES[id] as (typeof PAGES)[typeof id] & { sitemap?: boolean };
      if (page.app === 'mf-admin') expect(page.cache, id).not.toBe('public');
      if (page.sitemap) expect(page.cache, id).toBe('public');
    }
  });
});

describe('the language dimension', () => {
  it('serves every localized page under /ar with the same parameters', () => {
    expect(matchPage('/ar')).toMatchObject({ id: 'home', locale: 'ar', path: '/ar' });
    expect(matchPage('/ar/')).toMatchObject({ id: 'home', locale: 'ar' });
    expect(matchPage('/AR/Dubai')).toMatchObject({ id: 'city', locale: 'ar', params: { cityName: 'Dubai' } });
    expect(matchPage('/ar/dubai/downtown-dubai')).toMatchObject({
      id: 'area',
      locale: 'ar',
      params: { cityName: 'dubai', areaName: 'downtown-dubai' },
    });
    expect(matchPage('/ar/property/a%20b')).toMatchObject({
      id: 'property',
      params: { propertySlug: 'a b' },
    });
    expect(matchPage('/ar/dubai/sobha')).toMatchObject({ id: 'sobha', locale: 'ar' });
    expect(matchPage('/dubai')).toMatchObject({ id: 'city', locale: 'en' });
    // A path that only starts like the prefix is no Arabic page.
    expect(matchPage('/arabian-ranches')).toMatchObject({ id: 'city', locale: 'en' });
  });
  it('has no Arabic staff pages (their paths are other pages there, which the server knows nothing of)', () => {
    expect(matchPage('/ar/login')).toMatchObject({ id: 'city', locale: 'ar' });
    expect(matchPage('/ar/admin/dashboard')).toMatchObject({ id: 'area', locale: 'ar' });
    expect(matchPage('/ar/admin/a/b')).toMatchObject({ id: 'notFound', locale: 'ar' });
    expect(matchPage('/login')).toMatchObject({ id: 'login', locale: 'en' });
  });
  it('names both languages as alternates of a localized page, none for a staff page', () => {
    expect(pageAlternates(matchPage('/ar/dubai'))).toEqual([
      { locale: 'en', hreflang: 'en-AE', path: '/dubai' },
      { locale: 'ar', hreflang: 'ar-AE', path: '/ar/dubai' },
    ]);
    expect(pageAlternates(matchPage('/')).map((a) => a.path)).toEqual(['/', '/ar']);
    expect(pageAlternates(matchPage('/login'))).toEqual([]);
  });
  it('writes a path in a language, query and fragment kept', () => {
    expect(localePath('ar', '/')).toBe('/ar');
    expect(localePath('ar', '/?purpose=Buy')).toBe('/ar?purpose=Buy');
    expect(localePath('ar', pagePath('property', { propertySlug: 'x' }))).toBe('/ar/property/x');
    expect(localePath('en', '/contact')).toBe('/contact');
    expect(splitLocale('/ar/contact')).toEqual({ locale: 'ar', path: '/contact' });
  });
  it('gives every localized page with a fixed head its text in every language', () => {
    for (const id of PAGE_IDS) {
      const page: PageEntry = PAGES[id];
      if (!page.localized || 'build' in page.head) continue;
      for (const locale of LOCALES.filter((l) => l !== 'en'))
        expect(page.head.translations?.[locale]?.title, `${id} ${locale}`).toBeTruthy();
      expect(fixedHeadIn(page.head, 'ar').title).not.toBe(page.head.title);
    }
  });
});
