/**
 * Navigation in a loaded console, for `npm run bench` (docs/architecture.md §4.2; the goal: the
 * next page's data in one round, no idle gap over 50 ms). Each run loads the start page in a
 * fresh context (signed in, empty caches), waits until it is idle (what the console prefetches
 * while idle has had its chance), then clicks as a user does and times from the click to the next
 * page's first content.
 * It reports what lay on that way: the API requests started (and in how many rounds: see
 * longestChain), the scripts and styles fetched, and the longest stretch with nothing fetched or run.
 */
import type { Browser, Locator, Page } from '@playwright/test';
import { en } from '../../i18n/en';
import { browserIdle } from './browserIdle';
import { freshPage, LIST_API, LIST_PATH, median, timeline, type StorageState } from './coldLoad';
import { gaps, label, longestChain } from './criticalPath';
import { CLOCK_MARK, mainThreadTasks, TRACE_CATEGORIES } from './mainThread';

const ASSETS_PATH = '/ui/console/assets/assets';
const ACCOUNTS_PATH = '/ui/console/accounts/accounts';

/** What shows that the next page is there: its first data row, or the record's name. */
interface Arrival {
  /** The next page's path (a regular expression). */
  path: string;
  /** Rows: a new table row with text. Name: a new element, or field, holding this text. */
  rows?: boolean;
  name?: string;
}

interface Step {
  name: string;
  /** The page loaded first; null when the step cannot run (no record to open). */
  from: (base: string, page: Page) => Promise<string | null>;
  /** What the user clicks, and what then shows; null when the page has no such control. */
  click: (page: Page) => Promise<{ target: Locator; arrival: Arrival } | null>;
}

export interface NavigationResult {
  medianMs: number;
  runs: number[];
  /** Medians over the runs. */
  apiRounds: number;
  longestIdleGapMs: number;
  /** In the run closest to the median: "METHOD path" of each API request between click and arrival. */
  requests: string[];
  /** …and the scripts and styles fetched meanwhile. */
  files: string[];
}

/** The sidebar's link to a page, its group (named `group`) unfolded first when it is folded. */
async function sidebarLink(page: Page, path: string, group: string): Promise<Locator> {
  const nav = page.getByRole('navigation', { name: en.layout.sidebar.label });
  const folded = nav.getByRole('button', { name: group, exact: true, expanded: false });
  const link = nav.locator(`a[href="${path}"]`);
  // The menu may be drawn again as the load ends (and fold the group again): unfold until it shows.
  for (let tries = 0; tries < 10 && !(await link.isVisible()); tries++) {
    if (await folded.count()) await folded.click();
    await link.waitFor({ timeout: 1000 }).catch(() => undefined);
  }
  await link.waitFor();
  return link;
}

async function firstUser(page: Page, base: string): Promise<{ id: string; name: string } | null> {
  const res = await page.request.get(`${base}${LIST_API}?limit=1&offset=0`);
  const row = ((await res.json()) as { results: { id: string; name: string }[] }).results[0];
  return row ?? null;
}

const toList = (from: string, to: string, group: string): Step => ({
  name: `${from.split('/').pop()} → ${to.split('/').pop()}`,
  from: async () => from,
  click: async (page) => ({
    target: await sidebarLink(page, to, group),
    arrival: { path: `^${to}$`, rows: true },
  }),
});

const STEPS: Step[] = [
  toList(LIST_PATH, ASSETS_PATH, en.routes.groups.assets),
  toList(ASSETS_PATH, ACCOUNTS_PATH, en.routes.groups.accounts),
  {
    name: 'users list → detail',
    from: async () => LIST_PATH,
    click: async (page) => {
      const link = page.locator('main table tbody tr').first().getByRole('link').first();
      const name = (await link.innerText()).trim();
      return { target: link, arrival: { path: `^${LIST_PATH}/[^/]+/?$`, name } };
    },
  },
  {
    name: 'user detail → edit',
    from: async (base, page) => {
      const user = await firstUser(page, base);
      return user && `${LIST_PATH}/${user.id}`;
    },
    click: async (page) => {
      const user = (await firstUser(page, new URL(page.url()).origin))!;
      // A link to the update page (a button where the form opens in a dialog).
      const named = { name: en.pages.action.update, exact: true };
      const main = page.getByRole('main');
      const edit = main.getByRole('link', named).or(main.getByRole('button', named));
      const target = (await edit.count()) ? edit.first() : null;
      return target && { target, arrival: { path: '/update/?$', name: user.name } };
    },
  },
];

/**
 * Marks what is on screen now and records, in the page, the click and the first new content that
 * shows the arrival (ms since navigation start); `window.__arrived` settles with both.
 */
function watchArrival(a: Arrival): void {
  for (const el of document.querySelectorAll('main *')) el.setAttribute('data-bench-old', '');
  const w = window as unknown as { __arrived?: Promise<{ clickMs: number; arrivedMs: number }> };
  w.__arrived = new Promise((resolve, reject) => {
    setTimeout(() => reject(new Error(`no arrival at ${a.path} in 30 s`)), 30_000);
    let clickMs = 0;
    addEventListener('click', (e) => (clickMs = e.timeStamp), { capture: true, once: true });
    // Inline, not a named function: the bundler's name helper does not exist in the page.
    new MutationObserver((_, observer) => {
      if (!clickMs || !new RegExp(a.path).test(location.pathname)) return;
      const shown = a.rows
        ? [...document.querySelectorAll('main table tbody tr:not([data-bench-old])')].some(
            (tr) => /\S/.test(tr.textContent ?? '') && !tr.querySelector('.MuiSkeleton-root'),
          )
        : [...document.querySelectorAll('main :not([data-bench-old])')].some(
            (el) =>
              (el instanceof HTMLInputElement && el.value === a.name) ||
              [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent?.trim() === a.name),
          );
      if (!shown) return;
      observer.disconnect();
      resolve({ clickMs, arrivedMs: performance.now() });
    }).observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
  });
}

interface Run {
  ms: number;
  rounds: number;
  idleGapMs: number;
  requests: string[];
  files: string[];
}

async function run(
  browser: Browser,
  base: string,
  state: StorageState,
  step: Step,
): Promise<Run | null> {
  const { ctx, page } = await freshPage(browser, state);
  try {
    const from = await step.from(base, page);
    if (!from) return null;
    await page.goto(`${base}${from}`);
    await page.locator('main h1').first().waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const click = await step.click(page);
    if (!click) return null;
    await page.waitForLoadState('networkidle');
    await browserIdle(browser);
    await page.evaluate(watchArrival, click.arrival);
    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    await click.target.click();
    const { clickMs, arrivedMs } = await page.evaluate(
      () =>
        (window as unknown as { __arrived: Promise<{ clickMs: number; arrivedMs: number }> })
          .__arrived,
    );
    const markMs = await page.evaluate((m) => performance.mark(m).startTime, CLOCK_MARK);
    const tasks = mainThreadTasks(await browser.stopTracing(), markMs);
    const { requests, downloads } = await timeline(page);
    const within = <T extends { startMs: number }>(xs: T[]) =>
      xs.filter((x) => x.startMs >= clickMs && x.startMs <= arrivedMs);
    const api = within(requests).filter((r) => new URL(r.url).pathname.startsWith('/api/'));
    return {
      ms: Math.round(arrivedMs - clickMs),
      rounds: longestChain(api).length,
      idleGapMs: Math.round(
        Math.max(0, ...gaps([...requests, ...downloads, ...tasks], clickMs, arrivedMs)),
      ),
      requests: api.map((r) => label(r).split('?')[0]!),
      files: within(downloads)
        .map((d) => new URL(d.url).pathname)
        .filter((p) => /\.(js|css)$/.test(p)),
    };
  } finally {
    await ctx.close();
  }
}

/** `runs` runs of each step, in turn; a step that cannot run (no Edit button) is left out. */
export async function benchNavigation(
  browser: Browser,
  base: string,
  state: StorageState,
  runs = 5,
): Promise<Record<string, NavigationResult>> {
  const results: Record<string, NavigationResult> = {};
  for (const step of STEPS) {
    const done: Run[] = [];
    for (let i = 0; i < runs; i++) {
      const r = await run(browser, base, state, step);
      if (!r) break;
      done.push(r);
    }
    if (!done.length) continue;
    const medianMs = median(done.map((r) => r.ms));
    const typical = done.find((r) => r.ms === medianMs)!;
    results[step.name] = {
      medianMs,
      runs: done.map((r) => r.ms),
      apiRounds: median(done.map((r) => r.rounds)),
      longestIdleGapMs: median(done.map((r) => r.idleGapMs)),
      requests: typical.requests,
      files: typical.files,
    };
  }
  return results;
}

export function printNavigation(results: Record<string, NavigationResult>): void {
  for (const [name, r] of Object.entries(results)) {
    console.log(`Navigation ${name}: ${r.medianMs} ms median (${r.runs.join(', ')})`);
    console.log(`  API rounds ${r.apiRounds}, longest idle gap ${r.longestIdleGapMs} ms (medians)`);
    console.log(`  API: ${r.requests.join(', ') || 'none'}`);
    console.log(`  JS/CSS: ${r.files.join(', ') || 'none'}`);
  }
}
