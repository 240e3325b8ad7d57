/**
 * The /3dspace page (the product rules for "3dspace page" (docs/glossary.md)): the card list's states, paging with
 * its 500 ms fade, the detail modal (with and without links), the VR access form and accessibility.
 * States are produced by answering GET /api/damac360/card in the browser; the modal and the form
 * run against the real API and its seeded VR cards.
 */
import type { Page, Route } from '@playwright/test';
import type { VrCard } from '@manzil/contract';
import { openInApp, test, expect } from '../support/fixtures';
import { holdRequests } from '../support/hold';
import { seriousViolations } from '../support/a11y';
import { ADMIN } from '../support/env';

const CARDS_URL = '**/api/damac360/card';
const SPINNER = { name: 'Loading VR showcases' };

/** The name of makeCards' card `n` (counted from 1), and of several. */
const projectName = (n: number) => `Test Project ${n}`;
const projectNames = (...numbers: number[]) => numbers.map(projectName);

function makeCards(count: number): VrCard[] {
  return Array.from({ length: count }, (_, i) => ({
    _id: `e2e${String(i + 1).padStart(21, '0')}`,
    name: projectName(i + 1),
    image: `/images/vr/vr-${String(i + 1).padStart(2, '0')}.jpg`,
    links360: [`https://tours.example.test/p${i + 1}`],
  }));
}

async function answerCards(page: Page, body: unknown): Promise<void> {
  await page.route(CARDS_URL, (route) => route.fulfill({ json: body }));
}

/** The card names on screen, in order. */
const shownNames = (page: Page) =>
  page
    .getByRole('list', { name: /^VR projects, page/ })
    .getByRole('button')
    .evaluateAll((buttons) => buttons.map((b) => b.querySelector('[class*="name"]')?.textContent ?? ''));

const projects = (page: Page) => page.getByRole('region', { name: 'Our VR Projects' });

async function expectNoSeriousA11yViolations(page: Page, label: string): Promise<void> {
  expect(await seriousViolations(page), label).toEqual([]);
}

test.describe('page content', () => {
  test('hero, claims and the three showcases link out in new tabs', async ({ page }) => {
    await page.goto('/3dspace');
    await expect(page.getByRole('heading', { level: 1, name: 'Explore VR World' })).toBeVisible();

    const hero = page.getByRole('region', { name: 'Explore VR World' });
    const stream = hero.getByRole('link', { name: /Start VR Streaming/ });
    await expect(stream).toHaveAttribute('href', /^https:\/\//);
    await expect(stream).toHaveAttribute('target', '_blank');
    await expect(stream).toHaveAttribute('rel', 'noopener noreferrer');

    for (const claim of [/9000\+\s*tours/, /18\+\s*years/, /4K/]) {
      await expect(page.getByRole('listitem').filter({ hasText: claim })).toBeVisible();
    }
    for (const title of ['360 VR Tours', '3D Property Scan', '3D Design']) {
      const section = page.getByRole('region', { name: title });
      await expect(section.getByRole('heading', { name: title })).toBeVisible();
      const link = section.getByRole('link');
      await expect(link).toHaveAttribute('href', /^https:\/\//);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });
});

// The list's states with a faked API happen in the browser: the page is reached by a client-side
// navigation (opened directly, it arrives with the real list in its HTML).
test.describe('VR card list states', () => {
  test('loading shows a labelled spinner until the list arrives', async ({ page }) => {
    const release = await holdRequests(page, CARDS_URL, (route) =>
      route.fulfill({ json: { success: true, data: makeCards(2) } }),
    );
    await openInApp(page, '/3dspace');
    await expect(page.getByRole('status', SPINNER)).toBeVisible();
    release();
    await expect(page.getByRole('status', SPINNER)).toHaveCount(0);
    expect(await shownNames(page)).toEqual(projectNames(1, 2));
  });

  test("success false: 'Connection Failed' with 'Failed to fetch data'", async ({ page }) => {
    await answerCards(page, { success: false, data: [] });
    await openInApp(page, '/3dspace');
    const alert = projects(page).getByRole('alert');
    await expect(alert.getByRole('heading', { name: 'Connection Failed' })).toBeVisible();
    await expect(alert.getByText('Failed to fetch data')).toBeVisible();
    await expect(alert.getByRole('button', { name: 'Retry Connection' })).toBeVisible();
  });

  test("API unreachable: 'Error connecting to server', and Retry Connection really refetches", async ({
    page,
  }) => {
    let calls = 0;
    let reachable = false;
    await page.route(CARDS_URL, (route: Route) => {
      calls += 1;
      return reachable
        ? route.fulfill({ json: { success: true, data: makeCards(3) } })
        : route.abort('connectionrefused');
    });
    await openInApp(page, '/3dspace');
    const alert = projects(page).getByRole('alert');
    await expect(alert.getByText('Connection Failed')).toBeVisible();
    await expect(alert.getByText('Error connecting to server')).toBeVisible();
    const before = calls;

    // Still down: the retry asks again and fails again.
    await alert.getByRole('button', { name: 'Retry Connection' }).click();
    await expect.poll(() => calls).toBe(before + 1);
    await expect(alert.getByText('Error connecting to server')).toBeVisible();

    reachable = true;
    await alert.getByRole('button', { name: 'Retry Connection' }).click();
    await expect(page.getByRole('list', { name: 'VR projects, page 1 of 1' })).toBeVisible();
    expect(await shownNames(page)).toEqual(projectNames(1, 2, 3));
    expect(calls).toBe(before + 2);
    await expect(page.getByText('Connection Failed')).toHaveCount(0);
  });

  test("empty list: 'No VR Showcases Found'", async ({ page }) => {
    await answerCards(page, { success: true, data: [] });
    await openInApp(page, '/3dspace');
    await expect(projects(page).getByText('No VR Showcases Found')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'VR projects pages' })).toHaveCount(0);
  });

  test('9 cards make 3 pages of 4, 4 and 1; a switch fades for 500 ms', async ({ page }) => {
    await answerCards(page, { success: true, data: makeCards(9) });
    await openInApp(page, '/3dspace');
    const pager = page.getByRole('navigation', { name: 'VR projects pages' });
    await expect(page.getByRole('list', { name: 'VR projects, page 1 of 3' })).toBeVisible();
    expect(await shownNames(page)).toEqual(projectNames(1, 2, 3, 4));
    await expect(pager.getByRole('button', { name: 'Previous page' })).toBeDisabled();

    // While fading, the old page is still there and marked busy. Watched from inside the page: on a
    // loaded machine the click's round trip can outlast the 500 ms fade, and a poll would miss it.
    const firstPage = await page.getByRole('list', { name: 'VR projects, page 1 of 3' }).elementHandle();
    const sawBusyOldPage = firstPage!.evaluate(
      (list) =>
        new Promise<boolean>((resolve) => {
          const seen = () => list.getAttribute('aria-busy') === 'true' && list.isConnected;
          const observer = new MutationObserver(() => seen() && resolve(true));
          observer.observe(list, { attributes: true, attributeFilter: ['aria-busy'] });
          setTimeout(() => resolve(false), 10_000);
        }),
    );
    const started = Date.now();
    await pager.getByRole('button', { name: 'Page 2' }).click();
    expect(await sawBusyOldPage).toBe(true);
    await expect(page.getByRole('list', { name: 'VR projects, page 2 of 3' })).toBeVisible();
    expect(Date.now() - started).toBeGreaterThanOrEqual(450);
    expect(await shownNames(page)).toEqual(projectNames(5, 6, 7, 8));
    await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

    await pager.getByRole('button', { name: 'Next page' }).click();
    await expect(page.getByRole('list', { name: 'VR projects, page 3 of 3' })).toBeVisible();
    expect(await shownNames(page)).toEqual(projectNames(9));
    await expect(pager.getByRole('button', { name: 'Next page' })).toBeDisabled();

    await pager.getByRole('button', { name: 'Previous page' }).click();
    await expect(page.getByRole('list', { name: 'VR projects, page 2 of 3' })).toBeVisible();
  });

  test('a switch is ignored while one runs, and choosing the current page does nothing', async ({ page }) => {
    await answerCards(page, { success: true, data: makeCards(9) });
    await openInApp(page, '/3dspace');
    const pager = page.getByRole('navigation', { name: 'VR projects pages' });
    await expect(page.getByRole('list', { name: 'VR projects, page 1 of 3' })).toBeVisible();

    await pager.getByRole('button', { name: 'Page 1' }).click();
    await expect(page.getByRole('list', { name: 'VR projects, page 1 of 3' })).toHaveAttribute(
      'aria-busy',
      'false',
    );

    // Both clicks land inside the 500 ms window: only the first one counts.
    await page.evaluate(() => {
      const button = (name: string) =>
        document.querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`)!;
      button('Page 2').click();
      button('Page 3').click();
    });
    await expect(page.getByRole('list', { name: 'VR projects, page 2 of 3' })).toBeVisible();
    await page.waitForTimeout(1200);
    await expect(page.getByRole('list', { name: 'VR projects, page 2 of 3' })).toBeVisible();
    expect(await shownNames(page)).toEqual(projectNames(5, 6, 7, 8));
  });
});

test.describe('reduced motion', () => {
  /** Opens page 1 of 3, clicks Page 2 and reads the list's label and busy state right after. */
  async function listJustAfterPage2(page: Page) {
    await answerCards(page, { success: true, data: makeCards(9) });
    await page.goto('/3dspace');
    await expect(page.getByRole('list', { name: 'VR projects, page 1 of 3' })).toBeVisible();
    // Read the list one task after the click: React has committed the click's update by then, and a
    // fade (500 ms) would still be running.
    return page.evaluate(async () => {
      document.querySelector<HTMLButtonElement>('button[aria-label="Page 2"]')!.click();
      await new Promise((resolve) => setTimeout(resolve, 0));
      const list = document.querySelector('ul[aria-label^="VR projects"]')!;
      return { label: list.getAttribute('aria-label'), busy: list.getAttribute('aria-busy') };
    });
  }

  test('with prefers-reduced-motion a page switch is immediate, without the fade', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await listJustAfterPage2(page)).toEqual({ label: 'VR projects, page 2 of 3', busy: 'false' });
  });

  test('without it the same click first fades the old page', async ({ page }) => {
    expect(await listJustAfterPage2(page)).toEqual({ label: 'VR projects, page 1 of 3', busy: 'true' });
    await expect(page.getByRole('list', { name: 'VR projects, page 2 of 3' })).toBeVisible();
  });
});

test.describe('VR card modal and access form (seeded cards, real API)', () => {
  async function openSeededCard(page: Page, name: string) {
    await page.goto('/3dspace');
    const pager = page.getByRole('navigation', { name: 'VR projects pages' });
    await expect(page.getByRole('list', { name: /^VR projects, page 1 of/ })).toBeVisible();
    // Look through the pages for the card.
    for (let i = 0; i < 5; i += 1) {
      const card = projects(page).getByRole('button', { name: new RegExp(name) });
      if ((await card.count()) > 0) {
        await card.click();
        const dialog = page.getByRole('dialog', { name });
        await expect(dialog).toBeVisible();
        return { card, dialog };
      }
      const list = page.getByRole('list', { name: /^VR projects, page/ });
      const label = (await list.getAttribute('aria-label')) ?? '';
      await pager.getByRole('button', { name: 'Next page' }).click();
      await expect(list).not.toHaveAttribute('aria-label', label);
    }
    throw new Error(`no card named ${name}`);
  }

  test('a card with links: 360 links in new tabs, the access form at the same time, focus inside', async ({
    page,
  }) => {
    const { card, dialog } = await openSeededCard(page, 'Boulevard Crest Residence');
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    const links = dialog.getByRole('link');
    await expect(links).toHaveCount(2);
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute('href', /^https:\/\//);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await expect(dialog.getByRole('form', { name: 'Request VR Access' })).toBeVisible();
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);

    // Tab and Shift+Tab never leave the dialog.
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    for (let i = 0; i < 4; i += 1) {
      await page.keyboard.press('Shift+Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(card).toBeFocused();
  });

  test('a card without links says so; the Close button closes and returns focus', async ({ page }) => {
    const { card, dialog } = await openSeededCard(page, 'Aljada Park Townhouses');
    await expect(dialog.getByText('No VR Experiences Available')).toBeVisible();
    await expect(
      dialog.getByText('Virtual reality links will appear here when they become available.'),
    ).toBeVisible();
    await expect(dialog.getByRole('link')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(card).toBeFocused();
  });

  test("the access form alerts 'Please fill out all fields.' and sends nothing while a field is empty", async ({
    page,
  }) => {
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/api/enquiries')) posts.push(r.url());
    });
    const alerts: string[] = [];
    page.on('dialog', (d) => {
      alerts.push(d.message());
      void d.accept();
    });
    const { dialog } = await openSeededCard(page, 'Frond Beachfront Villa');
    const submit = dialog.getByRole('button', { name: 'Request Access' });

    // Said in the form (role="alert"), never in a browser box.
    await submit.click();
    await expect(dialog.getByRole('alert')).toHaveText('Please fill out all fields.');
    // Each empty field says so beside it; no browser bubble.
    await expect(dialog.getByLabel('Name')).toHaveAccessibleDescription('Name is required');
    await expect(dialog.getByLabel('Phone')).toHaveAccessibleDescription('Phone number is required');
    await expect(dialog.locator('form')).toHaveAttribute('novalidate', '');

    await dialog.getByLabel('Name').fill('Aisha Khan');
    await dialog.getByLabel('Email').fill('aisha@example.com');
    await submit.click();
    await expect(dialog.getByRole('alert')).toHaveText('Please fill out all fields.');
    expect(alerts).toEqual([]);

    await page.waitForTimeout(300);
    expect(posts).toEqual([]);
    await expect(dialog.getByRole('form', { name: 'Request VR Access' })).toBeVisible();
    await expect(dialog.getByLabel('Name')).toHaveValue('Aisha Khan');
  });

  test('submitting records a vr-access enquiry (201), then closes and clears the form', async ({ page }) => {
    const alerts: string[] = [];
    page.on('dialog', (d) => {
      alerts.push(d.message());
      void d.accept();
    });
    const { dialog } = await openSeededCard(page, 'Marina Promenade Residence');
    const email = `vr-${Date.now()}@example.com`;
    await dialog.getByLabel('Name').fill('Omar Haddad');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Phone').fill('+971 50 765 4321');

    const posted = page.waitForResponse(
      (r) => r.url().endsWith('/api/enquiries') && r.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Request Access' }).click();
    const response = await posted;
    expect(response.status()).toBe(201);
    const sent = response.request().postDataJSON() as Record<string, unknown>;
    expect(sent).toMatchObject({
      kind: 'vr-access',
      name: 'Omar Haddad',
      email,
      phone: '+971 50 765 4321',
      about: { type: 'vr', name: 'Marina Promenade Residence' },
    });
    expect(alerts).toEqual([]);

    await expect(dialog.getByRole('form')).toHaveCount(0);
    await expect(dialog.getByRole('status')).toContainText('Your VR access request has been received.');
    await dialog.getByRole('button', { name: 'Request VR Access' }).click();
    await expect(dialog.getByLabel('Name')).toHaveValue('');
    await expect(dialog.getByLabel('Email')).toHaveValue('');
    await expect(dialog.getByLabel('Phone')).toHaveValue('');

    // The lead is stored: it appears in the admin's enquiry list, tied to the card. The browser context's
    // request client carries the page's anti-forgery cookie; the header echoes it, as the apps do.
    const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
    const login = await page.request.post('/api/admin/login', {
      data: { username: ADMIN.username, password: ADMIN.password },
      headers: { 'X-XSRF-TOKEN': xsrf },
    });
    expect(login.status()).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const list = await page.request.get('/api/admin/enquiries', { headers: { 'x-auth-token': token } });
    const { data } = (await list.json()) as {
      data: { kind: string; email: string; about?: { ref: string } }[];
    };
    const stored = data.find((e) => e.email === email);
    expect(stored?.kind).toBe('vr-access');
    expect(stored?.about?.ref).toBe((sent.about as { ref: string }).ref);
  });

  test('Cancel closes the form; closing the modal clears the selection', async ({ page }) => {
    const { card, dialog } = await openSeededCard(page, 'Hartland Forest Villa');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog.getByRole('form')).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Request VR Access' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(card).toBeFocused();
    // Opening again starts with the form open.
    await card.click();
    await expect(page.getByRole('dialog').getByRole('form', { name: 'Request VR Access' })).toBeVisible();
  });
});

test.describe('accessibility', () => {
  // axe is CPU-heavy; on a shared machine one analysis can take tens of seconds.
  test.describe.configure({ timeout: 180_000 });

  for (const width of [1440, 375]) {
    test(`no serious or critical axe violations at ${width} px: page with the list, then the open modal`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/3dspace');
      await expect(page.getByRole('list', { name: /^VR projects, page 1/ })).toBeVisible();
      await expectNoSeriousA11yViolations(page, 'page with the list');

      await projects(page)
        .getByRole('button', { name: /Boulevard Crest Residence/ })
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoSeriousA11yViolations(page, 'open modal');
    });
  }

  test('no serious or critical axe violations in the error state', async ({ page }) => {
    await page.route(CARDS_URL, (route) => route.abort('connectionrefused'));
    await openInApp(page, '/3dspace');
    await expect(page.getByText('Error connecting to server')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'error state');
  });
});
