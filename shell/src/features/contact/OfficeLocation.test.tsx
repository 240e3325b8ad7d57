import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OfficeLocation } from './OfficeLocation';
import { TEST_SITE_CONFIG } from './testSiteConfig';

// Accessible-name queries on jsdom are slow on a busy 2-core machine.
vi.setConfig({ testTimeout: 20_000 });

// Leaflet needs a real layout engine; the map itself is covered by the end-to-end test.
vi.mock('./OfficeMap', () => ({
  OfficeMap: () => <div>map</div>,
  MapMessage: ({ title }: { title: string }) => <p>{title}</p>,
}));

const ready = { status: 'ready' as const, config: TEST_SITE_CONFIG };

afterEach(() => vi.restoreAllMocks());

describe('OfficeLocation', () => {
  it('links Get Directions to a maps directions URL built from the address, in a new tab', () => {
    render(<OfficeLocation site={ready} />);
    const link = screen.getByRole('link', { name: /Get Directions/ });
    expect(link).toHaveAttribute(
      'href',
      `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(TEST_SITE_CONFIG.officeAddress)}`,
    );
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.getByText('Mon-Sat: 8am-9pm')).toBeVisible();
  });

  it('copies the address and confirms it', async () => {
    const user = userEvent.setup({ delay: null });
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    render(<OfficeLocation site={ready} />);
    await user.click(screen.getByRole('button', { name: 'Copy Address' }));
    expect(writeText).toHaveBeenCalledWith(TEST_SITE_CONFIG.officeAddress);
    expect(await screen.findByText('Address copied')).toBeVisible();
  });

  it('says so when the clipboard refuses', async () => {
    const user = userEvent.setup({ delay: null });
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    render(<OfficeLocation site={ready} />);
    await user.click(screen.getByRole('button', { name: 'Copy Address' }));
    expect(await screen.findByText('Could not copy the address. Please copy it manually.')).toBeVisible();
  });

  it('shows the map failure text when the site configuration cannot be loaded', () => {
    render(<OfficeLocation site={{ status: 'error' }} />);
    expect(screen.getByText('Unable to load map')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Copy Address' })).toBeDisabled();
  });
});
