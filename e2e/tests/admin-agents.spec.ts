/**
 * The agents admin and the area editor's media, as the agency's admin uses
 * them and as a visitor then sees them: an agent added with a portrait appears on /find-my-agent; a
 * retired agent's listings show the agent chosen to take them over, and the retire is in the agent's
 * change history; two uploaded gallery images,
 * reordered, show in that order on the area page. Tagged @changes-agents: it changes the directory
 * other specs count, so it runs after them (playwright.config.ts).
 */
import sharp from 'sharp';
import type { Page } from '@playwright/test';
import type { AgentProfile, AgentPropertiesResponse } from '@manzil/contract';
import { ADMIN, BASE_URL } from '../support/env';
import { signIn } from '../support/admin-ui';
import { expect, test } from '../support/fixtures';

test.describe.configure({ mode: 'serial' });

/** A real JPEG of one colour, so two uploads are two files. */
async function jpeg(name: string, r: number): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const buffer = await sharp({
    create: { width: 240, height: 180, channels: 3, background: { r, g: 90, b: 140 } },
  })
    .jpeg()
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

/** Signs in through the login page; answers the panel's token (for seeding through the API). */
async function signInForToken(page: Page): Promise<string> {
  await signIn(page);
  return (await page.evaluate(() => localStorage.getItem('token')))!;
}

async function apiPost(page: Page, token: string, path: string, data: unknown) {
  const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const res = await page.request.post(`${BASE_URL}/api${path}`, {
    data,
    headers: { 'x-auth-token': token, 'X-XSRF-TOKEN': xsrf },
  });
  expect(res.status(), await res.text()).toBe(200);
}

const said = (page: Page, text: string) =>
  expect(
    page.locator('[role="status"], [role="alert"]').getByText(text, { exact: true }).first(),
  ).toBeVisible();

test('@changes-agents add an agent with a portrait, then retire another handing their listings over', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const dialogs: string[] = [];
  page.on('dialog', (d) => void dialogs.push(d.message()));
  const name = `Noor Test ${Date.now()}`;
  await signIn(page);
  // From the overview to the agents' own page.
  await page
    .getByRole('region', { name: 'Sections' })
    .getByRole('link', { name: 'Agents', exact: true })
    .click();
  await expect(page).toHaveURL(/\/admin\/agents$/);

  const agents = page.getByRole('region', { name: 'Agents', exact: true });
  await agents.getByRole('button', { name: 'Add agent' }).click();
  const form = page.getByRole('dialog', { name: 'Add an agent' });
  const details = {
    'Full name': name,
    BRN: '77123',
    Languages: 'English, French',
    Phone: '+971 50 111 2233',
    WhatsApp: '+971501112233',
    'E-mail': 'noor.test@manzil.ae',
  };
  for (const [label, value] of Object.entries(details))
    await form.getByLabel(label, { exact: true }).fill(value);
  await form.getByRole('checkbox', { name: 'Dubai Marina' }).check();
  await form.getByLabel(/^Portrait/).setInputFiles(await jpeg('noor.jpg', 200));
  await form.getByRole('button', { name: 'Add agent' }).click();
  await said(page, `${name} was added to the agents.`);
  await expect(agents.getByRole('heading', { name })).toBeVisible();

  // The directory shows them, with the portrait the server re-encoded.
  await page.goto('/find-my-agent');
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name }) });
  await expect(card).toBeVisible();
  const portrait = card.getByRole('img', { name: new RegExp(name) });
  await expect(portrait).toHaveAttribute('src', /\/api\/images\/[0-9a-f]{24}/);
  await expect.poll(() => portrait.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // Retire an agent who has listings, choosing the new agent to take them over.
  const { data: directory } = (await (await page.request.get('/api/agents')).json()) as {
    data: AgentProfile[];
  };
  const leaving = directory.find((a) => a.listingsCount > 0 && a.name !== name)!;
  await page.goto('/admin/agents');
  await agents.getByRole('button', { name: `Retire ${leaving.name}` }).click();
  const retire = page.getByRole('dialog', { name: `Retire ${leaving.name}?` });
  await retire.getByRole('button', { name: 'Retire agent' }).click();
  await said(page, 'Choose the agent who takes over these listings.');
  await retire.getByLabel(/^Who takes over/).selectOption({ label: `${name} (0 listings)` });
  await retire.getByRole('button', { name: 'Retire agent' }).click();
  await expect(retire).toHaveCount(0);
  // How many were handed over is read from the message: a test beside this one may have changed one of
  // the leaving agent's listings since the directory was read.
  const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const retired = page
    .locator('[role="status"], [role="alert"]')
    .getByText(
      new RegExp(
        `^${escaped(leaving.name)} was retired; (their listing now shows|their \\d+ listings now show) ${escaped(name)}\\.$`,
      ),
    )
    .first();
  await expect(retired).toBeVisible();
  const handed = Number(/their (\d+) listings/.exec((await retired.textContent()) ?? '')?.[1] ?? 1);
  expect(handed).toBeGreaterThan(0);
  await expect(
    agents.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) }),
  ).toContainText(handed === 1 ? '1 listing' : `${handed} listings`);

  // The retire is in the agent's change history, with the admin's name and who took over.
  await agents.getByRole('button', { name: `Edit ${leaving.name}` }).click();
  const editor = page.getByRole('dialog', { name: `Edit ${leaving.name}` });
  await editor.getByRole('button', { name: 'Show change history' }).click();
  const history = editor.getByRole('region', { name: 'Change history' });
  await expect(history.getByText(`${ADMIN.username} retired them`)).toBeVisible();
  await expect(history).toContainText(`Listings handed to: (none) → to ${name} (${handed})`);
  await editor.getByRole('button', { name: 'Cancel' }).click();

  // A listing handed over (read from the taker, who had none: a test beside this one may have moved one
  // of the leaving agent's listings to someone else before the retire).
  const { data: after } = (await (await page.request.get('/api/agents')).json()) as { data: AgentProfile[] };
  const taker = after.find((a) => a.name === name)!;
  const [listing] = (await (
    await page.request.get(`/api/agents/${taker.slug}/properties`)
  ).json()) as AgentPropertiesResponse;
  await page.goto(`/property/${listing!.slug}`);
  await expect(page.locator('#agent-heading')).toHaveText(name);
  await page.goto('/find-my-agent');
  await expect(page.getByRole('heading', { name: leaving.name })).toHaveCount(0);
  // Their page stays for old links and says they left.
  await page.goto(`/find-my-agent/${leaving.slug}`);
  await expect(page.getByText(`${leaving.name} no longer works with`)).toBeVisible();
  expect(dialogs).toEqual([]);

  // By name only: their phone, WhatsApp and e-mail are nowhere in the page as the server sends it (the
  // markup, the JSON-LD, the query cache the browser starts from), nor in the listing's page.
  if (!leaving.active) throw new Error('the directory lists active agents only');
  const contacts = [leaving.phone, leaving.whatsapp, leaving.email];
  for (const path of [`/find-my-agent/${leaving.slug}`, `/property/${listing!.slug}`]) {
    const html = await (await page.request.get(path)).text();
    expect(html).toContain(path.startsWith('/property/') ? name : 'no longer works with');
    for (const contact of contacts) {
      // A number also as pages write it: spaced, or without its +.
      const digits = contact.replace(/\D/g, '');
      const written = contact.includes('@') ? contact : digits.split('').join('[\\s-]?');
      expect(html, `${path}: ${contact}`).not.toMatch(new RegExp(written.replace(/[.+]/g, '\\$&')));
    }
  }
  const api = await (await page.request.get(`/api/agents/${leaving.slug}`)).text();
  expect(api).toContain(leaving.name);
  for (const contact of contacts) expect(api).not.toContain(contact);
});

test('@changes-agents upload two gallery images to an area, reorder them, see the order on the area page', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const token = await signInForToken(page);
  // Seeded through the API: an empty gallery, so the area page shows only what this test uploads.
  const current = (await (await page.request.get('/api/admin/properties/Dubai/dubai_marina')).json()) as {
    neighbourhood: string[];
    feature: string[];
    pdf: string;
    floorplan: string[];
  };
  await apiPost(page, token, '/admin/area-details', {
    city: 'Dubai',
    areaName: 'dubai_marina',
    neighbourhood: current.neighbourhood,
    feature: current.feature,
    pdf: current.pdf,
    floorplan: current.floorplan,
    images: [],
  });
  await page.goto('/admin/areas');

  const cityData = page.getByRole('region', { name: 'View City Data', exact: true });
  await cityData.getByLabel('Emirate', { exact: true }).selectOption('Dubai');
  await cityData.getByLabel('Area of Dubai').selectOption('Dubai Marina');
  const gallery = cityData.getByRole('group', { name: /^Gallery/ });
  await gallery
    .getByLabel('Upload images to the gallery')
    .setInputFiles([await jpeg('first.jpg', 30), await jpeg('second.jpg', 220)]);
  await said(page, '2 images uploaded and added to the gallery; save the area details to publish.');
  const links = gallery.getByRole('listitem').getByRole('link');
  await expect(links).toHaveCount(2);
  const [first, second] = (await links.allTextContents()).map((t) => t.replace(' (opens in a new tab)', ''));
  expect(first).toMatch(/^\/api\/images\/[0-9a-f]{24}$/);

  // From the keyboard: the second image up to the top.
  await gallery.getByRole('button', { name: 'Move Gallery item 2 of 2 up' }).focus();
  await page.keyboard.press('Enter');
  await said(page, 'Gallery item 2 moved to position 1 of 2.');
  await expect(gallery.getByRole('button', { name: 'Move Gallery item 1 of 2 down' })).toBeFocused();
  await expect(links.first()).toContainText(second!);
  await cityData.getByRole('button', { name: 'Save Area Details' }).click();
  await said(page, 'Area details saved successfully!');

  await page.goto('/dubai/dubai-marina');
  const carousel = page.getByRole('group', { name: 'Property Gallery' });
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel.getByText('1 / 2')).toBeVisible();
  await expect(carousel.locator('iframe')).toHaveAttribute('src', second!);
  await carousel.getByRole('button', { name: 'Next property gallery item' }).click();
  await expect(carousel.locator('iframe')).toHaveAttribute('src', first!);
});
