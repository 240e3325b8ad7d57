import { apiClient } from '@manzil/api-client';
import { fail, handle, networkFailure, serve, type ApiFailure } from '@manzil/api-client/testing';
import { describe, expect, it } from 'vitest';
import { prefixedWithReason, readableReason, serverAnswered, serverMessage } from './errors';

/** What the client throws when the server answers `failure` (or cannot be reached). */
async function errorFor(failure: ApiFailure): Promise<unknown> {
  serve(handle('POST /admin/update-city', failure));
  return (await apiClient()).post('/admin/update-city', {}).catch((e: unknown) => e);
}

describe('error texts', () => {
  it("reads the server's msg", async () => {
    expect(serverMessage(await errorFor(fail(400, { msg: 'name: is required' })))).toBe('name: is required');
    // A body that is not `{ msg }` (e.g. a proxy's page) has no message to show.
    expect(serverMessage(await errorFor(fail(500, 'oops' as unknown as { msg: string })))).toBeUndefined();
    expect(serverMessage(new Error('x'))).toBeUndefined();
  });

  it('prefixes the spec text with the reason, keeping the spec text whole', async () => {
    expect(
      prefixedWithReason('Update failed', await errorFor(fail(400, { msg: 'Image is too large.' }))),
    ).toBe('Image is too large. Update failed');
    expect(prefixedWithReason('Update failed', await errorFor(networkFailure()))).toBe('Update failed');
  });

  it('tells a server answer from a network failure', async () => {
    expect(serverAnswered(await errorFor(fail(400, {})))).toBe(true);
    expect(serverAnswered(await errorFor(networkFailure()))).toBe(false);
  });
});

describe('server refusals in words a person reads', () => {
  const labels = { bedrooms: 'Bedrooms', price: 'Price (AED)' };

  it("names the field by the form's label and says what is allowed", async () => {
    const reasonFor = async (msg: string) => readableReason(await errorFor(fail(400, { msg })), labels);
    expect(await reasonFor('bedrooms: must be a whole number')).toEqual({
      field: 'bedrooms',
      text: 'Bedrooms must be a whole number of 0 or more',
    });
    expect(await reasonFor('price: must be between 0 and 10000000000')).toEqual({
      field: 'price',
      text: 'Price (AED) must be between 0 and 10,000,000,000',
    });
    // A field the form has no label for is still said in words.
    expect((await reasonFor('house_name: is required'))?.text).toBe('House name is required');
    // A message written for people is kept as it is.
    expect(await reasonFor('Only JPEG, PNG, WebP or AVIF images are accepted.')).toEqual({
      text: 'Only JPEG, PNG, WebP or AVIF images are accepted.',
    });
    expect(readableReason(await errorFor(networkFailure()))).toBeNull();
  });

  it("keeps the spec's failure text whole after the readable reason", async () => {
    const err = await errorFor(fail(400, { msg: 'bedrooms: must be a whole number' }));
    expect(prefixedWithReason('Add property failed', err, labels)).toBe(
      'Bedrooms must be a whole number of 0 or more. Add property failed',
    );
  });
});
