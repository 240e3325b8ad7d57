import { handle, serve } from '@manzil/api-client/testing';
import type { NestedAreaProperty } from '@manzil/contract';
import { describe, expect, it } from 'vitest';
import { fetchPropertyGroups } from './propertiesApi';

describe('the property groups', () => {
  it("reads the admin's groups of listings with a listing without a price (answered as its words) priceless", async () => {
    const listing = { _id: 'a'.repeat(24), slug: 'x', areaName: 'palm_jumeirah' } as NestedAreaProperty;
    serve(
      handle('GET /admin/fetch-nested-area-data', {
        data: {
          palm_jumeirah: [
            { ...listing, house_name: 'Priced', price: 1_250_000 },
            { ...listing, house_name: 'On request', price: 'Inquire for price' },
          ],
        },
      }),
    );
    const [priced, onRequest] = (await fetchPropertyGroups()).palm_jumeirah!;
    expect(priced).toMatchObject({ house_name: 'Priced', price: 1_250_000 });
    expect(onRequest).toMatchObject({ house_name: 'On request' });
    expect(onRequest).not.toHaveProperty('price');
  });
});
