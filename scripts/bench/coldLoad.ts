/**
 * Cold loads of the first list page, for `npm run bench`: a fresh browser context (signed in, empty
 * caches, a new tab's sessionStorage) per load, timed from navigation to the first table row,
 * with the gzip -9 bytes of the JavaScript and CSS the browser fetched by then.
 *
 * `coldLoadsInterleaved` times several builds in turn (A, B, B, A, …), each behind its own server
 * and demo backend: on a shared, noisy machine a before/after comparison is only fair when both
 * sides meet the same load.
 */
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext } from '@playwright/test';

export const LIST_PATH = '/ui/console/users/users';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

export interface ColdLoad {
  firstRowMs: number;
  assets: { url: string; bytes: number }[];
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

export async function coldLoad(
  browser: Browser,
  base: string,
  state: StorageState,
): Promise<ColdLoad> {
  const ctx = await browser.newContext({ storageState: state, locale: 'en-US' });
  const page = await ctx.newPage();
  await page.addInitScript(FIRST_ROW_PROBE);
  const assets: ColdLoad['assets'] = [];
  const pending: Promise<void>[] = [];
  page.on('response', (res) => {
    const type = res.request().resourceType();
    if (type === 'script' || type === 'stylesheet') {
      pending.push(
        res.body().then(
          (b) => void assets.push({ url: res.url(), bytes: gzipBytes(b) }),
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

export interface Arm {
  name: string;
  base: string;
}

export interface ArmResult {
  name: string;
  medianMs: number;
  runs: number[];
  jsCssGzipBytes: number;
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
  const times: number[][] = arms.map(() => []);
  const bytes: number[] = arms.map(() => 0);
  for (let r = 0; r < runs; r++) {
    const order = r % 2 ? [...arms.keys()].reverse() : [...arms.keys()];
    for (const i of order) {
      const load = await coldLoad(browser, arms[i]!.base, states[i]!);
      times[i]!.push(Math.round(load.firstRowMs));
      bytes[i] = load.assets.reduce((s, a) => s + a.bytes, 0);
    }
  }
  return arms.map((a, i) => ({
    name: a.name,
    medianMs: median(times[i]!),
    runs: times[i]!,
    jsCssGzipBytes: bytes[i]!,
  }));
}
