import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Property } from '@manzil/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSavingStore } from '../../shared/saving/savingStore';
import { fakeServer, type FakeServer } from '../../test/fakeServer';
import { PropertiesSection } from './PropertiesSection';
import { usePropertiesStore } from './propertiesStore';

const property = (id: string, areaName: string, name: string): Property => ({
  _id: id.padStart(24, '0'),
  slug: name.toLowerCase().replace(/\s+/g, '-'),
  house_name: name,
  house_type: 'Villa',
  for: 'Buy',
  bedrooms: 3,
  bathrooms: 2,
  location: 'Somewhere',
  discription: 'Nice.',
  imageurl: '/x.jpg',
  price: 2500000,
  areaName,
  emirate: 'dubai',
});

const groups = {
  dubai_marina: [property('1', 'dubai_marina', 'Marina Loft')],
  palm_jumeirah: [property('2', 'palm_jumeirah', 'Palm Villa')],
};

describe('Properties', () => {
  let server: FakeServer | undefined;
  let alert: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    usePropertiesStore.getState().reset();
    useSavingStore.getState().reset();
    localStorage.setItem('token', 'good');
    alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
  });
  afterEach(() => {
    server?.restore();
    vi.restoreAllMocks();
  });

  it('filters groups by area name and says when nothing matches', async () => {
    server = fakeServer({
      'GET /admin/fetch-nested-area-data': () => ({ status: 200, data: { data: groups } }),
    });
    render(<PropertiesSection areaChoices={[]} />);
    expect(await screen.findByRole('heading', { name: /Dubai Marina/ })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Search'), 'palm');
    expect(screen.queryByRole('heading', { name: /Dubai Marina/ })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Palm Jumeirah/ })).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Search'));
    await userEvent.type(screen.getByLabelText('Search'), 'Hatta');
    expect(screen.getByText('No properties found for "Hatta"')).toBeInTheDocument();
  });

  it('adds a property to an area; a refused add says Add property failed, a network failure the other text', async () => {
    let answer: { status: number; data?: unknown } = {
      status: 400,
      data: { msg: 'price: must be a number' },
    };
    let sent: FormData | undefined;
    server = fakeServer({
      'GET /admin/fetch-nested-area-data': () => ({ status: 200, data: { data: groups } }),
      'POST /admin/add-property': (c) => {
        sent = c.data as FormData;
        return answer;
      },
    });
    render(<PropertiesSection areaChoices={[]} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add New Entry to Dubai Marina' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Property' });
    const submit = within(dialog).getByRole('button', { name: 'Add Property' });
    await userEvent.click(submit);
    expect(alert).toHaveBeenLastCalledWith('Please fill in House name');
    await userEvent.type(within(dialog).getByLabelText('House name *'), 'Marina Gate 2');
    await userEvent.selectOptions(within(dialog).getByLabelText('House type *'), 'Townhouse');
    await userEvent.selectOptions(within(dialog).getByLabelText('For *'), 'Rent');
    await userEvent.type(within(dialog).getByLabelText('Bedrooms *'), '2');
    await userEvent.type(within(dialog).getByLabelText('Bathrooms *'), '2');
    await userEvent.type(within(dialog).getByLabelText('Location *'), 'Dubai Marina');
    await userEvent.type(within(dialog).getByLabelText('Overview (discription) *'), 'Sea view.');
    await userEvent.type(within(dialog).getByLabelText('Price (AED)'), '180000');
    expect(within(dialog).getByLabelText('Price (AED)')).toHaveAttribute('type', 'number');
    await userEvent.click(submit);
    await waitFor(() =>
      expect(alert).toHaveBeenLastCalledWith('price: must be a number. Add property failed'),
    );
    expect(sent?.get('areaName')).toBe('dubai_marina');
    expect(sent?.get('house_type')).toBe('Townhouse');
    expect(sent?.get('for')).toBe('Rent');

    server.restore();
    server = fakeServer({
      'POST /admin/add-property': () =>
        Promise.reject(Object.assign(new Error('Network Error'), { code: 'ERR_NETWORK' })),
    });
    await userEvent.click(submit);
    await waitFor(() =>
      expect(alert).toHaveBeenLastCalledWith('Something went wrong while adding the property.'),
    );

    server.restore();
    answer = { status: 201, data: { data: property('3', 'dubai_marina', 'Marina Gate 2') } };
    server = fakeServer({ 'POST /admin/add-property': () => answer });
    await userEvent.click(submit);
    await waitFor(() => expect(alert).toHaveBeenLastCalledWith('Property added successfully!'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Marina Gate 2')).toBeInTheDocument();
  });

  it('opens edit mode with the values and disables the form while saving', async () => {
    let release: (v: { status: number; data?: unknown }) => void = () => {};
    server = fakeServer({
      'GET /admin/fetch-nested-area-data': () => ({ status: 200, data: { data: groups } }),
      'POST /admin/update-property': () => new Promise((r) => (release = r)),
    });
    render(<PropertiesSection areaChoices={[]} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Palm Villa' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Palm Villa' });
    expect(within(dialog).getByLabelText('House name *')).toHaveValue('Palm Villa');
    expect(within(dialog).getByLabelText('Price (AED)')).toHaveValue(2500000);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Property' }));
    expect(await within(dialog).findByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(within(dialog).getByLabelText('House name *')).toBeDisabled();
    await waitFor(() => expect(server?.calls.some((c) => c.url === '/admin/update-property')).toBe(true));
    release({ status: 400, data: {} });
    await waitFor(() => expect(alert).toHaveBeenLastCalledWith('Update failed'));
  });

  it("deletes a property: 'Property deleted successfully' / 'Failed to delete property'", async () => {
    let status = 500;
    server = fakeServer({
      'GET /admin/fetch-nested-area-data': () => ({ status: 200, data: { data: groups } }),
      'DELETE /admin/delete-property': () => ({ status, data: {} }),
    });
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    render(<PropertiesSection areaChoices={[]} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Palm Villa' }));
    await waitFor(() => expect(alert).toHaveBeenLastCalledWith('Failed to delete property'));
    status = 200;
    await userEvent.click(screen.getByRole('button', { name: 'Delete Palm Villa' }));
    await waitFor(() => expect(alert).toHaveBeenLastCalledWith('Property deleted successfully'));
    expect(screen.queryByText('Palm Villa')).not.toBeInTheDocument();
  });
});
