/**
 * mf-admin end to end: sign-in, the guard, password reset through the mail outbox, and the panel's
 * writes seen on the public pages. Tests run in order in one worker and use unique names.
 */
import sharp from 'sharp';
import type { Locator, Page } from '@playwright/test';
import { EMIRATES, pagePath, toEmirateKey, toPropertySlug, toSlug } from '@manzil/contract';
import { ADMIN } from '../support/env';
import { signIn } from '../support/admin-ui';
import { expect, test } from '../support/fixtures';
import { seriousViolations } from '../support/a11y';
import { outboxMails } from '../support/outbox';
import { scrollToEmirates } from '../support/home';

const SESSION_MESSAGE = 'Your session has expired. Please sign in again.';

/** Every browser alert/confirm the page shows, accepted, in order: the panel should show none. */
function recordDialogs(page: Page): string[] {
  const seen: string[] = [];
  page.on('dialog', (dialog) => {
    seen.push(dialog.message());
    void dialog.accept();
  });
  return seen;
}

/** `text` said in the page, in a live region (a form's alert, a toast, a status), not a browser box. */
async function expectSaid(page: Page, text: string): Promise<void> {
  const live = page.locator('[role="alert"], [role="status"]');
  await expect(live.getByText(text, { exact: true }).first()).toBeVisible();
}

/** Answers the in-page confirmation `question` with its Delete button. */
async function confirmDelete(page: Page, question: string): Promise<void> {
  const dialog = page.getByRole('alertdialog', { name: question });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(dialog).toHaveCount(0);
}

/** A small real PNG, different each time so uploads are distinct files. */
async function pngImage(name: string): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const shade = Math.floor(Math.random() * 200);
  const buffer = await sharp({
    create: {
      width: 64,
      height: 48,
      channels: 3,
      background: { r: 20, g: 60 + shade / 4, b: 120 + shade / 2 },
    },
  })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

const section = (page: Page, name: string): Locator => page.getByRole('region', { name, exact: true });

/** The back-office page each of the spec's panel sections is on (the ADMIN PANEL is their overview). */
const SECTION_PAGE = {
  'Update Emirates': pagePath('adminAreas'),
  'View City Data': pagePath('adminAreas'),
  Properties: `${pagePath('adminListings')}?view=area`,
  Enquiries: pagePath('adminLeads'),
} as const;

/** Opens the page of the panel section `name` and answers the section. */
async function openSection(page: Page, name: keyof typeof SECTION_PAGE): Promise<Locator> {
  await page.goto(SECTION_PAGE[name]);
  await expect(section(page, name)).toBeVisible();
  return section(page, name);
}

/** Signs in (recording the dialogs from the start) and answers the panel section `name`. */
async function signedInTo(
  page: Page,
  name: keyof typeof SECTION_PAGE,
): Promise<{ dialogs: string[]; region: Locator }> {
  const dialogs = recordDialogs(page);
  await signIn(page);
  return { dialogs, region: await openSection(page, name) };
}

/** Newest reset link mailed to the admin after `since`. */
function latestResetLink(since: number): string | null {
  const mails = outboxMails({ since, to: ADMIN.email }).reverse();
  for (const { text } of mails) {
    const match = /https?:\/\/\S+\/reset-password\/[A-Za-z0-9_-]+/.exec(text);
    if (match) return match[0];
  }
  return null;
}

/** A well-formed JWT the server cannot accept (expired, and signed with another key). */
function expiredJwt(): string {
  const b64 = (v: object) => Buffer.from(JSON.stringify(v)).toString('base64url');
  const past = Math.floor(Date.now() / 1000) - 3600;
  return `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ sub: '0123456789abcdef01234567', ver: 1, iat: past - 60, exp: past })}.${Buffer.from('not-the-signature-of-this-server').toString('base64url')}`;
}

test.describe('sign-in screens', () => {
  test('login: both fields required (trimmed), server message on failure, Forgot password? link', async ({
    page,
  }) => {
    const dialogs = recordDialogs(page);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Login' }).click();
    await expectSaid(page, 'Please enter both username and password');
    await page.getByLabel('Username').fill('   ');
    await page.getByLabel('Password').fill('something');
    await page.getByRole('button', { name: 'Login' }).click();
    await expectSaid(page, 'Please enter both username and password');
    await page.getByLabel('Username').fill(ADMIN.username);
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await expectSaid(page, 'Invalid username or password');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    expect(dialogs).toEqual([]);
  });

  test('login with the padded right credentials stores the token and opens the panel', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Username').fill(`  ${ADMIN.username}  `);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'ADMIN PANEL' })).toBeVisible();
    const token = await page.evaluate(() => localStorage.getItem('token'));
    expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    const dashboardWith = async (t: string) =>
      (await page.request.get('/api/admin/dashboard', { headers: { 'x-auth-token': t } })).status();
    expect(await dashboardWith(token!)).toBe(200);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    // Signing out revoked the token itself: a copy of it no longer opens the panel.
    await expect.poll(() => dashboardWith(token!)).toBe(401);
  });

  test('forgot password: required, pattern with a final part of 2 to 6 letters, success alert', async ({
    page,
  }) => {
    const dialogs = recordDialogs(page);
    await page.goto('/forgot-password');
    const send = page.getByRole('button', { name: 'Send reset link' });
    await send.click();
    await expectSaid(page, 'Please enter your email');
    for (const bad of ['admin', 'admin@manzil', 'admin@manzil.c', 'admin@manzil.abcdefg']) {
      await page.getByLabel('Email').fill(bad);
      await send.click();
      await expectSaid(page, 'Please enter a valid email address');
    }
    await page.getByLabel('Email').fill('nobody@example.museum');
    await send.click();
    await expectSaid(page, 'Check your email for the reset link');
    expect(dialogs).toEqual([]);
  });

  test('reset password: a new password is required; a bad link says why', async ({ page }) => {
    const dialogs = recordDialogs(page);
    await page.goto('/reset-password/not-a-real-token-0123456789');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expectSaid(page, 'Please enter a new password');
    await page.getByLabel('New password').fill('some-new-password');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expectSaid(page, 'This reset link is invalid or has expired');
    await expect(page).toHaveURL(/\/reset-password\//);
    expect(dialogs).toEqual([]);
  });

  // Tagged: a reset invalidates the admin's sessions, so it runs after every other spec (see playwright.config.ts).
  test(
    'forgot and reset end to end through the mail outbox',
    { tag: '@resets-admin-password' },
    async ({ page }) => {
      const dialogs = recordDialogs(page);
      const since = Date.now() - 1000;
      await page.goto('/forgot-password');
      await page.getByLabel('Email').fill(ADMIN.email);
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await expectSaid(page, 'Check your email for the reset link');
      let link: string | null = null;
      await expect.poll(() => (link = latestResetLink(since)), { timeout: 15_000 }).not.toBeNull();
      const resetPath = new URL(link!).pathname;

      // The same password is set again so other specs that sign in as the admin are not disturbed.
      await page.goto(resetPath);
      await page.getByLabel('New password').fill(ADMIN.password);
      await page.getByRole('button', { name: 'Reset password' }).click();
      await expectSaid(page, 'Password reset successful!');
      await expect(page).toHaveURL(/\/login$/);

      // The link works once.
      await page.goto(resetPath);
      await page.getByLabel('New password').fill(ADMIN.password);
      await page.getByRole('button', { name: 'Reset password' }).click();
      await expectSaid(page, 'This reset link is invalid or has expired');

      await signIn(page);
      expect(dialogs).toEqual([]);
    },
  );
});

test.describe('the guard', () => {
  test('no token: straight to /login', async ({ page }) => {
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'ADMIN PANEL' })).toHaveCount(0);
  });

  test('a bad token: removed, and to /login', async ({ page }) => {
    await page.goto('/login');
    await page.evaluate(() => localStorage.setItem('token', 'forged.token.value'));
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('a session that expires mid-work sends the user to /login with a message, nothing saved', async ({
    page,
  }) => {
    const { dialogs, region: form } = await signedInTo(page, 'Update Emirates');
    await form.getByLabel('Emirate').selectOption('Fujairah');
    const text = `Should never be saved ${Date.now()}`;
    await form.getByLabel('Description', { exact: true }).fill(text);
    await page.evaluate((token) => localStorage.setItem('token', token), expiredJwt());
    await form.getByRole('button', { name: 'Update Emirate' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText(SESSION_MESSAGE)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    expect(dialogs).toEqual([]);
    const cities = (await (await page.request.get('/api/homepage/cities')).json()) as { text: string }[];
    expect(cities.some((c) => c.text === text)).toBe(false);
  });
});

test.describe('the panel', () => {
  test('Update Emirates: new text shows on the home page', async ({ page }) => {
    const { dialogs, region: form } = await signedInTo(page, 'Update Emirates');
    const options = await form.getByLabel('Emirate').locator('option').allTextContents();
    // The spec's nine emirates in its order (the contract's list).
    expect(options).toEqual(EMIRATES);
    await form.getByLabel('Emirate').selectOption('Ajman');
    const text = `Ajman by the sea, updated ${Date.now()}`;
    await form.getByLabel('Description', { exact: true }).fill(text);
    await form.getByLabel('Image').setInputFiles(await pngImage('ajman.png'));
    await expect(form.getByRole('img', { name: 'Preview of ajman.png' })).toBeVisible();
    await form.getByRole('button', { name: 'Update Emirate' }).click();
    await expectSaid(page, 'City updated successfully!');
    await page.goto('/');
    await scrollToEmirates(page);
    await expect(page.getByText(text)).toBeVisible();
    expect(dialogs).toEqual([]);
  });

  test('a rejected image is refused with a clear message before upload', async ({ page }) => {
    await signIn(page);
    const form = await openSection(page, 'Update Emirates');
    await form
      .getByLabel('Image')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(form.getByRole('alert')).toHaveText(
      'This file type is not accepted: choose a JPEG, PNG, WebP or AVIF image.',
    );
    const big = Buffer.alloc(5 * 1024 * 1024 + 10, 1);
    await form.getByLabel('Image').setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: big });
    await expect(form.getByRole('alert')).toHaveText('This image is too large: the limit is 5 MB.');
  });

  test('View City Data: selector by key; Add Area requires every field; Escape closes it', async ({
    page,
  }) => {
    const { dialogs, region: cityData } = await signedInTo(page, 'View City Data');
    const keys = await cityData.getByLabel('Emirate', { exact: true }).locator('option').allTextContents();
    // The same nine by their keys, names without spaces (mf-admin's cityDataStore.test.ts spells them out).
    expect(keys).toEqual(EMIRATES.map((name) => toEmirateKey(name)));
    await cityData.getByRole('button', { name: 'Add New Entry' }).click();
    const dialog = page.getByRole('dialog', { name: /Add New Area/ });
    await dialog.getByLabel('Area name *').fill('Only a name');
    await dialog.getByRole('button', { name: 'Add Area' }).click();
    await expectSaid(page, 'Please fill in the area name, description and image');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    expect(dialogs).toEqual([]);
  });

  test('area → city page, property with image → area and property pages, edit, search, delete', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const dialogs = recordDialogs(page);
    const stamp = Date.now();
    const areaName = `Test Bay ${stamp}`;
    const houseName = `Harbour Villa ${stamp}`;
    const renamed = `Harbour Villa Deluxe ${stamp}`;
    await signIn(page);

    // Add the area to Dubai.
    const cityData = await openSection(page, 'View City Data');
    await cityData.getByLabel('Emirate', { exact: true }).selectOption('Dubai');
    // The name cell shows the area's Arabic name under its English one.
    await expect(cityData.getByRole('cell', { name: /^Downtown Dubai( [\u0600-\u06FF ]+)?$/ })).toBeVisible();
    await cityData.getByRole('button', { name: 'Add New Entry' }).click();
    const addArea = page.getByRole('dialog', { name: 'Add New Area to Dubai' });
    await addArea.getByLabel('Area name *').fill(areaName);
    await addArea.getByLabel('Description *').fill('A quiet marina district made for the end-to-end test.');
    await addArea.getByLabel(/^Image/).setInputFiles(await pngImage('bay.png'));
    await expect(addArea.getByRole('img', { name: 'Preview of bay.png' })).toBeVisible();
    await addArea.getByRole('button', { name: 'Add Area' }).click();
    await expectSaid(page, 'Area added successfully!');
    await expect(cityData.getByRole('cell', { name: areaName, exact: true })).toBeVisible();

    // Area details for it.
    await cityData.getByLabel('Area of Dubai').selectOption(areaName);
    await cityData.getByLabel('Key features', { exact: true }).fill('Private beach\nMarina berths');
    await cityData.getByLabel('Key features (Arabic)').fill('شاطئ خاص\nمراسٍ لليخوت');
    await cityData.getByLabel('Neighbourhood highlights', { exact: true }).fill('Boardwalk cafés');
    await cityData.getByRole('button', { name: 'Save Area Details' }).click();
    await expectSaid(page, 'Area details saved successfully!');

    // Add a property with an image to the new area.
    const properties = await openSection(page, 'Properties');
    await page.getByRole('button', { name: 'Add Property' }).click();
    const form = page.getByRole('dialog', { name: 'Add Property' });
    await form.getByLabel('Community *').selectOption(toSlug(areaName).replace(/-/g, '_'));
    await form.getByLabel('Property name *').fill(houseName);
    await form.getByLabel('Property type *').selectOption('Villa');
    await form.getByLabel('Purpose *').selectOption('Buy');
    await form.getByLabel('Bedrooms *').fill('4');
    await form.getByLabel('Bathrooms *').fill('5');
    await form.getByLabel('Parking spaces').fill('2');
    await form.getByLabel('Area (sqft)').fill('4200');
    await form.getByLabel('Location *').fill('Dubai Marina');
    await form.getByLabel('Address', { exact: true }).fill('Harbour Road 1, Dubai');
    await form.getByLabel('Overview *').fill('Sea views. Private pool. Two parking spaces.');
    await form.getByLabel('Description', { exact: true }).fill('A villa by the water.');
    await form.getByLabel('Price (AED)').fill('7450000');
    await form.getByLabel('Add photos').setInputFiles(await pngImage('villa.png'));
    // Uploaded (re-encoded by the server): the photo is in the list, as the cover.
    await expect(form.getByRole('button', { name: 'Drag Photo 1 (cover) to reorder' })).toBeVisible();
    await form.getByRole('button', { name: 'Add Property' }).click();
    await expectSaid(page, 'Property added successfully!');
    await expect(form).toHaveCount(0);

    // Search groups.
    await properties.getByLabel('Search').fill(`test bay ${stamp}`);
    await expect(properties.getByRole('heading', { level: 3 })).toHaveCount(1);
    await expect(properties.getByText(houseName)).toBeVisible();
    await properties.getByLabel('Search').fill(`no such area ${stamp}`);
    await expect(properties.getByText(`No properties found for "no such area ${stamp}"`)).toBeVisible();
    await properties.getByLabel('Search').fill('');

    // Public pages.
    await page.goto('/dubai');
    await expect(page.getByText(areaName).first()).toBeVisible();
    await expect(page.getByRole('link', { name: `Learn More about ${areaName}` })).toBeVisible();
    await page.goto(`/dubai/${toSlug(areaName)}`);
    await expect(page.getByText(houseName).first()).toBeVisible();
    // In Arabic: the features as written in Arabic; the highlights, with no Arabic, in English marked so.
    await page.goto(`/ar/dubai/${toSlug(areaName)}`);
    const features = page.getByRole('region', { name: 'أبرز المزايا' });
    await expect(features.getByRole('listitem')).toHaveText(['شاطئ خاص', 'مراسٍ لليخوت']);
    await expect(features.getByRole('list')).not.toHaveAttribute('lang');
    const highlights = page.getByRole('region', { name: 'معالم الحي' }).getByRole('list');
    await expect(highlights).toHaveAttribute('lang', 'en');
    await expect(highlights.getByRole('listitem')).toHaveText(['Boardwalk cafés']);
    await page.goto(`/property/${toPropertySlug(houseName)}`);
    await expect(page.getByRole('heading', { name: houseName })).toBeVisible();
    await expect(page.getByText('AED 7,450,000').first()).toBeVisible();

    // Edit it.
    await (await openSection(page, 'Properties')).getByLabel('Search').fill(`test bay ${stamp}`);
    await page.getByRole('button', { name: `Edit ${houseName}` }).click();
    const edit = page.getByRole('dialog', { name: `Edit ${houseName}` });
    await expect(edit.getByLabel('Price (AED)')).toHaveValue('7450000');
    await edit.getByLabel('Property name *').fill(renamed);
    await edit.getByLabel('Price (AED)').fill('7100000');
    await edit.getByRole('button', { name: 'Update Property' }).click();
    await expectSaid(page, 'Property updated successfully!');
    await expect(page.getByRole('button', { name: `Edit ${renamed}` })).toBeVisible();
    const list = (await (
      await page.request.get(`/api/admin/properties/${toSlug(areaName).replace(/-/g, '_')}`)
    ).json()) as {
      house_name: string;
      price: number;
    }[];
    expect(list).toEqual([expect.objectContaining({ house_name: renamed, price: 7100000 })]);

    // Delete it, then the area.
    await page.getByRole('button', { name: `Delete ${renamed}` }).click();
    await confirmDelete(page, 'Are you sure you want to delete this property?');
    await expectSaid(page, 'Property deleted successfully');
    await expect(page.getByRole('button', { name: `Edit ${renamed}` })).toHaveCount(0);
    await openSection(page, 'View City Data');
    await section(page, 'View City Data').getByLabel('Emirate', { exact: true }).selectOption('Dubai');
    await section(page, 'View City Data')
      .getByRole('button', { name: `Delete ${areaName}` })
      .click();
    await confirmDelete(page, 'Are you sure you want to delete this entry?');
    await expectSaid(page, 'Deleted successfully!');
    await expect(
      section(page, 'View City Data').getByRole('cell', { name: areaName, exact: true }),
    ).toHaveCount(0);
    expect(dialogs).toEqual([]);
  });

  test('the enquiries inbox lists what visitors sent', async ({ page, request }) => {
    const name = `Visitor ${Date.now()}`;
    const csrf = await request.get('/api/health');
    expect(csrf.ok()).toBe(true);
    const cookie = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
    const sent = await request.post('/api/enquiries', {
      headers: { 'X-XSRF-TOKEN': cookie },
      data: {
        kind: 'contact',
        name,
        email: 'visitor@example.com',
        phone: '+971 50 123 4567',
        message: 'Call me about Marina flats.',
      },
    });
    expect(sent.ok()).toBe(true);
    await signIn(page);
    const inbox = await openSection(page, 'Enquiries');
    // The inbox is a table of leads, newest activity first; the message is in the lead's details.
    const lead = inbox
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: new RegExp(name) }) });
    await expect(lead).toContainText('Contact message');
    await expect(lead).toContainText('visitor@example.com');
    await inbox.getByRole('button', { name: `Show the details of ${name}'s lead` }).click();
    await expect(inbox.getByText('Call me about Marina flats.')).toBeVisible();
  });
});

test.describe('accessibility and layout', () => {
  for (const width of [375, 1440]) {
    test(`no serious or critical axe violations on login and the panel at ${width} px`, async ({ page }) => {
      // The panel is the overview; every section's page: back-office-pages.spec.ts.
      test.setTimeout(240_000);
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/login');
      await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
      expect(await seriousViolations(page, '#main'), 'login').toEqual([]);
      await signIn(page);
      await expect(page.getByText('Loading...')).toHaveCount(0);
      // The lists' skeletons are gone: axe looks at what was loaded.
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      expect(await seriousViolations(page, '#main'), 'panel').toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      // Nor is a button pushed out of its section to the left, which no scroll bar shows (the agents'
      // Edit and Retire at 375 px were once laid into the portrait's column).
      const cut = await page.evaluate(() =>
        Array.from(document.querySelectorAll('#main section button')).flatMap((button) => {
          const box = button.getBoundingClientRect();
          const section = button.closest('section')!.getBoundingClientRect();
          return box.width > 0 && box.left < section.left - 1
            ? [button.getAttribute('aria-label') ?? button.textContent]
            : [];
        }),
      );
      expect(cut).toEqual([]);
    });
  }
});
