import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { fail, handle, render, serve } from '@manzil/api-client/testing';
import { TEST_SITE_CONFIG } from '../contact/testSiteConfig';
import { AboutPage } from './AboutPage';

// Accessible-name queries on jsdom are slow on a busy 2-core machine.
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('AboutPage', () => {
  it('shows mission, nine values, certificate, experience and the team placeholder', async () => {
    serve(handle('GET /site-config', TEST_SITE_CONFIG));
    render(<AboutPage />);
    expect(screen.getByRole('heading', { level: 1 })).toBeVisible();
    expect(screen.getByText('Our mission')).toBeVisible();
    const values = screen.getByRole('heading', { name: 'Our core values' }).closest('section')!;
    expect(values.querySelectorAll('li')).toHaveLength(9);
    const certificate = screen.getByRole('link', { name: /Download certificate/ });
    expect(certificate).toHaveAttribute('href', '/certificate.pdf');
    expect(certificate).toHaveAttribute('download');
    expect(screen.getByText('Experience you can rely on')).toBeVisible();
    expect(screen.getByText(/the team section will be added soon/)).toBeVisible();
    expect(await screen.findByText('Our licence number is available on request.')).toBeVisible();
  });

  it('shows the configured licence number and never one that is not configured', async () => {
    serve(handle('GET /site-config', { ...TEST_SITE_CONFIG, licenceNumber: '12345' }));
    render(<AboutPage />);
    expect(await screen.findByText('RERA licence number: 12345')).toBeVisible();
  });

  it('falls back to "on request" when the configuration cannot be loaded', async () => {
    serve(handle('GET /site-config', fail(503, { msg: 'offline' })));
    render(<AboutPage />);
    expect(await screen.findByText('Our licence number is available on request.')).toBeVisible();
  });
});
