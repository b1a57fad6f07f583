/**
 * Browser tests drive Debian's Chromium (no browser download) against the demo backend and the
 * build in dist/, served by each worker itself (tests/e2e/demoServer.ts: one backend per worker,
 * back to the seed after every test). They serve dist/ as it is: `npm test` builds it first when
 * stale, a direct `npx playwright test` does not.
 */
import { defineConfig } from '@playwright/test';
import { availableParallelism } from 'node:os';
import { CHROMIUM_ARGS, findChromium, INSTALL_HINT } from './scripts/lib/chromium';

const executablePath = findChromium();
if (!executablePath) throw new Error(INSTALL_HINT);

export default defineConfig({
  testDir: 'tests/e2e',
  // Tests, not files, are dealt out to the workers: every test starts from the seed on its
  // worker's own backend, so none depends on another having run before it.
  fullyParallel: true,
  // One worker per core. A browser test mostly waits for the page; two workers keep two cores busy.
  workers: availableParallelism(),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    locale: 'en-US',
    timezoneId: 'Asia/Shanghai',
    trace: 'off',
    // The console drops its animations for users who ask for less motion (docs/shell.md §1.4).
    // The browser tests ask too: a click aimed at a menu item while its menu still grows could land
    // on the item above it (seen under load on the language menu).
    reducedMotion: 'reduce',
    // An action that can never happen fails with its own message, not the test's timeout.
    actionTimeout: 20_000,
    launchOptions: { executablePath, args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
