import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { HomePage } from './HomePage';
import { DEVELOPERS } from './developers';

// The remotes are other apps: here only where the page places them matters.
vi.mock('../../shared/remotes/RemoteSlot', () => ({
  RemoteSlot: ({ remote, module }: { remote: string; module: string }) => (
    <div data-testid="remote-slot" data-remote={remote} data-module={module} />
  ),
}));

const renderHome = () =>
  render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route path="/" element={<HomePage />} />
        <Route path="/3dspace" element={<p>3D space page</p>} />
        <Route path="/contact" element={<p>Contact page</p>} />
      </Routes>
    </MemoryRouter>,
  );

describe('HomePage', () => {
  it('shows the hero heading and tagline of the spec', () => {
    renderHome();
    expect(screen.getByRole('heading', { level: 1, name: 'Real homes live here' })).toBeInTheDocument();
    expect(screen.getByText('Real Prices. Real Photos. Real Properties.')).toBeInTheDocument();
  });

  it('loads the hero photo eagerly with responsive variants and fixed dimensions', () => {
    const { container } = renderHome();
    const img = container.querySelector('picture img');
    expect(img).toHaveAttribute('src', '/images/hero/home.jpg');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('width');
    expect(img).toHaveAttribute('height');
    const sources = [...container.querySelectorAll('picture source')].map((s) => s.getAttribute('type'));
    // The browser takes the first type it can show: the smallest file first.
    expect(sources).toEqual(['image/avif', 'image/webp', 'image/jpeg']);
    const srcsets = [...container.querySelectorAll('picture source')].map((s) => s.getAttribute('srcset'));
    expect(srcsets.join(' ')).toMatch(/home-768\.avif 768w/);
    expect(srcsets.join(' ')).toMatch(/home-768\.webp 768w/);
    expect(srcsets.join(' ')).toMatch(/home-1280\.jpg 1280w/);
  });

  it('places the search, emirates and recently viewed remotes in that order', () => {
    renderHome();
    const slots = screen.getAllByTestId('remote-slot').map((s) => `${s.dataset.remote}/${s.dataset.module}`);
    expect(slots).toEqual([
      'mf-search/SearchPanel',
      'mf-search/FeaturedListings',
      'mf-listings/EmiratesSection',
      'mf-listings/RecentlyViewed',
    ]);
  });

  it('lists the four services, each with an icon and a sentence', () => {
    renderHome();
    const section = screen.getByRole('region', { name: 'Our Services' });
    const items = within(section).getAllByRole('listitem');
    expect(items.map((li) => within(li).getByRole('heading').textContent)).toEqual([
      'Property Consulting',
      'Premium Listings',
      'Investment Opportunities',
      'Property Management',
    ]);
    for (const item of items) {
      expect(item.querySelector('svg')).not.toBeNull();
      expect(item.querySelector('p')?.textContent?.length).toBeGreaterThan(30);
    }
  });

  it('renders the developer logos twice for a seamless loop, the copy hidden from assistive tech', () => {
    renderHome();
    const strip = screen.getByRole('region', { name: /leading developers/ });
    const lists = strip.querySelectorAll('ul');
    expect(lists).toHaveLength(2);
    expect(lists[0]).not.toHaveAttribute('aria-hidden');
    expect(lists[1]).toHaveAttribute('aria-hidden', 'true');
    const names = within(lists[0] as HTMLElement)
      .getAllByRole('img')
      .map((img) => img.getAttribute('alt'));
    expect(names).toEqual(DEVELOPERS.map((d) => d.name));
    // The track loops in 50 s (docs/glossary.md).
    const track = lists[0]?.parentElement as HTMLElement;
    expect(track.style.getPropertyValue('--loop-duration')).toBe('50s');
  });

  it('lets the visitor pause and resume the logo strip', async () => {
    const user = userEvent.setup();
    renderHome();
    const pause = screen.getByRole('button', { name: 'Pause logos' });
    await user.click(pause);
    expect(screen.getByRole('button', { name: 'Play logos' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('the 3D space teaser goes to /3dspace', async () => {
    const user = userEvent.setup();
    renderHome();
    await user.click(screen.getByRole('link', { name: 'Explore 3D Space' }));
    expect(screen.getByText('3D space page')).toBeInTheDocument();
  });
});
