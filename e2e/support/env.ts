/** Settings of the end-to-end run, shared by the Playwright config and the tests. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const E2E_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const REPO_ROOT = path.resolve(E2E_ROOT, '..');
export const PORT = Number(process.env.E2E_PORT ?? 3100);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
/** The test server's DATA_DIR (embedded database, uploads, mail outbox). */
export const DATA_DIR = path.join(E2E_ROOT, '.data', String(PORT));
export const ADMIN = { username: 'admin', password: 'e2e-Admin-Password-1', email: 'admin@manzil.test' };
export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const CHROME_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];

/** Environment of an API server started for tests. */
export function serverEnv(
  port: number,
  dataDir: string,
  extra: Record<string, string> = {},
): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    ADMIN_EMAIL: ADMIN.email,
    GEOCODER_URL: 'off',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    // The suite sends many enquiries and logins from one address; the limits have their own API tests.
    RATE_LIMIT_LOGIN_IP: '10000',
    RATE_LIMIT_LOGIN_ACCOUNT: '10000',
    RATE_LIMIT_FORGOT_PASSWORD: '10000',
    RATE_LIMIT_ENQUIRIES: '10000',
    RATE_LIMIT_RESET_MAILS: '10000',
    RATE_LIMIT_LOGIN_SLOWDOWN: '10000',
    RATE_LIMIT_RENDERS_IN_FLIGHT: '10000',
    RATE_LIMIT_RENDERS_PER_SECOND: '10000',
    // The search alerts' job every second with a "day" of four seconds (search-alerts.spec.ts); only the
    // server's environment can shorten them, no route starts a run.
    ALERTS_INTERVAL_MS: '1000',
    ALERTS_PERIOD_MS: '4000',
    // Playwright shows the server's output: a line per request would bury what matters there.
    LOG_REQUESTS: '0',
    ...extra,
  };
}
