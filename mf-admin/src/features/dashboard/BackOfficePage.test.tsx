import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { handle, serve } from '@manzil/api-client/testing';
import type { SeatRole } from '@manzil/contract';
import { emptyPanelHandlers } from '../../test/panelHandlers';
import { renderAt } from '../../test/renderWithRouter';
import { BackOfficePage } from './BackOfficePage';

function openAs(role: SeatRole, managersOnly = false) {
  localStorage.setItem('token', 'good');
  serve(
    ...emptyPanelHandlers(),
    handle('GET /admin/dashboard', {
      ok: true,
      admin: {
        username: 'sara',
        email: 's@manzil.ae',
        role,
        ...(role === 'agent' && { agent: 'sara-agent' }),
      },
      lastBackup: null,
    }),
  );
  renderAt(
    '/admin/users',
    '/admin/users',
    <BackOfficePage title="Users" managersOnly={managersOnly}>
      {() => <p>The seats table</p>}
    </BackOfficePage>,
  );
}

describe('the back office frame', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.spyOn(console, 'info').mockImplementation(() => {});
  });

  it("shows an owner every section, the page's heading and the seat's role", async () => {
    openAs('owner');
    expect(await screen.findByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    for (const name of ['Listings', 'Leads', 'Agents', 'Emirates and areas', 'Reports', 'Audit log', 'Users'])
      expect(within(nav).getByRole('link', { name: new RegExp(`^${name}`) })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText(/· Owner/)).toBeInTheDocument();
    expect(screen.getByText('The seats table')).toBeInTheDocument();
  });

  it("hides the managers' pages from an agent's seat, and says so on one opened by its address", async () => {
    openAs('agent', true);
    const refused = await screen.findByRole('alert');
    expect(refused).toHaveTextContent('This page is for the owner and admins.');
    expect(screen.queryByText('The seats table')).not.toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    expect(within(nav).queryByRole('link', { name: 'Users' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Reports' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: /^Leads/ })).toBeInTheDocument();
  });

  it('opens and closes the compact menu with its button', async () => {
    openAs('admin');
    const button = await screen.findByRole('button', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  });
});
