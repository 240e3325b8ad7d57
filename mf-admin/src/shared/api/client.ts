/**
 * The admin session on the one client of @manzil/api-client. Every admin call carries the stored token in `x-auth-token`;
 * a 401 answered to a call that carried a token means the session is over (expired or revoked):
 * the token is removed and the registered handler sends the user to /login.
 */
import type { InternalAxiosRequestConfig } from 'axios';
import { apiClient, configureApiClient, isAxiosError } from '@manzil/api-client';
import { AUTH_HEADER } from '@manzil/contract';
import { clearToken, readToken } from './tokenStorage';

export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please sign in again.';

/** Thrown instead of the 401: callers skip their own failure alert, the user is already on the way out. */
export class SessionExpiredError extends Error {
  constructor() {
    super(SESSION_EXPIRED_MESSAGE);
    this.name = 'SessionExpiredError';
  }
}

export const isSessionExpired = (err: unknown): err is SessionExpiredError =>
  err instanceof SessionExpiredError;

type SessionExpiredHandler = () => void;
let onSessionExpired: SessionExpiredHandler | null = null;

/** The mounted panel registers how to leave (a router navigation); returns the unregister function. */
export function setSessionExpiredHandler(handler: SessionExpiredHandler): () => void {
  onSessionExpired = handler;
  return () => {
    if (onSessionExpired === handler) onSessionExpired = null;
  };
}

export { apiClient };

export function attachToken(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  const token = readToken();
  if (token) config.headers.set(AUTH_HEADER, token);
  return config;
}

export function handleUnauthorised(error: unknown): Promise<never> {
  if (isAxiosError(error) && error.response?.status === 401 && error.config?.headers?.get(AUTH_HEADER)) {
    clearToken();
    onSessionExpired?.();
    return Promise.reject(new SessionExpiredError());
  }
  return Promise.reject(error);
}

configureApiClient((client) => {
  client.interceptors.request.use(attachToken);
  client.interceptors.response.use((response) => response, handleUnauthorised);
});
