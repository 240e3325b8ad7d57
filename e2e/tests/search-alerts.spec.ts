/**
 * Search alerts without an account, as a buyer: "E-mail me new homes like these" on
 * a search, the confirmation mail in the outbox followed, a new matching listing added by the admin
 * (through the API) mailed once — not again on the job's later runs and "days" — and the unsubscribe
 * link of that mail stopping the next one (while another confirmed alert on the same search still gets
 * it: the job did run). A restart without double sends is the API's unit test (alerts.test.ts).
 *
 * The test server runs the job every second with a "day" of four seconds (support/env.ts:
 * ALERTS_INTERVAL_MS, ALERTS_PERIOD_MS; only the server's environment sets them, no route starts a run).
 */
import fs from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import path from 'node:path';
import { ALERT_PAGE_TEXTS, ALERT_TEXTS } from '@manzil/contract';
import { addMarinaListing, adminHeaders } from '../support/admin-api';
import { BASE_URL, DATA_DIR } from '../support/env';
import { expect, test } from '../support/fixtures';

const PERIOD_MS = 4000;
const SEARCH = '/?purpose=Buy&location=Dubai+Marina&minBeds=7';

interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** Every mail in the test server's outbox (quoted-printable decoded). */
function outbox(): Mail[] {
  const dir = path.join(DATA_DIR, 'outbox');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((f) => {
      const raw = fs.readFileSync(path.join(dir, f), 'utf8');
      const text = raw
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      return {
        to: /^To: (.+)$/m.exec(text)?.[1]?.trim() ?? '',
        subject: /^Subject: (.+)$/m.exec(text)?.[1]?.trim() ?? '',
        text,
      };
    });
}

const linkIn = (mail: Mail, kind: 'confirm' | 'unsubscribe'): string => {
  const link = new RegExp(`https?://\\S+/alerts/${kind}/[A-Za-z0-9_-]{43}`).exec(mail.text)?.[0];
  if (!link) throw new Error(`no ${kind} link in ${mail.subject}`);
  return link;
};

/** The search's alert form as the server rendered it (a slow remote is left to the browser: then the
 * page is asked again). */
async function serverRenderedForm(page: Page): Promise<Locator> {
  const form = page.getByRole('form', { name: ALERT_TEXTS.title });
  await expect
    .poll(
      async () => {
        await page.goto(SEARCH);
        return form.count();
      },
      { timeout: 60_000 },
    )
    .toBe(1);
  return form;
}

/** The consent box comes before the button: read and ticked, then sent. */
async function expectConsentBeforeButton(form: Locator): Promise<void> {
  // Both read in one go: results still arriving above the form move it between two reads.
  const button = form.getByRole('button', { name: ALERT_TEXTS.submit });
  const gap = await button.evaluate((submit) => {
    const box = submit.closest('form')!.querySelector('input[type="checkbox"]')!.getBoundingClientRect();
    return submit.getBoundingClientRect().top - box.bottom;
  });
  expect(gap).toBeGreaterThanOrEqual(0);
}

test('an alert confirmed from its mail gets one mail per new listing, none on later runs or once unsubscribed', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const stamp = Date.now().toString(36);
  const buyer = `buyer-${stamp}@example.com`;
  const control = `control-${stamp}@example.com`;
  const mails = (to: string, about?: string) =>
    outbox().filter((m) => m.to === to && (!about || m.text.includes(about)));

  // The buyer's search, and the form under its results.
  await page.goto(SEARCH);
  const form = page.getByRole('form', { name: ALERT_TEXTS.title });
  await expect(form).toBeVisible();
  await expectConsentBeforeButton(form);
  await form.getByRole('button', { name: ALERT_TEXTS.submit }).click();
  await expect(form.getByText(ALERT_TEXTS.consentRequired)).toBeVisible();
  await form.getByLabel('Your e-mail address').fill(buyer);
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: ALERT_TEXTS.submit }).click();
  await expect(page.getByText(ALERT_TEXTS.sent)).toBeVisible();

  // Only the confirmation is mailed; its link opens a page whose button starts the alert.
  await expect.poll(() => mails(buyer).length).toBe(1);
  const [confirmation] = mails(buyer);
  expect(confirmation!.subject).toBe('Confirm your Manzil search alert');
  await page.goto(linkIn(confirmation!, 'confirm'));
  await expect(page.getByRole('heading', { name: ALERT_PAGE_TEXTS.confirm.title })).toBeVisible();
  await page.getByRole('button', { name: ALERT_PAGE_TEXTS.confirm.button }).click();
  await expect(page.getByText(ALERT_PAGE_TEXTS.confirm.done)).toBeVisible();
  // The heading says where the alert stands now.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your search alert is on');

  // A second buyer on the same search, signed up as a script would and confirmed the same way.
  const signup = await request.post(`${BASE_URL}/api/alerts`, {
    headers: { Origin: BASE_URL },
    data: { email: control, consent: 'yes', search: SEARCH.slice(2) },
  });
  expect(signup.status()).toBe(201);
  await expect.poll(() => mails(control).length).toBe(1);
  const confirmed = await request.post(linkIn(mails(control)[0]!, 'confirm'), {
    headers: { Origin: BASE_URL },
    form: { _form: 'alert-confirm' },
  });
  expect(confirmed.status()).toBe(200);

  // The admin lists a matching home: one alert mail each, with the listing.
  const admin = await adminHeaders(request);
  const first = `Marina Full Floor ${stamp}`;
  await addMarinaListing(request, admin, first, '21000000');
  await expect.poll(() => mails(buyer, first).length, { timeout: 20_000 }).toBe(1);
  await expect.poll(() => mails(control, first).length, { timeout: 20_000 }).toBe(1);
  // The job runs on, over two more "days": still one.
  await page.waitForTimeout(2 * PERIOD_MS + 1000);
  expect(mails(buyer, first)).toHaveLength(1);
  expect(mails(control, first)).toHaveLength(1);

  // The buyer follows the mail's unsubscribe link.
  const alert = mails(buyer, first)[0]!;
  expect(alert.subject).toMatch(/^1 new home for your search/);
  // Text and HTML: the home's photo, price and link, its area and emirate by name, the unsubscribe link.
  expect(alert.text).toMatch(/Content-Type: multipart\/alternative/);
  expect(alert.text).toMatch(/Content-Type: text\/html/);
  expect(alert.text).toContain(`${first}, Dubai Marina, Dubai`);
  expect(alert.text).not.toContain('dubai_marina');
  expect(alert.text).toMatch(/<img src="https?:\/\/[^"]+" alt="Marina Full Floor/);
  expect(alert.text).toContain('AED 21,000,000');
  expect(alert.text).toMatch(
    /<a href="https?:\/\/\S+\/alerts\/unsubscribe\/[A-Za-z0-9_-]{43}">Stop this alert<\/a>/,
  );
  await page.goto(linkIn(alert, 'unsubscribe'));
  await page.getByRole('button', { name: ALERT_PAGE_TEXTS.unsubscribe.button }).click();
  await expect(page.getByText(ALERT_PAGE_TEXTS.unsubscribe.done)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This search alert is stopped');
  // Other tests list seven-bedroom Marina homes too, meanwhile: from here on, none reaches the buyer.
  const untilStopped = mails(buyer).length;
  // The link opened again: the alert is already stopped, nothing to press.
  await page.goto(linkIn(alert, 'unsubscribe'));
  await expect(page.getByText(ALERT_PAGE_TEXTS.unsubscribe.invalid)).toBeVisible();
  await expect(page.getByRole('button', { name: ALERT_PAGE_TEXTS.unsubscribe.button })).toHaveCount(0);

  // The next matching listing reaches the other buyer only.
  const second = `Marina Sky Floor ${stamp}`;
  await addMarinaListing(request, admin, second, '21000000');
  await expect.poll(() => mails(control, second).length, { timeout: 20_000 }).toBe(1);
  await page.waitForTimeout(PERIOD_MS);
  expect(mails(buyer, second)).toHaveLength(0);
  expect(mails(buyer)).toHaveLength(untilStopped);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('an address list is refused beside the e-mail field, as typed, and nothing is mailed', async ({
    page,
  }) => {
    const stamp = Date.now().toString(36);
    const list = `p1-${stamp},bomb-${stamp}@example.com`;
    const form = await serverRenderedForm(page);
    await form.getByLabel('Your e-mail address').fill(list);
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: ALERT_TEXTS.submit }).click();
    const field = page.getByRole('form', { name: ALERT_TEXTS.title }).getByLabel('Your e-mail address');
    await expect(field).toHaveValue(list);
    await expect(field).toHaveAccessibleDescription(
      'Please enter one e-mail address only, without a name, a comment or a second address.',
    );
    expect(outbox().filter((m) => m.text.includes(stamp))).toHaveLength(0);
  });

  test('the consent box before the button; a confirmed alert says it is on; a stopped one says so, in both languages', async ({
    page,
  }) => {
    const stamp = Date.now().toString(36);
    const buyer = `nojs-${stamp}@example.com`;
    const form = await serverRenderedForm(page);
    await expectConsentBeforeButton(form);
    await form.getByLabel('Your e-mail address').fill(buyer);
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: ALERT_TEXTS.submit }).click();
    await expect(page.getByText(ALERT_TEXTS.sent)).toBeVisible();
    await expect.poll(() => outbox().filter((m) => m.to === buyer).length).toBe(1);
    await page.goto(
      linkIn(
        outbox().find((m) => m.to === buyer)!,
        'confirm',
      ),
    );
    await page.getByRole('button', { name: ALERT_PAGE_TEXTS.confirm.button }).click();
    await expect(page.getByText(ALERT_PAGE_TEXTS.confirm.done)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your search alert is on');

    // A link whose alert is stopped (or was never ours) says so at once, in English and in Arabic.
    const gone = `/alerts/unsubscribe/${'A'.repeat(43)}`;
    await page.goto(gone);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This search alert is stopped');
    await expect(page.getByText(ALERT_PAGE_TEXTS.unsubscribe.invalid)).toBeVisible();
    await expect(page.getByRole('button', { name: ALERT_PAGE_TEXTS.unsubscribe.button })).toHaveCount(0);
    await page.goto(`/ar${gone}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('تنبيه البحث هذا متوقف');
    await expect(page.getByText('هذا التنبيه متوقف بالفعل')).toBeVisible();
  });
});
