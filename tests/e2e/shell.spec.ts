/**
 * The shell in Chromium: startup order and its error page, browser-history URLs and the platform's
 * hash links, switching views, switching language in all three languages.
 */
import { expect, test, type Page } from '@playwright/test';
import { signInThroughLoginPage } from './support';

const USERS = '/ui/console/users/users';

async function signedIn(page: Page, username = 'admin', password = 'ChangeMe', target = USERS) {
  await signInThroughLoginPage(page, username, password, target);
  await expect(page.getByRole('table')).toBeVisible({ timeout: 15_000 });
}

/** The API paths the page asks for, in order. */
function recordApi(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    if (pathname.startsWith('/api/')) seen.push(pathname);
  });
  return seen;
}

test('startup runs in order once per page load: settings, profile, settings, then the page', async ({
  page,
}) => {
  await signedIn(page);
  const seen = recordApi(page);
  await page.reload();
  await expect(page.getByRole('cell', { name: 'admin', exact: true })).toBeVisible({
    timeout: 15_000,
  });
  const at = (p: string) => seen.indexOf(p);
  expect(at('/api/v1/settings/public/open/')).toBe(0);
  expect(at('/api/v1/users/profile/')).toBeGreaterThan(at('/api/v1/settings/public/open/'));
  expect(at('/api/v1/settings/public/')).toBeGreaterThan(at('/api/v1/users/profile/'));
  expect(at('/api/v1/users/users/')).toBeGreaterThan(at('/api/v1/settings/public/'));
  expect(seen.filter((p) => p === '/api/v1/settings/public/')).toHaveLength(1);
  await expect(page).toHaveURL(USERS);
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
  await signInThroughLoginPage(page, 'user', 'User@2023', '/ui/console/users/users');
  await expect(page).toHaveURL('/ui/workbench/home');
  await expect(page.getByText('Welcome,')).toBeVisible();
});

test('switching language in all three languages keeps the page', async ({ page }) => {
  await signedIn(page);
  const chooseLanguage = async (name: string) => {
    await page.getByRole('button', { name: /^(Account|账号|アカウント)$/ }).click();
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
