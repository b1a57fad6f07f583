/**
 * `npm test`: typecheck and lint (side by side, one core each), unit + integration tests (vitest +
 * msw), then browser tests (Playwright, each worker serving dist/ with its own demo backend). It
 * prints the seconds each layer took, then one `N passed, N failed` line over all layers, last.
 * Typecheck and lint count as one check each; every vitest and Playwright test counts as one.
 * A machine without Chromium gets one first (scripts/lib/chromium.ts); when none can be had, the
 * run stops before anything with a one-line instruction. Debian's nginx is got the same way
 * (scripts/lib/nginx.ts); without it, only the nginx suite fails.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildIfStale } from './lib/build';
import { MACHINE, provisionChromium } from './lib/chromium';
import { NGINX_MACHINE, provisionNginx } from './lib/nginx';

interface Tally {
  passed: number;
  failed: number;
}

const started = performance.now();
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
/** Where the time went: one line per layer, printed before the tally. */
const timings: string[] = [];
if (browser.how !== 'found') timings.push(line('Chromium provisioning', started));
const work = mkdtempSync(join(tmpdir(), 'jms-test-'));
const node = process.execPath;

function line(layer: string, since: number): string {
  return `${layer.padEnd(22)}${Math.round((performance.now() - since) / 1000)} s`;
}

/** Runs a layer with its output on ours, or kept to be shown in one piece when `quiet`. */
function run(
  label: string,
  args: string[],
  opts: { env?: Record<string, string>; quiet?: boolean } = {},
): Promise<{ status: number; output: string }> {
  if (!opts.quiet) console.log(`\n▶ ${label}`);
  const child = spawn(node, args, {
    stdio: ['ignore', opts.quiet ? 'pipe' : 'inherit', opts.quiet ? 'pipe' : 'inherit'],
    env: { ...process.env, ...opts.env },
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => {
    child.on('close', (code) => resolve({ status: code ?? 1, output }));
  });
}

/** A check that passes or fails as a whole, run beside the others; its output comes once it ends. */
async function check(label: string, args: string[]): Promise<() => void> {
  const since = performance.now();
  const { status, output } = await run(label, args, { quiet: true });
  const timing = line(label, since);
  return () => {
    const ok = status === 0;
    total[ok ? 'passed' : 'failed'] += 1;
    console.log(`\n▶ ${label}`);
    if (output) process.stdout.write(output);
    console.log(ok ? `✓ ${label}` : `✗ ${label} failed`);
    timings.push(timing);
  };
}

function readJson<T>(file: string): T | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

// Typecheck and lint are single-threaded: side by side they take the time of the longer one.
const checks = await Promise.all([
  check('typecheck', ['node_modules/typescript/bin/tsc', '--noEmit', '-p', 'tsconfig.json']),
  check('lint', ['node_modules/eslint/bin/eslint.js', '--max-warnings', '0', '.']),
]);
for (const report of checks) report();

let since = performance.now();
const vitestReport = join(work, 'vitest.json');
const vitestStatus = (
  await run('unit and integration tests', [
    'node_modules/vitest/vitest.mjs',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${vitestReport}`,
  ])
).status;
const vitest = readJson<{ numPassedTests: number; numFailedTests: number }>(vitestReport);
if (vitest) {
  total.passed += vitest.numPassedTests;
  total.failed += vitest.numFailedTests;
}
if (!vitest || (vitestStatus !== 0 && vitest.numFailedTests === 0)) total.failed += 1; // a crash, not a test
timings.push(line('vitest', since));

since = performance.now();
let built = true;
try {
  buildIfStale();
} catch {
  built = false;
  total.failed += 1;
}
if (built) {
  const e2eReport = join(work, 'playwright.json');
  const e2eStatus = (
    await run(
      'browser tests',
      ['node_modules/@playwright/test/cli.js', 'test', '--reporter=list,json'],
      {
        env: { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport },
      },
    )
  ).status;
  const e2e = readJson<{ stats: { expected: number; unexpected: number; flaky: number } }>(
    e2eReport,
  );
  if (e2e) {
    total.passed += e2e.stats.expected;
    total.failed += e2e.stats.unexpected + e2e.stats.flaky;
  }
  if (!e2e || (e2eStatus !== 0 && e2e.stats.unexpected === 0)) total.failed += 1;
}
timings.push(line('Playwright (and build)', since));

console.log(`\n${timings.join('\n')}`);
console.log(`${total.passed} passed, ${total.failed} failed`);
process.exit(total.failed ? 1 : 0);
