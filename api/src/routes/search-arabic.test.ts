/** A search typed in Arabic finds what the same search in English finds (locations and keywords). */
import { describe, expect, it } from 'vitest';
import type { SearchPageResponse } from '@manzil/contract';
import { FIXTURE_SEED } from '../../test/fixtures/seed';
import { call, json, useTestApp } from '../../test/helpers';
import type { SeedContent } from '../db/bootstrap';

const ARABIC: Record<string, string> = {
  Dubai: 'دبي',
  'Abu Dhabi': 'أبوظبي',
  'Dubai Marina': 'دبي مارينا',
  'Downtown Dubai': 'وسط مدينة دبي',
  'Saadiyat Island': 'جزيرة السعديات',
};
const SEED: SeedContent = {
  ...FIXTURE_SEED,
  emirates: FIXTURE_SEED.emirates.map((e) =>
    ARABIC[e.name] ? { ...e, translations: { ar: { name: ARABIC[e.name]!, text: 'نص' } } } : e,
  ),
  areas: FIXTURE_SEED.areas.map((a) =>
    ARABIC[a.name] ? { ...a, translations: { ar: { name: ARABIC[a.name]! } } } : a,
  ),
  properties: FIXTURE_SEED.properties.map((p) =>
    p.house_name === 'Palm Villa'
      ? {
          ...p,
          translations: { ar: { house_name: 'فيلا فاخرة بإطلالة على النخلة', discription: 'مسبح خاص.' } },
        }
      : p.house_name === 'Marina Sky Rental'
        ? { ...p, translations: { ar: { house_name: 'شَقَّة بإطلالة على المارينا' } } }
        : p,
  ),
};

const t = useTestApp({ seed: SEED });

async function names(query: Record<string, string>): Promise<string[]> {
  const res = await call(t.app, 'GET', `/api/search?${new URLSearchParams(query)}`);
  expect(res.status).toBe(200);
  return (await json<SearchPageResponse>(res)).items.map((p) => p.house_name);
}

describe('a search in Arabic', () => {
  it('finds an area by its Arabic name as by its English one, however the Arabic is spelled', async () => {
    const english = await names({ purpose: 'Rent', location: 'Dubai Marina' });
    expect(english.length).toBeGreaterThan(0);
    expect(await names({ purpose: 'Rent', location: 'دبي مارينا' })).toEqual(english);
    expect(await names({ purpose: 'Rent', location: 'دُبَيّ  مارينا' })).toEqual(english);
    expect(await names({ purpose: 'Buy', location: 'وسط مدينة دبي' })).toEqual(
      await names({ purpose: 'Buy', location: 'Downtown Dubai' }),
    );
  });

  it('finds an emirate by its Arabic name, with any alef form', async () => {
    const english = await names({ purpose: 'Buy', location: 'Abu Dhabi' });
    expect(english).toEqual(['Saadiyat Beach Villa']);
    expect(await names({ purpose: 'Buy', location: 'أبوظبي' })).toEqual(english);
    expect(await names({ purpose: 'Buy', location: 'ابوظبي' })).toEqual(english);
    expect(await names({ purpose: 'Buy', location: 'دبي' })).toEqual(
      await names({ purpose: 'Buy', location: 'Dubai' }),
    );
  });

  it('finds nothing for an Arabic place the site does not list', async () => {
    expect(await names({ purpose: 'Buy', location: 'الرياض' })).toEqual([]);
  });

  it('matches Arabic keywords in the Arabic texts, without tashkeel and with any spelling of alef and ta marbuta', async () => {
    expect(await names({ purpose: 'Buy', q: 'فيلا' })).toEqual(['Palm Villa']);
    expect(await names({ purpose: 'Buy', q: 'اطلاله' })).toEqual(['Palm Villa']);
    expect(await names({ purpose: 'Buy', q: 'مسبح خاص' })).toEqual(['Palm Villa']);
    expect(await names({ purpose: 'Rent', q: 'شقه المارينا' })).toEqual(['Marina Sky Rental']);
    expect(await names({ purpose: 'Rent', q: 'فيلا' })).toEqual([]);
  });

  it('answers the public reads with the Arabic texts beside the English ones', async () => {
    const res = await call(t.app, 'GET', `/api/search?${new URLSearchParams({ purpose: 'Buy', q: 'فيلا' })}`);
    const [villa] = (await json<SearchPageResponse>(res)).items;
    expect(villa?.translations?.ar?.house_name).toBe('فيلا فاخرة بإطلالة على النخلة');
    const locations = await json<{ emirates: { name: string; translations?: unknown }[] }>(
      await call(t.app, 'GET', '/api/locations'),
    );
    expect(locations.emirates.find((e) => e.name === 'Dubai')?.translations).toEqual({
      ar: { name: 'دبي', text: 'نص' },
    });
  });
});
