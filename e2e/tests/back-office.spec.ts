/**
 * The back office: seats and roles (an agent's seat reaches only its own leads and listings, in the UI
 * and the API), an invitation's set-password link that works once, an enquiry routed to the listing's
 * agent by mail with the buyer acknowledged, the audit log finding a price change by who made it
 * (every page's height and axe: back-office-pages.spec.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import type { Agent, AgentPropertiesResponse, LeadResponse, Property } from '@manzil/contract';
import { adminHeaders } from '../support/admin-api';
import { signIn } from '../support/admin-ui';
import { BASE_URL, DATA_DIR } from '../support/env';
import { expect, test } from '../support/fixtures';

const OUTBOX = path.join(DATA_DIR, 'outbox');
const PASSWORD = 'agent-Seat-Password-1';

/** The mails in the outbox written since `since` (file names start with their ISO time), decoded. */
function mailsSince(since: number): string[] {
  if (!fs.existsSync(OUTBOX)) return [];
  return fs
    .readdirSync(OUTBOX)
    .filter((f) => f.endsWith('.eml') && fs.statSync(path.join(OUTBOX, f)).mtimeMs >= since)
    .map((f) =>
      fs
        .readFileSync(path.join(OUTBOX, f), 'utf8')
        // Quoted-printable: soft line breaks and escaped bytes.
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    );
}

const mailTo = (mails: string[], to: string) => mails.find((m) => new RegExp(`^To: ${to}$`, 'mi').test(m));

/** The active agents with at least one listing, and one listing of each. */
async function agentsWithListings(request: APIRequestContext, headers: Record<string, string>) {
  const { data } = (await (await request.get(`${BASE_URL}/api/admin/agents`, { headers })).json()) as {
    data: Agent[];
  };
  const out: { agent: Agent; listing: Property }[] = [];
  for (const agent of data.filter((a) => a.active && a.listingsCount > 0)) {
    const res = await request.get(`${BASE_URL}/api/agents/${agent.slug}/properties`);
    const listing = ((await res.json()) as AgentPropertiesResponse)[0];
    if (listing) out.push({ agent, listing });
    if (out.length === 2) break;
  }
  expect(out).toHaveLength(2);
  return out as [(typeof out)[0], (typeof out)[0]];
}

/** Invites a seat as the owner, then chooses its password through the mailed link in the browser. */
async function inviteAndSetPassword(
  page: Page,
  request: APIRequestContext,
  headers: Record<string, string>,
  seat: { username: string; email: string; role: 'admin' | 'agent'; agent?: string },
): Promise<string> {
  const since = Date.now() - 1000;
  const res = await request.post(`${BASE_URL}/api/admin/users`, { headers, data: seat });
  expect(res.status(), await res.text()).toBe(201);
  let link = '';
  await expect
    .poll(() => {
      link =
        /https?:\/\/[^\s]+\/reset-password\/[A-Za-z0-9_-]+(\?invite=1)?/.exec(
          mailTo(mailsSince(since), seat.email) ?? '',
        )?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  const linkPath = new URL(link).pathname + new URL(link).search;
  await page.goto(linkPath);
  await page.getByLabel('New password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  return linkPath;
}

async function signInAs(page: Page, username: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  // An agent's seat goes on from the dashboard to its leads.
  await expect(page).toHaveURL(/\/admin\/leads$/);
}

async function tokenOf(request: APIRequestContext, headers: Record<string, string>, username: string) {
  const res = await request.post(`${BASE_URL}/api/admin/login`, {
    data: { username, password: PASSWORD },
    headers: { 'X-XSRF-TOKEN': headers['X-XSRF-TOKEN']! },
  });
  expect(res.status()).toBe(200);
  return { ...headers, 'x-auth-token': ((await res.json()) as { token: string }).token };
}

async function enquire(
  request: APIRequestContext,
  headers: Record<string, string>,
  listing: Property,
  email: string,
): Promise<string> {
  // A visitor's enquiry: the anti-forgery pair only, no session.
  const res = await request.post(`${BASE_URL}/api/enquiries`, {
    headers: { 'X-XSRF-TOKEN': headers['X-XSRF-TOKEN']! },
    data: {
      kind: 'property-inquiry',
      name: 'Hana Buyer',
      email,
      phone: '+971 50 765 4321',
      message: `I'm interested in ${listing.house_name}. Please contact me with more information.`,
      about: { type: 'property', ref: listing.slug, name: listing.house_name },
    },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { data: { _id: string } }).data._id;
}

test("an invitation sets a password once; an agent's seat reaches only its own leads and listings", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const owner = await adminHeaders(request);
  const [mine, theirs] = await agentsWithListings(request, owner);
  const stamp = Date.now().toString(36);
  const username = `agent-${stamp}`;

  const linkPath = await inviteAndSetPassword(page, request, owner, {
    username,
    email: `${username}@manzil.ae`,
    role: 'agent',
    agent: mine.agent.slug,
  });
  // The link works once.
  await page.goto(linkPath);
  await page.getByLabel('New password').fill('another-Password-22');
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByText('This reset link is invalid or has expired').first()).toBeVisible();

  // An enquiry about each agent's listing: routed to its agent.
  const since = Date.now() - 1000;
  const ownLead = await enquire(request, owner, mine.listing, `own-${stamp}@example.com`);
  const otherLead = await enquire(request, owner, theirs.listing, `other-${stamp}@example.com`);
  await expect.poll(() => mailsSince(since).length).toBeGreaterThanOrEqual(4);
  const mails = mailsSince(since);
  const toAgent = mailTo(mails, mine.agent.email);
  expect(toAgent, 'the listing agent is mailed').toBeTruthy();
  expect(toAgent).toMatch(/^Cc: /m);
  const ack = mailTo(mails, `own-${stamp}@example.com`)!;
  expect(ack).toContain(mine.listing.house_name);
  expect(ack).toContain(mine.agent.name);
  const stored = (await (
    await request.get(`${BASE_URL}/api/admin/leads/${ownLead}`, { headers: owner })
  ).json()) as LeadResponse;
  expect(stored.data.assignee).toBe(mine.agent.slug);

  const agent = await tokenOf(request, owner, username);
  expect((await request.get(`${BASE_URL}/api/admin/leads/${otherLead}`, { headers: agent })).status()).toBe(
    403,
  );
  expect((await request.get(`${BASE_URL}/api/admin/leads/${ownLead}`, { headers: agent })).status()).toBe(
    200,
  );
  const edit = await request.post(`${BASE_URL}/api/admin/update-property`, {
    headers: agent,
    multipart: { _id: theirs.listing._id, price: '1234567' },
  });
  expect(edit.status()).toBe(403);
  expect((await request.get(`${BASE_URL}/api/admin/users`, { headers: agent })).status()).toBe(403);

  // In the browser: the agent's inbox shows their lead and not the other's; users and audit are not theirs.
  await signInAs(page, username);
  const inbox = page.getByRole('region', { name: /Enquiries|Leads/ }).first();
  await expect(inbox.getByText(`own-${stamp}@example.com`).first()).toBeVisible();
  await expect(inbox.getByText(`other-${stamp}@example.com`)).toHaveCount(0);
  const nav = page.getByRole('navigation', { name: 'Back office' });
  await expect(nav.getByRole('link', { name: 'Users' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Audit log' })).toHaveCount(0);
  // The listings table: the other agent's listing cannot be edited here either, and says why.
  await page.goto(`/admin/listings?q=${encodeURIComponent(theirs.listing.house_name)}`);
  const theirEdit = page.getByRole('button', { name: `Edit ${theirs.listing.house_name}` }).first();
  await expect(theirEdit).toBeDisabled();
  await expect(theirEdit).toHaveAccessibleDescription(/Another agent's listing/);
  await page.goto('/admin/users');
  await expect(
    page.getByRole('alert').filter({ hasText: 'This page is for the owner and admins.' }),
  ).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
});

test('the audit log finds a price change by the name of the person who made it', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const owner = await adminHeaders(request);
  const stamp = Date.now().toString(36);
  const username = `mariam-${stamp}`;
  await inviteAndSetPassword(page, request, owner, {
    username,
    email: `${username}@manzil.ae`,
    role: 'admin',
  });
  const mariam = await tokenOf(request, owner, username);
  const [{ listing }] = await agentsWithListings(request, owner);
  const price = String((listing.price ?? 1_000_000) + 12_345);
  const res = await request.post(`${BASE_URL}/api/admin/update-property`, {
    headers: mariam,
    multipart: { _id: listing._id, price },
  });
  expect(res.status(), await res.text()).toBe(200);

  await signIn(page);
  await page.goto('/admin/audit');
  await page.getByLabel('Person').selectOption(username);
  const entry = page.getByRole('list', { name: 'Changes, newest first' }).getByRole('listitem').first();
  await expect(entry).toContainText(listing.house_name);
  await expect(entry).toContainText(
    `Price: AED ${(listing.price ?? 0).toLocaleString('en-US')} → AED ${Number(price).toLocaleString('en-US')}`,
  );
});

test("@changes-agents after a listing is given to another agent, that agent's count is right at once and Retire asks for a hand-over", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const owner = await adminHeaders(request);
  const [from, to] = await agentsWithListings(request, owner);
  await signIn(page);
  const nav = page.getByRole('navigation', { name: 'Back office' });
  await nav.getByRole('link', { name: 'Agents' }).click();
  const agents = page.getByRole('region', { name: 'Agents', exact: true });
  const row = (agent: Agent) =>
    agents.getByRole('listitem').filter({ has: page.getByRole('heading', { name: agent.name }) });
  await expect(row(to.agent)).toContainText(`${to.agent.listingsCount} listing`);
  // From here on the pages change inside the app: a reload would lose this mark.
  await page.evaluate(() => Object.assign(window, { notReloaded: true }));
  await nav.getByRole('link', { name: 'Listings' }).click();
  await page.getByLabel('Search listings').fill(from.listing.house_name);
  await page
    .getByRole('button', { name: `Edit ${from.listing.house_name}` })
    .first()
    .click();
  const editor = page.getByRole('dialog', { name: `Edit ${from.listing.house_name}` });
  await editor.getByLabel(/^Agent/).selectOption(to.agent.slug);
  await editor.getByRole('button', { name: 'Update Property' }).click();
  await expect(editor).toBeHidden();
  await nav.getByRole('link', { name: 'Agents' }).click();
  expect(await page.evaluate(() => 'notReloaded' in window)).toBe(true);
  const now = to.agent.listingsCount + 1;
  await expect(row(to.agent)).toContainText(now === 1 ? '1 listing' : `${now} listings`);
  await row(to.agent)
    .getByRole('button', { name: `Retire ${to.agent.name}` })
    .click();
  const dialog = page.getByRole('dialog', { name: `Retire ${to.agent.name}?` });
  await expect(
    dialog.getByLabel(`Who takes over ${to.agent.name}’s ${now === 1 ? '1 listing' : `${now} listings`}?`),
  ).toBeVisible();
  await expect(dialog.getByText('has no listings to hand over')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
});

test('a lead moved on the board, by dragging or from the keyboard, keeps its status after a reload', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const owner = await adminHeaders(request);
  const [{ listing }] = await agentsWithListings(request, owner);
  const stamp = Date.now().toString(36);
  const name = `Board Buyer ${stamp}`;
  const res = await request.post(`${BASE_URL}/api/enquiries`, {
    headers: { 'X-XSRF-TOKEN': owner['X-XSRF-TOKEN']! },
    data: {
      kind: 'property-inquiry',
      name,
      email: `board-${stamp}@example.com`,
      phone: '+971 50 765 4321',
      about: { type: 'property', ref: listing.slug, name: listing.house_name },
    },
  });
  expect(res.status()).toBe(201);

  await signIn(page);
  await page.goto('/admin/leads?view=board');
  const column = (status: string) => page.getByRole('region', { name: new RegExp(`^${status}`) });
  const card = (status: string) => column(status).getByRole('listitem', { name: new RegExp(`^${name}`) });
  await expect(card('New')).toBeVisible();
  await card('New').dragTo(column('Viewing'));
  await expect(card('Viewing')).toBeVisible();
  await page.reload();
  await expect(card('Viewing')).toBeVisible();
  await expect(card('New')).toHaveCount(0);

  // From the keyboard: the card's own choice.
  await card('Viewing')
    .getByRole('combobox', { name: `Move ${name}'s lead to` })
    .selectOption('offer');
  await expect(card('Offer')).toBeVisible();
  await page.reload();
  await expect(card('Offer')).toBeVisible();
});

test('a report figure matches the data: listings by status against the listings themselves', async ({
  page,
  request,
}) => {
  const owner = await adminHeaders(request);
  // The test's own count: every listing the admin table finds with the status Under offer.
  const listings = (await (
    await request.get(`${BASE_URL}/api/admin/listings?status=under-offer&pageSize=10`, { headers: owner })
  ).json()) as { total: number };
  await signIn(page);
  await page.goto('/admin/reports');
  const table = page.getByRole('figure', { name: 'Listings by status' });
  await expect(
    table
      .getByRole('row', { name: /^Under offer/ })
      .getByRole('cell')
      .first(),
  ).toHaveText(String(listings.total));
  await expect(page.getByRole('button', { name: 'Download CSV' })).toBeVisible();
});
