/**
 * The admin listings table as an admin uses it: 500 generated listings (written straight
 * into the test server's database, to keep the run short), searched, filtered, paged and sorted by
 * price; three of them marked Under offer in one go and seen so on the public area page; the filter
 * exported as CSV and read back. The listings are deleted through the API at the end.
 */
import fs from 'node:fs';
import path from 'node:path';
import { MongoClient, ObjectId } from 'mongodb';
import type { Page } from '@playwright/test';
import { ADMIN, BASE_URL, DATA_DIR } from '../support/env';
import { signIn } from '../support/admin-ui';
import { adminHeaders } from '../support/admin-api';
import { expect, test } from '../support/fixtures';

const COUNT = 500;
const NAME = 'Faseel Table Home';
/** Al Faseel (Fujairah): an area no other spec reads. */
const AREA = { key: 'al_faseel', emirate: 'fujairah', path: '/fujairah/al-faseel' };
/** Listed one day apart from 2019, before every demo listing: the first three lead the area page. */
const FIRST_DAY = Date.UTC(2019, 0, 1) / 1000;

const slugOf = (i: number) => `faseel-table-home-${i}`;
const nameOf = (i: number) => `${NAME} ${String(i).padStart(3, '0')}`;

function listing(i: number) {
  const second = FIRST_DAY + i * 86_400;
  const id = new ObjectId(
    Buffer.concat([Buffer.from(second.toString(16).padStart(8, '0'), 'hex'), new ObjectId().id.subarray(4)]),
  );
  const rent = i % 2 === 1;
  const at = new Date(second * 1000);
  return {
    _id: id,
    ref: id.toHexString().slice(0, 8).toUpperCase(),
    slug: slugOf(i),
    house_name: nameOf(i),
    house_type: i % 3 ? 'Apartment' : 'Villa',
    for: rent ? 'Rent' : 'Buy',
    bedrooms: 1 + (i % 4),
    bathrooms: 1 + (i % 3),
    location: 'Al Faseel Corniche, Fujairah',
    discription: 'A generated listing of the admin table test.',
    imageurl: '/placeholder-property.jpg',
    areaName: AREA.key,
    emirate: AREA.emirate,
    // Prices are not in listing order, so sorting by price is seen.
    price: rent ? 40_000 + ((i * 37) % COUNT) * 100 : 900_000 + ((i * 37) % COUNT) * 5_000,
    area: 600 + i,
    status: 'available',
    createdAt: at,
    updatedAt: at,
  };
}

async function withDb<T>(work: (db: ReturnType<MongoClient['db']>) => Promise<T>): Promise<T> {
  const socket = path.join(DATA_DIR, 'db', 'mongod.sock');
  const client = new MongoClient(`mongodb://${encodeURIComponent(socket)}/?directConnection=true`);
  await client.connect();
  try {
    return await work(client.db('manzil'));
  } finally {
    await client.close();
  }
}

const bodyRows = (page: Page) => page.getByRole('table', { name: /^Listings,/ }).locator('tbody tr');
const priceOf = (text: string) => Number(text.replace(/[^\d]/g, ''));

/** RFC 4180 records (quoted cells may hold commas, quotes and line breaks), as a spreadsheet reads them. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted && ch === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (ch === '"') quoted = !quoted;
    else if (quoted || (ch !== ',' && ch !== '\r')) cell += ch;
    else if (ch === ',') {
      record.push(cell);
      cell = '';
    } else {
      // CRLF ends a record.
      record.push(cell);
      records.push(record);
      record = [];
      cell = '';
      i++;
    }
  }
  return records;
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  await withDb(async (db) => {
    await db.collection('properties').deleteMany({ slug: { $regex: '^faseel-table-home-' } });
    const listings = Array.from({ length: COUNT }, (_, i) => listing(i));
    await db.collection('properties').insertMany(listings);
    // Written past the API, so counted into the reports' listing counters here as a listing write counts
    // itself (api/src/db/report-listings.ts): each available, listed at 00:00 UTC (04:00 that day in Dubai).
    // Deleted through the API at the end, they are counted out there.
    const inc: Record<string, number> = {
      'status.available': COUNT,
      'listed.n': COUNT,
      'listed.s': 0,
      'listed.ms': 0,
    };
    for (const l of listings) {
      inc['listed.s']! += Math.floor(l.createdAt.getTime() / 1000);
      inc[`days.${l.createdAt.toISOString().slice(0, 10)}`] = 1;
    }
    await db
      .collection<{ _id: string }>('report_listings')
      .updateOne({ _id: 'listings' }, { $inc: inc }, { upsert: true });
  });
});

test.afterAll(async ({ request }) => {
  // Through the API, so the public pages' cache learns that they are gone.
  await request.get(`${BASE_URL}/api/health`);
  const state = await request.storageState();
  const xsrf = state.cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const login = await request.post(`${BASE_URL}/api/admin/login`, {
    data: { username: ADMIN.username, password: ADMIN.password },
    headers: { 'X-XSRF-TOKEN': xsrf },
  });
  const { token } = (await login.json()) as { token: string };
  const ids = await withDb(async (db) =>
    (
      await db
        .collection('properties')
        .find({ slug: { $regex: '^faseel-table-home-' } })
        .toArray()
    ).map((d) => String(d._id)),
  );
  for (let i = 0; i < ids.length; i += 200) {
    const res = await request.delete(`${BASE_URL}/api/admin/listings`, {
      data: { ids: ids.slice(i, i + 200) },
      headers: { 'x-auth-token': token, 'X-XSRF-TOKEN': xsrf },
    });
    expect(res.status()).toBe(200);
  }
});

test('an admin filters, pages and sorts 500 listings, marks three Under offer and exports the filter', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  // The listings page opens on the table.
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Listings' }).click();
  await expect(page).toHaveURL(/\/admin\/listings$/);
  await expect(page.getByRole('button', { name: 'Table', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // Search by a word of the name: all 500, 25 a page.
  await page.getByLabel('Search listings').fill(NAME.toLowerCase());
  await expect(page.getByRole('status').filter({ hasText: /^500 listings$/ })).toBeVisible();
  await expect(bodyRows(page)).toHaveCount(25);

  // Filter to rentals: half of them; the next page holds the next 25.
  await page.getByLabel('Purpose').selectOption('Rent');
  await expect(page.getByRole('status').filter({ hasText: /^250 listings$/ })).toBeVisible();
  await expect(page).toHaveURL(/purpose=Rent/);
  const firstOfPage1 = await bodyRows(page).first().locator('[data-col="name"] a').innerText();
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(bodyRows(page).first().locator('[data-col="name"] a')).not.toHaveText(firstOfPage1);
  await expect(bodyRows(page)).toHaveCount(25);

  // Sort by price: the header says so, the page goes back to 1, prices rise down the page.
  await page.getByRole('button', { name: /^Price/ }).click();
  await expect(page.getByRole('columnheader', { name: /Price/ })).toHaveAttribute('aria-sort', 'ascending');
  await expect(page).not.toHaveURL(/page=2/);
  await expect(bodyRows(page).first().locator('[data-col="price"]')).toHaveText('AED 40,100/month');
  const prices = (await bodyRows(page).locator('[data-col="price"]').allInnerTexts()).map(priceOf);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
  expect(prices).toHaveLength(25);

  // Export the filter and read it back: 250 rentals, all of them this test's.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export CSV' }).click(),
  ]);
  const csv = fs.readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
  const [header, ...rows] = parseCsv(csv);
  expect(header!.slice(0, 5)).toEqual(['Reference', 'Name', 'Type', 'Purpose', 'Status']);
  expect(rows).toHaveLength(250);
  expect(rows.every((r) => r[1]!.startsWith(NAME) && r[3] === 'Rent')).toBe(true);
  expect(rows[0]![header!.indexOf('Location')]).toBe('Al Faseel Corniche, Fujairah');
  const csvPrices = rows.map((r) => Number(r[header!.indexOf('Price (AED)')]));
  expect(csvPrices).toEqual([...csvPrices].sort((a, b) => a - b));
  expect(csvPrices.slice(0, 25)).toEqual(prices);

  // The oldest three of the 500 (first on the area page), marked Under offer in one go.
  await page.getByLabel('Purpose').selectOption('');
  await page.getByRole('button', { name: /^Date listed/ }).click();
  await expect(page.getByRole('columnheader', { name: /Date listed/ })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await page.getByRole('button', { name: /^Date listed/ }).click();
  await expect(page.getByRole('columnheader', { name: /Date listed/ })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await expect(bodyRows(page).first().locator('[data-col="name"] a')).toContainText(nameOf(0));
  for (const i of [0, 1, 2]) await page.getByRole('checkbox', { name: `Select ${nameOf(i)}` }).check();
  const bulk = page.getByRole('region', { name: 'Bulk actions' });
  await expect(bulk.getByText('3 listings selected')).toBeVisible();
  await bulk.getByLabel('Change status to').selectOption('under-offer');
  await bulk.getByRole('button', { name: 'Apply status' }).click();
  await expect(
    page.locator('[data-toasts="success"]').getByText('3 listings marked Under offer'),
  ).toBeVisible();
  await expect(bodyRows(page).nth(2).locator('[data-col="status"]')).toHaveText('Under offer');
  await expect(bodyRows(page).nth(3).locator('[data-col="status"]')).toHaveText('Available');

  // A visitor's area page shows them under offer.
  await page.goto(AREA.path);
  for (const i of [0, 1, 2]) {
    const card = page.getByRole('article').filter({ hasText: nameOf(i) });
    await expect(card.getByText('Under offer', { exact: true })).toBeVisible();
  }
  await expect(
    page
      .getByRole('article')
      .filter({ hasText: nameOf(3) })
      .getByText('Under offer', { exact: true }),
  ).toHaveCount(0);

  // Every rental of the 500 (not only this page), marked Rented server-side in one call.
  await page.goto(`/admin/listings?q=${encodeURIComponent(NAME.toLowerCase())}&purpose=Rent`);
  await expect(page.getByRole('status').filter({ hasText: /^250 listings$/ })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Select every listing on this page' }).check();
  await bulk.getByRole('button', { name: 'Select all 250 listings matching' }).click();
  await expect(bulk.getByText('All 250 listings matching these filters are selected')).toBeVisible();
  await bulk.getByLabel('Change status to').selectOption('rented');
  await bulk.getByRole('button', { name: 'Apply status' }).click();
  await expect(page.locator('[data-toasts="success"]').getByText('250 listings marked Rented')).toBeVisible();
  await page
    .getByRole('region', { name: 'Properties' })
    .getByLabel('Status', { exact: true })
    .selectOption('rented');
  await expect(page.getByRole('status').filter({ hasText: /^250 listings$/ })).toBeVisible();
});

test('the reports count the listings by status as the table does, the 500 and the bulk changes included', async ({
  request,
}) => {
  const headers = await adminHeaders(request);
  const tableTotal = async (status: string) =>
    (
      (await (
        await request.get(`${BASE_URL}/api/admin/listings?status=${status}&pageSize=10`, { headers })
      ).json()) as { total: number }
    ).total;
  const reported = async () =>
    (
      (await (await request.get(`${BASE_URL}/api/admin/reports`, { headers })).json()) as {
        data: { listings: { byStatus: { key: string; count: number }[] } };
      }
    ).data.listings.byStatus;
  // Polled: another spec's listing write between the two reads is counted on the next try.
  await expect
    .poll(async () => {
      const rows = await reported();
      const counted = await Promise.all(rows.map((r) => tableTotal(r.key)));
      return rows.map((r, i) => r.count - counted[i]!);
    })
    .toEqual([0, 0, 0, 0, 0]);
});
