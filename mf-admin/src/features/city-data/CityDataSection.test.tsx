import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CityEntry } from '@manzil/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSavingStore } from '../../shared/saving/savingStore';
import { fakeServer, type FakeServer } from '../../test/fakeServer';
import { CityDataSection } from './CityDataSection';
import { useCityDataStore } from './cityDataStore';

const entry = (id: string, name: string): CityEntry => ({
  _id: id.padStart(24, '0'),
  name,
  discription: `${name} text`,
  imageURL: '/i.jpg',
});

describe('View City Data', () => {
  let server: FakeServer | undefined;
  let alert: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    useCityDataStore.getState().reset();
    useSavingStore.getState().reset();
    localStorage.setItem('token', 'good');
    alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
  });
  afterEach(() => {
    server?.restore();
    vi.restoreAllMocks();
  });

  it("shows 'No data found for this city.' for an emirate without areas, asking with the key", async () => {
    server = fakeServer({ 'GET /admin/fetch-city-data': () => ({ status: 200, data: [] }) });
    render(<CityDataSection />);
    expect(await screen.findByText('No data found for this city.')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Emirate'), 'RasAlKhaimah');
    await waitFor(() => expect(server?.calls.at(-1)?.url).toBe('/admin/fetch-city-data'));
    expect(useCityDataStore.getState().emirateKey).toBe('RasAlKhaimah');
  });

  it("shows 'Failed to fetch city data' when the read fails", async () => {
    server = fakeServer({ 'GET /admin/fetch-city-data': () => ({ status: 500, data: { msg: 'boom' } }) });
    render(<CityDataSection />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch city data');
  });

  it('edits one row at a time inline, with save and cancel', async () => {
    const rows = [entry('1', 'Marina'), entry('2', 'Palm')];
    let sent: FormData | undefined;
    server = fakeServer({
      'GET /admin/fetch-city-data': () => ({ status: 200, data: rows }),
      'POST /admin/edit-city': (c) => {
        sent = c.data as FormData;
        return { status: 200, data: { data: rows[0] } };
      },
    });
    render(<CityDataSection />);
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
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Entry updated successfully!'));
    expect(sent?.get('name')).toBe('Marina Walk');
    expect(sent?.get('city')).toBe('AbuDhabi');
    expect(sent?.get('id')).toBe(rows[0]!._id);
  });

  it('asks before deleting; a refusal sends nothing; success and failure are alerted', async () => {
    server = fakeServer({
      'GET /admin/fetch-city-data': () => ({ status: 200, data: [entry('1', 'Marina')] }),
      'DELETE /admin/delete-city': () => ({ status: 200, data: { msg: 'Deleted successfully!' } }),
    });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    render(<CityDataSection />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Marina' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this entry?');
    expect(server.calls.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Marina' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Deleted successfully!'));
    const del = server.calls.find((c) => c.method === 'DELETE');
    expect(JSON.parse(String(del?.data))).toEqual({ docId: entry('1', 'x')._id, collectionName: 'AbuDhabi' });

    server.restore();
    server = fakeServer({
      'GET /admin/fetch-city-data': () => ({ status: 200, data: [entry('1', 'Marina')] }),
      'DELETE /admin/delete-city': () => ({ status: 404, data: {} }),
    });
    confirm.mockReturnValueOnce(true);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Marina' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Delete failed'));
  });

  it('the Add Area modal requires name, description and image, then adds', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    server = fakeServer({
      'GET /admin/fetch-city-data': () => ({ status: 200, data: [] }),
      'POST /admin/addnewEntry': () => ({ status: 201, data: { data: entry('9', 'Corniche') } }),
    });
    render(<CityDataSection />);
    await userEvent.click(screen.getByRole('button', { name: 'Add New Entry' }));
    const dialog = screen.getByRole('dialog', { name: 'Add New Area to AbuDhabi' });
    const add = within(dialog).getByRole('button', { name: 'Add Area' });
    await userEvent.type(within(dialog).getByLabelText('Area name *'), 'Corniche');
    await userEvent.type(within(dialog).getByLabelText('Description *'), 'Seafront.');
    await userEvent.click(add);
    expect(alert).toHaveBeenCalledWith('Please fill in the area name, description and image');
    expect(server.calls.some((c) => c.method === 'POST')).toBe(false);
    await userEvent.upload(
      within(dialog).getByLabelText(/^Image/),
      new File(['x'], 'c.png', { type: 'image/png' }),
    );
    await userEvent.click(add);
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Area added successfully!'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes the Add Area modal with Escape', async () => {
    server = fakeServer({ 'GET /admin/fetch-city-data': () => ({ status: 200, data: [] }) });
    render(<CityDataSection />);
    await userEvent.click(screen.getByRole('button', { name: 'Add New Entry' }));
    expect(screen.getByLabelText('Area name *')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
