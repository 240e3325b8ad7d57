import type { Property } from '@manzil/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, handle, latch, render, requestsTo, serve } from '@manzil/api-client/testing';
import { MemoryRouter } from 'react-router-dom';
import { ContactForm } from './ContactForm';
import { TEST_SITE_CONFIG } from './testSiteConfig';

/** The form on /contact, or on /contact?property=<Reference ID> when opened from a listing. */
const renderForm = (url = '/contact') =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <ContactForm />
    </MemoryRouter>,
  );

const enquiries = () => requestsTo('POST /enquiries').map((r) => r.body);
let open: ReturnType<typeof vi.fn>;
// user-event on jsdom is slow on a busy 2-core machine.
vi.setConfig({ testTimeout: 20_000 });
const emailInput = () => screen.getByLabelText('Email', { selector: 'input[type="email"]' });

beforeEach(() => {
  serve(handle('GET /site-config', TEST_SITE_CONFIG), handle('POST /enquiries', { data: { _id: 'abc' } }));
  open = vi.fn(() => ({ opener: window }));
  vi.stubGlobal('open', open);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Full name'), 'Aisha Khan');
  await user.type(emailInput(), 'aisha@example.com');
  await user.type(screen.getByLabelText('Phone number'), '+971 50 000 0000');
  await user.type(screen.getByLabelText('Message'), 'Looking for a villa');
}

const errorTexts = () =>
  Array.from(document.querySelectorAll('[id$="-error"]')).map((element) => element.textContent);

describe('ContactForm validation', () => {
  it('shows the checks inline, in order, wired to the fields, and focuses the first invalid one', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(errorTexts()).toEqual([
      'Name is required',
      'Email is required',
      'Phone number is required',
      'Message is required',
    ]);
    const name = screen.getByLabelText('Full name');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Name is required');
    expect(name).toHaveFocus();
    expect(screen.getByLabelText(/Subject/)).not.toHaveAttribute('aria-invalid');
    // Said once in an alert beside the button; never the browser's bubble.
    expect(
      screen.getByText('Please check Full name, Email, Phone number and Message, then send again.'),
    ).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('form', { name: 'Send us a message' })).toHaveAttribute('novalidate');
    expect(name).toHaveAttribute('aria-required', 'true');
    expect(screen.getByLabelText(/Subject/)).not.toHaveAttribute('aria-required');
    expect(enquiries()).toHaveLength(0);
    expect(open).not.toHaveBeenCalled();
  });

  it('moves through the messages as the visitor fixes each field', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await user.type(screen.getByLabelText('Full name'), 'Aisha');
    expect(errorTexts()[0]).toBe('Email is required');
    await user.type(emailInput(), 'aisha@nowhere');
    expect(errorTexts()[0]).toBe('Email is invalid');
    expect(emailInput()).toHaveAccessibleDescription('Email is invalid');
    await user.type(emailInput(), '.ae');
    expect(errorTexts()[0]).toBe('Phone number is required');
    await user.type(screen.getByLabelText('Phone number'), '0501234567');
    expect(errorTexts()).toEqual(['Message is required']);
    expect(screen.getByText(/^Please check Full name/)).toHaveAttribute('role', 'alert');
    await user.type(screen.getByLabelText('Message'), 'Hi');
    expect(errorTexts()).toEqual([]);
    expect(screen.queryByText(/^Please check/)).not.toBeInTheDocument();
  });
});

describe('ContactForm sending', () => {
  it('WhatsApp: records the enquiry, opens the chat with the prefilled text and keeps the form', async () => {
    const user = userEvent.setup({ delay: null });
    const [posted, finishPost] = latch();
    serve(
      handle('POST /enquiries', async () => {
        await posted;
        return { data: { _id: 'abc' } };
      }),
    );
    renderForm();
    await fillValid(user);
    await user.selectOptions(screen.getByLabelText(/Property type/), 'Villa');
    await user.click(screen.getByLabelText('WhatsApp'));
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(open).not.toHaveBeenCalled();
    await waitFor(() => expect(enquiries()).toHaveLength(1));
    finishPost();

    expect(
      await screen.findByText('Your message has been sent successfully via WhatsApp/email!'),
    ).toBeVisible();
    expect(enquiries()).toContainEqual({
      kind: 'contact',
      name: 'Aisha Khan',
      email: 'aisha@example.com',
      phone: '+971 50 000 0000',
      message: 'Looking for a villa',
      propertyType: 'Villa',
      preferredContact: 'whatsapp',
    });
    expect(open).toHaveBeenCalledTimes(1);
    const [url, target] = open.mock.calls[0] as [string, string];
    expect(target).toBe('_blank');
    const parsed = new URL(url);
    expect(parsed.origin + parsed.pathname).toBe('https://wa.me/971501112233');
    const text = parsed.searchParams.get('text') ?? '';
    expect(text).toContain('Name: Aisha Khan');
    expect(text).toContain('Subject: [Subject]');
    expect(text).toContain('Property type: Villa');
    expect(screen.getByLabelText('Full name')).toHaveValue('Aisha Khan');
    expect(screen.getByLabelText('Message')).toHaveValue('Looking for a villa');
  });

  it('e-mail: opens the mail link with the subject and clears the form', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    await fillValid(user);
    await user.type(screen.getByLabelText(/Subject/), 'Viewing');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(
      await screen.findByText('Your message has been sent successfully via WhatsApp/email!'),
    ).toBeVisible();
    const [url, target] = open.mock.calls[0] as [string, string];
    expect(target).toBe('_self');
    expect(
      url.startsWith('mailto:team@manzil.test?subject=Property%20Inquiry%20-%20New%20Property&body='),
    ).toBe(true);
    expect(decodeURIComponent(url.split('&body=')[1] ?? '')).toContain('Subject: Viewing');
    expect(screen.getByLabelText('Full name')).toHaveValue('');
    expect(emailInput()).toHaveValue('');
    expect(screen.getByLabelText(/Subject/)).toHaveValue('');
    expect(errorTexts()).toEqual([]);
  });

  it('shows the spec error, opens nothing and keeps the form when recording fails', async () => {
    const user = userEvent.setup({ delay: null });
    serve(handle('POST /enquiries', fail(429, { msg: 'Too many requests' })));
    renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByText('There was an error sending your message. Please try again later.'),
    ).toBeVisible();
    expect(open).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Full name')).toHaveValue('Aisha Khan');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it('offers the chat link when the browser blocks the new tab', async () => {
    const user = userEvent.setup({ delay: null });
    open.mockReturnValue(null);
    renderForm();
    await fillValid(user);
    await user.click(screen.getByLabelText('WhatsApp'));
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    const link = await screen.findByText('open the WhatsApp chat');
    expect(link.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/971501112233\?text=/);
  });
});

const MARINA_SAIL: Property = {
  _id: '65a1b2c3d4e5f6a7b8c9d0e1',
  slug: 'marina-sail-tower-2br',
  house_name: 'Marina Sail Tower 2BR',
  house_type: 'Apartment',
  for: 'Buy',
  bedrooms: 2,
  bathrooms: 2,
  location: 'Dubai Marina',
  discription: '',
  imageurl: '/images/properties/p-01.jpg',
  areaName: 'dubai_marina',
  emirate: 'dubai',
};

describe('ContactForm opened from a listing', () => {
  it('says which home it is about, carries its reference in the form, and records the enquiry with it', async () => {
    serve(handle('GET /properties/by-reference/:ref', MARINA_SAIL));
    const user = userEvent.setup({ delay: null });
    renderForm('/contact?property=65a1b2c3');
    expect(await screen.findByText('About: Marina Sail Tower 2BR (65A1B2C3)')).toBeInTheDocument();
    expect(document.querySelector('input[type="hidden"][name="property"]')).toHaveValue('65A1B2C3');
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await screen.findByText('Your message has been sent successfully via WhatsApp/email!');
    expect(enquiries()).toEqual([
      expect.objectContaining({
        kind: 'contact',
        about: { type: 'property', ref: 'marina-sail-tower-2br', name: 'Marina Sail Tower 2BR' },
      }),
    ]);
    expect(decodeURIComponent(String(open.mock.calls[0]![0]))).toContain(
      'About: Marina Sail Tower 2BR (65A1B2C3)',
    );
  });

  it("names the home a card's link gives by its slug", async () => {
    serve(handle('GET /properties/by-slug/:slug', MARINA_SAIL));
    renderForm('/contact?property=marina-sail-tower-2br');
    expect(await screen.findByText('About: Marina Sail Tower 2BR (65A1B2C3)')).toBeInTheDocument();
    expect(document.querySelector('input[type="hidden"][name="property"]')).toHaveValue('65A1B2C3');
    expect(document.getElementById('enquiry')).toBe(screen.getByRole('form', { name: 'Send us a message' }));
  });

  it('a value that is neither a Reference ID nor a slug names nothing and asks the server nothing', async () => {
    renderForm('/contact?property=not%20a%20ref!');
    await screen.findByRole('button', { name: 'Send Message' });
    expect(screen.queryByText(/^About:/)).toBeNull();
    expect(requestsTo('GET /properties/by-reference/:ref')).toHaveLength(0);
    expect(requestsTo('GET /properties/by-slug/:slug')).toHaveLength(0);
  });
});
