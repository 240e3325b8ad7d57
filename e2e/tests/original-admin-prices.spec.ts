/**
 * The original front end's admin formats every listing's `price.toLocaleString()` from
 * GET /api/admin/fetch-nested-area-data: a listing without a price answers the words our pages show for
 * it, so that admin renders every row, while every page of ours still reads its absence.
 */
import type { NestedAreaDataResponse, Property } from '@manzil/contract';
import { test, expect } from '../support/fixtures';

test('every listing of the original admin read has a price it can format; our pages still say "Inquire for price"', async ({
  request,
}) => {
  const { data } = (await (
    await request.get('/api/admin/fetch-nested-area-data')
  ).json()) as NestedAreaDataResponse;
  const rows = Object.values(data).flat();
  const unpriced = rows.filter((row) => typeof row.price !== 'number');
  // The demo has two listings without a price.
  expect(unpriced.length).toBeGreaterThanOrEqual(2);
  for (const row of rows) expect(() => row.price!.toLocaleString(), row.house_name).not.toThrow();

  for (const row of unpriced) {
    expect(row.price!.toLocaleString()).toBe('Inquire for price');
    const html = await (await request.get(`/property/${row.slug}`)).text();
    const main = html.slice(html.indexOf('<main'));
    expect(main, row.house_name).toContain('Inquire for price');
    expect(main).not.toContain('AED Inquire');
    const area = (await (await request.get(`/api/admin/properties/${row.areaName}`)).json()) as Property[];
    expect(area.find((p) => p._id === row._id)).not.toHaveProperty('price');
  }
});
