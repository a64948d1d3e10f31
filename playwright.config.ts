import { execFileSync } from 'node:child_process';
import { defineConfig, devices } from '@playwright/test';
import { CHROME, CHROME_FLAGS } from './testing/chromium';
import { serverNodeFlags } from './tests/fault/servers';

/**
 * A loopback port free right now, found synchronously (the config cannot wait). Set once in the
 * runner's environment, so the workers it starts read the same one.
 */
function freePort(): number {
  const script =
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }));
}
if (!process.env.TEST_PORT) process.env.TEST_PORT = String(freePort());
/** The test server's port: TEST_PORT when given, else a free one, so that two runs never collide. */
export const TEST_PORT = Number(process.env.TEST_PORT);
/** Where this run writes its reports (scripts/test.sh gives each run its own). */
const RUN_DIR = process.env.TEST_RUN_DIR || '.cache';
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
  reporter: [['list'], ['json', { outputFile: `${RUN_DIR}/playwright.json` }]],
  outputDir: `${RUN_DIR}/test-results`,
  use: {
    baseURL: `http://127.0.0.1:${TEST_PORT}`,
    // A trace records every action's screenshots and DOM snapshots: on all 400 tests it cost a quarter
    // of the browser step (53 tests: 3.4 min with, 2.5 min without). A test that fails is retried with one
    // where retries are on (CI); elsewhere `--trace on` records it.
    trace: 'on-first-retry',
    launchOptions: { executablePath: CHROME, args: [...CHROME_FLAGS, '--disable-quic'] },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: `node ${serverNodeFlags().join(' ')} ${process.env.DIST_DIR || 'dist'}/server/main.js`,
    url: `http://127.0.0.1:${TEST_PORT}/fr`,
    // Never a server this run did not start: another run's, or a stale one, would be tested instead.
    reuseExistingServer: false,
    // A start takes about a second; a loaded machine (two runs at once) gets honest time.
    timeout: 120_000,
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
