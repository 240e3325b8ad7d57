import { describe, expect, it } from 'vitest';
import { AGENCY_PATHS, matchPage, PAGE_IDS, pagePath, PAGES, withQuery } from './pages';

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
