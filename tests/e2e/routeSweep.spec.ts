/**
 * Every page of the route map, as the administrator (docs/shell.md §3.2): walked from the route
 * registry itself, each must show its heading and content, not an error, a 403/404 page or an
 * untranslated i18n key. Routes with an id take the first row of their list. Then one page of each
 * view and every settings and profile page, in Chinese and Japanese.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './demoServer';
import { ROUTES } from '../../src/shell/routeMap';
import type { RouteEntry } from '../../src/shell/routeModel';
import { publicSettings, settledListLayout, sweepRoutes } from './pageWalk';
import { signIn } from './support';

/** What an i18n key left untranslated looks like on screen. */
const RAW_KEY =
  /\b(resources|routes|shell|pages|settings|profile|dashboards|importExport|tree|acls|jobs|jumpPalette|ticketSession)\.[A-Za-z_]+(\.[A-Za-z_]+)+/;
/** Texts of the pages that are not the page asked for, in the three languages. */
const NOT_A_PAGE = [
  /Could not load/,
  /No permission to view this page/,
  /Request error, cannot access this page/,
  /Something went wrong/,
  /无法加载|没有权限访问此页面|出错了/,
  /読み込めませんでした|このページを表示する権限がありません/,
];

/** Client-side navigation, as a sidebar link does: no page reload between routes. */
async function visit(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, `/ui/${path}`);
}

/** The page once its heading is there and nothing in it is still loading. */
async function settled(page: Page, path: string) {
  await expect(page).toHaveURL((u) => u.pathname === `/ui/${path}`.split('?')[0], {
    timeout: 10_000,
  });
  const heading = page.locator('main h1').first();
  await expect(heading).not.toBeEmpty({ timeout: 15_000 });
  await page
    .waitForFunction(
      () => !document.querySelector('main [role=progressbar], main .MuiSkeleton-root'),
      undefined,
      { timeout: 15_000 },
    )
    .catch(() => undefined);
  return heading;
}

/**
 * The console's own words on screen: everything but the values of table rows and detail cards,
 * which are data (a Celery task is named like `settings.tasks.ldap.import_ldap_user`).
 */
function interfaceText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const parts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      if (n.parentElement?.closest('tbody td, dd, script, style')) continue;
      parts.push(n.textContent ?? '');
    }
    return parts.join(' ');
  });
}

/** Checks the page, and a list's layout too: true when that was measured. */
async function checkPage(page: Page, path: string, isList = false): Promise<boolean> {
  const heading = await settled(page, path);
  const title = (await heading.innerText()).trim();
  expect.soft(title, `${path}: heading`).not.toMatch(RAW_KEY);
  expect.soft(title, `${path}: heading`).not.toMatch(/^(403|404)$/);
  const text = await page.locator('body').innerText();
  for (const pattern of NOT_A_PAGE) expect.soft(text, `${path}: ${pattern}`).not.toMatch(pattern);
  const words = await interfaceText(page);
  expect.soft(words.match(RAW_KEY)?.[0] ?? null, `${path}: raw i18n key`).toBeNull();
  expect.soft(new URL(page.url()).pathname, `${path}: stayed`).toBe(`/ui/${path}`.split('?')[0]);
  // Every list at 1440 px (issue 39 §4): its header on one line, nothing scrolling sideways (a
  // table of fractional width reads one pixel wider than its box: rounding, not a scroll bar).
  if (!isList) return false;
  const list = await settledListLayout(page);
  expect.soft(list, `${path}: a list header`).not.toBeNull();
  if (!list) return false;
  expect.soft(list.oneLine, `${path}: list header on one line`).toBe(true);
  expect.soft(list.pageOverflow, `${path}: page scrolls sideways`).toBeLessThanOrEqual(0);
  expect.soft(list.tableOverflow, `${path}: list scrolls sideways`).toBeLessThanOrEqual(1);
  return true;
}

test.use({ viewport: { width: 1440, height: 900 } });

test('as the administrator, every page of the route map shows a real page', async ({ page }) => {
  test.setTimeout(600_000);
  await signIn(page, 'admin', 'ChangeMe', '/ui/console/dashboard');
  await expect(page.locator('main h1')).not.toBeEmpty({ timeout: 15_000 });
  const entries = await sweepRoutes(page);
  expect(entries.length).toBeGreaterThan(150);
  let visited = 0;
  let lists = 0;
  const isList = (e: RouteEntry) => e.target.kind === 'resource' && e.target.screen === 'list';
  for (const { entry, path } of entries) {
    if (path === null) continue;
    await test.step(path, async () => {
      await visit(page, path);
      if (await checkPage(page, path, isList(entry))) lists++;
    });
    visited++;
  }
  // Only routes whose list is empty are left out.
  expect(visited).toBeGreaterThan(entries.length * 0.9);
  expect(lists, 'lists measured at 1440 px').toBe(entries.filter((e) => isList(e.entry)).length);
});

const PER_VIEW = [
  'console/dashboard',
  'audit/dashboard',
  'workbench/home',
  'workbench/assets',
  'tickets/my-tickets',
  ...ROUTES.filter((e) => e.target.kind === 'page' && /^(settings|profile)\//.test(e.path)).map(
    (e) => e.path,
  ),
];

for (const [lang, cookie] of [
  ['Chinese', 'zh-hans'],
  ['Japanese', 'ja'],
] as const) {
  test(`in ${lang}, one page of each view and every settings and profile page is translated`, async ({
    page,
    context,
  }) => {
    test.setTimeout(300_000);
    await context.addCookies([{ name: 'django_language', value: cookie, url: 'http://127.0.0.1' }]);
    await signIn(page, 'admin', 'ChangeMe', '/ui/console/dashboard');
    await expect(page.locator('main h1')).not.toBeEmpty({ timeout: 15_000 });
    const settings = await publicSettings(page);
    for (const path of PER_VIEW) {
      const entry = ROUTES.find((e) => e.path === path)!;
      if (typeof entry.hidden === 'function' && entry.hidden(settings)) continue;
      await test.step(path, async () => {
        await visit(page, path);
        await checkPage(page, path);
      });
    }
  });
}
