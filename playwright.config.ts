/**
 * Browser tests drive Debian's Chromium (no browser download) against `npm run serve` on a free port
 * chosen by the test runner (E2E_PORT). They serve dist/ as it is: `npm test` builds it first when
 * stale, a direct `npx playwright test` does not.
 */
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium, INSTALL_HINT } from './scripts/lib/chromium';

const port = Number(process.env.E2E_PORT ?? 8765);
const executablePath = findChromium();
if (!executablePath) throw new Error(INSTALL_HINT);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'en-US',
    timezoneId: 'Asia/Shanghai',
    trace: 'off',
    // An action that can never happen fails with its own message, not the test's timeout.
    actionTimeout: 20_000,
    launchOptions: { executablePath, args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'node --import tsx scripts/serve.ts',
    env: { PORT: String(port) },
    url: `http://127.0.0.1:${port}/core/auth/login/`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
