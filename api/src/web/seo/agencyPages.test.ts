import { describe, expect, it } from 'vitest';
import { matchPage, type PageMetaResponse } from '@manzil/contract';
import { call, json, useTestApp } from '../../../test/helpers';
import { createPublicReads } from '../../routes/public-reads';
import { resolvePageMeta } from './pageMeta';

const t = useTestApp();
const meta = (path: string, query = '') =>
  resolvePageMeta(
    createPublicReads(t.db.db),
    t.config,
    matchPage(path),
    'https://manzil.example',
    new URLSearchParams(query),
  );

describe('agency pages: metadata', () => {
  it('/find-my-agent names its filter; a filter the agents offer is kept, any other is not', async () => {
    const all = await meta('/find-my-agent');
    expect(all).toMatchObject({ status: 200, title: 'Find My Agent | Manzil', keep: true });
    expect(all.description).toContain('speaking Arabic, English and Urdu');
    const filtered = await meta('/find-my-agent', 'language=arabic&area=downtown_dubai');
    expect(filtered).toMatchObject({
      status: 200,
      title: 'Agents speaking Arabic in Downtown Dubai | Manzil',
      path: '/find-my-agent',
      keep: true,
    });
    expect((await meta('/find-my-agent', 'language=Klingon')).keep).toBe(false);
    expect((await meta('/find-my-agent', 'area=atlantis')).keep).toBe(false);
  });

  it("an agent's page: title with the BRN, a Person in JSON-LD; an unknown slug is 404", async () => {
    const layla = await meta('/find-my-agent/layla-haddad');
    expect(layla).toMatchObject({
      status: 200,
      title: 'Layla Haddad — real estate agent, BRN 48213 | Manzil',
      path: '/find-my-agent/layla-haddad',
      image: '/images/agents/layla-haddad.jpg',
    });
    expect(layla.description).toContain('speaks English and Arabic and works in Downtown Dubai. 1 listing.');
    expect(layla.jsonLd[0]).toMatchObject({
      '@type': 'Person',
      name: 'Layla Haddad',
      identifier: { name: 'BRN', value: '48213' },
      knowsLanguage: ['English', 'Arabic'],
    });
    for (const path of [
      '/find-my-agent/nobody',
      '/find-my-agent/Layla-Haddad',
      `/find-my-agent/${'x'.repeat(120)}`,
      '/find-my-agent/layla-haddad/more',
    ])
      expect((await meta(path)).status).toBe(404);
  });

  it('an Arabic page: Arabic title and breadcrumbs under /ar, its language named, both languages as alternates', async () => {
    const agents = await meta('/ar/find-my-agent', 'language=arabic');
    expect(agents).toMatchObject({ status: 200, locale: 'ar', path: '/ar/find-my-agent' });
    expect(agents.title).toBe('وكلاء يتحدثون العربية | Manzil');
    // The languages the agents speak are named in Arabic, in the description as in the title.
    expect(agents.description).toMatch(/الإنجليزية/);
    expect(agents.description).not.toMatch(/English|Arabic/);
    expect(agents.alternates).toEqual([
      { hreflang: 'en-AE', path: '/find-my-agent' },
      { hreflang: 'ar-AE', path: '/ar/find-my-agent' },
    ]);
    const layla = await meta('/ar/find-my-agent/layla-haddad');
    expect(layla.title).toBe('Layla Haddad — وكيل عقاري، BRN 48213 | Manzil');
    expect(layla.description).toContain('عقار واحد.');
    expect(layla.description).not.toMatch(/English|Arabic|French/);
    expect(layla.jsonLd[0]).toMatchObject({
      jobTitle: 'وكيل عقاري',
      knowsLanguage: expect.arrayContaining(['الإنجليزية', 'العربية']),
      url: 'https://manzil.example/ar/find-my-agent/layla-haddad',
    });
    expect(layla.jsonLd[1]).toMatchObject({
      inLanguage: 'ar-AE',
      itemListElement: [
        { name: 'الرئيسية', item: 'https://manzil.example/ar' },
        { name: 'ابحث عن وكيلك', item: 'https://manzil.example/ar/find-my-agent' },
        { name: 'Layla Haddad' },
      ],
    });
    const city = await meta('/ar/dubai');
    expect(city.title).toMatch(/^عقارات في .+ — المناطق والمنازل والأسعار بالدرهم \| Manzil$/);
    const missing = await meta('/ar/find-my-agent/nobody');
    expect(missing).toMatchObject({ status: 404, title: 'الصفحة غير موجودة | Manzil', alternates: [] });
  });

  it("a retired agent's page stays for old links (it says they left) but is not indexed", async () => {
    expect(await meta('/find-my-agent/retired-agent')).toMatchObject({ status: 200, noindex: true });
    expect((await meta('/find-my-agent/layla-haddad')).noindex).toBe(false);
  });

  it('/floor-plans is a page; the shell learns statuses through /api/page-meta', async () => {
    expect(await meta('/floor-plans')).toMatchObject({ status: 200, path: '/floor-plans' });
    const unknown = await json<PageMetaResponse>(
      await call(t.app, 'GET', '/api/page-meta?path=/find-my-agent/nobody'),
    );
    expect(unknown.status).toBe(404);
    const known = await json<PageMetaResponse>(
      await call(t.app, 'GET', '/api/page-meta?path=/find-my-agent/omar-siddiqui'),
    );
    expect(known).toMatchObject({ status: 200, title: expect.stringContaining('Omar Siddiqui') });
  });

  it('the sitemap lists the directory, the floor plans and each active agent, not a retired one', async () => {
    const xml = await (await t.app.request('http://127.0.0.1/sitemap.xml')).text();
    for (const path of [
      '/find-my-agent',
      '/floor-plans',
      '/find-my-agent/layla-haddad',
      '/find-my-agent/omar-siddiqui',
    ])
      expect(xml).toContain(`${path}</loc>`);
    expect(xml).not.toContain('retired-agent');
  });

  it('the sitemap lists each page in both languages, each naming the other and x-default', async () => {
    const xml = await (await t.app.request('http://127.0.0.1/sitemap.xml')).text();
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const entry = (loc: string) => xml.split('\n').find((line) => line.includes(`<loc>${loc}</loc>`)) ?? '';
    for (const [english, arabic] of [
      ['/', '/ar'],
      ['/find-my-agent/layla-haddad', '/ar/find-my-agent/layla-haddad'],
      ['/dubai', '/ar/dubai'],
    ]) {
      for (const loc of [english, arabic]) {
        const line = entry(`${t.config.publicUrl}${loc}`);
        expect(line, loc).toContain(`hreflang="en-AE" href="${t.config.publicUrl}${english}"`);
        expect(line, loc).toContain(`hreflang="ar-AE" href="${t.config.publicUrl}${arabic}"`);
        expect(line, loc).toContain(`hreflang="x-default" href="${t.config.publicUrl}${english}"`);
      }
    }
    expect(xml).not.toContain('/ar/login');
  });
});
