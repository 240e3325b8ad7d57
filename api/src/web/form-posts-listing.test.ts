/**
 * The contact form opened from a listing (/contact?property=<Reference ID>) and posted before or
 * without the app's code: the enquiry names the listing and records its Reference ID.
 */
import { describe, expect, it } from 'vitest';
import { collections } from '../db/collections';
import { referenceOf } from '../db/ids';
import { contactForm, formPost, builtShellRoot, useTestApp } from '../../test/helpers';

const appsRoot = builtShellRoot('manzil-form-posts-listing-');

const t = useTestApp({ env: { APPS_ROOT: appsRoot, AGENCY_PHONE: '971501112233' } });

const post = (pathname: string, fields: Record<string, string>) => formPost(t.app, pathname, fields);

const contact = (name: string, property: string) =>
  contactForm(name, { property, email: 'buyer@example.com', message: 'Is it still available?' });

describe('the contact form opened from a listing', () => {
  it('records the listing (slug, name, Reference ID) and names it in the chat text', async () => {
    const home = (await collections(t.db.db).properties.findOne({ slug: 'boulevard-point' }))!;
    const reference = referenceOf(home._id);
    const res = await post(
      `/contact?property=${reference}`,
      contact('Listing Buyer', reference.toLowerCase()),
    );
    expect(res.status).toBe(303);
    expect(decodeURIComponent(res.headers.get('location')!)).toContain(
      `About: Boulevard Point (${reference})`,
    );
    const stored = await collections(t.db.db).enquiries.findOne({ name: 'Listing Buyer' });
    expect(stored?.about).toEqual({
      type: 'property',
      ref: 'boulevard-point',
      name: 'Boulevard Point',
      reference,
    });
  });

  it('an unknown or malformed reference is an enquiry about nothing in particular, still recorded', async () => {
    for (const [name, property] of [
      ['Unknown Ref', 'ffffffff'],
      ['Bad Ref', '{"$gt":""}'],
    ] as const) {
      expect((await post('/contact', contact(name, property))).status).toBe(303);
      // Its own lead, or merged whole into the lead of the same e-mail and phone.
      const lead = await collections(t.db.db).enquiries.findOne({ $or: [{ name }, { 'merged.name': name }] });
      const stored = lead?.name === name ? lead : lead?.merged?.find((e) => e.name === name);
      expect(stored).toBeDefined();
      expect(stored?.about).toBeUndefined();
    }
  });
});
