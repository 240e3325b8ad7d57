import { screen, within } from '@testing-library/react';
import { render } from '@manzil/api-client/testing';
import { serveCards } from './testing/vrCards';
import VrPage from './VrPage';

describe('VrPage', () => {
  beforeEach(() => {
    serveCards([]);
  });

  it("has the 'Explore VR World' heading and a hero link to the streaming site in a new tab", async () => {
    render(<VrPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Explore VR World' })).toBeInTheDocument();
    const hero = screen.getByRole('region', { name: 'Explore VR World' });
    const link = within(hero).getByRole('link', { name: /Start VR Streaming/ });
    expect(link).toHaveAttribute('href', 'https://vr.manzil.ae');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await screen.findByText('No VR Showcases Found');
  });

  it('states the claims 9000+ tours, 18+ years and 4K', async () => {
    render(<VrPage />);
    const claims = screen.getAllByRole('listitem').map((li) => li.textContent ?? '');
    expect(claims.some((t) => t.startsWith('9000+ tours'))).toBe(true);
    expect(claims.some((t) => t.startsWith('18+ years'))).toBe(true);
    expect(claims.some((t) => t.startsWith('4K'))).toBe(true);
    await screen.findByText('No VR Showcases Found');
  });

  it('has the three showcase sections, each linking out in a new tab', async () => {
    render(<VrPage />);
    for (const title of ['360 VR Tours', '3D Property Scan', '3D Design']) {
      const section = screen.getByRole('region', { name: title });
      const link = within(section).getByRole('link');
      expect(link.getAttribute('href')).toMatch(/^https:\/\//);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await screen.findByText('No VR Showcases Found');
  });
});
