import { describe, expect, it } from 'vitest';
import type { Lead } from '@manzil/contract';
import { aboutText, listingPath, mailtoLink, whatsappLink } from './leadLinks';

const lead = (overrides: Partial<Lead> = {}): Lead => ({
  _id: 'a'.repeat(24),
  kind: 'property-inquiry',
  name: 'Priya Nair',
  email: 'priya+homes@example.com',
  phone: '050 765 4321',
  createdAt: '2026-11-25T10:00:00.000Z',
  sentAt: '2026-11-25T10:00:00.000Z',
  lastAt: '2026-11-25T10:00:00.000Z',
  status: 'new',
  notes: [],
  count: 1,
  merged: [],
  mergedDropped: 0,
  earlier: [],
  about: {
    type: 'property',
    ref: 'marina-sail-tower-2br',
    name: 'Marina Sail & Tower',
    reference: '65A1B2C3',
  },
  ...overrides,
});

describe('lead links', () => {
  it('names the listing with its Reference ID', () => {
    expect(aboutText(lead())).toBe('Marina Sail & Tower (Ref. 65A1B2C3)');
    expect(aboutText(lead({ about: undefined, subject: 'Valuation' }))).toBe('Valuation');
    expect(aboutText(lead({ about: undefined }))).toBeNull();
  });

  it('links the listing page of a property only', () => {
    expect(listingPath(lead())).toBe('/property/marina-sail-tower-2br');
    expect(
      listingPath(lead({ about: { type: 'area', ref: 'downtown_dubai', name: 'Downtown Dubai' } })),
    ).toBeNull();
  });

  it('opens WhatsApp on the international number with a reply naming the listing', () => {
    const link = new URL(whatsappLink(lead())!);
    expect(link.origin + link.pathname).toBe('https://wa.me/971507654321');
    expect(link.searchParams.get('text')).toBe(
      'Hello Priya, thank you for your enquiry about Marina Sail & Tower (Ref. 65A1B2C3).',
    );
    expect(whatsappLink(lead({ phone: '12345' }))).toBeNull();
  });

  it('writes an e-mail whose subject names the listing, every part encoded', () => {
    const link = mailtoLink(lead());
    expect(link.startsWith('mailto:priya%2Bhomes@example.com?')).toBe(true);
    const params = new URLSearchParams(link.slice(link.indexOf('?') + 1));
    expect(params.get('subject')).toBe('Your enquiry about Marina Sail & Tower (Ref. 65A1B2C3)');
    expect(params.get('body')).toMatch(/^Hello Priya, thank you for your enquiry about Marina Sail & Tower/);
  });
});
