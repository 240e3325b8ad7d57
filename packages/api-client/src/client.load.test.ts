import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.doUnmock('axios');
  vi.resetModules();
});

describe('loading the client', () => {
  it('after a failed download of axios, the next call loads it again', async () => {
    vi.resetModules();
    vi.doMock('axios', () => {
      throw new Error('chunk failed to load');
    });
    const { apiClient } = await import('./client');
    await expect(apiClient()).rejects.toThrow();
    vi.doUnmock('axios');
    const client = await apiClient();
    expect(client.defaults.baseURL).toBe('/api');
  });
});
