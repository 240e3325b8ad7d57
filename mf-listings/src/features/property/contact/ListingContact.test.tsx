import { screen, within } from '@testing-library/react';
import { fail, handle, serve } from '@manzil/api-client/testing';
import type { AgentProfile } from '@manzil/contract';
import { siteConfig as config, urlsOf } from '../../../test/api';
import { makeAgent, makeProperty } from '../../../test/fixtures';
import { renderPropertyPage } from '../testing/renderPropertyPage';

vi.mock('../PropertyMap', () => ({ PropertyMap: () => <div>Map</div> }));

// A WhatsApp number of its own, so the chat link is seen to use it rather than the phone.
const agent = makeAgent('layla-haddad', 'Layla Haddad', ['English', 'Arabic'], [], {
  whatsapp: '+971500000102',
  listingsCount: 3,
});

const home = makeProperty(3, {
  _id: '65a1b2c3d4e5f6a7b8c9d0e1',
  house_name: 'Marina Gate 2BR',
  permitNumber: '7154302981',
  agent: 'layla-haddad',
});

const label = 'Marina Gate 2BR (Ref. 65A1B2C3)';
const text = (href: string | null) => decodeURIComponent(href ?? '');

/** The property page shows the agency's card in the agent's place, its call naming the listing. */
async function expectAgencyCard() {
  renderPropertyPage(home);
  const card = (await screen.findByRole('heading', { name: 'Manzil' })).closest('section')!;
  expect(within(card).getByText('Listed by')).toBeInTheDocument();
  expect(await within(card).findByRole('link', { name: `Call Manzil about ${label}` })).toHaveAttribute(
    'href',
    'tel:+971500000000',
  );
}

describe('the agent card', () => {
  beforeEach(() => serve(handle('GET /site-config', config)));

  it("shows the listing's agent (photo, name, BRN, languages) with a call, chat and mail that name the listing", async () => {
    serve(handle('GET /agents/:slug/card', { data: agent }));
    renderPropertyPage(home);
    const card = (await screen.findByRole('heading', { name: 'Layla Haddad' })).closest('section')!;
    expect(urlsOf('GET /agents/:slug/card')).toEqual(['/agents/layla-haddad/card']);
    const scope = within(card);
    expect(scope.getByText('48213', { exact: false })).toHaveTextContent('BRN 48213');
    expect(scope.getByText('Speaks English, Arabic')).toBeInTheDocument();
    expect(card.querySelector('img')).toHaveAttribute('src', '/images/agents/layla-haddad.jpg');
    expect(await scope.findByRole('link', { name: `Call Layla Haddad about ${label}` })).toHaveAttribute(
      'href',
      'tel:+971500000101',
    );
    const chat = scope.getByRole('link', { name: `WhatsApp Layla Haddad about ${label}` });
    expect(chat.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/971500000102\?text=/);
    expect(text(chat.getAttribute('href'))).toContain(`I'm interested in ${label}`);
    const mail = scope.getByRole('link', { name: `Email Layla Haddad about ${label}` });
    expect(mail.getAttribute('href')).toMatch(/^mailto:layla@manzil\.test\?subject=/);
    expect(text(mail.getAttribute('href'))).toContain(`subject=Property Inquiry - ${label}`);
  });

  it('falls back to the agency when the listing has no agent, or the agent cannot be read', async () => {
    serve(handle('GET /agents/:slug/card', fail(500, { msg: 'down' })));
    await expectAgencyCard();
  });
});

describe('a listing whose agent has retired', () => {
  beforeEach(() => serve(handle('GET /site-config', config)));

  it('is answered by the agency: the retired agent has no phone, WhatsApp or e-mail to give', async () => {
    if (!agent.active) throw new Error('the fixture agent is active');
    const { phone: _p, whatsapp: _w, email: _e, ...rest } = agent;
    const retired: AgentProfile = { ...rest, active: false };
    serve(handle('GET /agents/:slug/card', { data: retired }));
    await expectAgencyCard();
    expect(screen.queryByText('Layla Haddad')).toBeNull();
  });
});

describe('the phone contact bar', () => {
  beforeEach(() =>
    serve(handle('GET /site-config', config), handle('GET /agents/:slug/card', { data: agent })),
  );

  it('calls or chats with the agent, or goes to the inquiry form, each naming the listing', async () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    renderPropertyPage(home);
    const bar = await screen.findByRole('navigation', { name: `Contact about ${label}` });
    await within(bar).findByRole('link', { name: `Call Layla Haddad about ${label}` });
    expect(
      text(
        within(bar)
          .getByRole('link', { name: /^WhatsApp/ })
          .getAttribute('href'),
      ),
    ).toContain(label);
    const enquire = within(bar).getByRole('link', { name: `Enquire about ${label}` });
    // Before the app starts, a jump to the form (its heading); then the form's first field is focused.
    expect(enquire).toHaveAttribute('href', '#inquiry-heading');
    expect(document.getElementById('inquiry-heading')).not.toBeNull();
    enquire.click();
    expect(scrolled).toHaveBeenCalled();
    expect(screen.getByLabelText(/Name/)).toHaveFocus();
  });
});

describe('the permit', () => {
  beforeEach(() =>
    serve(handle('GET /site-config', config), handle('GET /agents/:slug/card', { data: agent })),
  );

  it("shows a Dubai listing's permit number, its QR code drawn by the server and the check link", async () => {
    renderPropertyPage(home);
    const panel = (await screen.findByRole('heading', { name: 'Regulatory information' })).closest(
      'section',
    )!;
    const scope = within(panel);
    expect(scope.getByText('7154302981')).toBeInTheDocument();
    expect(scope.getByRole('img', { name: /QR code of permit 7154302981/ })).toHaveAttribute(
      'src',
      '/api/properties/tower-3/permit-qr.svg?permit=7154302981',
    );
    expect(await scope.findByRole('link', { name: /check this permit/ })).toHaveAttribute(
      'href',
      config.permitCheckUrl.replace('{permit}', '7154302981'),
    );
    expect(await scope.findByText('48213', {})).toBeInTheDocument();
  });

  it('shows none for a listing without a permit or outside Dubai', () => {
    renderPropertyPage({ ...home, permitNumber: undefined });
    expect(screen.queryByRole('heading', { name: 'Regulatory information' })).toBeNull();
  });

  it('shows none outside Dubai (Trakheesi permits are Dubai’s)', () => {
    renderPropertyPage({ ...home, emirate: 'abu-dhabi' });
    expect(screen.queryByRole('heading', { name: 'Regulatory information' })).toBeNull();
  });
});
