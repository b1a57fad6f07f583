/**
 * `npm run bench`: figures measured in Chromium against the production build and the demo backend.
 * Writes bench/results.json. Sizes are gzip -9 bytes of what the browser really fetched.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { benchAssetList } from '../mock/bench';
import {
  coldLoad,
  coldLoadsInterleaved,
  gzipBytes,
  LIST_PATH,
  median,
  signedInState,
} from './bench/coldLoad';
import { benchImportExport } from './bench/importExport';
import { buildIfStale } from './lib/build';
import { backendFromEnv } from './lib/backendFromEnv';
import { CHROMIUM_ARGS, findChromium, INSTALL_HINT } from './lib/chromium';
import { freePort } from './lib/freePort';
import { createConsoleServer } from './lib/staticServer';

const COLD_LOADS = 5;

function allJsGzip(dir: string): number {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && entry.name.endsWith('.js'))
      total += gzipBytes(readFileSync(join(entry.parentPath, entry.name)));
  }
  return total;
}

/** `--cold-load [--runs N] [--against <other dist/>]`: only the cold loads, the two builds in turn. */
function option(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? (process.argv[i + 1] ?? '') : undefined;
}

async function serve(dir: string): Promise<{ base: string; server: Server }> {
  const port = await freePort();
  const server = createConsoleServer(dir, backendFromEnv());
  await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
  return { base: `http://127.0.0.1:${port}`, server };
}

async function coldLoadOnly(browser: Browser, base: string): Promise<void> {
  const runs = Number(option('--runs') ?? 9);
  const against = option('--against');
  const arms = [{ name: 'dist/', base }];
  const others: Server[] = [];
  if (against) {
    const other = await serve(against);
    others.push(other.server);
    arms.unshift({ name: against, base: other.base });
  }
  try {
    for (const r of await coldLoadsInterleaved(browser, arms, runs))
      console.log(
        `${r.name}: cold load to first row, median of ${runs}: ${r.medianMs} ms (${r.runs.join(', ')}); JS+CSS before the rows (gzip -9): ${(r.jsCssGzipBytes / 1024).toFixed(1)} KiB`,
      );
  } finally {
    others.forEach((s) => s.close());
  }
}

const executablePath = findChromium();
if (!executablePath) {
  console.error(INSTALL_HINT);
  process.exit(1);
}
buildIfStale();
const { base, server } = await serve('dist');
const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true });
try {
  if (process.argv.includes('--cold-load')) await coldLoadOnly(browser, base);
  else await fullBench(browser, base);
} finally {
  await browser.close();
  server.close();
}

async function fullBench(browser: Browser, base: string): Promise<void> {
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
}
