/** Walking the console's pages in one browser tab: what the suites that visit every page share. */
import { expect, type Page } from '@playwright/test';
import { descriptorFor } from '../../resources';
import { ROUTES } from '../../src/shell/routeMap';
import type { RouteEntry } from '../../src/shell/routeModel';

/** Waits until the page has its heading and no spinner or skeleton left in the main area. */
export async function settle(page: Page, timeout = 15_000) {
  await expect(page.locator('main h1').first()).not.toBeEmpty({ timeout });
  await page
    .waitForFunction(
      () => !document.querySelector('main [role=progressbar], main .MuiSkeleton-root'),
      undefined,
      { timeout },
    )
    .catch(() => undefined);
}

/** Goes to a console path (under /ui/) the way a link does, without reloading, and settles. */
export async function visit(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, `/ui/${path}`);
  await settle(page);
}

/** A resource route with `:id` filled with its list's first record, or null when it has none. */
export async function idPath(page: Page, e: RouteEntry): Promise<string | null> {
  if (e.target.kind !== 'resource') return null;
  const res = await page.request.get(
    `${descriptorFor(e.target.resource).api.list}?limit=1&offset=0`,
  );
  if (!res.ok()) return null;
  const body = (await res.json()) as { results?: { id: unknown }[] } | { id: unknown }[];
  const row = (Array.isArray(body) ? body : (body.results ?? []))[0];
  return row ? e.path.replace(':id', encodeURIComponent(String(row.id))) : null;
}

/** The backend's public settings, which hide some routes. */
export async function publicSettings(page: Page): Promise<Record<string, unknown>> {
  return (await (await page.request.get('/api/v1/settings/public/')).json()) as Record<
    string,
    unknown
  >;
}

/** Pages that leave the console (backend pages, external tools) or only lead elsewhere. */
function isConsolePage(e: RouteEntry): boolean {
  if (e.target.kind !== 'page' && e.target.kind !== 'resource') return false;
  if (
    e.target.kind === 'page' &&
    ['home', 'notFound', 'forbidden', 'login', 'taskLog'].includes(e.target.page)
  )
    return false;
  return true;
}

/**
 * The route sweep's pages: every console page of the route map that the public settings show,
 * with `:id` filled from its list's first record (`path` null when that list is empty).
 */
export async function sweepRoutes(
  page: Page,
): Promise<{ entry: RouteEntry; path: string | null }[]> {
  const settings = await publicSettings(page);
  const entries = ROUTES.filter(isConsolePage).filter(
    (e) => !(typeof e.hidden === 'function' ? e.hidden(settings) : e.hidden),
  );
  const paths = [];
  for (const entry of entries)
    paths.push({ entry, path: entry.path.includes(':') ? await idPath(page, entry) : entry.path });
  return paths;
}

/** A list page's layout: its header's controls on one line, and sideways scroll of page and table. */
export interface ListLayout {
  controls: number;
  oneLine: boolean;
  /** Pixels the page scrolls sideways. */
  pageOverflow: number;
  /** Pixels the list's table scrolls sideways inside its box. */
  tableOverflow: number;
}

/**
 * A list page's layout at the window's width (issue 39 §4), or null off a list. Reads it once; a
 * list still drawing (its tree panel, its rows) can wrap for a moment: `settledListLayout` waits.
 */
export function listLayout(page: Page): Promise<ListLayout | null> {
  return page.evaluate(() => {
    const header = document.querySelector('main .RaList-actions .MuiStack-root');
    if (!header) return null;
    const boxes = [...header.children]
      .map((e) => e.getBoundingClientRect())
      .filter((r) => r.height > 0);
    const table = document.querySelector('main table.RaDataTable-table');
    let scroller = table?.parentElement ?? null;
    while (scroller && getComputedStyle(scroller).overflowX === 'visible')
      scroller = scroller.parentElement;
    const root = document.documentElement;
    return {
      controls: boxes.length,
      oneLine: boxes.every((a) => boxes.every((b) => a.top < b.bottom && b.top < a.bottom)),
      pageOverflow: root.scrollWidth - root.clientWidth,
      tableOverflow: scroller ? scroller.scrollWidth - scroller.clientWidth : 0,
    };
  });
}

/**
 * A list page's layout once it is drawn: its header there, then read again until it fits (a table
 * of fractional width reads one pixel wider than its box: rounding, not a scroll bar) or `timeout`
 * passes; the last reading either way, for the caller to judge.
 */
export async function settledListLayout(page: Page, timeout = 5_000): Promise<ListLayout | null> {
  await page
    .locator('main .RaList-actions')
    .first()
    .waitFor({ timeout: 15_000 })
    .catch(() => undefined);
  let layout = await listLayout(page);
  const fits = (l: ListLayout | null) =>
    !!l && l.oneLine && l.pageOverflow <= 0 && l.tableOverflow <= 1;
  await expect
    .poll(async () => fits((layout = await listLayout(page))), { timeout })
    .toBe(true)
    .catch(() => undefined);
  return layout;
}
