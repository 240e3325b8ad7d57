/**
 * The leads inbox and the audit trail as an admin uses them: a visitor's enquiry
 * (sent through the API, as the page's form would) found by the buyer's name, moved from new to
 * viewing with a note, a second identical enquiry merged into it, and the audit naming the admin; a
 * listing's status change seen in the listing editor's change history. One page for the file.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN, BASE_URL } from '../support/env';
import { signIn } from '../support/admin-ui';
import { expect, test } from '../support/fixtures';

test.describe.configure({ mode: 'serial' });

const buyer = {
  kind: 'property-inquiry',
  name: `Rania Leads${Date.now().toString(36)}`,
  email: `rania.${Date.now().toString(36)}@example.com`,
  phone: '+971 52 555 0142',
  message: 'Can I see it this weekend?',
  about: { type: 'property', ref: '', name: '' },
};

interface Listing {
  _id: string;
  slug: string;
  house_name: string;
}
/** Two listings of the demo content: one asked about, one whose status the admin changes. */
let asked: Listing;
let changed: Listing;

/** A script client's write: the anti-forgery cookie echoed in its header (as the API expects). */
async function xsrf(request: APIRequestContext): Promise<string> {
  const res = await request.get(`${BASE_URL}/api/health`);
  const cookie = res.headers()['set-cookie'] ?? '';
  const state = await request.storageState();
  return (
    state.cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? /XSRF-TOKEN=([^;]+)/.exec(cookie)?.[1] ?? ''
  );
}

async function sendEnquiry(request: APIRequestContext, changes: Partial<typeof buyer> = {}): Promise<string> {
  const res = await request.post(`${BASE_URL}/api/enquiries`, {
    data: { ...buyer, ...changes },
    headers: { 'X-XSRF-TOKEN': await xsrf(request) },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { data: { _id: string } }).data._id;
}

async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post(`${BASE_URL}/api/admin/login`, {
    data: { username: ADMIN.username, password: ADMIN.password },
    headers: { 'X-XSRF-TOKEN': await xsrf(request) },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

let page: Page;
let leadId: string;

test.beforeAll(async ({ browser }) => {
  page = await browser.newPage();
  page.on('dialog', (dialog) => {
    throw new Error(`A browser dialog appeared: ${dialog.message()}`);
  });
  const res = await page.request.get(`${BASE_URL}/api/admin/properties/downtown_dubai`);
  [asked, changed] = (await res.json()) as [Listing, Listing];
  buyer.about = { type: 'property', ref: asked.slug, name: asked.house_name };
  leadId = await sendEnquiry(page.request);
  await signIn(page);
});
test.afterAll(async () => page.close());

test("a visitor's enquiry is a new lead, counted in the navigation and found by the buyer's name", async () => {
  const nav = page.getByRole('navigation', { name: 'Back office' });
  await nav.getByRole('link', { name: /^Leads \d+ new$/ }).click();
  await expect(page).toHaveURL(/\/admin\/leads$/);
  const inbox = page.getByRole('region', { name: 'Enquiries', exact: true });
  await inbox.getByLabel('Search').fill(buyer.name);
  await expect(inbox.getByText('1 lead match this filter')).toBeVisible();
  const row = inbox
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: new RegExp(buyer.name) }) });
  await expect(
    row.getByRole('link', { name: `${asked.house_name} (Ref. ${asked._id.slice(0, 8).toUpperCase()})` }),
  ).toHaveAttribute('href', `/property/${asked.slug}`);
  await expect(row.getByLabel(`Status of ${buyer.name}'s lead`)).toHaveValue('new');
  const whatsapp = await row
    .getByRole('link', { name: `Reply to ${buyer.name} on WhatsApp` })
    .getAttribute('href');
  const ref = asked._id.slice(0, 8).toUpperCase();
  expect(decodeURIComponent(whatsapp!)).toBe(
    `https://wa.me/971525550142?text=Hello Rania, thank you for your enquiry about ${asked.house_name} (Ref. ${ref}).`,
  );
});

test('the admin moves the lead from new to viewing with a note; the audit names the admin', async () => {
  const inbox = page.getByRole('region', { name: 'Enquiries', exact: true });
  await inbox.getByLabel(`Status of ${buyer.name}'s lead`).selectOption('viewing');
  await expect(page.getByRole('status').getByText(`${buyer.name}: moved to Viewing`)).toBeVisible();

  await inbox.getByRole('button', { name: `Show the details of ${buyer.name}'s lead` }).click();
  await inbox.getByLabel('Add a note').fill('Viewing booked for Saturday 11:00 with the owner');
  await inbox.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByRole('status').getByText(`Note added to ${buyer.name}'s lead`)).toBeVisible();
  await expect(inbox.getByText('Viewing booked for Saturday 11:00 with the owner').first()).toBeVisible();

  const history = inbox.getByRole('region', { name: 'Change history' });
  await expect(history.getByText(/^Status: New →\s+to Viewing$/)).toBeVisible();
  await expect(history.getByText(ADMIN.username, { exact: true }).first()).toBeVisible();

  // Found by the buyer's name under its new status.
  await inbox.getByLabel('Status', { exact: true }).selectOption('viewing');
  await expect(inbox.getByText('1 lead match this filter')).toBeVisible();
});

test('a second enquiry from the same e-mail and phone merges into the lead, both shown as sent', async () => {
  expect(await sendEnquiry(page.request, { phone: '052 555 0142', message: 'Is Sunday possible?' })).toBe(
    leadId,
  );
  const inbox = page.getByRole('region', { name: 'Enquiries', exact: true });
  await inbox.getByRole('button', { name: 'Refresh' }).click();
  await expect(inbox.getByText('1 lead match this filter')).toBeVisible();
  await expect(inbox.getByText('2 enquiries')).toBeVisible();
  const sent = inbox.getByRole('list', { name: 'Enquiries, newest first' }).getByRole('listitem');
  await expect(sent).toHaveCount(2);
  await expect(sent.nth(0).getByText(buyer.name, { exact: true })).toBeVisible();
  await expect(sent.nth(0).getByRole('link', { name: buyer.email })).toBeVisible();
  await expect(sent.nth(0).getByRole('link', { name: '052 555 0142' })).toBeVisible();
  await expect(sent.nth(0).getByText('Is Sunday possible?')).toBeVisible();
  await expect(sent.nth(1).getByRole('link', { name: buyer.phone })).toBeVisible();
  await expect(sent.nth(1).getByText(buyer.message)).toBeVisible();
});

test("a listing's status changed by the admin shows in the editor's change history with the admin's name", async () => {
  const token = await adminToken(page.request);
  const target = changed;
  const res = await page.request.post(`${BASE_URL}/api/admin/update-property`, {
    multipart: { _id: target._id, status: 'under-offer' },
    headers: { 'x-auth-token': token, 'X-XSRF-TOKEN': await xsrf(page.request) },
  });
  expect(res.status()).toBe(200);

  await page.goto(`/admin/listings?q=${encodeURIComponent(target.house_name)}`);
  await page
    .getByRole('button', { name: `Edit ${target.house_name}` })
    .first()
    .click();
  const editor = page.getByRole('dialog', { name: `Edit ${target.house_name}` });
  await editor.getByRole('button', { name: 'Show change history' }).click();
  const history = editor.getByRole('region', { name: 'Change history' });
  await expect(history.getByText(/^Status: Available →\s+to Under offer$/)).toBeVisible();
  await expect(history.getByText(ADMIN.username, { exact: true }).first()).toBeVisible();
});
