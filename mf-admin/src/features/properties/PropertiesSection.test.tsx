import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Property } from '@manzil/contract';
import { describe, expect, it } from 'vitest';
import { testProperty } from '../../test/fixtures';
import { signedInSection } from '../../test/signedInSection';
import { expectAlert, expectToast, renderWithToasts } from '../../test/feedback';
import { typeInto } from '../../test/typeInto';
import { fail, handle, latch, networkFailure, requestsTo, serve } from '@manzil/api-client/testing';
import { PropertiesSection } from './PropertiesSection';
import { usePropertiesStore } from './propertiesStore';

const property = (id: string, areaName: string, name: string): Property =>
  testProperty({ _id: id.padStart(24, '0'), areaName, house_name: name, price: 2500000 });

const groups = {
  dubai_marina: [property('1', 'dubai_marina', 'Marina Loft')],
  palm_jumeirah: [property('2', 'palm_jumeirah', 'Palm Villa')],
};

/** The server's groups: a write the server accepted is seen by the next read, as on the real API. */
function serveGroups() {
  const current: Record<string, Property[]> = structuredClone(groups);
  serve(handle('GET /admin/fetch-nested-area-data', () => ({ data: structuredClone(current) })));
  return {
    add: (p: Property) => (current[p.areaName] ??= []).push(p),
    remove: (id: string) => {
      for (const list of Object.values(current)) {
        const i = list.findIndex((p) => p._id === id);
        if (i >= 0) list.splice(i, 1);
      }
    },
  };
}

describe('Properties', () => {
  signedInSection(() => usePropertiesStore.getState().reset());

  it('shows a skeleton while loading, filters groups by area name and says when nothing matches', async () => {
    serveGroups();
    renderWithToasts(<PropertiesSection areaChoices={[]} />);
    // While the groups load, their shape stands in for them and screen readers hear what is loading.
    const skeleton = screen.getByText('Loading properties...').closest('[role="status"]');
    expect(skeleton).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByRole('heading', { name: /Dubai Marina/ })).toBeInTheDocument();
    expect(skeleton).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Search'), 'palm');
    expect(screen.queryByRole('heading', { name: /Dubai Marina/ })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Palm Jumeirah/ })).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Search'));
    await userEvent.type(screen.getByLabelText('Search'), 'Hatta');
    expect(screen.getByText('No properties found for "Hatta"')).toBeInTheDocument();
  });

  it('shows the areas five a page, and a new search starts at the first page', async () => {
    const areas = ['al_barsha', 'business_bay', 'deira', 'jumeirah', 'karama', 'mirdif', 'satwa'];
    serve(
      handle('GET /admin/fetch-nested-area-data', {
        data: Object.fromEntries(areas.map((a, i) => [a, [property(String(i + 1), a, `Home ${i + 1}`)]])),
      }),
    );
    renderWithToasts(<PropertiesSection areaChoices={[]} />);
    expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Previous areas' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next areas' }));
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Mirdif (1)',
      'Satwa (1)',
    ]);
    expect(screen.getByRole('button', { name: 'Next areas' })).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Search'), 'a');
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Search'), 'rsha');
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Al Barsha (1)']);
    expect(screen.queryByRole('navigation', { name: 'Pages of areas' })).not.toBeInTheDocument();
  });

  it('adds a property to an area; a refused add says why in words and Add property failed, a network failure the other text', async () => {
    let sent: FormData | undefined;
    const server = serveGroups();
    serve(
      handle('POST /admin/add-property', ({ body }) => {
        sent = body;
        return fail(400, { msg: 'bedrooms: must be a whole number' });
      }),
    );
    renderWithToasts(<PropertiesSection areaChoices={[]} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add New Entry to Dubai Marina' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Property' });
    const submit = within(dialog).getByRole('button', { name: 'Add Property' });
    await userEvent.click(submit);
    await expectAlert('Please fill in Property name', dialog);
    const name = within(dialog).getByLabelText('Property name *');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Please fill in Property name');
    await waitFor(() => expect(name).toHaveFocus());
    await userEvent.type(name, 'Marina Gate 2');
    await userEvent.selectOptions(within(dialog).getByLabelText('Property type *'), 'Townhouse');
    await userEvent.selectOptions(within(dialog).getByLabelText('Purpose *'), 'Rent');
    await typeInto(dialog, {
      'Bedrooms *': '-3',
      'Bathrooms *': '2',
      'Location *': 'Dubai Marina',
      'Overview *': 'Sea view.',
      'Price (AED)': '180,000',
    });
    // Checked in the form first, in words, without a round trip.
    await userEvent.click(submit);
    await expectAlert('Bedrooms must be a whole number from 0 to 50 (0 for a studio)', dialog);
    const bedrooms = within(dialog).getByLabelText('Bedrooms *');
    expect(bedrooms).toHaveAccessibleDescription(
      '0 for a studio. Bedrooms must be a whole number from 0 to 50 (0 for a studio)',
    );
    expect(sent).toBeUndefined();
    await userEvent.clear(bedrooms);
    await userEvent.type(bedrooms, '3');
    // The server's refusal is said in words too, beside its field.
    await userEvent.click(submit);
    await expectAlert('Bedrooms must be a whole number of 0 or more. Add property failed', dialog);
    expect(bedrooms).toHaveAttribute('aria-invalid', 'true');
    expect(bedrooms).toHaveAccessibleDescription(
      '0 for a studio. Bedrooms must be a whole number of 0 or more',
    );
    expect(name).not.toHaveAttribute('aria-invalid');
    await userEvent.clear(bedrooms);
    await userEvent.type(bedrooms, '2');
    expect(sent?.get('areaName')).toBe('dubai_marina');
    expect(sent?.get('house_type')).toBe('Townhouse');
    expect(sent?.get('for')).toBe('Rent');
    expect(sent?.get('price')).toBe('180000');
    expect(sent?.get('rentPeriod')).toBe('yearly');

    serve(handle('POST /admin/add-property', networkFailure()));
    await userEvent.click(submit);
    await expectAlert('Something went wrong while adding the property.', dialog);

    serve(
      handle('POST /admin/add-property', () => {
        const added = property('3', 'dubai_marina', 'Marina Gate 2');
        server.add(added);
        return { data: added };
      }),
    );
    await userEvent.click(submit);
    await expectToast('success', 'Property added successfully!');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Marina Gate 2')).toBeInTheDocument();
  });

  it('opens edit mode with the values and disables the form while saving', async () => {
    const [released, release] = latch();
    serveGroups();
    serve(
      handle('POST /admin/update-property', async () => {
        await released;
        return fail(400, {});
      }),
    );
    renderWithToasts(<PropertiesSection areaChoices={[]} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Palm Villa' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Palm Villa' });
    expect(within(dialog).getByLabelText('Property name *')).toHaveValue('Palm Villa');
    expect(within(dialog).getByLabelText('Price (AED)')).toHaveValue('2500000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Property' }));
    expect(await within(dialog).findByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(within(dialog).getByLabelText('Property name *')).toBeDisabled();
    await waitFor(() => expect(requestsTo('POST /admin/update-property')).toHaveLength(1));
    release();
    await expectAlert('Update failed', dialog);
  });

  it("deletes a property once confirmed: 'Property deleted successfully' / 'Failed to delete property'", async () => {
    let status = 500;
    const server = serveGroups();
    serve(
      handle('DELETE /admin/delete-property', ({ body }) => {
        if (status !== 200) return fail(status, {});
        server.remove(body._id);
        return { msg: 'Property deleted successfully' };
      }),
    );
    renderWithToasts(<PropertiesSection areaChoices={[]} />);
    const confirmDelete = async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Delete Palm Villa' }));
      const question = screen.getByRole('alertdialog', {
        name: 'Are you sure you want to delete this property?',
      });
      await userEvent.click(within(question).getByRole('button', { name: 'Delete' }));
    };
    await screen.findByRole('button', { name: 'Delete Palm Villa' });
    await userEvent.click(screen.getByRole('button', { name: 'Delete Palm Villa' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(requestsTo('DELETE /admin/delete-property')).toHaveLength(0);
    await confirmDelete();
    await expectToast('error', 'Failed to delete property');
    status = 200;
    await confirmDelete();
    await expectToast('success', 'Property deleted successfully');
    expect(screen.queryByText('Palm Villa')).not.toBeInTheDocument();
  });

  // The groups are server state: after a write they are read again, so each property sits where the
  // server now puts it (moved when its area changed), and a failed read shows Retry.
  it('reads the groups again after an edit: a property whose area changed moves to its new group', async () => {
    const server = serveGroups();
    serve(
      handle('POST /admin/update-property', () => {
        const moved = { ...groups.palm_jumeirah[0]!, areaName: 'dubai_marina', house_name: 'Palm Villa II' };
        server.remove(moved._id);
        server.add(moved);
        return { data: moved };
      }),
    );
    renderWithToasts(<PropertiesSection areaChoices={[]} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Palm Villa' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Palm Villa' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Property' }));
    await expectToast('success', 'Property updated successfully!');
    const marina = screen.getByRole('heading', { name: /Dubai Marina/ }).closest('section')!;
    expect(within(marina).getByText('Palm Villa II')).toBeInTheDocument();
    expect(screen.queryByText('Palm Villa')).not.toBeInTheDocument();
  });

  it("shows 'Failed to load properties' when the read fails, and Retry loads them", async () => {
    serveGroups();
    serve(handle('GET /admin/fetch-nested-area-data', fail(500), { once: true }));
    renderWithToasts(<PropertiesSection areaChoices={[]} />);
    const failure = (await screen.findByText('Failed to load properties')).closest<HTMLElement>(
      '[role="alert"]',
    )!;
    expect(failure).toBeInTheDocument();
    await userEvent.click(within(failure).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: /Palm Jumeirah/ })).toBeInTheDocument();
  });
});
