/**
 * Moving between pages in one round (docs/architecture.md §4.2): the next list's rows leave as the
 * router takes the click, and once a page has its data the menu's pages' code and metadata are read
 * ahead, so the next list asks only for its rows.
 */
import type { Page, Request } from '@playwright/test';
import { expect, test } from './demoServer';
import { signIn } from './support';

const USERS_PAGE = '/ui/console/users/users';
const ASSETS_ROWS = '/api/v1/assets/assets/';

const isOptions = (r: Request, path?: string) =>
  r.method() === 'OPTIONS' && (!path || new URL(r.url()).pathname === path);
const isAssetRows = (r: Request) =>
  r.method() === 'GET' && new URL(r.url()).pathname === ASSETS_ROWS;

async function openAssetsFromMenu(page: Page) {
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('button', { name: 'Assets' }).click();
  await menu.getByRole('link', { name: 'Assets', exact: true }).click();
}

async function usersListShown(page: Page) {
  await signIn(page, 'admin', 'ChangeMe', USERS_PAGE);
  await expect(page.getByRole('cell', { name: 'admin', exact: true })).toBeVisible({
    timeout: 15_000,
  });
}

test("the next list's rows leave with the click, not after its metadata", async ({ page }) => {
  // The asset list's metadata is held: the list's own way asks for its rows once it has come.
  let release: () => void = () => undefined;
  const released = new Promise<void>((r) => (release = r));
  await page.route(`**${ASSETS_ROWS}?*`, async (route) => {
    if (isOptions(route.request())) await released;
    await route.fallback();
  });
  const readingAhead = page.waitForRequest((r) => isOptions(r, '/api/v1/users/groups/'));
  await usersListShown(page);
  // The console reads ahead once the page has settled: the menu's metadata is on its way.
  await readingAhead;
  const rows: Request[] = [];
  page.on('request', (r) => {
    if (isAssetRows(r)) rows.push(r);
  });
  const rowsAsked = page.waitForRequest(isAssetRows);
  await openAssetsFromMenu(page);
  await rowsAsked;
  release();
  await expect(page.locator('main tbody tr').first()).toHaveText(/\S/, { timeout: 15_000 });
  // The list took the response already under way.
  expect(rows.map((r) => new URL(r.url()).search)).toEqual(['?limit=15&offset=0&order=name']);
});

test("once a page has its data, the menu's code and metadata are read ahead", async ({ page }) => {
  const events: string[] = [];
  page.on('request', (r) => {
    if (isOptions(r)) events.push(`OPTIONS ${new URL(r.url()).pathname}`);
  });
  page.on('requestfinished', (r) => {
    if (r.method() === 'GET' && new URL(r.url()).pathname === '/api/v1/users/users/')
      events.push('users rows');
  });
  await usersListShown(page);
  await expect.poll(() => events, { timeout: 15_000 }).toContain(`OPTIONS ${ASSETS_ROWS}`);
  // Never before the page's own rows.
  const firstOther = events.findIndex(
    (e) => e.startsWith('OPTIONS') && !e.includes('/api/v1/users/users/'),
  );
  expect(events.indexOf('users rows')).toBeGreaterThanOrEqual(0);
  expect(events.indexOf('users rows')).toBeLessThan(firstOther);
  // Nothing asked for twice.
  expect(events.filter((e, i) => events.indexOf(e) !== i)).toEqual([]);

  // The assets list then needs only its rows: not its metadata, nor its code.
  const asked: string[] = [];
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    if (isOptions(r, ASSETS_ROWS) || /\/(GenericList|TreePanel|ListTabBar)-/.test(pathname))
      asked.push(`${r.method()} ${pathname}`);
  });
  await openAssetsFromMenu(page);
  await expect(page.getByRole('tree', { name: 'Asset tree' })).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('main tbody tr').first()).toHaveText(/\S/, { timeout: 15_000 });
  expect(asked).toEqual([]);
});

test("a record's read leaves with the click, before the detail's or the form's code", async ({
  page,
}) => {
  // The detail and form screens' code is held until the record has been asked for.
  let release: () => void = () => undefined;
  const released = new Promise<void>((r) => (release = r));
  const heldCode = /\/ui\/assets\/(GenericShow|GenericForm)-[^/]+\.js$/;
  await page.route(heldCode, async (route) => {
    await released;
    await route.fallback();
  });
  // The console reads ahead once the page has settled, the detail's code first.
  const readingAhead = page.waitForRequest(heldCode);
  await usersListShown(page);
  await readingAhead;
  const reads: string[] = [];
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    if (r.method() === 'GET' && /^\/api\/v1\/users\/users\/[^/]+\/$/.test(pathname))
      reads.push(pathname);
  });
  await page.getByRole('link', { name: 'Administrator', exact: true }).click();
  await expect.poll(() => reads).toHaveLength(1);
  release();
  // The detail page (the list had an Update link on every row).
  const update = page.getByRole('link', { name: 'Update' });
  await expect(update).toHaveCount(1, { timeout: 15_000 });
  await update.click();
  await expect(page.getByRole('textbox', { name: 'Username' })).toHaveValue('admin', {
    timeout: 15_000,
  });
  // Each page took the read sent as the router took the click: one each, the same record.
  await expect.poll(() => reads).toHaveLength(2);
  expect(new Set(reads).size).toBe(1);
});
