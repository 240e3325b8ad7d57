/** The admin token lives in local storage under 'token' (docs/glossary.md). */
import { TOKEN_STORAGE_KEY } from '@manzil/contract';

export const readToken = (): string | null => localStorage.getItem(TOKEN_STORAGE_KEY);
export const storeToken = (token: string): void => localStorage.setItem(TOKEN_STORAGE_KEY, token);
export const clearToken = (): void => localStorage.removeItem(TOKEN_STORAGE_KEY);
