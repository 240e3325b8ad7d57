import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { clearApiRequests, server } from '@manzil/api-client/testing';

// findBy*/waitFor wait up to 10 s (default 1 s): answers go through the real client and the MSW
// interceptors, and `npm test` runs the API's suites beside each front end's, so a first render of
// the admin panel has taken over 5 s on a busy 2-core machine. A test that passes returns at once.
configure({ asyncUtilTimeout: 10_000 });

// Any request no handler answers fails the test instead of reaching a network.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  clearApiRequests();
});
afterAll(() => server.close());
