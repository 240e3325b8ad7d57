import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { fail, handle, render, serve } from '@manzil/api-client/testing';
import { TEST_SITE_CONFIG } from '../contact/testSiteConfig';
import { AboutPage } from './AboutPage';

// Accessible-name queries on jsdom are slow on a busy 2-core machine.
vi.setConfig({ testTimeout: 20_000 });

// The team's cards are the listings app's: here only where the page places them matters.
vi.mock('../../shared/remotes/RemoteSlot', () => ({
  RemoteSlot: ({ remote, module }: { remote: string; module: string }) => (
    <div data-testid="remote-slot" data-remote={remote} data-module={module} />
  ),
}));

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('AboutPage', () => {
  it('shows mission, nine values, certificate, experience, the licence number and the team', async () => {
    serve(handle('GET /site-config', { ...TEST_SITE_CONFIG, licenceNumber: '29871' }));
    render(
      <MemoryRouter>
        <AboutPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toBeVisible();
    expect(screen.getByText('Our mission')).toBeVisible();
    const values = screen.getByRole('heading', { name: 'Our core values' }).closest('section')!;
    expect(values.querySelectorAll('li')).toHaveLength(9);
    const certificate = screen.getByRole('link', { name: /Download certificate/ });
    expect(certificate).toHaveAttribute('href', '/certificate.pdf');
    expect(certificate).toHaveAttribute('download');
    expect(screen.getByText('Experience you can rely on')).toBeVisible();
    // A loaded 2-core machine can take more than the default second to answer.
    expect(
      await screen.findByText('RERA licence number (ORN): 29871', {}, { timeout: 10_000 }),
    ).toBeVisible();
    const team = screen.getByRole('heading', { name: 'Meet the team' }).closest('section')!;
    expect(within(team).getByTestId('remote-slot')).toHaveAttribute('data-module', 'AgentTeam');
    expect(within(team).getByRole('link', { name: 'find your agent' })).toHaveAttribute(
      'href',
      '/find-my-agent',
    );
    expect(document.body).not.toHaveTextContent(/added soon|on request|coming soon/i);
  });

  it('says so when the licence details cannot be loaded, never inventing a number', async () => {
    serve(handle('GET /site-config', fail(503, { msg: 'offline' })));
    render(
      <MemoryRouter>
        <AboutPage />
      </MemoryRouter>,
    );
    expect(
      await screen.findByText(
        'Our licence details could not be loaded. Please reload the page.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    expect(screen.queryByText(/ORN\):/)).toBeNull();
  });
});
