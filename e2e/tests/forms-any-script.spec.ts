/**
 * Nothing lost, in any script: a visitor's long message in Arabic, posted as a plain form before the
 * app's code started (or without JavaScript), is recorded whole; a post refused (longer than any form
 * the API accepts) answers the page with the visitor's words still in the form; the brochure request
 * works without JavaScript, and what cannot work without it does not look as if it does.
 */
import type { Page, Route } from '@playwright/test';
import { recordedEnquiries } from '../support/admin-api';
import { BASE_URL } from '../support/env';
import { expect, test } from '../support/fixtures';
import { untilServerRendered } from '../support/ssr';
import { fillContactForm, visitorPhone } from '../support/visitor';

const PROPERTY = '/property/burj-crown-view-studio';
const AREA = '/dubai/downtown-dubai';
const CONTACT_SUCCESS = 'Your message has been sent successfully via WhatsApp/email!';

test.describe.configure({ timeout: 120_000 });

test.beforeAll(async () => {
  await untilServerRendered(['/contact', PROPERTY, AREA]);
});

/** A visitor's words in Arabic: 6 bytes a letter once the browser has URL-encoded them. */
const arabic = (length: number) =>
  'مرحبا، أبحث عن شقة بإطلالة على البحر. '.repeat(length).slice(0, length).trim();

const emailOf = (name: string) => `${name.toLowerCase().replace(/[^a-z0-9]+/g, '.')}@example.com`;

/** Holds every script of the app until the test ends (the page as a slow phone has it). */
async function holdAppCode(page: Page) {
  await page.route(/\/static\/js\/.*\.js(\?.*)?$/, async (route: Route) => {
    await new Promise(() => undefined);
    await route.continue();
  });
}

/** Opens `path` as the server sent it, without waiting for the app. */
const openRaw = (page: Page, path: string) =>
  page.mainFrame().goto(`${BASE_URL}${path}`, { waitUntil: 'domcontentloaded' });

const contactForm = (page: Page) => page.getByRole('form', { name: 'Send us a message' });
const inquiryForm = (page: Page) => page.getByRole('form', { name: 'Property inquiry' });

/** Fills the contact form as a new visitor (named `who` and the time) with `length` Arabic characters. */
async function fillArabicContact(page: Page, who: string, length: number) {
  const name = `${who} ${Date.now()}`;
  const message = arabic(length);
  await fillContactForm(contactForm(page), {
    name,
    email: emailOf(name),
    phone: visitorPhone(name),
    message,
  });
  return { name, message };
}

test.describe('with the app’s code held back', () => {
  test('a 4,000-character Arabic contact message is recorded whole', async ({ page }) => {
    await holdAppCode(page);
    await openRaw(page, '/contact');
    const { name, message } = await fillArabicContact(page, 'Arabic Contact', 4_000);
    await contactForm(page).getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText(CONTACT_SUCCESS)).toBeVisible();
    const recorded = (await recordedEnquiries(page)).find((e) => e['name'] === name);
    expect(recorded?.['message'] === message, 'the stored message is the typed one').toBe(true);
  });

  test('a 4,000-character Arabic property enquiry is recorded whole, naming the home', async ({ page }) => {
    await holdAppCode(page);
    await openRaw(page, PROPERTY);
    const name = `Arabic Inquiry ${Date.now()}`;
    const message = arabic(4_000);
    const form = inquiryForm(page);
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Email').fill(emailOf(name));
    await form.getByLabel('Phone').fill(visitorPhone(name));
    await form.getByLabel('Message').fill(message);
    await form.getByRole('button', { name: 'Send Inquiry' }).click();
    await expect(page.getByText('Request Received!')).toBeVisible();
    const recorded = (await recordedEnquiries(page)).find((e) => e['name'] === name);
    expect(recorded).toMatchObject({ kind: 'property-inquiry', about: { ref: 'burj-crown-view-studio' } });
    expect(recorded?.['message'] === message, 'the stored message is the typed one').toBe(true);
  });
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('a message longer than any form the API accepts answers the page, the visitor’s words kept', async ({
    page,
  }) => {
    await page.goto('/contact');
    const { name, message } = await fillArabicContact(page, 'Too Long', 12_000);
    const answer = page.waitForResponse((r) => r.request().method() === 'POST');
    await contactForm(page).getByRole('button', { name: 'Send Message' }).click();
    const response = await answer;
    expect(response.status()).toBe(413);
    expect(response.headers()['content-type']).toContain('text/html');
    const form = contactForm(page);
    await expect(form.getByText(/This message is too long to send/)).toBeVisible();
    await expect(form.getByLabel('Full name')).toHaveValue(name);
    await expect(form.getByLabel('Phone number')).toHaveValue(visitorPhone(name));
    const kept = await form.getByLabel('Message').inputValue();
    expect(kept.length).toBeGreaterThan(5_000);
    expect(message.startsWith(kept), 'what is kept is the beginning of what was typed').toBe(true);
    expect((await recordedEnquiries(page)).some((e) => e['name'] === name)).toBe(false);
  });

  test('the brochure request is a form: recorded, then the browser gets the brochure', async ({ page }) => {
    await page.goto(AREA);
    // The button that opens the modal cannot work here: it is not shown, the form is.
    await expect(page.getByRole('button', { name: 'Download Brochure' })).toBeHidden();
    const form = page.getByRole('form', { name: 'Download Brochure' });
    const name = `Brochure No Script ${Date.now()}`;
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Email').fill(emailOf(name));
    await form.getByLabel('Phone').fill(visitorPhone(name));
    const brochure = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('.pdf'));
    // Headless Chromium downloads a PDF it is sent to.
    page.on('download', () => undefined);
    await form.getByRole('button', { name: 'Submit' }).click();
    const pdf = await brochure;
    expect(new URL(pdf.url()).pathname).toBe('/brochures/downtown_dubai.pdf');
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    const recorded = (await recordedEnquiries(page)).find((e) => e['name'] === name);
    expect(recorded).toMatchObject({ kind: 'brochure', about: { type: 'area', name: 'Downtown Dubai' } });
  });

  test('a brochure request left incomplete comes back with the spec’s alert and what was typed', async ({
    page,
  }) => {
    await page.goto(AREA);
    const form = page.getByRole('form', { name: 'Download Brochure' });
    await form.getByLabel('Name').fill('Half Filled');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByRole('alert')).toHaveText('Please fill out all fields.');
    await expect(form.getByLabel('Name')).toHaveValue('Half Filled');
  });

  test('the area page’s pager of buttons, which needs the code, looks disabled', async ({ page }) => {
    await page.goto(AREA);
    const grid = page.locator('section[aria-labelledby="top-properties-heading"]');
    await expect(grid.getByText('Page 1 of 3')).toBeVisible();
    const next = grid.getByRole('button', { name: 'Next page' });
    await expect(next).toHaveCSS('pointer-events', 'none');
    await expect(next).toHaveCSS('cursor', 'not-allowed');
  });
});
