/**
 * Forms sent from Arabic pages, with JavaScript and without: the contact form, a property inquiry and
 * a search alert sign-up are acknowledged in Arabic on the /ar page; the enquiry reaches the admin's
 * leads marked Arabic with the visitor's words as typed; the alert's confirmation mail is Arabic with
 * links to the Arabic pages; a form refused for want of an e-mail says so in Arabic.
 */
import type { Page } from '@playwright/test';
import { recordedEnquiries } from '../support/admin-api';
import { expect, test } from '../support/fixtures';
import { outboxMails } from '../support/outbox';
import { untilServerRendered } from '../support/ssr';
import { visitorPhone } from '../support/visitor';

const CONTACT = '/ar/contact';
const PROPERTY = '/ar/property/burj-crown-view-studio';
const SEARCH = '/ar?purpose=Buy&location=Dubai+Marina&minBeds=7';
const MESSAGE = 'مرحبا، أبحث عن شقة بإطلالة على البحر في دبي مارينا، بثلاث غرف نوم إن أمكن.';

test.describe.configure({ timeout: 90_000 });

test.beforeAll(async () => {
  await untilServerRendered([CONTACT, PROPERTY, SEARCH]);
});

const mailsTo = (to: string): string[] => outboxMails({ to }).map((mail) => mail.text);

/** A new visitor for this test: their own name, address and phone (the inbox merges by either). */
function visitor(who: string) {
  const name = `${who} ${Date.now().toString(36)}`;
  const email = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '.')}@example.com`;
  return { name, email, phone: visitorPhone(name) };
}

/** The mail client a sent contact form opens is recorded instead (window.open). */
const stubWindowOpen = (page: Page) =>
  page.addInitScript(() => {
    window.open = () => ({}) as Window;
  });

const contactForm = (page: Page) => page.getByRole('form', { name: 'أرسل لنا رسالة' });
const inquiryForm = (page: Page) => page.getByRole('form', { name: 'استفسار عن عقار' });
const alertForm = (page: Page) => page.getByRole('form', { name: 'أرسلوا لي العقارات الجديدة المشابهة' });

async function fillContact(page: Page, who: { name: string; email: string; phone: string }) {
  const form = contactForm(page);
  await form.getByLabel('الاسم الكامل').fill(who.name);
  await form.getByRole('textbox', { name: 'البريد الإلكتروني' }).fill(who.email);
  await form.getByLabel('رقم الهاتف').fill(who.phone);
  await form.getByLabel('الرسالة').fill(MESSAGE);
}

/** The admin's lead for `name`: recorded from an Arabic page, with the message byte for byte. */
async function expectArabicLead(page: Page, name: string) {
  const lead = (await recordedEnquiries(page)).find((e) => e['name'] === name);
  expect(lead, `a lead named ${name}`).toBeDefined();
  expect(lead?.['locale']).toBe('ar');
  expect(Buffer.from(String(lead?.['message'])).equals(Buffer.from(MESSAGE))).toBe(true);
}

/**
 * With JavaScript, the app's own write (`POST /api/<what>`, JSON) carries the page's language; without
 * it, the page's form post does (checked through the stored lead and the mail).
 */
function appWrite(page: Page, what: 'enquiries' | 'alerts', javaScriptEnabled: boolean) {
  if (!javaScriptEnabled) return async () => undefined;
  const sent = page.waitForRequest((r) => r.url().endsWith(`/api/${what}`) && r.method() === 'POST');
  return async () => expect((await sent).postDataJSON()).toMatchObject({ locale: 'ar' });
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled });
    const how = javaScriptEnabled ? 'JS' : 'No JS';

    test('the contact form from /ar/contact is acknowledged in Arabic and recorded as Arabic', async ({
      page,
    }) => {
      await stubWindowOpen(page);
      await page.goto(CONTACT);
      const who = visitor(`Arabic Contact ${how}`);
      await fillContact(page, who);
      const sentInArabic = appWrite(page, 'enquiries', javaScriptEnabled);
      await contactForm(page).getByRole('button', { name: 'إرسال الرسالة' }).click();
      await sentInArabic();
      await expect(page.getByText('تم إرسال رسالتك بنجاح عبر واتساب/البريد الإلكتروني!')).toBeVisible();
      await expect(page).toHaveURL(/\/ar\/contact/);
      await expectArabicLead(page, who.name);
    });

    test('a property inquiry from /ar/property is acknowledged in Arabic and recorded as Arabic', async ({
      page,
    }) => {
      await page.goto(PROPERTY);
      const who = visitor(`Arabic Inquiry ${how}`);
      const form = inquiryForm(page);
      await form.getByLabel('الاسم', { exact: true }).fill(who.name);
      await form.getByLabel('البريد الإلكتروني', { exact: true }).fill(who.email);
      await form.getByLabel('الهاتف', { exact: true }).fill(who.phone);
      await form.getByLabel('الرسالة', { exact: true }).fill(MESSAGE);
      const sentInArabic = appWrite(page, 'enquiries', javaScriptEnabled);
      await form.getByRole('button', { name: 'أرسل الاستفسار' }).click();
      await sentInArabic();
      await expect(page.getByText('تم استلام طلبك!')).toBeVisible();
      await expect(page).toHaveURL(/\/ar\/property\//);
      await expectArabicLead(page, who.name);
    });

    test('an alert signed up on an Arabic search is confirmed by an Arabic mail with /ar links', async ({
      page,
    }) => {
      await page.goto(SEARCH);
      const { email } = visitor(`Arabic Alert ${how}`);
      const form = alertForm(page);
      await form.getByLabel('بريدك الإلكتروني').fill(email);
      await form.getByRole('checkbox').check();
      const sentInArabic = appWrite(page, 'alerts', javaScriptEnabled);
      await form.getByRole('button', { name: 'أرسلوا لي العقارات الجديدة' }).click();
      await sentInArabic();
      await expect(page.getByText(/^اقتربنا: أرسلنا إليك رسالة بريد إلكتروني/)).toBeVisible();
      await expect(page).toHaveURL(/\/ar\/?\?/);
      await expect.poll(() => mailsTo(email).length).toBe(1);
      const [mail] = mailsTo(email);
      expect(mail).toContain('مرحبًا،');
      expect(mail).toContain('dir="rtl"');
      expect(mail).toMatch(/https?:\/\/[^\s"]+\/ar\/alerts\/confirm\/[A-Za-z0-9_-]{43}/);
      expect(mail).not.toMatch(/https?:\/\/[^\s"/]+\/alerts\/confirm\//);
    });

    test('a contact form without an e-mail is refused in Arabic on the /ar page', async ({ page }) => {
      await stubWindowOpen(page);
      await page.goto(CONTACT);
      const who = visitor(`Arabic Refused ${how}`);
      await fillContact(page, { ...who, email: '' });
      await contactForm(page).getByRole('button', { name: 'إرسال الرسالة' }).click();
      await expect(contactForm(page).getByText('البريد الإلكتروني مطلوب')).toBeVisible();
      // The summary names the field by its Arabic label.
      await expect(contactForm(page).getByRole('alert')).toContainText('مراجعة البريد الإلكتروني');
      await expect(page).toHaveURL(/\/ar\/contact/);
      expect((await recordedEnquiries(page)).some((e) => e['name'] === who.name)).toBe(false);
    });
  });
}
