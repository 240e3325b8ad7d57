/** Records shaped like the API's answers, for this feature's tests, and what their cards show. */
import { within } from '@testing-library/react';
import { expect } from 'vitest';
import type { Property } from '@manzil/contract';
import { handle, serve, SITE_CONFIG } from '@manzil/api-client/testing';

export const makeProperty = (overrides: Partial<Property> = {}): Property => ({
  _id: '65a000000000000000000001',
  slug: 'marina-gate-2br',
  house_name: 'Marina Gate 2BR',
  house_type: 'Apartment',
  for: 'Buy',
  bedrooms: 2,
  bathrooms: 3,
  location: 'Dubai Marina',
  discription: 'Sea views. Walk to the tram.',
  price: 1_250_000,
  imageurl: '/images/properties/marina-gate.jpg',
  areaName: 'dubai_marina',
  emirate: 'dubai',
  ...overrides,
});

export { LOCATIONS } from '@manzil/api-client/testing';

/** The card of makeProperty()'s home, as the client and the server render it: its price, and links that
 * work without JavaScript (an enquiry naming the listing by slug, at the form; its page). */
export function expectDefaultHomeCard(card: HTMLElement): void {
  expect(within(card).getByText('AED 1,250,000')).toBeInTheDocument();
  expect(within(card).getByRole('link', { name: /Enquire now/ })).toHaveAttribute(
    'href',
    '/contact?property=marina-gate-2br#enquiry',
  );
  expect(within(card).getByRole('link', { name: /View details/ })).toHaveAttribute(
    'href',
    '/property/marina-gate-2br',
  );
}

/** What the cards' Call and WhatsApp read besides the card: the agency's phone. */
export function serveCardReads(): void {
  serve(handle('GET /site-config', SITE_CONFIG));
}
