import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { handle, render, requestsTo, serve } from '@manzil/api-client/testing';
import { testProperty } from '../../test/fixtures';
import { PropertyFormModal } from './PropertyFormModal';

const home = testProperty({
  _id: 'a'.repeat(24),
  areaName: 'dubai_marina',
  house_name: 'Marina Crown',
  house_type: 'Apartment',
  bedrooms: 2,
  price: 2_400_000,
  photos: ['/api/images/1', '/api/images/2'],
  imageurl: '/api/images/1',
});

const open = () =>
  render(
    <PropertyFormModal
      form={{ mode: 'edit', property: home }}
      areaChoices={[]}
      onClose={vi.fn()}
      onSaved={vi.fn()}
    />,
  );

describe('PropertyFormModal', () => {
  it('warns, without refusing, about a price far from the median of like listings and a size too small for its bedrooms', async () => {
    serve(handle('GET /admin/price-median', { data: { median: 2_500_000, count: 8 } }));
    open();
    const dialog = screen.getByRole('dialog', { name: 'Edit Marina Crown' });
    await waitFor(() => expect(requestsTo('GET /admin/price-median')).toHaveLength(1));
    const [asked] = requestsTo('GET /admin/price-median');
    expect(new URL(asked!.url, 'http://x').searchParams.toString()).toBe(
      `areaName=dubai_marina&for=Buy&house_type=Apartment&bedrooms=2&exclude=${'a'.repeat(24)}`,
    );
    expect(within(dialog).queryByText(/median/)).toBeNull();
    const price = within(dialog).getByLabelText('Price (AED)');
    await userEvent.clear(price);
    await userEvent.type(price, '600000');
    expect(
      await within(dialog).findByText(
        'AED 600,000 is 76% below the median of AED 2,500,000 for 2-bedroom apartments for sale in Dubai Marina (8 listings). Check the price before saving.',
      ),
    ).toHaveAttribute('role', 'status');
    await userEvent.type(within(dialog).getByLabelText('Area (sqft)'), '200');
    expect(
      within(dialog).getByText(
        '2 bedrooms in 200 sqft leaves 100 sqft a bedroom: check the size (in square feet) and the bedrooms.',
      ),
    ).toBeInTheDocument();
  });

  it('shows the listing’s photos in order with the cover first, and every section', async () => {
    open();
    const dialog = screen.getByRole('dialog', { name: 'Edit Marina Crown' });
    for (const legend of ['The listing', 'Price and size', 'Photos', 'Listing details', 'Location', 'Texts'])
      expect(within(dialog).getByRole('group', { name: legend })).toBeInTheDocument();
    const photos = within(dialog).getByRole('list', { name: 'Photos in order, the first is the cover' });
    expect(within(photos).getAllByRole('listitem')).toHaveLength(2);
    expect(within(photos).getByText('Photo 1 (cover)')).toBeInTheDocument();
    // An off-plan home asks for its handover quarter and year.
    await userEvent.selectOptions(within(dialog).getByLabelText('Completion'), 'off-plan');
    expect(within(dialog).getByLabelText('Handover quarter')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Property' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Choose the handover quarter and year of an off-plan home',
    );
    expect(requestsTo('POST /admin/update-property')).toHaveLength(0);
  });
});
