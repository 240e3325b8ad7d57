/**
 * Nothing lost at any speed: a page is used before its code has started. With the app's
 * scripts held back (a slow phone) or JavaScript off, the enquiry forms post to their page and are
 * recorded; what was typed, scrolled or pressed before the code started survives its start.
 */
import type { Page, Route } from '@playwright/test';
import { recordedEnquiries } from '../support/admin-api';
import { fillContactForm, visitorPhone } from '../support/visitor';
import { BASE_URL } from '../support/env';
import { expect, test, waitForHydration } from '../support/fixtures';
import { untilServerRendered } from '../support/ssr';

const PROPERTY = '/property/burj-crown-view-studio';
const CONTACT_SUCCESS = 'Your message has been sent successfully via WhatsApp/email!';

test.describe.configure({ timeout: 120_000 });

test.beforeAll(async () => {
  await untilServerRendered(['/contact', PROPERTY, '/dubai']);
});

/** Holds the scripts whose URL matches until released. */
async function holdScripts(page: Page, url: RegExp): Promise<() => Promise<void>> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const handler = async (route: Route) => {
    await held;
    await route.continue().catch(() => undefined);
  };
  await page.route(url, handler);
  return async () => {
    release();
    await page.unroute(url, handler);
  };
}

/** Holds every script of the app (the shell's entry and, through it, the remotes) until released. */
const holdAppCode = (page: Page) => holdScripts(page, /\/static\/js\/.*\.js(\?.*)?$/);

/** Opens `path` as the server sent it, without waiting for the app (the fixture's page.goto waits). */
const openRaw = (page: Page, path: string) =>
  page.mainFrame().goto(`${BASE_URL}${path}`, { waitUntil: 'domcontentloaded' });

const contactForm = (page: Page) => page.getByRole('form', { name: 'Send us a message' });
const inquiryForm = (page: Page) => page.getByRole('form', { name: 'Property inquiry' });

/**
 * Each visitor writes from their own address and phone: the inbox merges one person's enquiries on a topic
 * into one lead named as they last signed, so tests running side by side must not share either.
 */
const emailOf = (name: string) => `${name.toLowerCase().replace(/[^a-z0-9]+/g, '.')}@example.com`;

const fillContact = (page: Page, name: string, email = emailOf(name)) =>
  fillContactForm(contactForm(page), {
    name,
    email,
    phone: visitorPhone(name),
    message: 'Sent before the page had started.',
  });

async function fillInquiry(page: Page, name: string) {
  const form = inquiryForm(page);
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Email').fill(emailOf(name));
  await form.getByLabel('Phone').fill(visitorPhone(name));
}

test.describe('with the app’s code held back', () => {
  test('the contact form is recorded and the visitor sees the success text with the mail link', async ({
    page,
  }) => {
    const release = await holdAppCode(page);
    await openRaw(page, '/contact');
    const name = `Early Contact ${Date.now()}`;
    await fillContact(page, name);
    await contactForm(page).getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText(CONTACT_SUCCESS)).toBeVisible();
    await expect(page.getByRole('link', { name: 'open your e-mail app' })).toHaveAttribute(
      'href',
      /^mailto:/,
    );
    // The spec clears the form on the e-mail path.
    await expect(contactForm(page).getByLabel('Full name')).toHaveValue('');
    await release();
    await waitForHydration(page);
    // The app starts from the server's answer: the success text stays.
    await expect(page.getByText(CONTACT_SUCCESS)).toBeVisible();
    const recorded = await recordedEnquiries(page);
    expect(recorded.find((e) => e['name'] === name)).toMatchObject({ kind: 'contact' });
  });

  test('the WhatsApp path records the enquiry, then opens the chat', async ({ page }) => {
    const release = await holdAppCode(page);
    await openRaw(page, '/contact');
    const name = `Early Chat ${Date.now()}`;
    await fillContact(page, name);
    await contactForm(page).getByRole('radio', { name: 'WhatsApp' }).check();
    const chat = page.waitForRequest((request) => request.url().startsWith('https://wa.me/'));
    await contactForm(page).getByRole('button', { name: 'Send Message' }).click();
    expect(decodeURIComponent((await chat).url())).toContain(`Name: ${name}`);
    await release();
    const recorded = await recordedEnquiries(page);
    expect(recorded.find((e) => e['name'] === name)).toMatchObject({ preferredContact: 'whatsapp' });
  });

  test('a contact form that fails the checks comes back with the messages and the values kept', async ({
    page,
  }) => {
    const release = await holdAppCode(page);
    await openRaw(page, '/contact');
    await fillContact(page, 'Kept Name', 'not-an-email');
    await contactForm(page).getByLabel('Message').fill('');
    await contactForm(page).getByRole('button', { name: 'Send Message' }).click();
    const form = contactForm(page);
    await expect(form.getByText('Email is invalid')).toBeVisible();
    await expect(form.getByText('Message is required')).toBeVisible();
    await expect(form.getByLabel('Full name')).toHaveValue('Kept Name');
    await expect(form.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
    await release();
    await waitForHydration(page);
    // The app took over without wiping it, and the messages follow the fixes.
    await expect(form.getByLabel('Full name')).toHaveValue('Kept Name');
    await form.getByRole('textbox', { name: 'Email' }).fill('kept@example.com');
    await expect(form.getByText('Email is invalid')).toHaveCount(0);
    await expect(form.getByText('Message is required')).toBeVisible();
  });

  test('a property inquiry is recorded naming the home, and the visitor sees “Request Received!”', async ({
    page,
  }) => {
    const release = await holdAppCode(page);
    await openRaw(page, PROPERTY);
    const name = `Early Inquiry ${Date.now()}`;
    await fillInquiry(page, name);
    await inquiryForm(page).getByRole('button', { name: 'Send Inquiry' }).click();
    await expect(page.getByText('Request Received!')).toBeVisible();
    await expect(page.getByText(/get back to you as soon as possible/)).toBeVisible();
    await release();
    const recorded = await recordedEnquiries(page);
    expect(recorded.find((e) => e['name'] === name)).toMatchObject({
      kind: 'property-inquiry',
      about: { type: 'property', ref: 'burj-crown-view-studio' },
    });
  });

  test('what was typed before the code started is what is sent after it started', async ({ page }) => {
    const release = await holdAppCode(page);
    await openRaw(page, PROPERTY);
    const name = `Typed Early ${Date.now()}`;
    await fillInquiry(page, name);
    await release();
    await waitForHydration(page);
    await expect(inquiryForm(page).getByLabel('Name')).toHaveValue(name);
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/enquiries') && r.method() === 'POST');
    await inquiryForm(page).getByRole('button', { name: 'Send Inquiry' }).click();
    expect((await sent).postDataJSON()).toMatchObject({
      name,
      email: emailOf(name),
      phone: visitorPhone(name),
    });
    await expect(page.getByText('Request Received!')).toBeVisible();
  });

  test('a page scrolled before the code started stays where the visitor scrolled it', async ({ page }) => {
    for (const path of ['/dubai', '/dubai/downtown-dubai', '/3dspace']) {
      const release = await holdAppCode(page);
      await openRaw(page, path);
      await page.mouse.wheel(0, 1_200);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(600);
      const scrolled = await page.evaluate(() => window.scrollY);
      await release();
      await waitForHydration(page);
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => window.scrollY), path).toBe(scrolled);
    }
  });

  test('a button pressed before the code started takes effect once it has', async ({ page }) => {
    const release = await holdAppCode(page);
    await openRaw(page, '/contact');
    const question = page.getByRole('button', { name: 'Can I book a property viewing?' });
    await question.click();
    // The page shows it is busy meanwhile.
    await expect(page.locator('html')).toHaveAttribute('data-waiting', '');
    await release();
    await waitForHydration(page);
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('html')).not.toHaveAttribute('data-waiting', '');

    // After the shell has started, a part of the page whose own code is still on its way (here the
    // area page's remote) keeps a press the same way: the pager moves once that part is live.
    const releaseListings = await holdScripts(page, /\/remotes\/mf-listings\/static\/js\/.*\.js(\?.*)?$/);
    await openRaw(page, '/dubai/downtown-dubai');
    await expect(page.locator('html')).toHaveAttribute('data-app-started', '');
    const grid = page.locator('section[aria-labelledby="top-properties-heading"]');
    await expect(grid.getByText('Page 1 of 3')).toBeVisible();
    // At the end of the page, the page keeps its height (the footer drawn as it neared the screen
    // once shrank it by 316 px, and the tap landed below the button).
    const height = () => page.evaluate(() => document.documentElement.scrollHeight);
    const before = await height();
    await grid.getByRole('button', { name: 'Next page' }).scrollIntoViewIfNeeded();
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    expect(await height()).toBe(before);
    await grid.getByRole('button', { name: 'Next page' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-waiting', '');
    await releaseListings();
    await expect(grid.getByText('Page 2 of 3')).toBeVisible();
    await expect(page.locator('html')).not.toHaveAttribute('data-waiting', '');
  });

  test('a Save heart or the phone menu pressed before the code started acts once it has', async ({
    page,
  }) => {
    let release = await holdAppCode(page);
    await openRaw(page, PROPERTY);
    const heart = page.getByRole('button', { name: /^Save / }).first();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(page.locator('html')).toHaveAttribute('data-waiting', '');
    await release();
    await waitForHydration(page);
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /Saved homes/ }),
    ).toHaveText('Saved homes1');

    await page.setViewportSize({ width: 375, height: 812 });
    release = await holdAppCode(page);
    await openRaw(page, '/about');
    const menu = page.getByRole('button', { name: 'Open menu' });
    await menu.click();
    await release();
    await waitForHydration(page);
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  });

  test('on a slow link the first frame already holds the whole main content', async ({ page, context }) => {
    // The page arrives in many pieces, each of which the browser could paint (and lay out again).
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 50,
      downloadThroughput: 24_000,
      uploadThroughput: 24_000,
    });
    // What of the main content there is when the browser renders its first frame.
    await page.addInitScript(() => {
      requestAnimationFrame(() => {
        const main = document.getElementById('main');
        document.documentElement.dataset['firstFrame'] = String(main?.querySelectorAll('*').length ?? 0);
      });
    });
    const release = await holdAppCode(page);
    for (const path of [PROPERTY, '/dubai/downtown-dubai']) {
      await openRaw(page, path);
      const html = page.locator('html');
      await expect(html).toHaveAttribute('data-first-frame', /\d+/, { timeout: 30_000 });
      const parsed = await page.evaluate(() => document.querySelectorAll('#main *').length);
      expect(parsed, path).toBeGreaterThan(100);
      await expect(html, path).toHaveAttribute('data-first-frame', String(parsed));
    }
    await release();
  });
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the contact form and a property inquiry are recorded', async ({ page }) => {
    await page.goto('/contact');
    const name = `No Script ${Date.now()}`;
    await fillContact(page, name);
    await contactForm(page).getByRole('button', { name: 'Send Message' }).click();
    // The answer opens at the form (far down the page), where the visitor was.
    await expect(page.getByText(CONTACT_SUCCESS)).toBeInViewport();

    await page.goto(PROPERTY);
    await fillInquiry(page, `${name} inquiry`);
    await inquiryForm(page).getByRole('button', { name: 'Send Inquiry' }).click();
    await expect(page.getByText('Request Received!')).toBeInViewport();
    // Without the app, "Send another inquiry" is a link to a blank form.
    await page.getByRole('link', { name: 'Send another inquiry' }).click();
    await expect(inquiryForm(page).getByLabel('Name')).toHaveValue('');

    const recorded = await recordedEnquiries(page);
    expect(recorded.map((e) => e['name'])).toEqual(expect.arrayContaining([name, `${name} inquiry`]));
  });

  test('the staff sign-in posted without JavaScript answers a page that says so, never JSON', async ({
    request,
  }) => {
    const answer = await request.post('/login', {
      form: { username: 'admin', password: 'whatever' },
      headers: { Origin: BASE_URL },
    });
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toContain('text/html');
    expect(await answer.text()).toContain('The staff area needs JavaScript');
  });
});

test.describe('when the app starts', () => {
  test('it asks for every file it needs at once, and fetches each only once', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin === BASE_URL) requested.push(url.pathname);
    });
    await page.goto('/dubai');
    await waitForHydration(page);
    const preloads = await page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel=preload]:not([as=image])')).map(
        (link) => new URL(link.href).pathname,
      ),
    );
    // The shell's chunks and the shared libraries they consume.
    expect(preloads).toEqual(
      expect.arrayContaining([expect.stringMatching(/^\/static\/js\/async\/app\.[0-9a-f]+\.js$/)]),
    );
    // A preload the app's own request did not reuse would be fetched twice.
    for (const path of preloads)
      expect(
        requested.filter((p) => p === path),
        path,
      ).toHaveLength(1);
  });
});
