import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CityEntry } from '@manzil/contract';
import { describe, expect, it, vi } from 'vitest';
import { cityEntry } from '../../test/fixtures';
import { signedInSection } from '../../test/signedInSection';
import { expectAlert, expectToast, renderWithToasts } from '../../test/feedback';
import { typeInto } from '../../test/typeInto';
import { apiRequests, fail, handle, latch, requestsTo, serve } from '@manzil/api-client/testing';
import { CityDataSection } from './CityDataSection';
import { useCityDataStore } from './cityDataStore';

const entry = (id: string, name: string): CityEntry => cityEntry(id.padStart(24, '0'), name);

describe('View City Data', () => {
  signedInSection(() => useCityDataStore.getState().reset());

  it("shows 'No data found for this city.' for an emirate without areas, asking with the key", async () => {
    serve(handle('GET /admin/fetch-city-data', []));
    renderWithToasts(<CityDataSection />);
    expect(await screen.findByText('No data found for this city.')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Emirate'), 'RasAlKhaimah');
    await waitFor(() => expect(apiRequests().at(-1)?.url).toBe('/admin/fetch-city-data?city=RasAlKhaimah'));
    expect(useCityDataStore.getState().emirateKey).toBe('RasAlKhaimah');
  });

  it("shows 'Failed to fetch city data' when the read fails", async () => {
    serve(handle('GET /admin/fetch-city-data', fail(500, { msg: 'boom' })));
    renderWithToasts(<CityDataSection />);
    expect(
      (await screen.findByText('Failed to fetch city data')).closest('[role="alert"]'),
    ).toBeInTheDocument();
  });

  it('edits one row at a time inline, with save and cancel', async () => {
    const rows = [entry('1', 'Marina'), entry('2', 'Palm')];
    let sent: FormData | undefined;
    serve(
      handle('GET /admin/fetch-city-data', rows),
      handle('POST /admin/edit-city', ({ body }) => {
        sent = body;
        return { data: rows[0]! };
      }),
    );
    renderWithToasts(<CityDataSection />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Marina' }));
    expect(screen.getByLabelText('Area name')).toHaveValue('Marina');
    await userEvent.click(screen.getByRole('button', { name: 'Edit Palm' }));
    expect(screen.getAllByLabelText('Area name')).toHaveLength(1);
    expect(screen.getByLabelText('Area name')).toHaveValue('Palm');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByLabelText('Area name')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Edit Marina' }));
    await userEvent.clear(screen.getByLabelText('Area name'));
    await userEvent.type(screen.getByLabelText('Area name'), 'Marina Walk');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await expectToast('success', 'Entry updated successfully!');
    expect(sent?.get('name')).toBe('Marina Walk');
    expect(sent?.get('city')).toBe('AbuDhabi');
    expect(sent?.get('id')).toBe(rows[0]!._id);
  });

  it('saves an Arabic name and description beside the English, and lists them right to left', async () => {
    const marina: CityEntry = {
      ...entry('1', 'Marina'),
      translations: { ar: { name: 'مارينا' } },
    };
    let sent: FormData | undefined;
    serve(
      handle('GET /admin/fetch-city-data', [marina]),
      handle('POST /admin/edit-city', ({ body }) => {
        sent = body;
        return { data: marina };
      }),
    );
    renderWithToasts(<CityDataSection />);
    const shown = await screen.findByText('مارينا');
    expect(shown).toHaveAttribute('dir', 'auto');
    expect(shown).toHaveAttribute('lang', 'ar');
    await userEvent.click(screen.getByRole('button', { name: 'Edit Marina' }));
    const arabicName = screen.getByLabelText('Area name (Arabic)');
    expect(arabicName).toHaveValue('مارينا');
    expect(arabicName).toHaveAttribute('dir', 'auto');
    expect(arabicName).toHaveAttribute('lang', 'ar');
    await userEvent.clear(arabicName);
    await userEvent.type(arabicName, 'دبي مارينا');
    await userEvent.type(screen.getByLabelText('Area description (Arabic)'), 'واجهة مائية.');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await expectToast('success', 'Entry updated successfully!');
    expect(sent?.get('name')).toBe('Marina');
    expect(sent?.get('ar_name')).toBe('دبي مارينا');
    expect(sent?.get('ar_discription')).toBe('واجهة مائية.');
  });

  it('asks before deleting in a dialog; Cancel and Escape send nothing; success and failure are said', async () => {
    serve(
      handle('GET /admin/fetch-city-data', [entry('1', 'Marina')]),
      handle('DELETE /admin/delete-city', { msg: 'Deleted successfully!', deletedProperties: 0 }),
    );
    renderWithToasts(<CityDataSection />);
    const deleteButton = await screen.findByRole('button', { name: 'Delete Marina' });
    await userEvent.click(deleteButton);
    const question = screen.getByRole('alertdialog', { name: 'Are you sure you want to delete this entry?' });
    expect(question).toHaveAccessibleDescription(
      'Marina and the properties listed in it will be removed from the site.',
    );
    expect(within(question).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(deleteButton).toHaveFocus();
    await userEvent.click(deleteButton);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(deleteButton).toHaveFocus();
    expect(requestsTo('DELETE /admin/delete-city')).toHaveLength(0);

    await userEvent.click(deleteButton);
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await expectToast('success', 'Deleted successfully!');
    const del = requestsTo('DELETE /admin/delete-city')[0];
    expect(del?.body).toEqual({ docId: entry('1', 'x')._id, collectionName: 'AbuDhabi' });

    serve(handle('DELETE /admin/delete-city', fail(404, {})));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Marina' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await expectToast('error', 'Delete failed');
  });

  it("says a refused row edit in the row, in words, keeping the spec's text", async () => {
    serve(
      handle('GET /admin/fetch-city-data', [entry('1', 'Marina')]),
      handle('POST /admin/edit-city', fail(400, { msg: 'name: must be on one line' })),
    );
    renderWithToasts(<CityDataSection />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Marina' }));
    await userEvent.clear(screen.getByLabelText('Area name'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const row = screen.getByLabelText('Area name').closest('tr')!;
    await expectAlert('Please fill in the area name and description', row);
    expect(requestsTo('POST /admin/edit-city')).toHaveLength(0);
    await userEvent.type(screen.getByLabelText('Area name'), 'Marina Walk');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await expectAlert('Area name must be on one line. Update failed', row);
  });

  it('the Add Area modal requires name, description and image, then adds', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    serve(
      handle('GET /admin/fetch-city-data', []),
      handle('POST /admin/addnewEntry', { data: entry('9', 'Corniche') }),
    );
    renderWithToasts(<CityDataSection />);
    await userEvent.click(screen.getByRole('button', { name: 'Add New Entry' }));
    const dialog = screen.getByRole('dialog', { name: 'Add New Area to Abu Dhabi' });
    const add = within(dialog).getByRole('button', { name: 'Add Area' });
    await typeInto(dialog, {
      'Area name *': 'Corniche',
      'Description *': 'Seafront.',
    });
    await userEvent.click(add);
    await expectAlert('Please fill in the area name, description and image', dialog);
    expect(requestsTo('POST /admin/addnewEntry')).toHaveLength(0);
    await userEvent.upload(
      within(dialog).getByLabelText(/^Image/),
      new File(['x'], 'c.png', { type: 'image/png' }),
    );
    await userEvent.click(add);
    await expectToast('success', 'Area added successfully!');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes the Add Area modal with Escape', async () => {
    serve(handle('GET /admin/fetch-city-data', []));
    renderWithToasts(<CityDataSection />);
    await userEvent.click(screen.getByRole('button', { name: 'Add New Entry' }));
    expect(screen.getByLabelText('Area name *')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the chosen emirate: an answer for an earlier choice that arrives late is not shown; a failure is', async () => {
    const [dubaiReleased, releaseDubai] = latch();
    serve(
      handle('GET /admin/fetch-city-data', async ({ request }) => {
        const city = new URL(request.url).searchParams.get('city');
        if (city === 'Dubai') {
          await dubaiReleased;
          return [entry('d', 'Marina')];
        }
        if (city === 'Sharjah') return [entry('s', 'Al Majaz')];
        return [];
      }),
    );
    renderWithToasts(<CityDataSection />);
    await userEvent.selectOptions(screen.getByLabelText('Emirate'), 'Dubai');
    await userEvent.selectOptions(screen.getByLabelText('Emirate'), 'Sharjah');
    expect(await screen.findByRole('button', { name: 'Edit Al Majaz' })).toBeInTheDocument();
    releaseDubai();
    await waitFor(() => expect(requestsTo('GET /admin/fetch-city-data')).toHaveLength(3));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('button', { name: 'Edit Marina' })).not.toBeInTheDocument();
    expect(useCityDataStore.getState().emirateKey).toBe('Sharjah');

    serve(handle('GET /admin/fetch-city-data', fail(503, { msg: 'down' })));
    await userEvent.selectOptions(screen.getByLabelText('Emirate'), 'Ajman');
    expect(
      (await screen.findByText('Failed to fetch city data')).closest('[role="alert"]'),
    ).toBeInTheDocument();
  });
});
