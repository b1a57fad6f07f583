/**
 * The shell in Chromium: startup order and its error page, browser-history URLs and the platform's
 * hash links, switching views, switching language in all three languages.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './demoServer';
import { signIn } from './support';

const USERS = '/ui/console/users/users';

async function signedIn(page: Page, username = 'admin', password = 'ChangeMe', target = USERS) {
  await signIn(page, username, password, target);
  await expect(page.getByRole('table')).toBeVisible({ timeout: 15_000 });
}

/**
 * `METHOD path?query` of every API call the page makes from its next navigation on, in order.
 * The page's earlier calls must be over (the layout's badges ask after the first rows show), or
 * they would be counted with the next load's.
 */
async function recordCalls(page: Page): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  const calls: string[] = [];
  page.on('request', (r) => {
    if (r.isNavigationRequest() && r.frame() === page.mainFrame()) calls.length = 0;
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/')) calls.push(`${r.method()} ${url.pathname}${url.search}`);
  });
  return calls;
}

test('a page load sends startup’s requests and the page’s in one round, each once', async ({
  page,
}) => {
  await signedIn(page);
  const calls = await recordCalls(page);
  // The profile's answer is held: whatever waits for it cannot leave meanwhile.
  let release: () => void = () => undefined;
  const released = new Promise<void>((r) => (release = r));
  await page.route('**/api/v1/users/profile/', async (route) => {
    await released;
    await route.continue();
  });
  await page.reload();
  // All of them leave while the profile is held (the browser reports them in any order). The
  // list's metadata is not among them: this tab keeps it across reloads (docs/wire.md §8.4).
  await expect
    .poll(() => calls)
    .toEqual(
      expect.arrayContaining([
        'GET /api/v1/settings/public/open/',
        'GET /api/v1/users/profile/',
        'GET /api/v1/settings/public/',
        'GET /api/v1/users/users/?limit=15&offset=0&order=name',
      ]),
    );
  release();
  await expect(page.getByRole('cell', { name: 'admin', exact: true })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page).toHaveURL(USERS);
  expect(calls.filter((c) => c === 'GET /api/v1/settings/public/')).toHaveLength(1);
  expect(calls.filter((c) => c.startsWith('GET /api/v1/users/users/?'))).toHaveLength(1);
  expect(calls.filter((c, i) => calls.indexOf(c) !== i)).toEqual([]);
  expect(calls.filter((c) => c.startsWith('OPTIONS /api/v1/users/users/'))).toEqual([]);
});

test('the asset page opens with its tree roots and first rows in the first round', async ({
  page,
}) => {
  await signedIn(page);
  // A new tab: the first one keeps the metadata it read ahead once its page had settled.
  const tab = await page.context().newPage();
  const calls = await recordCalls(tab);
  // The profile's answer is held: what leaves meanwhile depends on no earlier answer.
  let release: () => void = () => undefined;
  const released = new Promise<void>((r) => (release = r));
  await tab.route('**/api/v1/users/profile/', async (route) => {
    await released;
    await route.continue();
  });
  await tab.goto('/ui/console/assets/assets');
  await expect
    .poll(() => calls)
    .toEqual(
      expect.arrayContaining([
        'GET /api/v1/users/profile/',
        'GET /api/v1/assets/nodes/children/tree/?assets=0',
        'OPTIONS /api/v1/assets/assets/?draw=1&display=1',
        'GET /api/v1/assets/assets/?limit=15&offset=0&order=name',
      ]),
    );
  release();
  await expect(tab.getByRole('tree')).toBeVisible({ timeout: 15_000 });
  await expect(tab.getByRole('table').getByRole('row').nth(1)).toBeVisible({ timeout: 15_000 });
  expect(calls.filter((c, i) => calls.indexOf(c) !== i)).toEqual([]);
});

test('a cold load asks for the list rows and metadata first, and for nothing twice', async ({
  page,
}) => {
  await signedIn(page);
  // A new tab: no metadata kept from this tab's earlier pages.
  const tab = await page.context().newPage();
  const calls = await recordCalls(tab);
  await tab.goto(USERS);
  await expect(tab.getByRole('cell', { name: 'admin', exact: true })).toBeVisible({
    timeout: 15_000,
  });
  // The first round, before the layout's own calls (site messages, tickets, licence).
  expect(calls.slice(0, 5).sort()).toEqual(
    [
      'GET /api/v1/settings/public/',
      'GET /api/v1/settings/public/open/',
      'GET /api/v1/users/profile/',
      'GET /api/v1/users/users/?limit=15&offset=0&order=name',
      'OPTIONS /api/v1/users/users/?draw=1&display=1',
    ].sort(),
  );
  expect(calls.filter((c) => c.startsWith('GET /api/v1/users/users/?'))).toHaveLength(1);
  expect(calls.filter((c, i) => calls.indexOf(c) !== i)).toEqual([]);
});

test('a failing startup step shows an error with a retry, not a blank page', async ({ page }) => {
  await signedIn(page);
  await page.route('**/api/v1/settings/public/', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: '{"detail":"Server Error"}',
    }),
  );
  await page.reload();
  await expect(page.getByText(/The console could not start/)).toBeVisible();
  await expect(page.getByText('Step that failed: settings')).toBeVisible();
  await page.unroute('**/api/v1/settings/public/');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('cell', { name: 'admin', exact: true })).toBeVisible({
    timeout: 15_000,
  });
});

test('links in the platform hash form open the same page under /ui/', async ({ page }) => {
  await signedIn(page);
  const res = await page.request.get('/api/v1/audits/login-logs/?limit=1&offset=0');
  const id = ((await res.json()) as { results: { id: string }[] }).results[0]!.id;
  await page.goto(`/ui/#/audit/audits/login-logs/${id}`);
  await expect(page).toHaveURL(`/ui/audit/audits/login-logs/${id}`);
  await page.goto('/ui/#/console/users/users');
  await expect(page).toHaveURL(USERS);
  await expect(page.getByRole('cell', { name: 'admin', exact: true })).toBeVisible({
    timeout: 15_000,
  });
});

test('switching views lands on the view’s first page and is remembered', async ({ page }) => {
  await signedIn(page);
  await page.getByRole('button', { name: 'Switch view' }).click();
  const menu = page.getByRole('menu');
  // Only the views flagged for the switcher.
  await expect(menu.getByRole('menuitem')).toHaveText(['Console', 'Audit', 'Workbench']);
  await menu.getByRole('menuitem', { name: 'Audit' }).click();
  await expect(page).toHaveURL('/ui/audit/dashboard');
  await expect(page.getByRole('link', { name: 'Login logs' }).first()).toBeVisible();
  // The home page opens the remembered view.
  await page.goto('/ui/');
  await expect(page).toHaveURL('/ui/audit/dashboard');
});

test('a view the user may not enter sends them to an allowed one', async ({ page }) => {
  await signIn(page, 'user', 'User@2023', '/ui/console/users/users');
  await expect(page).toHaveURL('/ui/workbench/home');
  await expect(page.getByText('Welcome,')).toBeVisible();
});

test('switching language in all three languages keeps the page', async ({ page }) => {
  await signedIn(page);
  const chooseLanguage = async (name: string) => {
    await page.getByRole('button', { name: /(Account|账号|アカウント)$/ }).click();
    await page.getByRole('menuitem', { name }).click();
  };
  const speaks = async (lang: string, header: string, dashboard: string) => {
    await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible({
      timeout: 15_000,
    });
    const nav = page.getByRole('navigation');
    await expect(nav.getByRole('link', { name: dashboard, exact: true }).first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    // Still the same page, with its rows.
    await expect(page).toHaveURL(USERS);
    await expect(page.getByRole('cell', { name: 'admin', exact: true })).toBeVisible();
  };

  await expect(page.getByRole('columnheader', { name: 'System roles', exact: true })).toBeVisible();
  await chooseLanguage('日本語');
  await speaks('ja', 'システムロール', 'ダッシュボード');
  await chooseLanguage('中文(简体)');
  await speaks('zh-CN', '系统角色', '仪表盘');
  await chooseLanguage('English');
  await speaks('en', 'System roles', 'Dashboard');
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'django_language')?.value).toBe('en');
});

test('switching en → zh → ja keeps a filtered list as it is; headings and columns follow', async ({
  page,
}) => {
  const filtered = `${USERS}?filter=${encodeURIComponent(JSON.stringify({ search: 'orgadmin' }))}`;
  await signedIn(page, 'admin', 'ChangeMe', filtered);
  const rows = page.getByRole('table').getByRole('row');
  // The header row and the one user the filter leaves.
  await expect(rows).toHaveCount(2);
  await expect(page.getByRole('cell', { name: 'orgadmin', exact: true })).toBeVisible();
  const url = page.url();
  expect(decodeURIComponent(url)).toContain('"search":"orgadmin"');
  // A marker a reload would wipe.
  await page.evaluate(() => ((window as { stillHere?: boolean }).stillHere = true));

  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText('Users');
  await expect(page.getByRole('columnheader', { name: 'System roles', exact: true })).toBeVisible();
  for (const [language, title, column] of [
    ['中文(简体)', '用户列表', '系统角色'],
    ['日本語', 'ユーザー一覧', 'システムロール'],
    ['English', 'Users', 'System roles'],
  ] as const) {
    await page.getByRole('button', { name: /(Account|账号|アカウント)$/ }).click();
    await page.getByRole('menuitem', { name: language }).click();
    await expect(heading).toHaveText(title);
    await expect(page.getByRole('columnheader', { name: column, exact: true })).toBeVisible({
      timeout: 15_000,
    });
    expect(page.url()).toBe(url);
    await expect(rows).toHaveCount(2);
    await expect(page.getByRole('cell', { name: 'orgadmin', exact: true })).toBeVisible();
  }
  expect(await page.evaluate(() => (window as { stillHere?: boolean }).stillHere)).toBe(true);
});

test('the first page ships the shell and that page only; the rest loads on demand', async ({
  page,
}) => {
  await signedIn(page);
  const tab = await page.context().newPage();
  const scripts: string[] = [];
  tab.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname.split('/').pop()!);
  });
  await tab.goto(USERS);
  await expect(tab.getByRole('cell', { name: 'admin', exact: true })).toBeVisible({
    timeout: 15_000,
  });
  const loaded = (chunk: string) => scripts.some((s) => s.startsWith(`${chunk}-`));
  // The list page's code: the generic screens' shared file (vite.config.ts), with the shell's.
  expect(loaded('shell')).toBe(true);
  expect(loaded('screens')).toBe(true);
  // Other screens and the heavy libraries (JSON editor, secret crypto) stay on the server.
  for (const chunk of [
    'GenericForm',
    'GenericShow',
    'Dashboard',
    'SiteMessagesDrawer',
    'AceJsonEditor',
    'secretCrypto',
    // The side tree (and its tree view) only comes with a list that declares one.
    'TreePanel',
    // Tooltips' positioning engine waits for an interaction, the notice snackbar for a notice.
    'popper',
    'noticeSnackbar',
    // The bulk buttons come with the first selected row.
    'BulkActions',
    // Jump anywhere's palette comes when first opened: the page has its button and key only.
    'JumpPalette',
  ])
    expect(loaded(chunk), chunk).toBe(false);
  // Pointing at a button brings the tooltip engine: the tooltip opens beside its button.
  const help = tab.getByRole('button', { name: 'Help' });
  await help.hover();
  const tip = tab.getByRole('tooltip', { name: 'Help' });
  await expect(tip).toBeVisible();
  await expect(tip).toHaveAttribute('data-popper-placement', /bottom/);
  expect(loaded('popper')).toBe(true);
  // Pointing at the table brings the bulk buttons before a row is selected.
  expect(loaded('BulkActions')).toBe(false);
  await tab.getByRole('cell', { name: 'admin', exact: true }).hover();
  await expect.poll(() => loaded('BulkActions')).toBe(true);
  const selected = tab.getByRole('row', { name: /admin@example\.com/ });
  await selected.getByRole('checkbox').check();
  await expect(tab.getByRole('button', { name: 'Actions (1)' })).toBeVisible();
  // The selected row is shaded; the others are not.
  await tab.getByRole('heading', { level: 1 }).hover();
  const background = (row: typeof selected) =>
    row.evaluate((r) => getComputedStyle(r).backgroundColor);
  const other = tab.getByRole('row', { name: /user161@example\.com/ });
  expect(await background(selected)).not.toBe(await background(other));

  await tab.goto(`${USERS}/create`);
  await expect(tab.getByRole('textbox', { name: /^Name/ })).toBeVisible({ timeout: 15_000 });
  expect(loaded('GenericForm')).toBe(true);
});

test('the settings view draws its own menu icons, reached by the header or opened directly', async ({
  page,
}) => {
  await signedIn(page);
  const drawn = (name: string) =>
    page.getByRole('link', { name, exact: true }).first().locator('svg path');
  // Pointing at the header's settings button brings the settings icons before the view opens.
  await page.getByRole('link', { name: 'System settings' }).click();
  await expect(page).toHaveURL(/\/ui\/settings\//);
  await expect(drawn('Organizations')).not.toHaveCount(0);
  await expect(drawn('License')).not.toHaveCount(0);
  // A settings page loaded cold fetches them with its first requests.
  await page.goto('/ui/settings/email');
  await expect(drawn('Organizations')).not.toHaveCount(0);
});
