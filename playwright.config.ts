import { defineConfig, devices } from '@playwright/test';

export const TEST_PORT = Number(process.env.TEST_PORT ?? 4173);
/** A known content-backend key: a test checks it never reaches the browser. */
export const TEST_CMS_KEY = 'cms-secret-key-9f3a1c';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // Two workers fit these 2-core machines (the server and Chromium share them); more only thrash.
  workers: Number(process.env.PW_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: '.cache/playwright.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${TEST_PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: `node ${process.env.DIST_DIR || 'dist'}/server/main.js`,
    url: `http://127.0.0.1:${TEST_PORT}/fr`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    env: {
      PORT: String(TEST_PORT),
      NODE_ENV: 'production',
      CMS_API_KEY: TEST_CMS_KEY,
      // Absolute URLs in head tags use the configured origin, never the request's Host header.
      SITE_ORIGIN: `http://127.0.0.1:${TEST_PORT}`,
      DIST_DIR: process.env.DIST_DIR || 'dist',
    },
  },
});
