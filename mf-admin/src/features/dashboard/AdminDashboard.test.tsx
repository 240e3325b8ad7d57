import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyPanelRoutes, fakeServer, type FakeServer } from '../../test/fakeServer';
import { renderAt } from '../../test/renderWithRouter';
import { useCityDataStore } from '../city-data/cityDataStore';
import { usePropertiesStore } from '../properties/propertiesStore';
import AdminDashboard from './AdminDashboard';

const renderDashboard = () => renderAt('/admin/dashboard', '/admin/dashboard', <AdminDashboard />);

describe('the admin guard', () => {
  let server: FakeServer | undefined;
  beforeEach(() => {
    localStorage.clear();
    useCityDataStore.getState().reset();
    usePropertiesStore.getState().reset();
    vi.spyOn(console, 'info').mockImplementation(() => {});
  });
  afterEach(() => server?.restore());

  it('sends a visitor without a token to /login without calling the server', async () => {
    server = fakeServer(emptyPanelRoutes);
    renderDashboard();
    expect(await screen.findByText('Landed on /login')).toBeInTheDocument();
    expect(server.calls).toHaveLength(0);
  });

  it("shows 'Loading...' while the check runs, then the ADMIN PANEL", async () => {
    localStorage.setItem('token', 'good');
    let allow: () => void = () => {};
    server = fakeServer({
      ...emptyPanelRoutes,
      'GET /admin/dashboard': () =>
        new Promise(
          (r) =>
            (allow = () =>
              r({ status: 200, data: { ok: true, admin: { username: 'admin', email: 'a@b.ae' } } })),
        ),
    });
    renderDashboard();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    await waitFor(() => expect(server?.calls).toHaveLength(1));
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    allow();
    expect(await screen.findByRole('heading', { level: 1, name: 'ADMIN PANEL' })).toBeInTheDocument();
    expect(server.calls[0]).toMatchObject({ method: 'GET', url: '/admin/dashboard', token: 'good' });
  });

  it('removes a rejected token and goes to /login with the session message', async () => {
    localStorage.setItem('token', 'forged');
    server = fakeServer({
      ...emptyPanelRoutes,
      'GET /admin/dashboard': () => ({ status: 401, data: { msg: 'Invalid or expired token' } }),
    });
    renderDashboard();
    expect(await screen.findByText('Landed on /login')).toBeInTheDocument();
    expect(screen.getByText('Message: Your session has expired. Please sign in again.')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('removes the token and goes to /login when the check fails otherwise', async () => {
    localStorage.setItem('token', 'good');
    server = fakeServer({
      ...emptyPanelRoutes,
      'GET /admin/dashboard': () => ({ status: 503, data: { msg: 'down' } }),
    });
    renderDashboard();
    expect(await screen.findByText('Landed on /login')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('signs out: the token is revoked on the server, removed here, back to /login', async () => {
    localStorage.setItem('token', 'good');
    server = fakeServer({ ...emptyPanelRoutes, 'POST /admin/logout': () => ({ status: 200 }) });
    renderDashboard();
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('Landed on /login')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    expect(server.calls.filter((c) => c.url === '/admin/logout')).toEqual([
      expect.objectContaining({ method: 'POST', token: 'good' }),
    ]);
  });

  it('an expired session mid-work sends the user to /login and drops what was open', async () => {
    localStorage.setItem('token', 'good');
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    server = fakeServer({
      ...emptyPanelRoutes,
      'POST /admin/update-city': () => ({ status: 401, data: { msg: 'Invalid or expired token' } }),
    });
    renderDashboard();
    await userEvent.type(await screen.findByLabelText('Description'), 'New text');
    usePropertiesStore.getState().openAdd(null);
    await userEvent.click(screen.getByRole('button', { name: 'Update Emirate' }));
    expect(
      await screen.findByText('Message: Your session has expired. Please sign in again.'),
    ).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    expect(usePropertiesStore.getState().form).toEqual({ mode: 'closed' });
    // No 'Update failed' on top of the redirect.
    expect(alert).not.toHaveBeenCalled();
  });
});
