/**
 * Cold loads of the first list page, for `npm run bench`: a fresh browser context (signed in, empty
 * caches, a new tab's sessionStorage) per load, timed once the browser is idle (see browserIdle)
 * from navigation to the first table row, with the gzip -9 bytes of the JavaScript and CSS the
 * browser fetched by then.
 *
 * `coldLoadsInterleaved` times several builds in turn (A, B, B, A, …), each behind its own server
 * and demo backend: on a shared, noisy machine a before/after comparison is only fair when both
 * sides meet the same load.
 */
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { browserIdle } from './browserIdle';
import { criticalPath, type CriticalPath, type Interval, type TimedRequest } from './criticalPath';
import { CLOCK_MARK, mainThreadTasks, TRACE_CATEGORIES } from './mainThread';

export const LIST_PATH = '/ui/console/users/users';
/** The API the page at LIST_PATH lists. */
export const LIST_API = '/api/v1/users/users/';

export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

export interface ColdLoad {
  firstRowMs: number;
  assets: { url: string; bytes: number }[];
  /** The API requests up to the first list request, and what they say about its critical path. */
  requests: TimedRequest[];
  path: CriticalPath;
}

export const gzipBytes = (buf: Buffer) => gzipSync(buf, { level: 9 }).length;
export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export async function signedInState(browser: Browser, base: string): Promise<StorageState> {
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

/**
 * Records, in the page, every fetch's method and URL; the resource timing entries give their start
 * and end on the same clock (the n-th call to a URL is its n-th entry).
 */
const FETCH_PROBE = () => {
  const w = window as unknown as { __fetches?: { method: string; url: string }[] };
  w.__fetches = [];
  const original = window.fetch.bind(window);
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const req = input instanceof Request ? input : null;
    const url = new URL(req ? req.url : String(input), location.href).href;
    w.__fetches!.push({ method: (init?.method ?? req?.method ?? 'GET').toUpperCase(), url });
    return original(input, init);
  };
  performance.setResourceTimingBufferSize(1000);
};

export interface Timeline {
  requests: TimedRequest[];
  /** Scripts, styles, images: everything but the API calls. */
  downloads: (Interval & { url: string })[];
  entryEndMs: number;
}

export async function timeline(page: Page): Promise<Timeline> {
  return page.evaluate(() => {
    const w = window as unknown as { __fetches?: { method: string; url: string }[] };
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const seen = new Map<string, number>();
    const requests = (w.__fetches ?? []).flatMap((f) => {
      const n = seen.get(f.url) ?? 0;
      seen.set(f.url, n + 1);
      const e = entries.filter((x) => x.name === f.url && x.initiatorType === 'fetch')[n];
      return e
        ? [{ method: f.method, url: f.url, startMs: e.startTime, endMs: e.responseEnd }]
        : [];
    });
    // The entry module: the script index.html names.
    const src = document.querySelector<HTMLScriptElement>('script[type=module][src]')?.src;
    const entry = entries.find((x) => x.name === src);
    const downloads = entries
      .filter((x) => x.initiatorType !== 'fetch')
      .map((x) => ({ url: x.name, startMs: x.startTime, endMs: x.responseEnd }));
    return { requests, downloads, entryEndMs: entry?.responseEnd ?? 0 };
  });
}

/**
 * A new context (signed in, empty caches) and tab, its fetches recorded (FETCH_PROBE) with the
 * given probes, once the browser is idle.
 */
export async function freshPage(
  browser: Browser,
  state: StorageState,
  ...probes: (() => void)[]
): Promise<{ ctx: BrowserContext; page: Page }> {
  const ctx = await browser.newContext({ storageState: state, locale: 'en-US' });
  const page = await ctx.newPage();
  await browserIdle(browser);
  for (const probe of [...probes, FETCH_PROBE]) await page.addInitScript(probe);
  return { ctx, page };
}

export async function coldLoad(
  browser: Browser,
  base: string,
  state: StorageState,
): Promise<ColdLoad> {
  const { ctx, page } = await freshPage(browser, state, FIRST_ROW_PROBE);
  // Only the addresses during the load: reading and compressing the bodies then would take CPU
  // from the page being timed (two cores for browser, servers and bench).
  const urls: string[] = [];
  page.on('response', (res) => {
    const type = res.request().resourceType();
    if (type === 'script' || type === 'stylesheet') urls.push(res.url());
  });
  await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  await page.goto(`${base}${LIST_PATH}`);
  await page.waitForSelector('table tbody tr td', { timeout: 30_000 });
  const { firstRowMs, markMs, before } = await page.evaluate((mark) => {
    const firstRow = (window as unknown as { __firstRow?: number }).__firstRow ?? performance.now();
    return {
      firstRowMs: firstRow,
      markMs: performance.mark(mark).startTime,
      // What was asked for before the row (the console fetches ahead once the page is idle).
      before: performance
        .getEntriesByType('resource')
        .filter((e) => e.startTime <= firstRow)
        .map((e) => e.name),
    };
  }, CLOCK_MARK);
  const tasks = mainThreadTasks(await browser.stopTracing(), markMs);
  const { requests, downloads, entryEndMs } = await timeline(page);
  await ctx.close();
  const assets = await Promise.all(
    urls
      .filter((url) => before.includes(url))
      .map(async (url) => ({
        url,
        bytes: gzipBytes(Buffer.from(await (await fetch(url)).arrayBuffer())),
      })),
  );
  const path = criticalPath(requests, [...downloads, ...tasks], entryEndMs, LIST_API);
  return { firstRowMs, assets, requests, path };
}

export interface Arm {
  name: string;
  base: string;
}

export interface ArmResult {
  name: string;
  medianMs: number;
  runs: number[];
  jsCssGzipBytes: number;
  /** Medians over the runs. */
  roundTrips: number;
  entryToListMs: number;
  idleMs: number;
  idleGapMs: number;
  /** The API chain to the list request in a run with the median's number of round trips. */
  chain: string[];
}

/** `runs` cold loads per arm, alternating the order, after one warm-up load each. */
export async function coldLoadsInterleaved(
  browser: Browser,
  arms: Arm[],
  runs: number,
): Promise<ArmResult[]> {
  const states = await Promise.all(arms.map((a) => signedInState(browser, a.base)));
  // Warms the servers and the OS file cache, not the browser.
  for (const [i, a] of arms.entries()) await coldLoad(browser, a.base, states[i]!);
  const loads: ColdLoad[][] = arms.map(() => []);
  for (let r = 0; r < runs; r++) {
    const order = r % 2 ? [...arms.keys()].reverse() : [...arms.keys()];
    for (const i of order) {
      loads[i]!.push(await coldLoad(browser, arms[i]!.base, states[i]!));
    }
  }
  return arms.map((a, i) => summary(a.name, loads[i]!));
}

export function summary(name: string, loads: ColdLoad[]): ArmResult {
  const times = loads.map((l) => Math.round(l.firstRowMs));
  const of = (pick: (p: CriticalPath) => number) =>
    Math.round(median(loads.map((l) => pick(l.path))));
  const last = loads[loads.length - 1]!;
  const roundTrips = of((p) => p.roundTrips);
  // A chain as long as the median's, to show what it is made of.
  const typical = loads.find((l) => l.path.roundTrips === roundTrips) ?? last;
  return {
    name,
    medianMs: median(times),
    runs: times,
    jsCssGzipBytes: last.assets.reduce((s, a) => s + a.bytes, 0),
    roundTrips,
    entryToListMs: of((p) => p.entryToListMs),
    idleMs: of((p) => p.idleMs),
    idleGapMs: of((p) => p.idleGapMs),
    chain: typical.path.chain,
  };
}
