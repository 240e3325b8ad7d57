import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { clearApiRequests, server } from '@manzil/api-client/testing';

// findBy*/waitFor wait up to 5 s (default 1 s): answers go through the real client and the MSW
// interceptors, and the machine is shared, so a first render can take more than a second under load.
configure({ asyncUtilTimeout: 5_000 });

// Any request no handler answers fails the test instead of reaching a network.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  clearApiRequests();
});
afterAll(() => server.close());
