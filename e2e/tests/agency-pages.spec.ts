/**
 * The agency's pages as a visitor uses them: /find-my-agent and its filter in the
 * URL, an agent's page of listings, /floor-plans by emirate and area, the About page's licence number
 * and team, the footer's links to them, and an unknown agent as the site's 404.
 */
import type { AgentProfile, FloorPlansResponse, Property, SiteConfig } from '@manzil/contract';
import { test, expect } from '../support/fixtures';
import { seriousViolations } from '../support/a11y';

const agentNames = (page: import('@playwright/test').Page) =>
  page.locator('main, #root').first().getByRole('article').getByRole('heading').allTextContents();

test.describe('find my agent', () => {
  test('lists every agent with portrait, BRN, languages, areas and listings count', async ({
    page,
    request,
  }) => {
    const { data: agents } = (await (await request.get('/api/agents')).json()) as { data: AgentProfile[] };
    expect(agents.length).toBe(6);
    await page.goto('/find-my-agent');
    await expect(page.getByRole('heading', { level: 1, name: 'Find My Agent' })).toBeVisible();
    await expect(page.getByRole('heading', { name: `${agents.length} agents` })).toBeVisible();
    const first = agents[0]!;
    const card = page.getByRole('article', { name: first.name });
    await expect(card.getByRole('img', { name: `Portrait of ${first.name}` })).toBeVisible();
    await expect(card).toContainText(`BRN ${first.brn}`);
    await expect(card).toContainText(first.languages[0]!);
    await expect(card).toContainText(first.workAreas[0]!.name);
    await expect(card).toContainText(`${first.listingsCount} listings`);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('filters by language and area; the filter is in the URL and survives a reload', async ({
    page,
    request,
  }) => {
    const { data: agents } = (await (await request.get('/api/agents')).json()) as { data: AgentProfile[] };
    const french = agents.filter((a) => a.languages.includes('French')).map((a) => a.name);
    expect(french.length).toBeGreaterThan(0);
    expect(french.length).toBeLessThan(agents.length);
    await page.goto('/find-my-agent');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('French');
    await expect(page).toHaveURL(/\/find-my-agent\?language=French$/);
    await expect.poll(() => agentNames(page)).toEqual(french);

    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('French');
    await expect.poll(() => agentNames(page)).toEqual(french);

    const marina = agents
      .filter((a) => a.languages.includes('French') && a.workAreas.some((w) => w.key === 'dubai_marina'))
      .map((a) => a.name);
    await page.getByRole('combobox', { name: 'Area' }).selectOption({ label: 'Dubai Marina' });
    await expect(page).toHaveURL(/language=French&area=dubai_marina$/);
    if (marina.length) await expect.poll(() => agentNames(page)).toEqual(marina);
    else await expect(page.getByText('No agent matches these filters.')).toBeVisible();

    // The browser's back button undoes a filter.
    await page.goBack();
    await expect(page).toHaveURL(/\/find-my-agent\?language=French$/);
    await expect.poll(() => agentNames(page)).toEqual(french);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('a filtered link arrives filtered, and the form filters through a GET', async ({
      page,
      request,
    }) => {
      const { data: agents } = (await (await request.get('/api/agents')).json()) as { data: AgentProfile[] };
      const inMarina = agents
        .filter((a) => a.workAreas.some((w) => w.key === 'dubai_marina'))
        .map((a) => a.name);
      const response = await page.goto('/find-my-agent?area=dubai_marina');
      expect(response?.status()).toBe(200);
      expect(await agentNames(page)).toEqual(inMarina);

      await page.getByRole('combobox', { name: 'Area' }).selectOption('');
      await page.getByRole('combobox', { name: 'Language' }).selectOption('Urdu');
      await page.getByRole('button', { name: 'Show agents' }).click();
      await expect(page).toHaveURL(/\/find-my-agent\?language=Urdu&area=$/);
      const urdu = agents.filter((a) => a.languages.includes('Urdu')).map((a) => a.name);
      // The URL changes before the new page has arrived.
      await expect.poll(() => agentNames(page)).toEqual(urdu);
    });
  });
});

test.describe("an agent's page", () => {
  test('shows the agent with their contacts and lists only their listings', async ({ page, request }) => {
    // The directory lists the active agents, each with their contacts.
    const { data: agents } = (await (await request.get('/api/agents')).json()) as {
      data: Extract<AgentProfile, { active: true }>[];
    };
    const agent = agents[1]!;
    const theirs = (await (await request.get(`/api/agents/${agent.slug}/properties`)).json()) as Property[];
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.every((p) => p.agent === agent.slug)).toBe(true);

    await page.goto('/find-my-agent');
    await page.getByRole('article', { name: agent.name }).getByRole('link', { name: agent.name }).click();
    await expect(page).toHaveURL(new RegExp(`/find-my-agent/${agent.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: agent.name })).toBeVisible();
    await expect(page.getByText(`BRN ${agent.brn}`, { exact: false }).first()).toBeVisible();
    const contacts = page.getByRole('list', { name: `Contact ${agent.name}` });
    await expect(contacts.getByRole('link', { name: /^Call/ })).toHaveAttribute('href', /^tel:\+971/);
    await expect(contacts.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\//,
    );
    await expect(contacts.getByRole('link', { name: /E-mail/ })).toHaveAttribute(
      'href',
      `mailto:${agent.email}?subject=Enquiry%20for%20${encodeURIComponent(agent.name)}`,
    );

    const listing = page.locator('section[aria-labelledby="top-properties-heading"]');
    await expect(listing.getByRole('heading', { name: `Listings by ${agent.name}` })).toBeVisible();
    const shown = await listing.getByRole('article').getByRole('heading').allTextContents();
    expect(shown).toEqual(theirs.slice(0, 6).map((p) => p.house_name));
    // None of another agent's listings is among them.
    const other = (await (
      await request.get(`/api/agents/${agents[0]!.slug}/properties`)
    ).json()) as Property[];
    expect(shown.filter((name) => other.some((p) => p.house_name === name))).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("an unknown agent is the site's 404", async ({ page }) => {
    const response = await page.goto('/find-my-agent/no-such-agent');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveTitle(/Page not found/);
  });
});

test("/floor-plans shows every area by emirate, with its plans or the spec's empty text", async ({
  page,
  request,
}) => {
  const plans = (await (await request.get('/api/floor-plans')).json()) as FloorPlansResponse;
  await page.goto('/floor-plans');
  await expect(page.getByRole('heading', { level: 1, name: 'Floor Plans' })).toBeVisible();
  const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
  expect(headings).toEqual(plans.emirates.map((e) => e.name));
  const dubai = page.getByRole('region', { name: 'Dubai', exact: true });
  const downtown = dubai.getByRole('article', { name: 'Downtown Dubai' });
  const downtownPlans = plans.emirates
    .find((e) => e.slug === 'dubai')!
    .areas.find((a) => a.key === 'downtown_dubai')!;
  await expect(downtown.getByRole('link', { name: /^Plan \d/ })).toHaveCount(downtownPlans.floorplan.length);
  await expect(downtown.getByRole('link', { name: /^Plan 1/ })).toHaveAttribute(
    'href',
    downtownPlans.floorplan[0]!,
  );
  await expect(downtown.getByRole('link', { name: 'Downtown Dubai', exact: true })).toHaveAttribute(
    'href',
    '/dubai/downtown-dubai',
  );
  // Dozens of plans, and not one frame: each opens on its own.
  await expect(page.locator('iframe')).toHaveCount(0);
  const total = plans.emirates.flatMap((e) => e.areas).length;
  await expect(page.getByRole('article')).toHaveCount(total);
  const empty = plans.emirates.flatMap((e) => e.areas).filter((a) => a.floorplan.length === 0).length;
  await expect(page.getByText('No floor plans available', { exact: true })).toHaveCount(empty);
  expect(await seriousViolations(page)).toEqual([]);
});

test('the About page states the licence number (ORN) and shows the team, each linking to their page', async ({
  page,
  request,
}) => {
  const config = (await (await request.get('/api/site-config')).json()) as SiteConfig;
  expect(config.licenceNumber).toMatch(/^\d+$/);
  const { data: agents } = (await (await request.get('/api/agents')).json()) as { data: AgentProfile[] };
  await page.goto('/about');
  await expect(page.getByText(`RERA licence number (ORN): ${config.licenceNumber}`)).toBeVisible();
  const team = page.locator('section[aria-labelledby="team-title"]');
  await team.scrollIntoViewIfNeeded();
  await expect(team.getByRole('article')).toHaveCount(agents.length);
  const first = team.getByRole('article', { name: agents[0]!.name });
  await expect(first).toContainText(`BRN ${agents[0]!.brn}`);
  await expect(first.getByRole('img', { name: `Portrait of ${agents[0]!.name}` })).toBeVisible();
  await expect(page.locator('body')).not.toContainText(/coming soon|on request|added soon/i);
  await first.getByRole('link', { name: agents[0]!.name }).click();
  await expect(page).toHaveURL(new RegExp(`/find-my-agent/${agents[0]!.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: agents[0]!.name })).toBeVisible();
});

test("the footer's Find My Agent and Floor Plans lead to these pages", async ({ page }) => {
  await page.goto('/contact');
  const footer = page.getByRole('navigation', { name: 'Footer' });
  await footer.getByRole('link', { name: 'Find My Agent' }).click();
  await expect(page).toHaveURL(/\/find-my-agent$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Find My Agent' })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  await footer.getByRole('link', { name: 'Floor Plans' }).click();
  await expect(page).toHaveURL(/\/floor-plans$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Floor Plans' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Dubai', exact: true })).toBeVisible();
  await expect(page.locator('body')).not.toContainText(/coming soon/i);
});
