import { describe, expect, it } from 'vitest';
import { httpFailure, networkFailure } from '../../test/renderWithRouter';
import { prefixedWithReason, serverAnswered, serverMessage } from './errors';

describe('error texts', () => {
  it("reads the server's msg", () => {
    expect(serverMessage(httpFailure(400, { msg: 'name: is required' }))).toBe('name: is required');
    expect(serverMessage(httpFailure(500, 'oops'))).toBeUndefined();
    expect(serverMessage(new Error('x'))).toBeUndefined();
  });

  it('prefixes the spec text with the reason, keeping the spec text whole', () => {
    expect(prefixedWithReason('Update failed', httpFailure(400, { msg: 'Image is too large.' }))).toBe(
      'Image is too large. Update failed',
    );
    expect(prefixedWithReason('Update failed', networkFailure())).toBe('Update failed');
  });

  it('tells a server answer from a network failure', () => {
    expect(serverAnswered(httpFailure(400, {}))).toBe(true);
    expect(serverAnswered(networkFailure())).toBe(false);
  });
});
