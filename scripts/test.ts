/**
 * `npm test`: typecheck, lint, unit + integration tests (vitest + msw), then browser tests
 * (Playwright on `npm run serve`), ending with one `N passed, N failed` line over all layers.
 * Typecheck and lint count as one check each; every vitest and Playwright test counts as one.
 * A machine without Chromium gets one first (scripts/lib/chromium.ts); when none can be had, the
 * run stops before anything with a one-line instruction. Debian's nginx is got the same way
 * (scripts/lib/nginx.ts); without it, only the nginx suite fails.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildIfStale } from './lib/build';
import { MACHINE, provisionChromium } from './lib/chromium';
import { freePort } from './lib/freePort';
import { NGINX_MACHINE, provisionNginx } from './lib/nginx';

interface Tally {
  passed: number;
  failed: number;
}

const browser = provisionChromium(MACHINE);
if (!browser.ok) {
  console.error(browser.hint);
  process.exit(1);
}
// The browser tests drive exactly this one (playwright.config.ts reads CHROMIUM_PATH first).
process.env.CHROMIUM_PATH = browser.path;
// Debian's nginx for the nginx suite, got the same way; without it, that suite fails saying why.
const nginx = provisionNginx(NGINX_MACHINE);
if (nginx.ok) process.env.NGINX_PATH = nginx.nginx.path;
else console.error(nginx.hint);

const total: Tally = { passed: 0, failed: 0 };
const work = mkdtempSync(join(tmpdir(), 'jms-test-'));
const node = process.execPath;

function run(label: string, args: string[], env: Record<string, string> = {}): number {
  console.log(`\n▶ ${label}`);
  const res = spawnSync(node, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return res.status ?? 1;
}

function check(label: string, args: string[]): void {
  const ok = run(label, args) === 0;
  total[ok ? 'passed' : 'failed'] += 1;
  console.log(ok ? `✓ ${label}` : `✗ ${label} failed`);
}

function readJson<T>(file: string): T | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return null;
}
}

check('typecheck', ['node_modules/typescript/bin/tsc', '--noEmit', '-p', 'tsconfig.json']);
check('lint', ['node_modules/eslint/bin/eslint.js', '--max-warnings', '0', '.']);

const vitestReport = join(work, 'vitest.json');
const vitestStatus = run('unit and integration tests', [
  'node_modules/vitest/vitest.mjs',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);
const vitest = readJson<{ numPassedTests: number; numFailedTests: number }>(vitestReport);
if (vitest) {
  total.passed += vitest.numPassedTests;
  total.failed += vitest.numFailedTests;
}
if (!vitest || (vitestStatus !== 0 && vitest.numFailedTests === 0)) total.failed += 1; // a crash, not a test

let built = true;
try {
  buildIfStale();
} catch {
  built = false;
  total.failed += 1;
}
if (built) {
  const e2eReport = join(work, 'playwright.json');
  const e2eStatus = run('browser tests', ['node_modules/@playwright/test/cli.js', 'test', '--reporter=list,json'], {
    E2E_PORT: String(await freePort()),
    PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport,
  });
  const e2e = readJson<{ stats: { expected: number; unexpected: number; flaky: number } }>(e2eReport);
  if (e2e) {
    total.passed += e2e.stats.expected;
    total.failed += e2e.stats.unexpected + e2e.stats.flaky;
  }
  if (!e2e || (e2eStatus !== 0 && e2e.stats.unexpected === 0)) total.failed += 1;
}

console.log(`\n${total.passed} passed, ${total.failed} failed`);
process.exit(total.failed ? 1 : 0);
