/**
 * The site in Arabic: every public page under /ar is right to left, has an Arabic h1, shows no English
 * interface text (a walker over what a visitor reads: text, labels, alternative texts), passes axe, and
 * names both languages in its head; the language switch keeps the page and its query; the Arabic
 * font reaches Arabic pages only.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { SEED_PROPERTIES } from '@manzil/demo-content';
import { seriousViolations } from '../support/a11y';
import { expect, isolateNetwork, test } from '../support/fixtures';
import { scrollToEmirates } from '../support/home';

/** Latin words an Arabic page may show: brand names, abbreviations read as they are written. */
const ALLOWED_WORDS = new Set([
  // The agency's name (BRAND) and the developers' wordmarks (their logos' alternative texts).
  ...['Manzil', 'Prop', 'Real', 'Estate'],
  ...['Emaar', 'DAMAC', 'Nakheel', 'Sobha', 'Meraas', 'Aldar', 'Ellington', 'Azizi', 'Binghatti', 'Arada'],
  // Social networks the office details link to (their names, in the links' hidden labels).
  ...['Instagram', 'Facebook', 'LinkedIn'],
  // The map services a page without scripts links to ('خرائط Google' is Google's own Arabic name), and the
  // technology it names.
  ...['OpenStreetMap', 'Google', 'JavaScript'],
  // Abbreviations the UAE's Arabic property pages write in Latin letters.
  ...['AED', 'RERA', 'ORN', 'BRN', 'PDF', 'QR', 'JVC'],
]);
/** E-mail addresses, web addresses (the site's own paths too) are Latin in both languages. */
const LATIN_VALUES = /[\w.+-]+@[\w-]+(\.[\w-]+)+|https?:\/\/\S+|(?<![\w/])\/[a-z0-9][\w/-]*/g;
/**
 * The buildings' registered names, which the listings' Arabic titles keep in Latin letters as the
 * UAE's Arabic portals do ('شقة بغرفتي نوم في Boulevard Gardens Residence'); they reach labels too.
 */
const BUILDINGS = [
  ...new Set(
    SEED_PROPERTIES.map((p) =>
      p.translations?.ar?.house_name?.match(/[A-Za-z][^\u0600-\u06FF]*$/)?.[0].trim(),
    ),
  ),
]
  .filter((name): name is string => Boolean(name))
  // The longest first, so a name inside another is never taken out of it.
  .sort((a, b) => b.length - a.length);

/** The public pages' routes, each checked in full. */
const ROUTES = [
  '/ar',
  '/ar/dubai',
  '/ar/dubai/downtown-dubai',
  '/ar/dubai/sobha',
  'PROPERTY',
  '/ar/3dspace',
  '/ar/contact',
  '/ar/about',
  '/ar/privacy',
  '/ar/find-my-agent',
  '/ar/find-my-agent?language=french',
  '/ar/find-my-agent/layla-haddad',
  '/ar/floor-plans',
  '/ar/saved',
  '/ar/compare',
  '/ar?purpose=Rent&beds=2',
  // Search results beside their map, the place written in Arabic as an Arabic visitor types it.
  '/ar?purpose=Buy&location=دبي&view=map',
] as const;
/** Pages that list the homes this browser kept: walked with two homes in them. */
const LISTS_OF_HOMES = ['/ar/saved', '/ar/compare'];
/** The pages outside the table's public routes, walked too. */
const OTHER_PAGES = [
  '/ar/no-such-page',
  '/ar/alerts/confirm/no-such-token',
  '/ar/alerts/unsubscribe/no-such-token',
];

async function palmHomes(request: APIRequestContext): Promise<{ slug: string; house_name: string }[]> {
  return (await (await request.get('/api/admin/properties/palm_jumeirah')).json()) as {
    slug: string;
    house_name: string;
  }[];
}

async function propertyPath(request: APIRequestContext): Promise<string> {
  return `/ar/property/${(await palmHomes(request))[0]!.slug}`;
}

/** Two homes saved and put side by side in this browser before its pages load. */
async function keepTwoHomes(page: Page, request: APIRequestContext): Promise<void> {
  const homes = (await palmHomes(request)).slice(0, 2).map((p) => ({ slug: p.slug, name: p.house_name }));
  await page.addInitScript(
    (lists) => {
      localStorage.setItem('manzil.saved-homes.v1', JSON.stringify(lists));
    },
    { saved: homes, compare: homes },
  );
}

/**
 * What the head says about the page to search engines and share previews: title, description, the
 * share tags' words and the JSON-LD's texts (not its vocabulary, links or the office's configured
 * street address).
 */
async function headTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts = [document.title];
    for (const meta of Array.from(document.head.querySelectorAll('meta[content]'))) {
      const name = meta.getAttribute('property') ?? meta.getAttribute('name') ?? '';
      if (/^(description|(og|twitter):(title|description|image:alt|site_name))$/.test(name))
        texts.push(meta.getAttribute('content') ?? '');
    }
    const WORDS = ['name', 'description', 'jobTitle', 'knowsLanguage', 'unitText', 'value'];
    const PLACES = ['addressLocality', 'addressRegion', 'areaServed'];
    const walk = (value: unknown, key: string): void => {
      if (typeof value === 'string' && [...WORDS, ...PLACES].includes(key)) texts.push(value);
      else if (Array.isArray(value)) value.forEach((item) => walk(item, key));
      else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, k);
    };
    for (const script of Array.from(document.head.querySelectorAll('script[type="application/ld+json"]')))
      walk(JSON.parse(script.textContent ?? 'null'), '');
    return texts.filter(Boolean);
  });
}

/**
 * What a visitor reads (or hears) on the page outside text marked English: text, labels, alt texts; a
 * label naming a record whose text is an English fallback (marked `lang="en"` where it is shown) has
 * that text taken out, as the voice reads it from the page.
 */
async function shownTexts(page: Page, scripting = true): Promise<string[]> {
  const { texts, fallbacks } = await page.evaluate((scripting) => {
    const english = (el: Element) =>
      el.closest('[lang]')?.getAttribute('lang')?.toLowerCase().startsWith('en');
    // Map tiles' credits are the map provider's own words; without scripts, <noscript> is what shows.
    const hidden = scripting ? 'script, style, noscript, template' : 'script, style, template';
    const skipped = (el: Element) =>
      el.closest(`${hidden}, .leaflet-control-attribution`) !== null || english(el);
    const visible = (el: Element) => el.checkVisibility({ visibilityProperty: true });
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const el = walker.currentNode.parentElement;
      const text = walker.currentNode.textContent?.replace(/\s+/g, ' ').trim();
      if (el && text && !skipped(el) && visible(el)) texts.push(text);
    }
    for (const el of Array.from(
      document.body.querySelectorAll('[aria-label], [alt], [placeholder], [title]'),
    )) {
      if (skipped(el) || !visible(el)) continue;
      for (const name of ['aria-label', 'alt', 'placeholder', 'title']) {
        const value = el.getAttribute(name)?.trim();
        if (value) texts.push(value);
      }
    }
    const fallbacks = Array.from(document.body.querySelectorAll('[lang^="en"]'), (el) =>
      (el.textContent ?? '').replace(/\s+/g, ' ').trim(),
    ).filter((text) => text.length > 1);
    return { texts, fallbacks };
  }, scripting);
  const marked = [...new Set(fallbacks)].sort((a, b) => b.length - a.length);
  return texts.map((text) => marked.reduce((rest, fallback) => rest.replaceAll(fallback, ' '), text));
}

/** The texts with a Latin word that is not an allowed name, an e-mail or a web address. */
function englishIn(texts: string[]): string[] {
  // Whole words only: a listing's reference (6B0FB16E) is a code, not English.
  const words = (text: string) =>
    BUILDINGS.reduce((rest, name) => rest.replaceAll(name, ' '), text.replace(LATIN_VALUES, ' ')).match(
      /\b[A-Za-z]{2,}\b/g,
    ) ?? [];
  return texts.filter((text) => words(text).some((word) => !ALLOWED_WORDS.has(word)));
}

test.describe('the site in Arabic', () => {
  for (const route of ROUTES) {
    const title = `${route === 'PROPERTY' ? '/ar/property/<slug>' : route}: rtl, Arabic h1, no English interface text, axe clean, both languages in its head`;
    const run = async ({ page, request }: { page: Page; request: APIRequestContext }) => {
      const path = route === 'PROPERTY' ? await propertyPath(request) : route;
      if (LISTS_OF_HOMES.includes(path)) await keepTwoHomes(page, request);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.locator('h1').first()).toHaveText(/[\u0600-\u06FF]/);
      if (path.startsWith('/ar?') || path === '/ar') await scrollToEmirates(page);
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
      expect(englishIn(await shownTexts(page)), path).toEqual([]);
      expect(englishIn(await headTexts(page)), `${path} <head>`).toEqual([]);
      expect(await seriousViolations(page), path).toEqual([]);

      // The same page in each language, without its query (a search's alternates are its page's).
      const arabic = path.split('?')[0]!;
      const english = arabic.replace(/^\/ar(?=\/|$)/, '') || '/';
      const origin = new URL(page.url()).origin;
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        new RegExp(`^${origin}${arabic}(\\?|$)`),
      );
      for (const [hreflang, href] of [
        ['en-AE', english],
        ['ar-AE', arabic],
        ['x-default', english],
      ])
        await expect(page.locator(`link[rel="alternate"][hreflang="${hreflang}"]`)).toHaveAttribute(
          'href',
          `${origin}${href}`,
        );
    };
    test(title, run);
  }

  test('the not-found page and the alert pages are in Arabic too', async ({ page }) => {
    for (const path of OTHER_PAGES) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.locator('h1').first()).toHaveText(/[\u0600-\u06FF]/);
      expect(englishIn(await shownTexts(page)), path).toEqual([]);
      expect(englishIn(await headTexts(page)), `${path} <head>`).toEqual([]);
    }
  });

  test('without JavaScript too: every page right to left, its Arabic h1, no English interface text', async ({
    browser,
    request,
  }) => {
    test.setTimeout(240_000);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await isolateNetwork(page);
    await keepTwoHomes(page, request);
    for (const route of [...ROUTES, ...OTHER_PAGES]) {
      const path = route === 'PROPERTY' ? await propertyPath(request) : route;
      await page.goto(path);
      await expect(page.locator('html'), path).toHaveAttribute('dir', 'rtl');
      await expect(page.locator('h1').first(), path).toHaveText(/[\u0600-\u06FF]/);
      expect(englishIn(await shownTexts(page, false)), `${path} without JavaScript`).toEqual([]);
    }
    await context.close();
  });

  test("the shell's Arabic pages fit a 375 px screen", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    for (const path of ['/ar/privacy', '/ar/contact', '/ar/about', '/ar/no-such-page']) {
      await page.goto(path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });

  test('the language switch goes to the same page and query in the other language, and back', async ({
    page,
  }) => {
    await page.goto('/?purpose=Buy&minPrice=1000000');
    const toArabic = page.getByRole('link', { name: 'العربية' });
    await expect(toArabic).toHaveAttribute('href', '/ar?purpose=Buy&minPrice=1000000');
    await expect(toArabic).toHaveAttribute('lang', 'ar');
    await expect(toArabic).toHaveAttribute('hreflang', 'ar-AE');
    await toArabic.click();
    await expect(page).toHaveURL(/\/ar\?purpose=Buy&minPrice=1000000$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    expect((await page.context().cookies()).find((c) => c.name === 'manzil_lang')?.value).toBe('ar');

    const toEnglish = page.getByRole('link', { name: 'English', exact: true });
    await expect(toEnglish).toHaveAttribute('lang', 'en');
    await expect(toEnglish).toHaveAttribute('hreflang', 'en-AE');
    await toEnglish.click();
    await expect(page).toHaveURL(/\/\?purpose=Buy&minPrice=1000000$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    await page.goto('/ar/dubai/downtown-dubai');
    await expect(page.getByRole('link', { name: 'English', exact: true })).toHaveAttribute(
      'href',
      '/dubai/downtown-dubai',
    );
  });

  test('works without JavaScript: a plain link to the Arabic page', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/contact');
    await page.getByRole('link', { name: 'العربية' }).click();
    await expect(page).toHaveURL(/\/ar\/contact$/);
    await expect(page.locator('h1')).toHaveText(/[\u0600-\u06FF]/);
    await context.close();
  });

  test('a visitor who chose Arabic is offered it on an English page, never sent there', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'manzil_lang', value: 'ar', url: baseURL! }]);
    await page.goto('/about');
    await expect(page).toHaveURL(/\/about$/);
    const hint = page.getByRole('complementary', { name: 'هذه الصفحة متوفرة بالعربية أيضًا.' });
    await expect(hint.getByRole('link', { name: 'اقرأها بالعربية' })).toHaveAttribute('href', '/ar/about');
    await hint.getByRole('button', { name: 'إغلاق' }).click();
    await expect(hint).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('link', { name: 'اقرأها بالعربية' })).toHaveCount(0);
  });

  test('the Arabic font: preloaded and used on Arabic pages, never fetched by English ones', async ({
    page,
  }) => {
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fonts.push(request.url());
    });
    await page.goto('/about');
    await expect(page.locator('link[rel="preload"][as="font"]')).toHaveCount(0);
    await page.evaluate(() => document.fonts.ready);
    expect(fonts.filter((url) => url.includes('noto-sans-arabic'))).toEqual([]);

    await page.goto('/ar/about');
    await expect(page.locator('link[rel="preload"][as="font"]')).toHaveCount(2);
    await page.evaluate(() => document.fonts.ready);
    expect(fonts.some((url) => /noto-sans-arabic-arabic-400-normal\.[0-9a-f]+\.woff2$/.test(url))).toBe(true);
    expect(await page.evaluate(() => document.fonts.check('16px "Noto Sans Arabic"', 'مرحبا'))).toBe(true);
  });

  test('the office address is in Arabic on the Arabic contact page and in its JSON-LD', async ({ page }) => {
    const agencyAddress = () =>
      page.evaluate(() =>
        Array.from(document.head.querySelectorAll('script[type="application/ld+json"]'))
          .map((script) => JSON.parse(script.textContent ?? 'null') as Record<string, unknown>)
          .filter((ld) => ld['@type'] === 'RealEstateAgent')
          .map((ld) => (ld['address'] as { streetAddress: string }).streetAddress),
      );
    await page.goto('/ar/contact');
    const address = page.locator('address').first();
    await expect(address).toContainText('برج بوليفارد بلازا');
    await expect(address).not.toHaveAttribute('lang', /.+/);
    expect(await agencyAddress()).toEqual([expect.stringContaining('برج بوليفارد بلازا')]);
    await page.goto('/contact');
    expect(await agencyAddress()).toEqual([expect.stringContaining('Boulevard Plaza Tower 1')]);
  });

  test('the sitemap lists the Arabic pages beside the English ones', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    for (const path of ['/ar', '/ar/contact', '/ar/dubai', '/ar/find-my-agent/layla-haddad'])
      expect(xml).toMatch(new RegExp(`<loc>[^<]+${path.replace(/\//g, '\\/')}</loc>`));
    expect(xml).toContain('hreflang="ar-AE"');
  });
});
