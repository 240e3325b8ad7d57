/**
 * An area page's brochure request posted without the app's code: checked with the spec's checks,
 * recorded as the app records it (kind brochure, about the area), then the browser is sent to the
 * brochure.
 */
import { describe, expect, it } from 'vitest';
import { toSlug } from '@manzil/contract';
import { collections } from '../db/collections';
import { formPost, builtShellRoot, useTestApp } from '../../test/helpers';

const t = useTestApp({ env: { APPS_ROOT: builtShellRoot('manzil-form-brochure-') } });

const request = (name: string) => ({
  _form: 'brochure',
  name,
  email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`,
  phone: '+971 50 765 4321',
});

async function areaWithBrochure() {
  const area = await collections(t.db.db).areas.findOne({ pdf: /^\/brochures\// });
  if (!area) throw new Error('the seed has an area with a brochure');
  return { area, path: `/${area.emirate}/${toSlug(area.name)}` };
}

describe('the brochure request posted to its area page', () => {
  it('is recorded, then the browser is sent to the brochure (303)', async () => {
    const { area, path } = await areaWithBrochure();
    const res = await formPost(t.app, path, request('Brochure Reader'));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(area.pdf);
    const stored = await collections(t.db.db).enquiries.findOne({ name: 'Brochure Reader' });
    expect(stored).toMatchObject({
      kind: 'brochure',
      about: { type: 'area', ref: area.key, name: area.name },
    });
  });

  it('a field left empty: 400, the page, nothing recorded', async () => {
    const { path } = await areaWithBrochure();
    const res = await formPost(t.app, path, { ...request('Brochure Empty'), phone: '' });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(await collections(t.db.db).enquiries.countDocuments({ name: 'Brochure Empty' })).toBe(0);
  });

  it('an area without a brochure records nothing', async () => {
    const { area, path } = await areaWithBrochure();
    await collections(t.db.db).areas.updateOne({ _id: area._id }, { $set: { pdf: '' } });
    try {
      const res = await formPost(t.app, path, request('No Brochure'));
      expect(res.status).toBe(200);
      expect(await collections(t.db.db).enquiries.countDocuments({ name: 'No Brochure' })).toBe(0);
    } finally {
      await collections(t.db.db).areas.updateOne({ _id: area._id }, { $set: { pdf: area.pdf } });
    }
  });
});
