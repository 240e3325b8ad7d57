import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { Property } from '@manzil/contract';
import { describe, expect, it } from 'vitest';
import { fail, handle, requestsTo, serve } from '@manzil/api-client/testing';
import { testProperty } from '../../../test/fixtures';
import { signedInSection } from '../../../test/signedInSection';
import { expectToast, renderWithToasts } from '../../../test/feedback';
import { ListingsSection } from './ListingsSection';

/** 60 listings: price grows with the number, every third one for rent. */
const all: Property[] = Array.from({ length: 60 }, (_, i) =>
  testProperty({
    _id: String(i + 1).padStart(24, 'a'),
    areaName: i % 2 ? 'dubai_marina' : 'palm_jumeirah',
    house_name: `Listing ${String(i + 1).padStart(2, '0')}`,
    price: 1_000_000 + i * 10_000,
    for: i % 3 ? 'Buy' : 'Rent',
    listedAt: new Date(Date.UTC(2025, 0, 1 + i)).toISOString(),
  }),
);

/** The API's table answer, filtered by purpose and sorted by price as the server would. */
function serveListings() {
  let rows = structuredClone(all);
  serve(
    handle('GET /admin/listings', ({ request }) => {
      const q = new URL(request.url).searchParams;
      let list = rows.filter((p) => !q.get('purpose') || p.for === q.get('purpose'));
      if (q.get('sort') === 'price')
        list = [...list].sort((a, b) => (a.price! - b.price!) * (q.get('dir') === 'asc' ? 1 : -1));
      const page = Number(q.get('page') ?? 1);
      const size = Number(q.get('pageSize') ?? 25);
      return { data: list.slice((page - 1) * size, page * size), total: list.length, page, pageSize: size };
    }),
    handle('GET /locations', { emirates: [{ name: 'Dubai', slug: 'dubai', areas: [] }] }),
    handle('GET /agents', { data: [] }),
  );
  return { drop: (ids: string[]) => (rows = rows.filter((p) => !ids.includes(p._id))) };
}

function Where() {
  const { search } = useLocation();
  return <output data-testid="url">{search}</output>;
}

const renderTable = (search = '?view=table') =>
  renderWithToasts(
    <MemoryRouter initialEntries={[`/admin/dashboard${search}`]}>
      <ListingsSection areaChoices={[]} />
      <Where />
    </MemoryRouter>,
  );

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const lastQuery = () => new URL(requestsTo('GET /admin/listings').at(-1)!.url, 'http://x').searchParams;

describe('Listings table', () => {
  signedInSection(() => undefined);

  it('shows a skeleton, then a page of rows with their count, links and readable labels', async () => {
    serveListings();
    renderTable();
    expect(screen.getByText('Loading listings...').closest('[role="status"]')).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(await screen.findByText('60 listings')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(25);
    const link = screen.getByRole('link', { name: /Listing 01/ });
    expect(link).toHaveAttribute('href', '/property/listing-01');
    expect(within(bodyRows()[0]!).getByText('Palm Jumeirah')).toBeInTheDocument();
    expect(within(bodyRows()[0]!).getByText('For Rent')).toBeInTheDocument();
    expect(within(bodyRows()[0]!).getByText('Available')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/admin/listings/export.csv',
    );
    // Date listed, newest first, is the sort the table starts with.
    expect(screen.getByRole('columnheader', { name: /Date listed/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });

  it('sorts by price from its header, pages and filters through the URL and the server', async () => {
    serveListings();
    renderTable();
    await screen.findByText('60 listings');
    await userEvent.click(screen.getByRole('button', { name: /^Price/ }));
    await waitFor(() =>
      expect(screen.getByRole('columnheader', { name: /Price/ })).toHaveAttribute('aria-sort', 'ascending'),
    );
    expect(lastQuery().get('sort')).toBe('price');
    expect(lastQuery().get('dir')).toBe('asc');
    await userEvent.click(screen.getByRole('button', { name: /^Price/ }));
    await waitFor(() => expect(lastQuery().get('dir')).toBe('desc'));
    await waitFor(() => expect(within(bodyRows()[0]!).getByText(/Listing 60/)).toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(lastQuery().get('page')).toBe('2'));
    expect(screen.getByTestId('url').textContent).toContain('page=2');
    await waitFor(() => expect(within(bodyRows()[0]!).getByText(/Listing 35/)).toBeInTheDocument());

    await userEvent.selectOptions(screen.getByLabelText('Purpose'), 'Rent');
    await waitFor(() => expect(screen.getByText('20 listings')).toBeInTheDocument());
    // A new filter starts again at page 1.
    expect(lastQuery().get('page')).toBeNull();
    expect(screen.getByTestId('url').textContent).toBe('?view=table&sort=price&dir=desc&purpose=Rent');
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/admin/listings/export.csv?purpose=Rent&sort=price&dir=desc',
    );
  });

  it('changes the status of the selected rows and deletes them after the spec question', async () => {
    const server = serveListings();
    let statusBody: unknown;
    let deleteBody: unknown;
    serve(
      handle('POST /admin/listings/status', ({ body }) => {
        statusBody = body;
        return { msg: '2 listings marked Under offer', count: 2 };
      }),
      handle('DELETE /admin/listings', ({ body }) => {
        deleteBody = body;
        if (body.ids) server.drop(body.ids);
        return { msg: '2 listings deleted', count: 2 };
      }),
    );
    renderTable();
    await screen.findByText('60 listings');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Listing 01' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Listing 02' }));
    const bulk = screen.getByRole('region', { name: 'Bulk actions' });
    expect(within(bulk).getByText('2 listings selected')).toBeInTheDocument();
    await userEvent.click(within(bulk).getByRole('button', { name: 'Apply status' }));
    await expectToast('success', '2 listings marked Under offer');
    expect(statusBody).toEqual({ ids: [all[0]!._id, all[1]!._id], status: 'under-offer' });

    await userEvent.click(screen.getByRole('checkbox', { name: 'Select every listing on this page' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select every listing on this page' }));
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Listing 03' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Listing 04' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete selected' }));
    const dialog = screen.getByRole('alertdialog', {
      name: 'Are you sure you want to delete this property?',
    });
    expect(dialog).toHaveTextContent('2 listings will be removed from the site: Listing 03, Listing 04.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(deleteBody).toBeUndefined();
    await userEvent.click(screen.getByRole('button', { name: 'Delete selected' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await expectToast('success', '2 listings deleted');
    expect(deleteBody).toEqual({ ids: [all[2]!._id, all[3]!._id] });
    await waitFor(() => expect(screen.getByText('58 listings')).toBeInTheDocument());
  });

  it('offers every listing matching the filter once the page is selected, and acts on them in one call', async () => {
    serveListings();
    const bodies: unknown[] = [];
    serve(
      handle('POST /admin/listings/status', ({ body }) => {
        bodies.push(body);
        return { msg: '20 listings marked Under offer', count: 20 };
      }),
      handle('DELETE /admin/listings', ({ body }) => {
        bodies.push(body);
        return { msg: '20 listings deleted', count: 20 };
      }),
    );
    renderTable('?view=table&purpose=Rent&pageSize=10');
    await screen.findByText('20 listings');
    const selectPage = () =>
      userEvent.click(screen.getByRole('checkbox', { name: 'Select every listing on this page' }));
    await selectPage();
    const bulk = screen.getByRole('region', { name: 'Bulk actions' });
    expect(bulk).toHaveTextContent('10 listings selected');
    await userEvent.click(within(bulk).getByRole('button', { name: 'Select all 20 listings matching' }));
    expect(bulk).toHaveTextContent('All 20 listings matching these filters are selected');
    await userEvent.click(within(bulk).getByRole('button', { name: 'Apply status' }));
    await expectToast('success', '20 listings marked Under offer');
    expect(bodies[0]).toEqual({ filter: { purpose: 'Rent' }, matching: 20, status: 'under-offer' });

    // Unticking a row goes back to the rows on screen.
    await selectPage();
    await userEvent.click(screen.getByRole('button', { name: 'Select all 20 listings matching' }));
    await userEvent.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).not.toBeInTheDocument();

    await selectPage();
    await userEvent.click(screen.getByRole('button', { name: 'Select all 20 listings matching' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete selected' }));
    const dialog = screen.getByRole('alertdialog', {
      name: 'Are you sure you want to delete this property?',
    });
    expect(dialog).toHaveTextContent(
      'All 20 listings matching these filters will be removed from the site, not only this page.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expectToast('success', '20 listings deleted');
    expect(bodies[1]).toEqual({ filter: { purpose: 'Rent' }, matching: 20 });
    expect(requestsTo('DELETE /admin/listings')).toHaveLength(1);
  });

  it('says why a bulk change failed', async () => {
    serveListings();
    serve(handle('POST /admin/listings/status', fail(400, { msg: 'ids: must name at most 200 listings' })));
    renderTable();
    await screen.findByText('60 listings');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Listing 05' }));
    await userEvent.click(screen.getByRole('button', { name: 'Apply status' }));
    await expectToast('error', 'Ids must name at most 200 listings. Status change failed');
  });

  it('switches to the spec’s view by area and back', async () => {
    serveListings();
    serve(handle('GET /admin/fetch-nested-area-data', { data: { palm_jumeirah: [all[0]!] } }));
    renderTable('');
    expect(await screen.findByRole('heading', { name: /Palm Jumeirah/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'By area' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Table' }));
    expect(await screen.findByText('60 listings')).toBeInTheDocument();
    expect(screen.getByTestId('url').textContent).toBe('?view=table');
  });
});
