/**
 * Server rendering: every page arrives as HTML readable without JavaScript, the browser
 * attaches to it without a hydration warning and without fetching its data again, and a remote whose
 * server build is missing, throws or hangs renders in the browser instead while the rest of the page
 * still comes from the server. A remote deployed on another origin is rendered from there on the
 * server (its server build) and in the browser (its web build).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext, ConsoleMessage, Page } from '@playwright/test';
import type { AgentsResponse, CityEntry, Property, VrCardsResponse } from '@manzil/contract';
import { test, expect, scrollToMap } from '../support/fixtures';
import { BASE_URL, PORT, REPO_ROOT } from '../support/env';
import { scrollToEmirates } from '../support/home';
import { CLIENT_RENDERED_BOUNDARY, untilServerRendered } from '../support/ssr';
import { startApiServer, startStaticServer, type ApiServer, type RunningServer } from '../support/server';

const AREA = { city: 'dubai', area: 'downtown-dubai', key: 'downtown_dubai', name: 'Downtown Dubai' };
/** docs/glossary.md: pages of 6 properties and of 4 VR cards. */
const PROPERTIES_PER_PAGE = 6;
const VR_CARDS_PER_PAGE = 4;
const FALLBACK = 'This section is unavailable right now.';

async function getJson<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url);
  expect(response.ok(), url).toBe(true);
  return (await response.json()) as T;
}

const cityAreas = (request: APIRequestContext) =>
  getJson<CityEntry[]>(request, `/api/admin/fetch-city-data?city=${AREA.city}`);
const areaProperties = (request: APIRequestContext) =>
  getJson<Property[]>(request, `/api/admin/properties/${AREA.key}`);
const vrCards = async (request: APIRequestContext) =>
  (await getJson<VrCardsResponse>(request, '/api/damac360/card')).data;

/** docs/glossary.md: AED with thousands separators, a rental per month, no price "Inquire for price". */
function price(property: Property): string {
  if (!(typeof property.price === 'number' && property.price > 0)) return 'Inquire for price';
  const amount = `AED ${property.price.toLocaleString('en-US', { maximumFractionDigits: 0 })}`;
  return property.for === 'Rent' ? `${amount}/month` : amount;
}

/** The value shown beside a label of a property's fact lists (`<dt>label</dt><dd>value</dd>`). */
const fact = (page: Page, label: string) =>
  page
    .locator('dl > div')
    .filter({ has: page.locator('dt').getByText(label, { exact: true }) })
    .locator('dd');

/** The markup of a remote's slot in a server-rendered page. */
function slotHtml(html: string, remote: string): string {
  const start = html.indexOf(`data-remote-slot="${remote}"`);
  expect(start, `the page has a ${remote} slot`).toBeGreaterThan(-1);
  return html.slice(start, html.indexOf('</main>', start));
}

/** The pages of these tests, once each serving worker renders them whole (see untilServerRendered). */
async function serverRenderedSite(): Promise<void> {
  const properties = (await (
    await fetch(`${BASE_URL}/api/admin/properties/${AREA.key}`)
  ).json()) as Property[];
  await untilServerRendered([
    '/',
    `/${AREA.city}`,
    `/${AREA.city}/${AREA.area}`,
    `/property/${properties[0]!.slug}`,
    '/3dspace',
    '/contact',
    '/about',
    // Not /login: the staff screens render only in the browser, by design.
  ]);
}

async function expectChrome(page: Page): Promise<void> {
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Footer' })).toBeVisible();
}

test.describe('server builds', () => {
  test('a visitor gets 404 for every server build and build stats; the server still renders every remote from them', async ({
    request,
  }) => {
    const browser = { 'accept-encoding': 'gzip, deflate, br, zstd', accept: '*/*' };
    const urls: string[] = ['/mf-stats.json'];
    for (const app of ['shell', 'mf-listings', 'mf-search', 'mf-vr', 'mf-admin']) {
      const base = app === 'shell' ? '' : `/remotes/${app}`;
      const dir = path.join(REPO_ROOT, app, 'dist', 'server');
      for (const file of fs.readdirSync(dir)) urls.push(`${base}/server/${file}`);
      if (app !== 'shell') urls.push(`${base}/mf-stats.json`);
    }
    expect(urls).toContain('/server/index.js');
    for (const url of urls) {
      const response = await request.get(url, { headers: browser });
      expect(response.status(), url).toBe(404);
      expect(await response.text(), url).not.toContain(REPO_ROOT);
    }
    // What browsers load is still there.
    expect((await request.get('/remotes/mf-listings/mf-manifest.json', { headers: browser })).status()).toBe(
      200,
    );

    // The renderer loads those same files: every remote slot of these pages comes from the server.
    await serverRenderedSite();
    const html = await (await request.get(`/${AREA.city}/${AREA.area}`)).text();
    expect(html).not.toContain(CLIENT_RENDERED_BOUNDARY);
    expect(slotHtml(html, 'mf-listings')).toContain(
      `href="/property/${(await areaProperties(request))[0]!.slug}"`,
    );
  });
});

test.describe('the log', () => {
  test('an anonymous request whose server-side read fails writes one line (route, status, reason), and its repeats none', async () => {
    const site = await startApiServer(PORT + 20, { WEB_CONCURRENCY: '1' }, { captureOutput: true });
    try {
      // Once the worker renders pages whole, what follows is what a visitor's request writes.
      const home = (
        (await (await fetch(`${site.url}/api/admin/properties/${AREA.key}`)).json()) as Property[]
      )[0]!;
      for (const path of [`/${AREA.city}`, `/property/${home.slug}`])
        for (let i = 0; i < 120; i++) {
          const html = await (await fetch(`${site.url}${path}`)).text();
          if (!html.includes(CLIENT_RENDERED_BOUNDARY)) break;
          await new Promise((r) => setTimeout(r, 500));
        }
      const browser = {
        accept: 'text/html,application/xhtml+xml',
        'accept-encoding': 'gzip, deflate, br, zstd',
      };
      const written = async (urls: string[]) => {
        const before = site.output().length;
        for (const url of urls) {
          const response = await fetch(`${site.url}${url}`, { headers: browser });
          await response.arrayBuffer();
          expect(response.status, url).toBe(404);
        }
        await new Promise((r) => setTimeout(r, 500));
        return site.output().slice(before).split('\n').filter(Boolean);
      };
      // A blank property slug: its reads (the listing, its similar homes, its price history) refuse
      // it, as their HTTP routes do: one line each. An area that does not exist is no failure: its read answers that
      // there is none, and the page says so.
      const lines = await written(['/property/%20']);
      expect(lines).toHaveLength(3);
      for (const line of lines) expect(line).toMatch(/^\[ssr\] a read failed: GET "\/api\/[^"]*" 400: /);
      expect(await written(['/dubai/%20'])).toEqual([]);
      // The same failures from other URLs, 50 times over: held back.
      const repeats = Array.from({ length: 50 }, (_, i) => `/property/%20?utm_source=${i}`);
      const held = await written(repeats);
      expect(held.join('\n')).not.toMatch(/^\s+at |config|transformRequest|xsrfCookieName/m);
      expect(held.length).toBeLessThanOrEqual(3);
    } finally {
      await site.stop();
    }
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test.beforeAll(serverRenderedSite);

  test('/dubai shows its area names, and Learn More is a link that opens the area page', async ({
    page,
    request,
  }) => {
    const areas = await cityAreas(request);
    expect(areas.length).toBeGreaterThan(0);
    await page.goto(`/${AREA.city}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Dubai' })).toBeVisible();
    for (const area of areas) await expect(page.getByRole('article', { name: area.name })).toBeVisible();
    await page.getByRole('link', { name: `Learn More about ${AREA.name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/${AREA.city}/${AREA.area}$`));
    await expect(page.getByRole('heading', { level: 1, name: `Explore ${AREA.name}` })).toBeVisible();
  });

  test('/dubai/downtown-dubai shows its first page of properties, each a link to its page', async ({
    page,
    request,
  }) => {
    const properties = await areaProperties(request);
    const firstPage = properties.slice(0, PROPERTIES_PER_PAGE);
    expect(firstPage.length).toBeGreaterThan(0);
    const response = await page.goto(`/${AREA.city}/${AREA.area}`);
    for (const property of firstPage)
      await expect(page.getByRole('article', { name: property.house_name })).toBeVisible();
    // The area page's cards show no price (docs/glossary.md, summary cards); their prices arrive
    // with the HTML, in the data the page was rendered with.
    const html = (await response?.text()) ?? '';
    const queries = html.slice(html.indexOf('id="manzil-queries"'));
    for (const property of firstPage) expect(queries).toContain(`"price":${property.price}`);

    const first = firstPage[0]!;
    await page
      .getByRole('article', { name: first.house_name })
      .getByRole('link', { name: `View ${first.house_name}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/property/${first.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: first.house_name })).toBeVisible();
  });

  test('a property page shows its price, beds, reference ID and description', async ({ page, request }) => {
    const property = (await areaProperties(request))[0]!;
    await page.goto(`/property/${property.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: property.house_name })).toBeVisible();
    await expect(fact(page, 'Price')).toHaveText(price(property));
    await expect(fact(page, 'Bedrooms')).toHaveText(
      property.bedrooms === 0 ? 'Studio' : String(property.bedrooms),
    );
    await expect(fact(page, 'Reference ID')).toHaveText(property._id.slice(0, 8).toUpperCase());
    await expect(page.getByText(property.description!.trim(), { exact: true })).toBeVisible();
  });

  test('/3dspace shows its first page of VR cards', async ({ page, request }) => {
    const cards = (await vrCards(request)).slice(0, VR_CARDS_PER_PAGE);
    expect(cards.length).toBeGreaterThan(0);
    await page.goto('/3dspace');
    await expect(page.getByRole('heading', { level: 1, name: 'Explore VR World' })).toBeVisible();
    const list = page.getByRole('list', { name: /^VR projects, page 1 of/ });
    for (const card of cards) await expect(list.getByText(card.name, { exact: true })).toBeVisible();
  });

  test('/contact and /about show their texts; the navbar and footer links navigate', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact Us' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(
      page.getByRole('heading', { level: 1, name: "Let's find your next home in the UAE" }),
    ).toBeVisible();
    for (const heading of ['Why talk to us', 'Call us', 'Email us', 'Visit our office'])
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Ready to find your place in the UAE?' })).toBeVisible();

    await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Real homes, real people, real advice' }),
    ).toBeVisible();
    await expect(page.getByText('Our mission', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Our core values' })).toBeVisible();
    await expect(page.getByText('Experience you can rely on')).toBeVisible();
  });
});

/** What React, the shell or a remote says when the browser's first render differs from the server's. */
const HYDRATION =
  /hydrat|did not match|server rendered|Minified React error #(418|423|425)|a section is rendered in the browser/i;

interface PageVisit {
  path: string;
  /** Proves the page (with its server data) is on screen. */
  ready(page: Page): Promise<void>;
}

test.describe('with JavaScript', () => {
  test.beforeAll(serverRenderedSite);

  test('the browser attaches to every page without a hydration warning or an error, and fetches none of its data again', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const property = (await areaProperties(request))[0]!;
    const agent = (await getJson<AgentsResponse>(request, '/api/agents')).data[0]!;
    const visits: PageVisit[] = [
      {
        path: '/',
        async ready(p) {
          await expect(p.getByRole('heading', { name: 'Real homes live here' })).toBeVisible();
          // The emirates section (rendered on the server) hydrates when it comes near the screen.
          await scrollToEmirates(p);
        },
      },
      {
        path: `/${AREA.city}`,
        ready: (p) => expect(p.getByRole('article', { name: AREA.name })).toBeVisible(),
      },
      {
        path: `/${AREA.city}/${AREA.area}`,
        ready: (p) => expect(p.getByRole('article', { name: property.house_name })).toBeVisible(),
      },
      {
        path: `/property/${property.slug}`,
        async ready(p) {
          await expect(fact(p, 'Price')).toHaveText(price(property));
          // Down to the agent's card and the similar homes: each part comes alive from what arrived.
          await p.getByRole('heading', { name: 'Similar homes' }).scrollIntoViewIfNeeded();
        },
      },
      {
        path: `/find-my-agent/${agent.slug}`,
        ready: (p) => expect(p.getByRole('heading', { level: 1, name: agent.name })).toBeVisible(),
      },
      {
        // A search with results: the cards wait, not hydrated, for their own chunk.
        path: '/?purpose=Buy&minPrice=1000000',
        ready: (p) =>
          expect(
            p.getByRole('region', { name: 'Search results' }).getByRole('article').first(),
          ).toBeVisible(),
      },
      {
        path: '/3dspace',
        ready: (p) => expect(p.getByRole('list', { name: /^VR projects, page 1 of/ })).toBeVisible(),
      },
      {
        path: '/contact',
        ready: (p) => expect(p.getByRole('heading', { name: 'Call us' })).toBeVisible(),
      },
      {
        path: '/about',
        ready: (p) => expect(p.getByText('Our mission', { exact: true })).toBeVisible(),
      },
      {
        path: '/login',
        ready: (p) => expect(p.getByRole('heading', { name: 'Admin Login' })).toBeVisible(),
      },
      {
        path: '/no/such/page',
        ready: (p) => expect(p.getByRole('heading', { name: 'Page not found' })).toBeVisible(),
      },
    ];

    let messages: string[] = [];
    let apiReads: string[] = [];
    let files: string[] = [];
    let sheets: string[] = [];
    const onConsole = (message: ConsoleMessage) => {
      if (message.type() !== 'error' && message.type() !== 'warning') return;
      // An unknown path answers 404 on purpose: Chromium reports that of the document itself.
      if (message.location().url === page.url() && /status of 404/.test(message.text())) return;
      messages.push(`${message.type()}: ${message.text()}`);
    };
    page.on('console', onConsole);
    // Server markup React threw away after the page became live (to show a fallback and draw it again).
    await page.addInitScript(() => {
      const removed: string[] = [];
      (window as unknown as { thrownAway: string[] }).thrownAway = removed;
      new MutationObserver((records) => {
        for (const record of records)
          record.removedNodes.forEach((node) => {
            if (node instanceof Element && node.querySelectorAll('*').length >= 20)
              removed.push(`${node.tagName.toLowerCase()} ${node.className}`);
          });
      }).observe(document, { childList: true, subtree: true });
    });
    page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
    page.on('request', (r) => {
      const url = new URL(r.url());
      // Data reads; images served by the API (uploaded photos, share images, a permit's QR code) are not.
      if (r.method() === 'GET' && /^\/api\/(?!images\/|og-image)(?!.*\.svg$)/.test(url.pathname))
        apiReads.push(url.pathname + url.search);
      // Code and manifests: the loader fetches a page's remote files ahead; a preload that did not
      // match the real request would fetch them twice (checked on the first page, with an empty cache:
      // later pages may revalidate what the cache holds).
      if (/\.(js|json)$/.test(url.pathname)) files.push(url.pathname);
      if (url.pathname.endsWith('.css')) sheets.push(url.pathname);
    });

    const report: Record<
      string,
      { messages: string[]; apiReads: string[]; twice: string[]; sheetsAgain: string[]; thrownAway: string[] }
    > = {};
    for (const visit of visits) {
      messages = [];
      apiReads = [];
      files = [];
      sheets = [];
      const response = await page.goto(visit.path);
      const html = (await response?.text()) ?? '';
      if (visit.path === '/login') {
        // The staff screens render only in the browser, by design (marked so, not a failure).
        expect(html).toContain('<!--$!--><template data-dgst="client-only">');
      } else {
        // The server rendered all of it: the browser attaches to every section.
        expect(html, visit.path).not.toContain(CLIENT_RENDERED_BOUNDARY);
      }
      await visit.ready(page);
      await page.waitForLoadState('networkidle');
      // The browser's own state (timers, effects) a moment after it attached.
      await page.waitForTimeout(500);
      if (visit.path === '/')
        // The search panel's code is fetched with the shell's, not found step by step after it.
        expect(html).toMatch(
          /id="manzil-preload-page">\{[^<]*__federation_expose_SearchPanel[^<]*<\/script>/,
        );
      report[visit.path] = {
        messages,
        apiReads,
        twice: files.filter((f, i) => files.indexOf(f) !== i),
        // A sheet written into the page and then linked again makes the browser restyle the whole page.
        sheetsAgain: sheets.filter((sheet) => html.includes(`<style data-href="${sheet}">`)),
        thrownAway: await page.evaluate(() => (window as unknown as { thrownAway: string[] }).thrownAway),
      };
    }

    const hydration = Object.fromEntries(
      Object.entries(report).map(([p, r]) => [p, r.messages.filter((m) => HYDRATION.test(m))]),
    );
    const errors = Object.fromEntries(
      Object.entries(report).map(([p, r]) => [p, r.messages.filter((m) => !m.startsWith('warning:'))]),
    );
    const refetched = Object.fromEntries(Object.entries(report).map(([p, r]) => [p, r.apiReads]));
    const none = Object.fromEntries(visits.map((v) => [v.path, []]));
    expect.soft(hydration, 'hydration warnings').toEqual(none);
    expect.soft(errors, 'errors').toEqual(none);
    expect.soft(refetched, 'data the server rendered, fetched again by the browser').toEqual(none);
    expect.soft(report['/']!.twice, 'code or manifests fetched twice on the first page').toEqual([]);
    const sheetsAgain = Object.fromEntries(Object.entries(report).map(([p, r]) => [p, r.sheetsAgain]));
    expect.soft(sheetsAgain, 'stylesheets written into the page, fetched again by the browser').toEqual(none);
    const thrownAway = Object.fromEntries(Object.entries(report).map(([p, r]) => [p, r.thrownAway]));
    expect.soft(thrownAway, "the server's markup, replaced by the browser").toEqual(none);
  });

  test('the scripts a page starts with ask V8 to compile them while they stream in; a library loaded later for one feature does not', async ({
    page,
  }) => {
    const HINT = '//# allFunctionsCalledOnLoad\n';
    const scripts = new Map<string, string>();
    page.on('response', async (response) => {
      const url = new URL(response.url());
      if (url.pathname.endsWith('.js')) scripts.set(url.pathname, await response.text().catch(() => ''));
    });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/property/boulevard-crest-residence-2br');
    await expect(page.locator('html[data-app-started]')).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    // The shell's entry, its start libraries and app chunk, the remote's container, its page and the
    // chunks of its own code: all of them, the browser was sent them compressed, and V8 reads the hint
    // only as the very first line.
    const kinds = ['/static/js/index.', '/lib-start.', '/app.', '/mf_listings.', '_expose_PropertyPage.'];
    await expect
      .poll(() => kinds.filter((kind) => ![...scripts.keys()].some((f) => f.includes(kind))))
      .toEqual([]);
    const atStart = [...scripts.keys()];
    expect(atStart.filter((f) => !scripts.get(f)!.startsWith(HINT))).toEqual([]);
    // The map's library comes when the visitor nears the map, and compiles lazily: the page calls a
    // part of it.
    await scrollToMap(page.getByRole('region', { name: /^Map showing the location of/ }));
    await expect
      .poll(() => [...scripts.values()].some((body) => body.includes('leaflet-container')))
      .toBe(true);
    const leaflet = [...scripts.values()].find((body) => body.includes('leaflet-container'))!;
    expect(leaflet.startsWith(HINT)).toBe(false);
  });

  test("a remote's entry borrows the federation SDK from the shell, as it borrows the runtime, instead of bringing a copy", async ({
    page,
  }) => {
    const entries = new Map<string, string>();
    page.on('response', async (response) => {
      const { pathname } = new URL(response.url());
      if (/\/mf_\w+\.[0-9a-f]+\.js$/.test(pathname))
        entries.set(pathname, await response.text().catch(() => ''));
    });
    // A page with two remotes (the search panel, the emirates section) and one with the listings.
    for (const path of ['/', '/property/boulevard-crest-residence-2br']) {
      await page.goto(path);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForLoadState('networkidle');
    }
    await expect
      .poll(() => [...entries.keys()].map((f) => f.split('/').pop()!.split('.')[0]).sort())
      .toEqual(['mf_listings', 'mf_search']);
    // The SDK's own texts (its error messages, its manifest helpers) are in none of them, and the
    // pages came alive (the fixture waited for that): the shell handed them its copy.
    for (const [file, body] of entries) {
      expect(body, file).not.toContain('Failed to get remoteEntry exports.');
      expect(body, file).not.toContain('createModuleFederationConfig');
    }
    expect(
      await page.evaluate(() =>
        Object.keys(globalThis).filter((key) => key.startsWith('_MANZIL_FEDERATION_')),
      ),
    ).toEqual(['_MANZIL_FEDERATION_SDK', '_MANZIL_FEDERATION_ERROR_CODES']);
  });
});

// ---- a remote on a second origin (mf-vr), on the server and in the browser ----

type ServerEntryState = 'intact' | 'missing' | 'throws' | 'hangs';

interface SecondOrigin {
  remote: RunningServer;
  site: ApiServer;
  /** The URL path of the server entry the manifest names, e.g. `/server/mf_vr.8ee1fd58.js`. */
  serverEntry: string;
  /** The paths the second origin was asked for, by anyone (the site's server, the browser). */
  served: string[];
}

/** The site's `[ssr] ... renders in the browser` lines so far. */
const ssrLines = (site: ApiServer) =>
  site
    .output()
    .split('\n')
    .filter((line) => line.startsWith('[ssr]'));

test.describe('mf-vr on a second origin', () => {
  test.describe.configure({ mode: 'serial' });
  const running: RunningServer[] = [];
  const copies: string[] = [];
  test.afterEach(async () => {
    await Promise.all(running.splice(0).map((s) => s.stop()));
    for (const dir of copies.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  /** A copy of mf-vr's built dist/ served from another origin, its server entry as `state` says, and
   * a site of its own (one worker, its output kept) that finds mf-vr there through REMOTE_MF_VR_URL. */
  async function serveMfVr(state: ServerEntryState): Promise<SecondOrigin> {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'manzil-e2e-mf-vr-'));
    copies.push(root);
    fs.cpSync(path.join(REPO_ROOT, 'mf-vr', 'dist'), root, { recursive: true });
    const manifest = JSON.parse(fs.readFileSync(path.join(root, 'mf-manifest.json'), 'utf8')) as {
      metaData: { ssrRemoteEntry?: { name: string; path?: string } };
    };
    const entry = manifest.metaData.ssrRemoteEntry;
    expect(entry, 'mf-vr names its server entry in metaData.ssrRemoteEntry').toBeDefined();
    const serverEntry = `/${[entry!.path, entry!.name].filter(Boolean).join('/')}`;
    const file = path.join(root, serverEntry);
    expect(fs.existsSync(file), `${serverEntry} is built`).toBe(true);
    if (state === 'missing') fs.rmSync(file);
    if (state === 'throws') fs.writeFileSync(file, "throw new Error('boom');\n");

    const served: string[] = [];
    const remote = await startStaticServer(PORT + 1, root, {
      hang: state === 'hangs' ? [serverEntry] : [],
      onRequest: (urlPath) => served.push(urlPath),
    });
    running.push(remote);
    const site = await startApiServer(
      PORT + 2,
      {
        REMOTE_MF_VR_URL: `${remote.url}/mf-manifest.json`,
        WEB_CONCURRENCY: '1',
        // Only the hanging entry is about the budget (300 ms by default): for the others, a loaded
        // machine taking longer than that to serve the entry must not turn the reason into a timeout.
        ...(state === 'hangs' ? {} : { SSR_REMOTE_BUDGET_MS: '5000' }),
      },
      { captureOutput: true },
    );
    running.push(site);
    return { remote, site, serverEntry, served };
  }

  /** The server's /3dspace: its time, status, HTML and the mf-vr slot's markup. */
  async function fetch3dspace(site: ApiServer) {
    const started = Date.now();
    const response = await fetch(`${site.url}/3dspace`);
    const html = await response.text();
    return { ms: Date.now() - started, status: response.status, html, slot: slotHtml(html, 'mf-vr') };
  }

  /** In the browser the page ends up showing the VR page, from mf-vr's web build on the second origin. */
  async function expectVrPageInBrowser(page: Page, { remote, site }: SecondOrigin, cardName: string) {
    const fromRemote: string[] = [];
    page.on('requestfinished', (r) => {
      if (r.url().startsWith(remote.url)) fromRemote.push(new URL(r.url()).pathname);
    });
    await page.goto(`${site.url}/3dspace`);
    await expect(page.getByRole('heading', { level: 1, name: 'Explore VR World' })).toBeVisible();
    await expect(
      page.getByRole('list', { name: /^VR projects, page 1 of/ }).getByText(cardName, { exact: true }),
    ).toBeVisible();
    await expect(page.getByText(FALLBACK)).toHaveCount(0);
    await expectChrome(page);
    // The server's markup is on screen before the browser has loaded the remote: wait for its code.
    await expect.poll(() => fromRemote.some((p) => p.startsWith('/static/js/'))).toBe(true);
    expect(fromRemote).toContain('/mf-manifest.json');
    // The browser never asks for the server build.
    expect(fromRemote.filter((p) => p.startsWith('/server/'))).toEqual([]);
  }

  const cases: { state: Exclude<ServerEntryState, 'intact'>; title: string; reason: RegExp }[] = [
    // The entry is fetched through the renderer's hook (shell/src/server/remotes.ts), which refuses a
    // failed answer rather than running its body as code: the reason names the URL and the 404.
    {
      state: 'missing',
      title: 'is missing (404)',
      reason: /\/server\/mf_vr\.\w+\.js answered 404/,
    },
    { state: 'throws', title: 'throws when evaluated', reason: /\bboom\b/ },
    { state: 'hangs', title: 'never answers', reason: /within 300 ms/ },
  ];
  for (const { state, title, reason } of cases) {
    test(`its server entry ${title}: the page comes from the server with the VR slot left to the browser`, async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      const [firstCard] = await vrCards(request);
      const origin = await serveMfVr(state);
      const { ms, status, html, slot } = await fetch3dspace(origin.site);
      expect(status).toBe(200);
      // The hanging entry costs the slot's budget, not the page.
      if (state === 'hangs') expect(ms).toBeLessThan(5_000);
      expect(html).toContain('aria-label="Main"');
      expect(html).toContain('aria-label="Footer"');
      // React's marker of a boundary the browser renders, holding the slot's loading placeholder.
      expect(slot).toContain(CLIENT_RENDERED_BOUNDARY);
      expect(slot).toContain('aria-label="Loading section"');
      expect(slot).not.toContain('Explore VR World');
      expect(slot).not.toContain(firstCard!.name);

      await expect.poll(() => ssrLines(origin.site).length).toBeGreaterThan(0);
      const lines = ssrLines(origin.site);
      test.info().annotations.push({ type: 'server log', description: `${lines.join('\n')} (${ms} ms)` });
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/^\[ssr\] mf-vr\/VrPage renders in the browser: /);
      expect(lines[0]!.replace(/^\[ssr\] mf-vr\/VrPage renders in the browser: /, '')).toMatch(reason);

      await expectVrPageInBrowser(page, origin, firstCard!.name);
    });
  }

  test('intact: the server renders the VR cards from the server build there; the browser loads the web build there', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const cards = (await vrCards(request)).slice(0, VR_CARDS_PER_PAGE);
    const origin = await serveMfVr('intact');
    const remotes = (await (await fetch(`${origin.site.url}/remotes.json`)).json()) as Record<string, string>;
    expect(remotes['mf-vr']).toBe(`${origin.remote.url}/mf-manifest.json`);

    // A worker that has just started may still be loading mf-vr's server code: its first pages
    // leave the slot to the browser (see untilServerRendered).
    let page3d = await fetch3dspace(origin.site);
    await expect
      .poll(async () => (page3d = await fetch3dspace(origin.site)).slot.includes(CLIENT_RENDERED_BOUNDARY), {
        timeout: 30_000,
      })
      .toBe(false);
    const { status, slot } = page3d;
    expect(status).toBe(200);
    // The site's server fetched mf-vr's server build from the second origin (the browser has not
    // been there yet).
    expect(origin.served).toContain(origin.serverEntry);
    expect(slot).not.toContain(CLIENT_RENDERED_BOUNDARY);
    expect(slot).toContain('Explore VR World');
    for (const card of cards) expect(slot).toContain(card.name);
    expect(ssrLines(origin.site).filter((line) => !/did not render within/.test(line))).toEqual([]);

    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') warnings.push(m.text());
    });
    await expectVrPageInBrowser(page, origin, cards[0]!.name);
    expect(warnings.filter((w) => HYDRATION.test(w))).toEqual([]);
  });
});
