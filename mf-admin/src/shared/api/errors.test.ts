import { apiClient } from '@manzil/api-client';
import { fail, handle, networkFailure, serve, type ApiFailure } from '@manzil/api-client/testing';
import { describe, expect, it } from 'vitest';
import { prefixedWithReason, serverAnswered, serverMessage } from './errors';

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
