/**
 * The one configuration of every app's axios client (docs/architecture.md, "The API client"):
 * JSON, the anti-forgery cookie/header pair, no timeout, 2xx is success.
 * Kept as plain data so the contract does not pull axios into the API.
 */
export const API_CLIENT_CONFIG = {
  baseURL: '/api',
  headers: { Accept: 'application/json' },
  xsrfCookieName: 'XSRF-TOKEN',
  xsrfHeaderName: 'X-XSRF-TOKEN',
  // undefined: axios sends the XSRF header to same-origin requests only.
  withXSRFToken: undefined,
  timeout: 0,
  validateStatus: (status: number): boolean => status >= 200 && status < 300,
} as const;

/** The API's `{ msg }` when a write did not echo a valid XSRF-TOKEN cookie (the write did nothing; the
 * answer sets a fresh cookie, so the client may send it again). */
export const CSRF_REFUSAL_MSG = 'Invalid or missing CSRF token';

/** Local-storage key of the admin token (docs/glossary.md). */
export const TOKEN_STORAGE_KEY = 'token';
/** Header carrying the admin token. */
export const AUTH_HEADER = 'x-auth-token';
