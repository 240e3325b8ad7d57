import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequests, fail, handle, latch, requestsTo, serve } from '@manzil/api-client/testing';
import { emptyPanelHandlers } from '../../test/panelHandlers';
import { renderAt } from '../../test/renderWithRouter';
import { useCityDataStore } from '../city-data/cityDataStore';
import { usePropertiesStore } from '../properties/propertiesStore';
import AdminDashboard from './AdminDashboard';
import { AreasPage } from './sectionPages';

/** Opens the dashboard signed in with `token` (null: signed out), the panel's data empty but for `handlers`. */
function openDashboard(token: string | null, ...handlers: Parameters<typeof serve>) {
  if (token) localStorage.setItem('token', token);
  serve(...emptyPanelHandlers(), ...handlers);
  renderAt('/admin/dashboard', '/admin/dashboard', <AdminDashboard />);
}

/** The same guard in front of a section's page (the areas: Update Emirates, View City Data). */
function openAreas(token: string, ...handlers: Parameters<typeof serve>) {
  localStorage.setItem('token', token);
  serve(...emptyPanelHandlers(), ...handlers);
  renderAt('/admin/areas', '/admin/areas', <AreasPage />);
}

describe('the admin guard', () => {
  beforeEach(() => {
    localStorage.clear();
    useCityDataStore.getState().reset();
    usePropertiesStore.getState().reset();
    vi.spyOn(console, 'info').mockImplementation(() => {});
  });

  it('sends a visitor without a token to /login without calling the server', async () => {
    openDashboard(null);
    expect(await screen.findByText('Landed on /login')).toBeInTheDocument();
    expect(apiRequests()).toHaveLength(0);
  });

  it("shows 'Loading...' while the check runs, then the ADMIN PANEL", async () => {
    const [allowed, allow] = latch();
    openDashboard(
      'good',
      handle('GET /admin/dashboard', async () => {
        await allowed;
        return { ok: true, admin: { username: 'admin', email: 'a@b.ae', role: 'owner' }, lastBackup: null };
      }),
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    await waitFor(() => expect(apiRequests()).toHaveLength(1));
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    allow();
    expect(await screen.findByRole('heading', { level: 1, name: 'ADMIN PANEL' })).toBeInTheDocument();
    expect(apiRequests()[0]).toMatchObject({ method: 'GET', url: '/admin/dashboard' });
    expect(apiRequests()[0]?.headers.get('x-auth-token')).toBe('good');
  });

  it("the overview: the last 30 days' figures, and a link to each section's own page", async () => {
    openDashboard(
      'good',
      handle('GET /admin/leads/new-count', { data: { count: 3 } }),
      handle('GET /admin/reports', {
        data: {
          from: '2030-04-01',
          to: '2030-04-30',
          enquiries: { total: 41, byListing: [], byAgent: [], bySource: [], byWeek: [] },
          firstResponse: { answered: 30, waiting: 7, averageHours: 5, withinDay: 20 },
          funnel: [],
          listings: {
            byStatus: [
              { key: 'available', label: 'Available', count: 1204 },
              { key: 'sold', label: 'Sold', count: 9 },
            ],
            daysOnMarket: [],
            averageDaysOnMarket: null,
          },
          views: { total: 5321, byListing: [] },
        },
      }),
    );
    const figures = await screen.findByRole('region', { name: 'The last 30 days' });
    const figure = (label: string) =>
      within(figures).getByRole('link', { name: label }).closest('div')!.querySelector('dd')!.textContent;
    await waitFor(() => expect(figure('New leads')).toBe('3'));
    expect(figure('Enquiries')).toBe('41');
    expect(figure('Waiting for a first reply')).toBe('7');
    expect(figure('Listings available')).toBe('1,204');
    expect(figure('Property page views')).toBe('5,321');
    const sections = screen.getByRole('region', { name: 'Sections' });
    expect(within(sections).getByRole('link', { name: 'Emirates and areas' })).toHaveAttribute(
      'href',
      '/admin/areas',
    );
    expect(
      within(sections)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual([
      '/admin/listings',
      '/admin/leads',
      '/admin/agents',
      '/admin/areas',
      '/admin/reports',
      '/admin/audit',
      '/admin/users',
      '/admin/currency-rates',
    ]);
  });

  it('tells when the last backup was made and how large it is', async () => {
    openDashboard(
      'good',
      handle('GET /admin/dashboard', {
        ok: true,
        admin: { username: 'admin', email: 'a@b.ae', role: 'owner' },
        lastBackup: { at: '2030-05-01T08:30:00.000Z', bytes: 3_250_000 },
      }),
    );
    expect(await screen.findByText('Last backup: 1 May 2030, 12:30 UAE time (3.1 MB).')).toBeInTheDocument();
  });

  it('says so when no backup has been made', async () => {
    openDashboard('good');
    expect(await screen.findByText('No backup has been made yet.')).toBeInTheDocument();
  });

  it('removes a rejected token and goes to /login with the session message', async () => {
    openDashboard('forged', handle('GET /admin/dashboard', fail(401, { msg: 'Invalid or expired token' })));
    expect(await screen.findByText('Landed on /login')).toBeInTheDocument();
    expect(screen.getByText('Message: Your session has expired. Please sign in again.')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('removes the token and goes to /login when the check fails otherwise', async () => {
    openDashboard('good', handle('GET /admin/dashboard', fail(503, { msg: 'down' })));
    expect(await screen.findByText('Landed on /login')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('signs out: the token is revoked on the server, removed here, back to /login', async () => {
    openDashboard('good', handle('POST /admin/logout', { msg: 'Signed out' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('Landed on /login')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    await waitFor(() => expect(requestsTo('POST /admin/logout')).toHaveLength(1));
    expect(requestsTo('POST /admin/logout')[0]!.headers.get('x-auth-token')).toBe('good');
  });

  it('an expired session mid-work sends the user to /login and drops what was open', async () => {
    openAreas('good', handle('POST /admin/update-city', fail(401, { msg: 'Invalid or expired token' })));
    await userEvent.type(await screen.findByLabelText('Description'), 'New text');
    usePropertiesStore.getState().openAdd(null);
    await userEvent.click(screen.getByRole('button', { name: 'Update Emirate' }));
    expect(
      await screen.findByText('Message: Your session has expired. Please sign in again.'),
    ).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    expect(usePropertiesStore.getState().form).toEqual({ mode: 'closed' });
    // No 'Update failed' on top of the redirect.
    expect(screen.queryByText(/Update failed/)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
