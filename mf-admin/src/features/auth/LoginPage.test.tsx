import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { fail, handle, networkFailure, render, requestsTo, serve } from '@manzil/api-client/testing';
import { serveHeld } from '../../test/authFlows';
import { beforeEach, describe, expect, it } from 'vitest';
import { expectAlert } from '../../test/feedback';
import LoginPage from './LoginPage';

const logins = () => requestsTo('POST /admin/login').map((r) => r.body);

function renderLogin(state?: unknown) {
  render(
    <MemoryRouter initialEntries={[{ pathname: '/login', state }]}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/admin/dashboard" element={<p>Dashboard reached</p>} />
        <Route path="/forgot-password" element={<p>Forgot screen</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('LoginPage', () => {
  beforeEach(() => {
    localStorage.clear();
  });

  it.each([
    ['', 'secret'],
    ['admin', ''],
    ['   ', '   '],
  ])('says so in the form when username %j or password %j is empty after trimming', async (user, pass) => {
    renderLogin();
    if (user) await userEvent.type(screen.getByLabelText('Username'), user);
    if (pass) await userEvent.type(screen.getByLabelText('Password'), pass);
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await expectAlert('Please enter both username and password');
    expect(logins()).toHaveLength(0);
    // Sent again, the same problem is a new alert (read out again), not a second copy.
    const first = screen.getByRole('alert');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await expectAlert('Please enter both username and password');
    expect(screen.getByRole('alert')).not.toBe(first);
  });

  it('sends trimmed values, shows Logging in..., stores the token and goes to the dashboard', async () => {
    const finish = serveHeld('POST /admin/login', { token: 'jwt-token' });
    renderLogin();
    await userEvent.type(screen.getByLabelText('Username'), '  admin ');
    await userEvent.type(screen.getByLabelText('Password'), ' pw123456 ');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(logins()).toEqual([{ username: 'admin', password: 'pw123456' }]));
    expect(screen.getByRole('button', { name: 'Logging in...' })).toBeDisabled();
    finish();
    expect(await screen.findByText('Dashboard reached')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('jwt-token');
  });

  it("says the server's msg on failure, in the form", async () => {
    serve(handle('POST /admin/login', fail(401, { msg: 'Invalid username or password' })));
    renderLogin();
    await userEvent.type(screen.getByLabelText('Username'), 'admin');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await expectAlert('Invalid username or password');
    expect(localStorage.getItem('token')).toBeNull();
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  });

  it("says 'Login failed' when the server gave no msg", async () => {
    serve(handle('POST /admin/login', networkFailure()));
    renderLogin();
    await userEvent.type(screen.getByLabelText('Username'), 'admin');
    await userEvent.type(screen.getByLabelText('Password'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await expectAlert('Login failed');
  });

  it('shows the message it was sent with, and links to Forgot password?', async () => {
    renderLogin({ message: 'Your session has expired. Please sign in again.' });
    expect(screen.getAllByRole('status')[0]).toHaveTextContent(
      'Your session has expired. Please sign in again.',
    );
    await userEvent.click(screen.getByRole('link', { name: 'Forgot password?' }));
    expect(screen.getByText('Forgot screen')).toBeInTheDocument();
  });
});
