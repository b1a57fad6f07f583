/**
 * Compact tables (issue 12 item 9): at 1440 × 900 the default columns of the users, assets,
 * accounts and sessions lists fit without a horizontal scroll bar, one line per row; ids are
 * shortened and shown whole on hover or focus; the columns dialog still adds more columns.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './demoServer';
import { settledListLayout } from './pageWalk';
import { signIn } from './support';

test.use({ viewport: { width: 1440, height: 900 } });

/** The list's own table (the dashboard a test starts from has tables of its own). */
const LIST_TABLE = 'main table.RaDataTable-table';

const LISTS = [
  'console/users/users',
  'console/assets/assets',
  'console/accounts/accounts',
  'audit/sessions/sessions',
];

async function openList(page: Page, path: string) {
  const heading = page.locator('main h1').first();
  const previous = await heading.innerText();
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, `/ui/${path}`);
  // The previous page (and its table) stays on screen until the next one's code has come: the
  // rows looked for are those under the new page's heading, with text (not the loading skeleton's).
  await expect(heading).not.toHaveText(previous, { timeout: 15_000 });
  await expect(page.locator(`${LIST_TABLE} tbody tr`).first()).toHaveText(/\S/, {
    timeout: 15_000,
  });
}

/** The table's own width and what it would need, and the page's, and the rows' heights. */
function measure(page: Page) {
  return page.evaluate((selector) => {
    const table = document.querySelector(selector)!;
    let box: HTMLElement | null = table.parentElement;
    while (box && getComputedStyle(box).overflowX === 'visible') box = box.parentElement;
    const scroller = box ?? document.documentElement;
    const rows = [...table.querySelectorAll('tbody tr')].map(
      (r) => (r as HTMLElement).getBoundingClientRect().height,
    );
    const line = parseFloat(getComputedStyle(table.querySelector('tbody td')!).lineHeight);
    return {
      scrollWidth: scroller.scrollWidth,
      width: scroller.clientWidth,
      pageScrollWidth: document.documentElement.scrollWidth,
      pageWidth: document.documentElement.clientWidth,
      tallestRow: Math.max(...rows),
      line: Number.isFinite(line) ? line : 20,
    };
  }, LIST_TABLE);
}

test.beforeEach(async ({ page }) => {
  await signIn(page, 'admin', 'ChangeMe', '/ui/console/dashboard');
  await expect(page.locator('main h1')).not.toBeEmpty({ timeout: 15_000 });
});

for (const path of LISTS) {
  test(`${path}: the default columns fit 1440 px on one line per row`, async ({ page }) => {
    await openList(page, path);
    const m = await measure(page);
    expect(m.scrollWidth, 'table scrolls sideways').toBeLessThanOrEqual(m.width);
    expect(m.pageScrollWidth, 'page scrolls sideways').toBeLessThanOrEqual(m.pageWidth);
    // One line of text plus the cell's padding and a small chip or button: never two lines.
    expect(m.tallestRow).toBeLessThan(m.line * 2 + 16);
  });
}

test('a session id shows its first 8 characters, the whole id on hover and on focus', async ({
  page,
}) => {
  // The first row of what the list asked for: its tab (Online) and date range, not the whole table.
  const listed = page.waitForResponse(
    (r) =>
      new URL(r.url()).pathname === '/api/v1/terminal/sessions/' &&
      r.request().method() === 'GET' &&
      r.ok(),
  );
  await openList(page, 'audit/sessions/sessions');
  const body = (await (await listed).json()) as { results: { id: string }[] };
  const first = body.results[0]!;
  const cell = page
    .locator('main tbody tr')
    .first()
    .locator('td')
    .filter({ hasText: first.id.slice(0, 8) });
  await expect(cell).toHaveText(first.id.slice(0, 8));
  await cell.locator('span').first().hover();
  await expect(page.getByRole('tooltip')).toHaveText(first.id);
  await page.mouse.move(0, 0);
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  // Its link (or the cut cell itself) takes the keyboard focus.
  await cell.locator('a, [tabindex="0"]').first().focus();
  await expect(page.getByRole('tooltip')).toHaveText(first.id);
});

/** Each plain cut-or-whole cell of the list's table: cut, and whether it takes the focus. */
function clippedCells(page: Page) {
  return page.evaluate(
    (selector) =>
      [...document.querySelectorAll<HTMLElement>(`${selector} tbody .jms-clipped`)]
        // Not a shortened id (always focusable) nor a cell with a link or button of its own.
        .filter((el) => !el.hasAttribute('aria-label') && !el.querySelector('a, button, input'))
        .map((el) => ({
          text: el.textContent ?? '',
          cut: el.scrollWidth > el.clientWidth,
          focusable: el.tabIndex === 0,
        })),
    LIST_TABLE,
  );
}

test('a cut cell takes the keyboard focus and shows its whole text; a whole one does not', async ({
  page,
}) => {
  await openList(page, 'console/users/users');
  const focusableIsCut = async () => {
    const cells = await clippedCells(page);
    expect(cells.some((c) => c.cut) && cells.some((c) => !c.cut)).toBe(true);
    for (const c of cells) expect(c.focusable, `"${c.text}" focusable when cut`).toBe(c.cut);
  };
  // Told once the browser has laid the cells out.
  await expect(focusableIsCut).toPass({ timeout: 5_000 });
  const cut = page.locator(`${LIST_TABLE} tbody .jms-clipped[tabindex="0"]`).first();
  const text = (await cut.textContent())!;
  await cut.focus();
  await expect(page.getByRole('tooltip')).toHaveText(text);

  // The next page's cells too.
  const firstRow = await page.locator(`${LIST_TABLE} tbody tr`).first().textContent();
  await page.getByRole('button', { name: 'Go to next page' }).click();
  await expect(page.locator(`${LIST_TABLE} tbody tr`).first()).not.toHaveText(firstRow!);
  await expect(focusableIsCut).toPass({ timeout: 5_000 });
});

test('the columns dialog still adds a column beyond the defaults', async ({ page }) => {
  await openList(page, 'console/users/users');
  const headers = page.locator('main thead th');
  await expect(headers.filter({ hasText: /^Phone$/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Columns' }).click();
  const dialog = page.getByRole('dialog', { name: 'Custom table display' });
  await dialog.getByLabel('Phone', { exact: true }).check();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(headers.filter({ hasText: /^Phone$/ })).toHaveCount(1);
});

/** Whether the list header's controls all share one line. */
async function headerOnOneLine(page: Page) {
  await expect(
    page.locator('main .RaList-actions').getByRole('button', { name: 'Columns' }),
  ).toBeVisible();
  const list = await settledListLayout(page);
  return !!list && list.controls > 2 && list.oneLine;
}

test('beside a tree the header keeps one line and the list fits; the bulk actions are one menu', async ({
  page,
}) => {
  // Issue 39: the assets header wrapped onto two lines, the commands list was 66 px too wide.
  for (const path of ['audit/sessions/command', 'console/assets/assets']) {
    await openList(page, path);
    expect(await headerOnOneLine(page), `${path}: header on one line`).toBe(true);
    const m = await measure(page);
    expect(m.pageScrollWidth, `${path}: page scrolls sideways`).toBeLessThanOrEqual(m.pageWidth);
    expect(m.scrollWidth, `${path}: table scrolls sideways`).toBeLessThanOrEqual(m.width);
    const table = (await page.locator(LIST_TABLE).boundingBox())!;
    expect(table.x + table.width, `${path}: table within 1440 px`).toBeLessThanOrEqual(1440);
  }
  // No disabled bulk buttons in the header: they wait in the selection's Actions menu.
  await expect(page.getByRole('button', { name: 'Refresh hardware info of selected' })).toHaveCount(
    0,
  );

  await page.locator('main tbody tr').first().getByRole('checkbox').check();
  const toolbar = page.locator('.RaBulkActionsToolbar-toolbar');
  await expect(toolbar.getByText('1 item selected')).toBeVisible();
  const m = await measure(page);
  expect(m.pageScrollWidth, 'page scrolls sideways').toBeLessThanOrEqual(m.pageWidth);
  const opener = toolbar.getByRole('button', { name: 'Actions (1)' });
  await expect(opener).toHaveAttribute('aria-haspopup', 'menu');
  await opener.click();
  const menu = page.getByRole('menu');
  for (const name of [
    'Delete selected',
    'Update selected',
    'Test connectivity of selected',
    'Refresh hardware info of selected',
  ])
    await expect(menu.getByRole('menuitem', { name })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  const box = (await toolbar.getByRole('button', { name: 'Export' }).boundingBox())!;
  expect(box.x + box.width, 'Export ends on the page').toBeLessThanOrEqual(1440);
});

test("an asset permission's relations are counts linking to its tabs, its actions whole", async ({
  page,
}) => {
  const listed = page.waitForResponse(
    (r) =>
      new URL(r.url()).pathname === '/api/v1/perms/asset-permissions/' &&
      r.request().method() === 'GET' &&
      r.ok(),
  );
  await openList(page, 'console/perms/asset-permissions');
  const body = (await (await listed).json()) as { results: Record<string, unknown>[] };
  const perm = body.results[0]!;
  const m = await measure(page);
  expect(m.scrollWidth, 'table scrolls sideways').toBeLessThanOrEqual(m.width);
  expect(m.tallestRow).toBeLessThan(m.line * 2 + 16);
  const row = page
    .locator(`${LIST_TABLE} tbody tr`)
    .filter({ has: page.getByRole('link', { name: String(perm.name), exact: true }) });
  const base = `/ui/console/perms/asset-permissions/${String(perm.id)}`;
  const count = (v: unknown) => String((v as unknown[]).length);
  const tabs = {
    users: 'users',
    user_groups: 'user-groups',
    assets: 'assets',
    accounts: 'accounts',
  };
  for (const [field, tab] of Object.entries(tabs))
    await expect(row.locator(`td.column-${field} a`)).toHaveAttribute('href', `${base}/${tab}`);
  await expect(row.locator('td.column-users a')).toHaveText(count(perm.users));
  // The actions granted: their own header beside the row actions', their count, whole, the names
  // on hover.
  const headers = page.locator(`${LIST_TABLE} thead th`);
  await expect(headers.filter({ hasText: /^Rights$/ })).toHaveCount(1);
  await expect(headers.filter({ hasText: /^Actions$/ })).toHaveCount(1);
  const actions = row.locator('td.column-actions .jms-clipped');
  await expect(actions).toHaveText(count(perm.actions));
  expect(await actions.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  await actions.hover();
  await expect(page.getByRole('tooltip')).toContainText(/Connect/);
  // The users' count opens the permission's Users tab.
  await row.locator('td.column-users a').click();
  await expect(page).toHaveURL(new RegExp(`${base}/users$`));
  await expect(page.getByRole('tab', { name: 'Users', selected: true })).toBeVisible();
});

test('a saved view outlives a reload, and its copied link opens the list as saved; the header keeps one line', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await openList(page, 'console/users/users');
  expect(await headerOnOneLine(page), 'users: header on one line').toBe(true);
  const usersRead = (check: (q: URLSearchParams) => boolean) =>
    page.waitForResponse((r) => {
      const url = new URL(r.url());
      return url.pathname === '/api/v1/users/users/' && r.ok() && check(url.searchParams);
    });
  const asSaved = (q: URLSearchParams) =>
    q.get('search') === 'admin' && q.get('order') === '-name' && q.get('limit') === '30';

  // A search, a sort (the name, descending: the list's default is ascending), a page size and a
  // column beyond the defaults.
  const phone = page.locator('main thead th').filter({ hasText: /^Phone$/ });
  const columns = async (choose: (dialog: Locator) => Promise<void>) => {
    await page.getByRole('button', { name: 'Columns' }).click();
    await choose(page.getByRole('dialog', { name: 'Custom table display' }));
  };
  await columns(async (d) => {
    await d.getByLabel('Phone', { exact: true }).check();
    await d.getByRole('button', { name: 'Confirm' }).click();
  });
  await expect(phone).toHaveCount(1);
  // Each change waits for its request: the next one starts from what the list now shows.
  const search = page.getByRole('combobox', { name: 'Search' });
  const searched = usersRead((q) => q.get('search') === 'admin');
  await search.fill('admin');
  await search.press('Enter');
  await searched;
  const byName = page.locator('main thead th.column-name').getByRole('button');
  const sorted = usersRead((q) => q.get('search') === 'admin' && q.get('order') === '-name');
  await byName.click();
  await sorted;
  const saved = usersRead(asSaved);
  await page.getByLabel('Rows per page:').selectOption('30');
  await saved;
  await page.getByRole('button', { name: 'Saved views' }).click();
  await page.getByRole('button', { name: 'Save current view…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save current view' });
  await dialog.getByLabel('Name').fill('Admins by name');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('View "Admins by name" saved')).toBeVisible();

  // After a reload the view is still offered; its link is copied.
  await page.reload();
  await expect(page.locator(`${LIST_TABLE} tbody tr`).first()).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Saved views' }).click();
  const views = page.getByRole('list', { name: 'Saved views' });
  await expect(views.getByRole('button', { name: 'Admins by name', exact: true })).toBeVisible();
  await views.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText(/^Link copied/)).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link.startsWith(`${baseURL}/ui/console/users/users?`)).toBe(true);

  // The list moves on (its remembered state with it); the link brings the saved one back.
  const cleared = usersRead((q) => !q.has('search') && q.get('limit') === '30');
  await page.getByRole('button', { name: 'Clear the search' }).click();
  await cleared;
  const fewer = usersRead((q) => !q.has('search') && q.get('limit') === '15');
  await page.getByLabel('Rows per page:').selectOption('15');
  await fewer;
  await byName.click();
  await expect(page).toHaveURL(/order=ASC/);
  await expect(
    page.locator('main thead th.column-name .MuiTableSortLabel-iconDirectionAsc'),
  ).toHaveCount(1);
  await columns((d) => d.getByRole('button', { name: 'Restore default' }).click());
  await expect(phone).toHaveCount(0);
  await expect(page.locator('main .MuiChip-label')).toHaveCount(0);
  const opened = usersRead(asSaved);
  await page.goto(link);
  await opened;
  await expect(page.locator('main .MuiChip-label')).toHaveText(['admin']);
  await expect(page.getByLabel('Rows per page:')).toHaveValue('30');
  await expect(phone).toHaveCount(1);
  // The columns went to the Store (as the columns dialog keeps them) and left the address.
  await expect(page).not.toHaveURL(/columns=/);
  await expect(
    page.locator('main thead th.column-name .MuiTableSortLabel-iconDirectionDesc'),
  ).toHaveCount(1);
});
