/**
 * Contact and About pages: the enquiry form's checks in order, the WhatsApp and e-mail
 * paths, the enquiry recorded by the server, the office map actions, the FAQ accordion, the about
 * page texts and the certificate PDF, and no serious accessibility violations.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import type { SiteConfig } from '@manzil/contract';
import { test, expect, scrollToMap } from '../support/fixtures';
import { seriousViolations } from '../support/a11y';
import { recordedEnquiries } from '../support/admin-api';
import { fillContactForm, visitorPhone } from '../support/visitor';
import { BASE_URL } from '../support/env';

interface OpenedWindow {
  url: string;
  target: string;
}

/** Records every window.open call instead of leaving the page (chat tab, mail client). */
async function recordWindowOpen(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const calls: { url: string; target: string }[] = [];
    (window as unknown as { __opened: typeof calls }).__opened = calls;
    window.open = (url?: string | URL, target?: string) => {
      calls.push({ url: String(url), target: String(target) });
      // A stand-in for the opened tab, so the page treats the tab as opened (not blocked).
      return {} as Window;
    };
  });
}

const openedWindows = (page: Page) =>
  page.evaluate(() => (window as unknown as { __opened: OpenedWindow[] }).__opened);

async function siteConfig(request: APIRequestContext): Promise<SiteConfig> {
  const response = await request.get('/api/site-config');
  expect(response.ok()).toBe(true);
  return (await response.json()) as SiteConfig;
}

const form = (page: Page) => page.locator('form[aria-labelledby="contact-form-title"]');
const emailInput = (page: Page) => form(page).getByRole('textbox', { name: 'Email' });

const fillForm = (page: Page, who: { name: string; email: string }) =>
  fillContactForm(form(page), {
    ...who,
    phone: visitorPhone(who.email),
    message: 'Looking for a 2-bedroom home near the metro.',
  });

const sendAndAwaitRecord = async (page: Page) => {
  // A visitor's first write may be refused for want of the XSRF cookie (cached pages set none) and
  // is then sent again with the cookie the refusal set (@manzil/api-client): wait for that answer.
  const recorded = page.waitForResponse(
    (r) => r.url().endsWith('/api/enquiries') && r.request().method() === 'POST' && r.status() !== 403,
  );
  await form(page).getByRole('button', { name: 'Send Message' }).click();
  return recorded;
};

test.describe('contact page', () => {
  test('checks the fields in order and shows each message beside its field', async ({ page }) => {
    await recordWindowOpen(page);
    await page.goto('/contact');
    const f = form(page);
    const errors = f.locator('[id$="-error"]');
    await f.getByRole('button', { name: 'Send Message' }).click();
    await expect(errors).toHaveText([
      'Name is required',
      'Email is required',
      'Phone number is required',
      'Message is required',
    ]);
    await expect(f.getByLabel('Full name')).toBeFocused();
    await expect(f.getByLabel('Full name')).toHaveAttribute('aria-invalid', 'true');

    await f.getByLabel('Full name').fill('Aisha Khan');
    await expect(errors.first()).toHaveText('Email is required');
    await emailInput(page).fill('aisha@example');
    await expect(errors.first()).toHaveText('Email is invalid');
    await expect(emailInput(page)).toHaveAccessibleDescription('Email is invalid');
    await emailInput(page).fill('aisha@example.com');
    await expect(errors.first()).toHaveText('Phone number is required');
    await f.getByLabel('Phone number').fill('0501234567');
    await expect(errors).toHaveText(['Message is required']);
    await f.getByLabel('Message').fill('Hello');
    await expect(errors).toHaveCount(0);
    expect(await openedWindows(page)).toEqual([]);
  });

  test('WhatsApp: records the enquiry, opens the chat with the prefilled text and keeps the form', async ({
    page,
    request,
  }) => {
    const config = await siteConfig(request);
    await recordWindowOpen(page);
    await page.goto('/contact');
    const email = `wa-${Date.now()}@example.com`;
    await fillForm(page, { name: 'Aisha Khan', email });
    await form(page)
      .getByLabel(/Property type/)
      .selectOption('Villa');
    await form(page).getByRole('radio', { name: 'WhatsApp' }).check();

    const response = await sendAndAwaitRecord(page);
    expect(response.status()).toBe(201);
    await expect(page.getByText('Your message has been sent successfully via WhatsApp/email!')).toBeVisible();

    const opened = await openedWindows(page);
    expect(opened).toHaveLength(1);
    expect(opened[0]!.target).toBe('_blank');
    const url = new URL(opened[0]!.url);
    expect(`${url.origin}${url.pathname}`).toBe(`https://wa.me/${config.agencyPhone}`);
    const text = url.searchParams.get('text') ?? '';
    expect(text).toContain('Name: Aisha Khan');
    expect(text).toContain(`Email: ${email}`);
    expect(text).toContain(`Phone: ${visitorPhone(email)}`);
    expect(text).toContain('Subject: [Subject]');
    expect(text).toContain('Property type: Villa');
    expect(text).toContain('Preferred contact: WhatsApp');
    expect(text).toContain('Looking for a 2-bedroom home near the metro.');

    await expect(form(page).getByLabel('Full name')).toHaveValue('Aisha Khan');
    await expect(emailInput(page)).toHaveValue(email);
    await expect(form(page).getByRole('radio', { name: 'WhatsApp' })).toBeChecked();
  });

  test('e-mail: opens the mail link with the subject and clears the form', async ({ page, request }) => {
    const config = await siteConfig(request);
    await recordWindowOpen(page);
    await page.goto('/contact');
    const email = `mail-${Date.now()}@example.com`;
    await fillForm(page, { name: 'Omar Haddad', email });
    await form(page)
      .getByLabel(/Subject/)
      .fill('Viewing request');
    await form(page)
      .getByLabel(/Property type/)
      .selectOption('Apartment');
    await expect(form(page).getByRole('radio', { name: 'Email' })).toBeChecked();

    const response = await sendAndAwaitRecord(page);
    expect(response.status()).toBe(201);
    await expect(page.getByText('Your message has been sent successfully via WhatsApp/email!')).toBeVisible();

    const opened = await openedWindows(page);
    expect(opened).toHaveLength(1);
    const mail = opened[0]!.url;
    expect(mail.startsWith(`mailto:${config.agencyEmail}?`)).toBe(true);
    const params = new URLSearchParams(mail.slice(mail.indexOf('?') + 1));
    expect(params.get('subject')).toBe('Property Inquiry - Apartment');
    expect(params.get('body')).toContain('Name: Omar Haddad');
    expect(params.get('body')).toContain('Subject: Viewing request');

    await expect(form(page).getByLabel('Full name')).toHaveValue('');
    await expect(emailInput(page)).toHaveValue('');
    await expect(form(page).getByLabel('Message')).toHaveValue('');
    await expect(form(page).getByLabel(/Property type/)).toHaveValue('');
  });

  test("e-mail without a property type uses 'Property Inquiry - New Property'", async ({ page }) => {
    await recordWindowOpen(page);
    await page.goto('/contact');
    await fillForm(page, { name: 'Lina', email: `np-${Date.now()}@example.com` });
    expect((await sendAndAwaitRecord(page)).status()).toBe(201);
    await expect(page.getByText('Your message has been sent successfully via WhatsApp/email!')).toBeVisible();
    const [opened] = await openedWindows(page);
    const params = new URLSearchParams(opened!.url.slice(opened!.url.indexOf('?') + 1));
    expect(params.get('subject')).toBe('Property Inquiry - New Property');
  });

  test('the enquiry is stored by the server with kind contact', async ({ page }) => {
    await recordWindowOpen(page);
    await page.goto('/contact');
    const email = `stored-${Date.now()}@example.com`;
    await fillForm(page, { name: 'Stored Lead', email });
    await form(page).getByRole('radio', { name: 'WhatsApp' }).check();
    const response = await sendAndAwaitRecord(page);
    expect(response.status()).toBe(201);
    const { data } = (await response.json()) as { data: { _id: string } };

    // Read the stored enquiries back as an admin.
    const stored = (await recordedEnquiries(page)).find((e) => e._id === data._id);
    expect(stored).toMatchObject({
      kind: 'contact',
      name: 'Stored Lead',
      email,
      phone: visitorPhone(email),
      message: 'Looking for a 2-bedroom home near the metro.',
      preferredContact: 'whatsapp',
    });
  });

  test('shows the spec error and opens nothing when the server refuses the enquiry', async ({ page }) => {
    await recordWindowOpen(page);
    await page.route('**/api/enquiries', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({ msg: 'Too many' }),
      }),
    );
    await page.goto('/contact');
    await fillForm(page, { name: 'Aisha', email: 'aisha@example.com' });
    await form(page).getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'There was an error' })).toHaveText(
      'There was an error sending your message. Please try again later.',
    );
    expect(await openedWindows(page)).toEqual([]);
    await expect(form(page).getByLabel('Full name')).toHaveValue('Aisha');
  });

  test('contact cards, office details, hours, testimonials and the closing call to action', async ({
    page,
    request,
  }) => {
    const config = await siteConfig(request);
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Why talk to us' }).locator('..').locator('li'),
    ).toHaveCount(4);
    await expect(page.getByRole('heading', { name: 'Call us' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Email us' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Visit our office' })).toBeVisible();
    await expect(page.locator(`a[href="tel:+${config.agencyPhone}"]`).first()).toBeVisible();
    await expect(page.locator(`a[href="mailto:${config.agencyEmail}"]`).first()).toHaveText(
      config.agencyEmail,
    );
    await expect(page.getByText(config.officeAddress).first()).toBeVisible();
    await expect(page.getByText('8:00 AM - 9:00 PM daily')).toBeVisible();
    await expect(page.getByText('Mon-Sat: 8am-9pm')).toBeVisible();
    await expect(page.getByRole('link', { name: /Instagram/ })).toHaveAttribute('target', '_blank');
    await expect(page.locator('figure blockquote')).toHaveCount(3);
    await expect(page.getByRole('heading', { name: 'Ready to find your place in the UAE?' })).toBeVisible();
  });

  test('office map with Get Directions and Copy Address', async ({ page, context, request }) => {
    const config = await siteConfig(request);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE_URL });
    await page.goto('/contact');
    const map = page.getByRole('region', { name: /^Map:/ });
    await scrollToMap(map);
    await expect(map).toHaveAttribute('data-state', 'ready');
    await expect(map.locator('.leaflet-tile-loaded').first()).toBeVisible();
    await expect(map.locator('.leaflet-marker-icon svg')).toBeVisible();

    const directions = page.getByRole('link', { name: /Get Directions/ });
    await expect(directions).toHaveAttribute(
      'href',
      `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(config.officeAddress)}`,
    );
    await expect(directions).toHaveAttribute('target', '_blank');

    await page.getByRole('button', { name: 'Copy Address' }).click();
    await expect(page.getByText('Address copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(config.officeAddress);
  });

  test('the four FAQs form a keyboard-accessible accordion', async ({ page }) => {
    // Slow chunks, as on a phone: the keys must work as soon as the page says it is ready.
    await page.route('**/static/js/async/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue();
    });
    await page.goto('/contact');
    const questions = page.locator('button[aria-controls^="faq-answer-"]');
    await expect(questions).toHaveCount(4);
    const second = questions.nth(1);
    const answer = page.locator(`#${await second.getAttribute('aria-controls')}`);
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    await expect(answer).toBeHidden();
    await questions.first().focus();
    await page.keyboard.press('ArrowDown');
    await expect(second).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(answer).toBeVisible();
    await page.keyboard.press('Space');
    await expect(answer).toBeHidden();
  });
});

test.describe('about page', () => {
  test('mission, nine values, licence statement and number, experience and the team', async ({
    page,
    request,
  }) => {
    const config = await siteConfig(request);
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Our mission', { exact: true })).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Our core values' }).locator('xpath=ancestor::section//li'),
    ).toHaveCount(9);
    await expect(page.getByRole('heading', { name: 'Licensed and regulated' })).toBeVisible();
    await expect(page.getByText('Experience you can rely on')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Meet the team' })).toBeVisible();
    // The licence number (ORN) comes from the one place it is configured.
    await expect(page.getByText(`RERA licence number (ORN): ${config.licenceNumber}`)).toBeVisible();
  });

  test('the certificate downloads as a PDF', async ({ page, request }) => {
    await page.goto('/about');
    const link = page.getByRole('link', { name: /Download certificate/ });
    await expect(link).toHaveAttribute('href', '/certificate.pdf');
    await expect(link).toHaveAttribute('download', /\.pdf$/);
    const downloading = page.waitForEvent('download');
    await link.click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);

    const response = await request.get('/certificate.pdf');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/pdf');
    const body = await response.body();
    expect(body.subarray(0, 4).toString('latin1')).toBe('%PDF');
  });
});

// Every route passes axe in a11y.spec.ts; here, /contact with its map built (reached by scrolling).
test('/contact with its map has no serious or critical axe violations', async ({ page }) => {
  await page.goto('/contact');
  await scrollToMap(page.getByRole('region', { name: /^Map:/ }));
  await expect(page.getByRole('region', { name: /^Map:/ })).toHaveAttribute('data-state', 'ready');
  expect(await seriousViolations(page)).toEqual([]);
});
