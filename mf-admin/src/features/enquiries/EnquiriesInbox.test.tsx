import { screen } from '@testing-library/react';
import { handle, render, serve } from '@manzil/api-client/testing';
import type { Enquiry } from '@manzil/contract';
import { describe, expect, it } from 'vitest';
import { EnquiriesInbox } from './EnquiriesInbox';

const enquiry = (overrides: Partial<Enquiry>): Enquiry => ({
  _id: 'e'.repeat(24),
  kind: 'contact',
  name: 'Priya Nair',
  email: 'priya@example.com',
  phone: '+971 50 765 4321',
  createdAt: '2026-11-25T10:00:00.000Z',
  ...overrides,
});

describe('EnquiriesInbox', () => {
  it('names the listing an enquiry is about with the Reference ID the server recorded', async () => {
    serve(
      handle('GET /admin/enquiries', {
        data: [
          enquiry({
            about: {
              type: 'property',
              ref: 'marina-sail-tower-2br',
              name: 'Marina Sail Tower 2BR',
              reference: '65A1B2C3',
            },
          }),
          enquiry({
            _id: 'f'.repeat(24),
            about: { type: 'area', ref: 'downtown_dubai', name: 'Downtown Dubai' },
          }),
        ],
      }),
    );
    render(<EnquiriesInbox />);
    expect(await screen.findByText('Marina Sail Tower 2BR (Ref. 65A1B2C3)')).toBeInTheDocument();
    expect(screen.getByText('Downtown Dubai')).toBeInTheDocument();
  });
});
