import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { clearApiRequests, server } from '@manzil/api-client/testing';

// Any request no handler answers fails the test instead of reaching a network.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  clearApiRequests();
});
afterAll(() => server.close());
