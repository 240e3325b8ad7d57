/**
 * Listings a buyer can trust, and enquiries that carry the home, as a buyer:
 * the permit's QR code on a Dubai property page read by a QR reader, the agent card, an enquiry from a
 * search card and one from the phone contact bar, each recorded with the listing's Reference ID.
 */
import fs from 'node:fs';
import path from 'node:path';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import type { Locator, Page } from '@playwright/test';
import type { Agent, Property, SiteConfig } from '@manzil/contract';
import { recordedEnquiries } from '../support/admin-api';
import { E2E_ROOT } from '../support/env';
import { expect, test } from '../support/fixtures';
import { fillContactForm } from '../support/visitor';

const HOME = 'boulevard-crest-residence-2br';
const SHOTS = path.join(E2E_ROOT, 'test-results', 'listing-enquiry');

async function listing(page: Page, slug: string): Promise<Property & { reference: string }> {
  const property = (await (await page.request.get(`/api/properties/by-slug/${slug}`)).json()) as Property;
  return { ...property, reference: property._id.slice(0, 8).toUpperCase() };
}

const siteConfig = async (page: Page) =>
  (await (await page.request.get('/api/site-config')).json()) as SiteConfig;

/** What a phone camera would read: the code as painted on the page, decoded from the screenshot's pixels. */
async function readQr(image: Locator): Promise<string | undefined> {
  const png = PNG.sync.read(await image.screenshot());
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
}

async function shoot(page: Page, name: string, target?: Locator) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await (target ?? page).screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

const lastEnquiry = async (page: Page) => (await recordedEnquiries(page))[0]!;

/** The contact form opened from a listing: it names the listing ("About: …"), and the visitor fills it in. */
async function fillContactFormAbout(
  page: Page,
  about: string,
  visitor: Parameters<typeof fillContactForm>[1],
): Promise<Locator> {
  const form = page.locator('form[aria-labelledby="contact-form-title"]');
  await expect(form.getByText(`About: ${about}`)).toBeVisible();
  await fillContactForm(form, visitor);
  return form;
}

test.describe('a Dubai property page', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("shows the permit with a QR code that opens the permit's check, read from the pixels", async ({
    page,
  }) => {
    const home = await listing(page, HOME);
    const config = await siteConfig(page);
    expect(home.permitNumber).toMatch(/^\d{6,12}$/);
    const link = config.permitCheckUrl.replace('{permit}', home.permitNumber!);

    // In the server's HTML: no JavaScript needed to read the permit or see its code.
    const html = await (await page.request.get(`/property/${HOME}`)).text();
    expect(html).toContain(home.permitNumber);
    expect(html).toContain(`/api/properties/${HOME}/permit-qr.svg?permit=${home.permitNumber}`);

    await page.goto(`/property/${HOME}`);
    const panel = page.locator('section[aria-labelledby="permit-heading"]');
    await panel.scrollIntoViewIfNeeded();
    await expect(panel.getByText(home.permitNumber!, { exact: true })).toBeVisible();
    const qr = panel.getByRole('img', {
      name: `QR code of permit ${home.permitNumber}: opens its check at the Dubai Land Department`,
    });
    await expect
      .poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    expect(await readQr(qr)).toBe(link);
    await expect(
      panel.getByRole('link', { name: 'check this permit with the Dubai Land Department' }),
    ).toHaveAttribute('href', link);
    await shoot(page, 'permit-1440', panel);
  });

  test('shows its agent: photo, name, BRN and languages, and each way to reach them names the listing', async ({
    page,
  }) => {
    const home = await listing(page, HOME);
    const agent = ((await (await page.request.get(`/api/agents/${home.agent}`)).json()) as { data: Agent })
      .data;
    const label = `${home.house_name} (Ref. ${home.reference})`;

    const html = await (await page.request.get(`/property/${HOME}`)).text();
    expect(html).toContain(agent.name);
    expect(html).toContain(agent.brn);

    await page.goto(`/property/${HOME}`);
    const card = page.locator('section[aria-labelledby="agent-heading"]');
    await expect(card.getByRole('heading', { name: agent.name })).toBeVisible();
    await expect(card.getByText(`BRN ${agent.brn}`)).toBeVisible();
    await expect(card.getByText(`Speaks ${agent.languages.join(', ')}`)).toBeVisible();
    await expect(card.locator('img')).toHaveAttribute('src', agent.photo);
    await expect
      .poll(() => card.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    const about = `${agent.name} about ${label}`;
    await expect(card.getByRole('link', { name: `Call ${about}` })).toHaveAttribute(
      'href',
      `tel:+${agent.phone.replace(/\D/g, '')}`,
    );
    const chat = await card.getByRole('link', { name: `WhatsApp ${about}` }).getAttribute('href');
    expect(chat).toMatch(new RegExp(`^https://wa\\.me/${agent.whatsapp.replace(/\D/g, '')}\\?text=`));
    expect(decodeURIComponent(chat!)).toContain(label);
    const mail = await card.getByRole('link', { name: `Email ${about}` }).getAttribute('href');
    expect(mail).toMatch(new RegExp(`^mailto:${agent.email.replace('.', '\\.')}\\?subject=`));
    expect(new URL(mail!).searchParams.get('subject')).toBe(`Property Inquiry - ${label}`);
    // The phone bar is for phones only.
    await expect(page.getByRole('navigation', { name: `Contact about ${label}` })).toBeHidden();
    await shoot(page, 'agent-1440', page.locator('aside[aria-labelledby="inquiry-heading"]'));
    await shoot(page, 'property-1440');
  });
});

test('Enquire now on a search card opens an enquiry about that home, recorded with its reference', async ({
  page,
}) => {
  // The e-mail path hands the mail link to the mail app: record it instead of leaving the page.
  await page.addInitScript(() => {
    const opened: string[] = [];
    Object.assign(window, { __opened: opened });
    window.open = (url?: string | URL) => {
      opened.push(String(url));
      return {} as Window;
    };
  });
  await page.goto('/?purpose=Buy&location=Dubai+Marina&type=Apartment&beds=2');
  await page.getByRole('button', { name: 'Search' }).click();
  const card = page.getByRole('article', { name: 'Marina Sail Tower 2BR' });
  const home = await listing(page, 'marina-sail-tower-2br');
  await card.getByRole('link', { name: /Enquire now/ }).click();
  // With JavaScript the enquiry sheet opens in place, on the same contact form (the link's /contact page
  // is the answer without it, tested below).
  await expect(page.getByRole('dialog', { name: 'Send us a message' })).toBeVisible();

  const form = await fillContactFormAbout(page, `Marina Sail Tower 2BR (${home.reference})`, {
    name: 'Priya Nair',
    email: 'priya@example.com',
    phone: '+971 50 765 4321',
    message: 'Is it still available? I would like a viewing this week.',
  });
  const recorded = page.waitForResponse(
    (r) => r.url().endsWith('/api/enquiries') && r.request().method() === 'POST' && r.status() !== 403,
  );
  await form.getByRole('button', { name: 'Send Message' }).click();
  expect((await recorded).status()).toBe(201);
  await expect(form.getByText('Your message has been sent successfully via WhatsApp/email!')).toBeVisible();
  const [mail] = await page.evaluate(() => (window as unknown as { __opened: string[] }).__opened);
  expect(decodeURIComponent(mail!)).toContain(`About: Marina Sail Tower 2BR (${home.reference})`);
  expect(await lastEnquiry(page)).toMatchObject({
    kind: 'contact',
    name: 'Priya Nair',
    about: {
      type: 'property',
      ref: 'marina-sail-tower-2br',
      name: 'Marina Sail Tower 2BR',
      reference: home.reference,
    },
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the contact form opened from a listing still names it and records its reference', async ({
    page,
  }) => {
    const home = await listing(page, 'marina-sail-tower-2br');
    await page.goto(`/contact?property=${home.reference.toLowerCase()}`);
    const form = await fillContactFormAbout(page, `Marina Sail Tower 2BR (${home.reference})`, {
      name: 'Omar Saleh',
      email: 'omar@example.com',
      phone: '+971 50 111 2222',
      message: 'Please call me about this apartment.',
    });
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Your message has been sent successfully via WhatsApp/email!')).toBeVisible();
    expect(await lastEnquiry(page)).toMatchObject({
      name: 'Omar Saleh',
      about: { ref: 'marina-sail-tower-2br', reference: home.reference },
    });
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('the contact bar stays at the foot, leaves the page end free, and its Enquire records the listing', async ({
    page,
  }) => {
    const home = await listing(page, HOME);
    const label = `${home.house_name} (Ref. ${home.reference})`;
    await page.goto(`/property/${HOME}`);
    const bar = page.getByRole('navigation', { name: `Contact about ${label}` });
    await expect(bar).toBeVisible();
    const atFoot = async () => {
      const box = (await bar.boundingBox())!;
      expect(Math.round(box.y + box.height)).toBe(812);
    };
    await atFoot();
    await shoot(page, 'property-375-top');
    await expect(bar.getByRole('link', { name: /^Call .* about / })).toHaveAttribute('href', /^tel:\+\d+$/);
    expect(
      decodeURIComponent((await bar.getByRole('link', { name: /^WhatsApp / }).getAttribute('href'))!),
    ).toContain(label);

    // At the end of the page the footer's last line is above the bar, not under it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await atFoot();
    const footerLinks = page.getByRole('navigation', { name: 'Footer' }).getByRole('link');
    const lastLink = (await footerLinks.last().boundingBox())!;
    const barTop = (await bar.boundingBox())!.y;
    expect(lastLink.y + lastLink.height).toBeLessThanOrEqual(barTop);
    await shoot(page, 'property-375-end');

    await page.evaluate(() => window.scrollTo(0, 0));
    await bar.getByRole('link', { name: `Enquire about ${label}` }).click();
    const form = page.getByRole('form', { name: 'Property inquiry' });
    await expect(form.getByLabel('Name')).toBeFocused();
    await expect(form.getByLabel('Name')).toBeInViewport();
    await form.getByLabel('Name').fill('Sara Khan');
    await form.getByLabel('Email').fill('sara@example.com');
    await form.getByLabel('Phone').fill('+971 55 333 4444');
    // The last field and the send button can be brought above the bar.
    await form.getByRole('button', { name: 'Send Inquiry' }).scrollIntoViewIfNeeded();
    const send = (await form.getByRole('button', { name: 'Send Inquiry' }).boundingBox())!;
    expect(send.y + send.height).toBeLessThanOrEqual((await bar.boundingBox())!.y);
    await shoot(page, 'property-375-form');
    await form.getByRole('button', { name: 'Send Inquiry' }).click();
    await expect(page.getByText('Request Received!')).toBeVisible();
    expect(await lastEnquiry(page)).toMatchObject({
      kind: 'property-inquiry',
      name: 'Sara Khan',
      about: { type: 'property', ref: HOME, name: home.house_name, reference: home.reference },
    });
    await page.locator('section[aria-labelledby="agent-heading"]').scrollIntoViewIfNeeded();
    await shoot(page, 'agent-375');
    await page.locator('section[aria-labelledby="permit-heading"]').scrollIntoViewIfNeeded();
    await shoot(page, 'permit-375');
  });
});
