/**
 * `npm run bench`: figures measured in Chromium against the production build and the demo backend.
 * Writes bench/results.json. Sizes are gzip -9 bytes of what the browser really fetched.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { benchAssetList, benchSeed } from '../mock/bench';
import {
  coldLoad,
  coldLoadsInterleaved,
  gzipBytes,
  LIST_PATH,
  signedInState,
  summary,
  type ArmResult,
} from './bench/coldLoad';
import { benchImportExport, benchImportPreviews } from './bench/importExport';
import { quietAndBusy, withBusyCore } from './bench/busyCore';
import { benchLargeList } from './bench/largeList';
import { benchMemoryWalk, printMemoryWalk } from './bench/memoryWalk';
import { benchNavigation, printNavigation } from './bench/navigation';
import { benchNodeExpand } from './bench/nodeExpand';
import { buildIfStale } from './lib/build';
import { backendFromEnv } from './lib/backendFromEnv';
import { CHROMIUM_ARGS, findChromium, INSTALL_HINT } from './lib/chromium';
import { freePort } from './lib/freePort';
import { servedBytes, type Encoding } from './lib/precompress';
import { createConsoleServer } from './lib/staticServer';
import { attachSiteMessageSocket } from '../mock/ws';

const COLD_LOADS = 5;
/**
 * The budgets (gzip -9, README's Benchmarks): what the first list page fetches before its rows,
 * all JS in dist/.
 */
const FIRST_PAGE_BUDGET = 350 * 1024;
const DIST_JS_BUDGET = 1.6 * 1024 * 1024;

/** Over a budget, the bench says so and exits non-zero (after writing its figures). */
function checkBudgets(firstPage: number, distJs: number): void {
  const over = [
    firstPage > FIRST_PAGE_BUDGET && `first page ${kib(firstPage)} > ${kib(FIRST_PAGE_BUDGET)}`,
    distJs > DIST_JS_BUDGET && `dist/ JS ${kib(distJs)} > ${kib(DIST_JS_BUDGET)}`,
  ].filter(Boolean);
  if (!over.length) return;
  console.error(`OVER BUDGET: ${over.join('; ')}`);
  process.exitCode = 1;
}

function allJsGzip(dir: string): number {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && entry.name.endsWith('.js'))
      total += gzipBytes(readFileSync(join(entry.parentPath, entry.name)));
  }
  return total;
}

/**
 * `--cold-load [--runs N] [--against <other dist/>]`: only the cold loads (the two builds in turn);
 * `--against <other dist/>` alone adds the paired comparison to the full bench.
 */
function option(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? (process.argv[i + 1] ?? '') : undefined;
}

async function serve(dir: string): Promise<{ base: string; server: Server }> {
  const port = await freePort();
  const backend = backendFromEnv();
  const server = createConsoleServer(dir, backend);
  // The site-message socket, as `npm run serve` and the real backend answer it: unanswered, the
  // page shows a "connection failed" notice no real load shows (and loads its snackbar for it).
  attachSiteMessageSocket(server, backend);
  await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
  return { base: `http://127.0.0.1:${port}`, server };
}

const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

/**
 * The bytes of the console's own files a browser downloads before the first row, as nginx sends
 * them with deploy/nginx.conf (the build's `.br` or `.gz` where there is one, else the file):
 * index.html, then the scripts and styles the load fetched.
 */
function downloadedBytes(assetUrls: string[], encoding: Encoding): number {
  const files = ['index.html', ...assetUrls.map((u) => new URL(u).pathname.replace(/^\/ui\//, ''))];
  return files.reduce((sum, f) => sum + servedBytes(join('dist', f), encoding), 0);
}

function printArm(r: ArmResult): void {
  console.log(`${r.name}:`);
  console.log(
    `  cold load to first row, median of ${r.runs.length}: ${r.medianMs} ms (${r.runs.join(', ')})`,
  );
  console.log(`  JS+CSS before the rows (gzip -9):       ${kib(r.jsCssGzipBytes)}`);
  console.log(`  API round trips to the list request:    ${r.roundTrips} (${r.chain.join(' → ')})`);
  console.log(`  entry JS's end to the list request:     ${r.entryToListMs} ms`);
  console.log(`  idle on that path, in all / longest:     ${r.idleMs} / ${r.idleGapMs} ms`);
}

/**
 * The paired cold-load comparison: this build and `against` loaded in turn, each behind its own
 * server, `runs` times; the ratio is of the medians.
 */
async function pairedColdLoads(
  browser: Browser,
  base: string,
  against: string,
  runs: number,
): Promise<{ before: ArmResult; after: ArmResult; speedup: number }> {
  const other = await serve(against);
  try {
    const [before, after] = await coldLoadsInterleaved(
      browser,
      [
        { name: against, base: other.base },
        { name: 'dist/', base },
      ],
      runs,
    );
    printArm(before!);
    printArm(after!);
    const speedup = 1 - after!.medianMs / before!.medianMs;
    console.log(`Paired cold load: dist/ is ${(speedup * 100).toFixed(0)}% faster than ${against}`);
    return { before: before!, after: after!, speedup };
  } finally {
    other.server.close();
  }
}

async function coldLoadOnly(browser: Browser, base: string): Promise<void> {
  const runs = Number(option('--runs') ?? 9);
  const against = option('--against');
  const mine = against
    ? (await pairedColdLoads(browser, base, against, runs)).after
    : (await coldLoadsInterleaved(browser, [{ name: 'dist/', base }], runs))[0]!;
  if (!against) printArm(mine);
  checkBudgets(mine.jsCssGzipBytes, allJsGzip('dist'));
}

/** A step run alone replaces its own figures in bench/results.json, the others kept. */
function updateResults(figures: Record<string, unknown>): void {
  const file = 'bench/results.json';
  const kept = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as object) : {};
  mkdirSync('bench', { recursive: true });
  writeFileSync(file, JSON.stringify({ ...kept, ...figures }, null, 2) + '\n');
  console.log(`Written to ${file}`);
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
  else if (process.argv.includes('--large-list'))
    console.log(JSON.stringify(await quietAndBusy(() => benchLargeList(browser, 'dist')), null, 2));
  else if (process.argv.includes('--import'))
    console.log(JSON.stringify(await importOnly(browser, base), null, 2));
  else if (process.argv.includes('--navigation')) {
    const navigation = await benchNavigation(browser, base, await signedInState(browser, base));
    printNavigation(navigation);
    updateResults({ navigation });
  } else if (process.argv.includes('--memory')) {
    const memoryWalk = await benchMemoryWalk(browser, base, await signedInState(browser, base));
    printMemoryWalk(memoryWalk);
    updateResults({ memoryWalk });
  } else if (process.argv.includes('--node-expand'))
    console.log(
      JSON.stringify(await quietAndBusy(() => benchNodeExpand(browser, 'dist')), null, 2),
    );
  else await fullBench(browser, base);
} finally {
  await browser.close();
  server.close();
}

/** `--import`: the import previews alone (CSV and XLSX, median of 3), without the throughput runs. */
async function importOnly(browser: Browser, base: string) {
  const state = await signedInState(browser, base);
  return benchImportPreviews({ baseUrl: base, browser, storageState: state });
}

async function fullBench(browser: Browser, base: string): Promise<void> {
  const state = await signedInState(browser, base);
  await coldLoad(browser, base, state); // warm the server and the OS file cache, not the browser
  const runs = [];
  for (let i = 0; i < COLD_LOADS; i++) runs.push(await coldLoad(browser, base, state));
  const first = runs[0]!;
  const urls = first.assets.map((a) => a.url);
  const cold = summary('dist/', runs);
  const against = option('--against');
  const paired = against
    ? await pairedColdLoads(browser, base, against, Number(option('--runs') ?? 9))
    : null;
  const results = {
    date: new Date().toISOString(),
    mockScale: Number(process.env.MOCK_SCALE ?? 1),
    firstListPage: {
      path: LIST_PATH,
      jsCssGzipBytes: first.assets.reduce((s, a) => s + a.bytes, 0),
      // What a browser downloads of the console's files through nginx, by what it accepts.
      downloadedBytes: {
        brotli: downloadedBytes(urls, 'br'),
        gzip: downloadedBytes(urls, 'gzip'),
      },
      files: first.assets.map((a) => ({ file: new URL(a.url).pathname, gzipBytes: a.bytes })),
    },
    distJsGzipBytes: allJsGzip('dist'),
    coldLoadToFirstRowMs: { median: cold.medianMs, runs: cold.runs },
    // The way to the first list request (medians): API rounds (1: it leaves in the first round),
    // from the entry JS's end to its start, and the waits in between with nothing fetched or run
    // (in all, and the longest).
    criticalPath: {
      apiRoundTripsToListRequest: cold.roundTrips,
      chain: cold.chain,
      entryJsToListRequestMs: cold.entryToListMs,
      idleMs: cold.idleMs,
      longestIdleGapMs: cold.idleGapMs,
    },
    pairedColdLoad: paired && {
      against: paired.before.name,
      beforeMedianMs: paired.before.medianMs,
      afterMedianMs: paired.after.medianMs,
      fasterBy: Number(paired.speedup.toFixed(3)),
    },
    // A 100-row page at MOCK_SCALE=10, its render's scripting after the answer.
    largeListAtScale10: await benchLargeList(browser, 'dist'),
    // The same while a second process keeps one core busy.
    largeListAtScale10BusyCore: await withBusyCore(() => benchLargeList(browser, 'dist')),
    // Expanding the top-level asset node with the most direct assets at MOCK_SCALE=10.
    nodeExpandAtScale10: await benchNodeExpand(browser, 'dist'),
    nodeExpandAtScale10BusyCore: await withBusyCore(() => benchNodeExpand(browser, 'dist')),
    // The double must never be what a benchmark measures: a searched, ordered, filtered asset page.
    mockAssetListMsAtScale10: Number((await benchAssetList(10)).toFixed(2)),
    // Building the demo backend's seed (CPU ms), which every test worker and server pays once.
    mockSeedCpuMs: { scale1: benchSeed(1), scale10: benchSeed(10) },
    // Clicks in a loaded console: to the next list, a user's detail and its update page.
    navigation: await benchNavigation(browser, base, state),
    // 20 pages walked 10 times in one tab: the JS heap per round and the websockets left open.
    memoryWalk: await benchMemoryWalk(browser, base, state),
    // Last: it creates users on the demo backend.
    importExport: await benchImportExport({ baseUrl: base, browser, storageState: state }),
  };
  mkdirSync('bench', { recursive: true });
  writeFileSync('bench/results.json', JSON.stringify(results, null, 2) + '\n');
  console.log(
    `JS+CSS loaded before the first list rows (gzip -9): ${kib(results.firstListPage.jsCssGzipBytes)} in ${first.assets.length} files`,
  );
  const { brotli, gzip } = results.firstListPage.downloadedBytes;
  console.log(
    `Downloaded before the first users row via nginx:  ${kib(brotli)} with brotli, ${kib(gzip)} with gzip (index.html and ${urls.length} files, precompressed)`,
  );
  console.log(`All JS in dist/ (gzip -9):                         ${kib(results.distJsGzipBytes)}`);
  console.log(
    `Cold load to first row, median of ${COLD_LOADS}:              ${results.coldLoadToFirstRowMs.median} ms (${results.coldLoadToFirstRowMs.runs.join(', ')})`,
  );
  console.log(
    `API round trips to the first list request:        ${cold.roundTrips} (${cold.chain.join(' → ')})`,
  );
  console.log(`Entry JS's end to the first list request, median:  ${cold.entryToListMs} ms`);
  console.log(
    `Idle time before it, in all / longest, medians:   ${cold.idleMs} / ${cold.idleGapMs} ms`,
  );
  if (paired)
    console.log(
      `Paired cold load against ${paired.before.name}: ${paired.before.medianMs} → ${paired.after.medianMs} ms (${(paired.speedup * 100).toFixed(0)}% faster)`,
    );
  const large = results.largeListAtScale10;
  console.log(
    `100-row page turn at MOCK_SCALE=10, scripting:    ${large.scriptingMs} ms for ${large.rows} rows = ${large.msPer100Rows} ms per 100 rows (${large.framesPer100Rows} frames of 16.7 ms), then ${large.layoutMs} ms of style and layout; API calls: ${large.pageTurnCalls.join(', ')}`,
  );
  const busyList = results.largeListAtScale10BusyCore;
  console.log(
    `  with one core busy: ${busyList.scriptingMs} ms (turns ${busyList.turnsScriptingMs.join(', ')})`,
  );
  const tree = results.nodeExpandAtScale10;
  console.log(
    `Tree node of ${tree.assets} assets at MOCK_SCALE=10, expanding: ${tree.scriptingMs} ms scripting for its first ${tree.leaves} = ${tree.msPer100Assets} ms per 100 assets (${tree.framesPer100Assets} frames of 16.7 ms), ${tree.msPer100Drawn} ms per 100 drawn; Show more: ${tree.showMore.msPer100Leaves} ms per 100 leaves drawn (${tree.showMore.framesPer100Leaves} frames)`,
  );
  const busyTree = results.nodeExpandAtScale10BusyCore;
  console.log(
    `  with one core busy: expanding ${busyTree.msPer100Assets} ms per 100 assets; Show more ${busyTree.showMore.msPer100Leaves} ms per 100 leaves`,
  );
  console.log(
    `Demo backend, asset list page at MOCK_SCALE=10:     ${results.mockAssetListMsAtScale10} ms (median)`,
  );
  const seed = results.mockSeedCpuMs;
  console.log(
    `Demo backend seed, CPU:                            ${seed.scale1} ms at scale 1, ${seed.scale10} ms at scale 10 (×${(seed.scale10 / seed.scale1).toFixed(1)})`,
  );
  printNavigation(results.navigation);
  printMemoryWalk(results.memoryWalk);
  for (const [k, v] of Object.entries(results.importExport))
    console.log(`Import/export ${k}: ${v}`);
  console.log('Written to bench/results.json');
  checkBudgets(results.firstListPage.jsCssGzipBytes, results.distJsGzipBytes);
}
