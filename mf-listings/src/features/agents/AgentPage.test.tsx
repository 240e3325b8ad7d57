import { screen, within } from '@testing-library/react';
import { handle, serve } from '@manzil/api-client/testing';
import { urlsOf } from '../../test/api';
import { AGENTS, makeProperty } from '../../test/fixtures';
import { renderPageAt } from '../../test/renderPageAt';
import AgentPage from './AgentPage';

const renderAgent = (slug: string) =>
  renderPageAt(`/find-my-agent/${slug}`, '/find-my-agent/:agentSlug', <AgentPage />);

describe('AgentPage', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('shows the agent with call, WhatsApp and e-mail, and their listings on the shared card', async () => {
    serve(
      handle('GET /agents/:slug', { data: AGENTS[0]! }),
      handle('GET /agents/:slug/properties', [
        makeProperty(1, { agent: 'layla-haddad' }),
        makeProperty(2, { agent: 'layla-haddad', status: 'sold' }),
      ]),
    );
    renderAgent('layla-haddad');
    expect(await screen.findByRole('heading', { level: 1, name: 'Layla Haddad' })).toBeInTheDocument();
    expect(urlsOf('GET /agents/:slug')).toEqual(['/agents/layla-haddad']);
    expect(urlsOf('GET /agents/:slug/properties')).toEqual(['/agents/layla-haddad/properties']);
    expect(screen.getByText(/BRN/).closest('p')).toHaveTextContent('BRN 48213');
    expect(screen.getByRole('img', { name: 'Portrait of Layla Haddad' })).toBeInTheDocument();
    const contacts = screen.getByRole('list', { name: 'Contact Layla Haddad' });
    expect(within(contacts).getByRole('link', { name: /^Call/ })).toHaveAttribute(
      'href',
      'tel:+971500000101',
    );
    expect(
      within(contacts)
        .getByRole('link', { name: /WhatsApp/ })
        .getAttribute('href'),
    ).toMatch(/^https:\/\/wa\.me\/971500000101\?text=Hello%20Layla/);
    expect(within(contacts).getByRole('link', { name: /E-mail/ })).toHaveAttribute(
      'href',
      'mailto:layla@manzil.test?subject=Enquiry%20for%20Layla%20Haddad',
    );
    expect(screen.getByRole('heading', { name: 'Listings by Layla Haddad' })).toBeInTheDocument();
    const cards = await screen.findAllByRole('article');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual(['Tower 1', 'Tower 2']);
    expect(cards[1]).toHaveTextContent('Sold');
  });

  it("sends a retired agent's visitors to the agency, with no personal contacts", async () => {
    serve(
      handle('GET /agents/:slug', { data: { ...AGENTS[1]!, active: false } }),
      handle('GET /agents/:slug/properties', []),
    );
    renderAgent('omar-siddiqui');
    expect(await screen.findByText(/no longer works with Manzil/)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: /Contact/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'contact us' })).toHaveAttribute('href', '/contact');
    expect(await screen.findByText('No properties found.')).toBeInTheDocument();
  });
});
