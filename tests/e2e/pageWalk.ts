/** Walking the console's pages in one browser tab: what the suites that visit every page share. */
import { expect, type Page } from '@playwright/test';
import { descriptorFor } from '../../resources';
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
