/**
 * Sessions in Chromium (docs/wire.md §3, §3.4): a missing mark leads to the login page, a 401 while
 * working opens the login-required dialog without losing the form, and signing out ends it all.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './demoServer';
import { signIn } from './support';

const CREATE = '/ui/console/users/groups/create';

/**
 * Ends the server session as another tab would, without the page losing focus: regaining it, the
 * page reads its stale queries again, and that read, not the Submit, would meet the 401.
 */
async function signOutElsewhere(page: Page) {
  const response = await page.request.get('/core/auth/logout/');
  expect(new URL(response.url()).pathname).toBe('/core/auth/login/');
}

test('without the session mark the console ends the session and shows the login page', async ({
  page,
  context,
}) => {
  await signIn(page, 'admin', 'ChangeMe', '/ui/console/users/users');
  await expect(page.getByRole('table')).toBeVisible({ timeout: 15_000 });
  await context.clearCookies({ name: 'jms_session_expire' });
  const logout = page.waitForRequest((r) => new URL(r.url()).pathname === '/core/auth/logout/');
  await page.reload();
  await logout;
  await expect(page).toHaveURL('/core/auth/login/?next=%2Fui%2Fconsole%2Fusers%2Fusers');
  expect((await page.request.get('/api/v1/users/profile/')).status()).toBe(401);
});

test('the close mark is rewritten with a two-minute life', async ({ page, context }) => {
  await signIn(page, 'admin', 'ChangeMe', '/ui/console/users/users');
  await expect(page.getByRole('table')).toBeVisible({ timeout: 15_000 });
  const mark = (await context.cookies()).find((c) => c.name === 'jms_session_expire')!;
  expect(mark.value).toBe('close');
  // Rewritten by the page: expires about two minutes from now (the backend's own lasted a day).
  expect(mark.expires * 1000 - Date.now()).toBeLessThanOrEqual(121_000);
});

test('a 401 while typing opens the login-required dialog; signing in again in a new tab keeps the form', async ({
  page,
}) => {
  await signIn(page, 'admin', 'ChangeMe', CREATE);
  const name = page.getByRole('textbox', { name: 'Name' });
  await expect(name).toBeVisible({ timeout: 15_000 });
  const groupName = `e2e-relogin-${Date.now().toString(36)}`;
  await name.fill(groupName);
  // The page's own reads done (the header's come after the form), the Submit is the next request.
  await page.waitForLoadState('networkidle');

  await signOutElsewhere(page);
  await page.getByRole('button', { name: 'Submit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Login required' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(CREATE);

  const [loginTab] = await Promise.all([
    page.context().waitForEvent('page'),
    dialog.getByRole('link', { name: 'Sign in again' }).click(),
  ]);
  await expect(loginTab).toHaveURL(
    /\/core\/auth\/login\/\?next=%2Fui%2Fconsole%2Fusers%2Fgroups%2Fcreate/,
  );
  await loginTab.getByLabel('Username').fill('admin');
  await loginTab.getByLabel('Password').fill('ChangeMe');
  await loginTab.getByRole('button', { name: 'Sign in' }).click();
  await expect(loginTab).toHaveURL(CREATE);
  await loginTab.close();

  await page.bringToFront();
  await dialog.getByRole('button', { name: 'I have signed in' }).click();
  await expect(dialog).toBeHidden();
  await expect(name).toHaveValue(groupName);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/ui\/console\/users\/groups\?/);
});

test('signing out ends the server session and forgets the organisation', async ({
  page,
  context,
}) => {
  await signIn(page, 'admin', 'ChangeMe', '/ui/console/users/users');
  await expect(page.getByRole('table')).toBeVisible({ timeout: 15_000 });
  expect((await context.cookies()).some((c) => c.name === 'X-JMS-ORG')).toBe(true);
  await page.getByRole('button', { name: /Account$/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/core\/auth\/login\//);
  expect((await context.cookies()).some((c) => c.name === 'X-JMS-ORG')).toBe(false);
  expect((await page.request.get('/api/v1/users/profile/')).status()).toBe(401);
});
