/**
 * `npm run bench`: figures measured in Chromium against the production build and the demo backend.
 * Writes bench/results.json. Sizes are gzip -9 bytes of what the browser really fetched.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import { benchAssetList } from '../mock/bench';
import { benchImportExport } from './bench/importExport';
import { buildIfStale } from './lib/build';
import { backendFromEnv } from './lib/backendFromEnv';
import { CHROMIUM_ARGS, findChromium, INSTALL_HINT } from './lib/chromium';
import { freePort } from './lib/freePort';
import { createConsoleServer } from './lib/staticServer';

const LIST_PATH = '/ui/console/users/users';
const COLD_LOADS = 5;

const gz = (buf: Buffer) => gzipSync(buf, { level: 9 }).length;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

function allJsGzip(dir: string): number {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && entry.name.endsWith('.js'))
      total += gz(readFileSync(join(entry.parentPath, entry.name)));
  }
  return total;
}

async function signedInState(browser: Browser, base: string) {
  const ctx = await browser.newContext();
  const page = await ctx.request.get(`${base}/core/auth/login/`);
  const csrf = /name="csrfmiddlewaretoken" value="([^"]+)"/.exec(await page.text())?.[1] ?? '';
  await ctx.request.post(`${base}/core/auth/login/`, {
    form: { username: 'admin', password: 'ChangeMe', csrfmiddlewaretoken: csrf, next: '/ui/' },
    maxRedirects: 0,
  });
  const state = await ctx.storageState();
  await ctx.close();
  return state;
}

/** Records, in the page, when the first table row appears (ms since navigation start). */
const FIRST_ROW_PROBE = () => {
  const w = window as unknown as { __firstRow?: number };
  new MutationObserver((_, obs) => {
    if (document.querySelector('table tbody tr td')) {
      w.__firstRow = performance.now();
      obs.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
};

async function coldLoad(
  browser: Browser,
  base: string,
  state: Awaited<ReturnType<typeof signedInState>>,
) {
  const ctx: BrowserContext = await browser.newContext({ storageState: state, locale: 'en-US' });
  const page = await ctx.newPage();
  await page.addInitScript(FIRST_ROW_PROBE);
  const assets: { url: string; bytes: number }[] = [];
  const pending: Promise<void>[] = [];
  page.on('response', (res) => {
    const type = res.request().resourceType();
    if (type === 'script' || type === 'stylesheet') {
      pending.push(
        res.body().then(
          (b) => void assets.push({ url: res.url(), bytes: gz(b) }),
          () => undefined,
        ),
      );
    }
  });
  await page.goto(`${base}${LIST_PATH}`);
  await page.waitForSelector('table tbody tr td', { timeout: 30_000 });
  const firstRowMs = await page.evaluate(
    () => (window as unknown as { __firstRow?: number }).__firstRow ?? performance.now(),
  );
  await Promise.all(pending);
  await ctx.close();
  return { firstRowMs, assets };
}

const executablePath = findChromium();
if (!executablePath) {
  console.error(INSTALL_HINT);
  process.exit(1);
}
buildIfStale();
const port = await freePort();
const server = createConsoleServer('dist', backendFromEnv());
await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
const base = `http://127.0.0.1:${port}`;
const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true });
try {
  const state = await signedInState(browser, base);
  await coldLoad(browser, base, state); // warm the server and the OS file cache, not the browser
  const runs = [];
  for (let i = 0; i < COLD_LOADS; i++) runs.push(await coldLoad(browser, base, state));
  const first = runs[0]!;
  const results = {
    date: new Date().toISOString(),
    mockScale: Number(process.env.MOCK_SCALE ?? 1),
    firstListPage: {
      path: LIST_PATH,
      jsCssGzipBytes: first.assets.reduce((s, a) => s + a.bytes, 0),
      files: first.assets.map((a) => ({ file: new URL(a.url).pathname, gzipBytes: a.bytes })),
    },
    distJsGzipBytes: allJsGzip('dist'),
    coldLoadToFirstRowMs: {
      median: Math.round(median(runs.map((r) => r.firstRowMs))),
      runs: runs.map((r) => Math.round(r.firstRowMs)),
    },
    // The double must never be what a benchmark measures: a searched, ordered, filtered asset page.
    mockAssetListMsAtScale10: Number((await benchAssetList(10)).toFixed(2)),
    // Last: it creates users on the demo backend.
    importExport: await benchImportExport({ baseUrl: base, browser, storageState: state }),
  };
  mkdirSync('bench', { recursive: true });
  writeFileSync('bench/results.json', JSON.stringify(results, null, 2) + '\n');
  const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
  console.log(
    `JS+CSS loaded before the first list rows (gzip -9): ${kib(results.firstListPage.jsCssGzipBytes)} in ${first.assets.length} files`,
  );
  console.log(`All JS in dist/ (gzip -9):                         ${kib(results.distJsGzipBytes)}`);
  console.log(
    `Cold load to first row, median of ${COLD_LOADS}:              ${results.coldLoadToFirstRowMs.median} ms (${results.coldLoadToFirstRowMs.runs.join(', ')})`,
  );
  console.log(
    `Demo backend, asset list page at MOCK_SCALE=10:     ${results.mockAssetListMsAtScale10} ms (median)`,
  );
  for (const [k, v] of Object.entries(results.importExport))
    console.log(`Import/export ${k}: ${v}`);
  console.log('Written to bench/results.json');
} finally {
  await browser.close();
  server.close();
}
