import { defineConfig } from '@playwright/test';
import { BASE_URL, CHROME_ARGS, CHROME_PATH, DATA_DIR, PORT, serverEnv } from './support/env';

export default defineConfig({
  testDir: './tests',
  // One folder per server port, so runs on different ports do not wipe each other's artifacts.
  outputDir: `./test-results/${PORT}`,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  retries: 0,
  reporter: process.env.CI
    ? [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]]
    : 'list',
  use: {
    baseURL: BASE_URL,
    viewport: { width: 1440, height: 900 },
    launchOptions: { executablePath: CHROME_PATH, args: CHROME_ARGS },
    screenshot: 'only-on-failure',
    // A failed test keeps its trace (actions, DOM snapshots, console, network); the screencast is
    // left out: encoding every frame cost about a fifth of the suite's time on two cores.
    trace: { mode: 'retain-on-failure', screenshots: false },
  },
  projects: [
    {
      name: 'chromium',
      use: { browserName: 'chromium' },
      grepInvert: /@resets-admin-password|@changes-agents/,
    },
    // Adding and retiring agents changes the directory other specs count: run it once they are done.
    {
      name: 'agents-admin',
      use: { browserName: 'chromium' },
      grep: /@changes-agents/,
      dependencies: ['chromium'],
    },
    // A password reset invalidates every admin session: run it once the other specs are done.
    {
      name: 'password-reset',
      use: { browserName: 'chromium' },
      grep: /@resets-admin-password/,
      dependencies: ['chromium', 'agents-admin'],
    },
  ],
  webServer: {
    command: 'node support/start-server.mjs',
    url: `${BASE_URL}/api/health`,
    env: serverEnv(PORT, DATA_DIR) as Record<string, string>,
    timeout: 120_000,
    reuseExistingServer: process.env.E2E_REUSE_SERVER === '1',
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
