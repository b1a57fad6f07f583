/**
 * Load (issue 21 §6): on a demo backend at MOCK_SCALE=10, opening a page sends no request twice
 * (the request count per page open is printed), and a form's reference picker pages and searches
 * ten times the users without freezing the page. Pages come from the route map: one list, detail
 * and form of every view, and the dashboards.
 */
import type { Page } from '@playwright/test';
import { ROUTES } from '../../src/shell/routeMap';
import type { RouteEntry } from '../../src/shell/routeModel';
import { expect, test } from './demoServer';
import { idPath, settle } from './pageWalk';
import { signIn } from './support';

test.use({ seed: { scale: 10 } });

let tried = 0;
let handled = 0;

test.afterAll(() => {
  console.log(`load: tried ${tried}, handled ${handled}`);
});

/** Settled, plus what was sent after (a page that polls never goes idle, so the wait is bounded). */
async function settleAndIdle(page: Page) {
  await settle(page, 20_000);
  await page.waitForLoadState('networkidle', { timeout: 3000 }).catch(() => undefined);
}

function pagesToOpen(): RouteEntry[] {
  const isScreen = (e: RouteEntry, s: string) =>
    e.target.kind === 'resource' && e.target.screen === s && !e.hidden;
  const views = [...new Set(ROUTES.map((e) => e.meta.view).filter(Boolean))];
  return [
    ...views.flatMap((v) =>
      ['list', 'show', 'create']
        .map((s) => ROUTES.find((e) => e.meta.view === v && isScreen(e, s)))
        .filter((e) => !!e),
    ),
    ...ROUTES.filter((e) => /dashboard$/.test(e.path)),
  ];
}

test('opening a page sends no identical request twice', async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page, 'admin', 'ChangeMe', '/ui/console/dashboard');
  await settleAndIdle(page);
  const failures: string[] = [];
  for (const entry of pagesToOpen()) {
    const path = entry.path.includes(':') ? await idPath(page, entry) : entry.path;
    if (!path) continue;
    tried++;
    // A fresh load per page, so one page's requests are not another's.
    const sent: string[] = [];
    const onRequest = (r: { method(): string; url(): string }) => {
      if (new URL(r.url()).pathname.startsWith('/api/')) sent.push(`${r.method()} ${r.url()}`);
    };
    page.on('request', onRequest);
    await page.goto(`/ui/${path}`);
    await settleAndIdle(page);
    page.off('request', onRequest);
    const twice = [...new Set(sent.filter((s, i) => sent.indexOf(s) !== i))];
    console.log(`${path}: ${sent.length} requests`);
    if (twice.length) failures.push(`${path}: sent twice ${twice.join(', ')}`);
    else handled++;
  }
  expect(failures).toEqual([]);
});

test("a form's picker pages and searches ten times the users without freezing", async ({
  page,
}) => {
  tried++;
  await signIn(page, 'admin', 'ChangeMe', '/ui/console/users/groups/create');
  const picker = page.getByRole('combobox', { name: 'User', exact: true });
  await expect(picker).toBeVisible({ timeout: 20_000 });
  await picker.click();
  await expect(page.getByRole('option').first()).toBeVisible();
  await picker.fill('user01');
  await expect(page.getByRole('option', { name: /user01/ }).first()).toBeVisible();
  // The page still answers while the picker is open: a script round-trip is quick to come back.
  expect(await page.evaluate(() => document.readyState)).toBe('complete');
  handled++;
});
