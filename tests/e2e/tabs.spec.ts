/**
 * Tabbed pages keep their tab (docs/shell.md §6): the `activeTab` query first, then the cookie of
 * that name, then the page's default, then the first visible tab; a click stores the cookie for a
 * day and drops the query; a disabled tab is never the one shown.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './demoServer';
import { signIn } from './support';

const SECURITY = '/ui/settings/security';
const DAY = 86_400;

async function cookie(page: Page) {
  return (await page.context().cookies()).find((c) => c.name === 'activeTab');
}

const selected = (page: Page, name: string) =>
  expect(page.getByRole('tab', { name, exact: true })).toHaveAttribute('aria-selected', 'true');

test.beforeEach(async ({ page }) => {
  await signIn(page, 'admin', 'ChangeMe', '/ui/settings/basic');
  await expect(page.getByRole('heading', { level: 1, name: 'Basic settings' })).toBeVisible({
    timeout: 15_000,
  });
  await page.context().clearCookies({ name: 'activeTab' });
});

test('the query picks the tab; a click stores it for a day and clears the query; reload keeps it', async ({
  page,
}) => {
  await page.goto(`${SECURITY}?activeTab=Password`);
  await selected(page, 'Password');
  await expect(page.getByRole('spinbutton', { name: /Password minimum length/ })).toBeVisible({
    timeout: 15_000,
  });
  expect(await cookie(page)).toBeUndefined();

  await page.getByRole('tab', { name: 'Session', exact: true }).click();
  await selected(page, 'Session');
  await expect(page).toHaveURL(SECURITY);
  const stored = await cookie(page);
  expect(stored?.value).toBe('Session');
  // One day from now, give or take the test's own duration.
  const ttl = stored!.expires - Date.now() / 1000;
  expect(ttl).toBeGreaterThan(DAY - 120);
  expect(ttl).toBeLessThanOrEqual(DAY + 5);

  await page.reload();
  await selected(page, 'Session');
  await expect(page.getByLabel(/Session sharing/)).toBeVisible({
    timeout: 15_000,
  });

  // The query still comes before the cookie.
  await page.goto(`${SECURITY}?activeTab=LoginLimit`);
  await selected(page, 'Login limits');
  expect((await cookie(page))?.value).toBe('Session');
});

test('a cookie naming no tab of the page gives way to the first visible tab, or the page default', async ({
  page,
}) => {
  await page.goto(`${SECURITY}?activeTab=Session`);
  await page.getByRole('tab', { name: 'Password', exact: true }).click();
  expect((await cookie(page))?.value).toBe('Password');
  // The e-mail page has no "Password" tab and no default: its first tab.
  await page.goto('/ui/settings/email');
  await selected(page, 'SMTP');
  // The personal settings have no tab named Password either, but a default of their own.
  await page.goto('/ui/profile/setting');
  await selected(page, 'Personal information');
});

/** The terminal's public key auth switch, which decides the profile's `can_public_key_auth`. */
async function publicKeyAuth(page: Page, on: boolean) {
  const csrf = (await page.context().cookies()).find((c) => c.name === 'jms_csrftoken')!.value;
  const res = await page.request.patch('/api/v1/settings/setting/?category=terminal', {
    headers: { 'X-CSRFToken': csrf },
    data: { TERMINAL_PUBLIC_KEY_AUTH: on },
  });
  expect(res.ok()).toBe(true);
}

test('a disabled tab is never shown, even when asked for', async ({ page }) => {
  // With public key auth off nobody may log in with a key: the SSH tab is disabled.
  await publicKeyAuth(page, false);
  try {
    await page.goto('/ui/profile/setting?activeTab=SSHUpdate');
    await expect(page.getByRole('tab', { name: 'SSH public key' })).toBeDisabled();
    await selected(page, 'Personal information');
  } finally {
    await publicKeyAuth(page, true);
  }
});

test('the profile’s shortcuts open the personal settings on their tab', async ({ page }) => {
  await page.goto('/ui/profile/info');
  const security = page.locator('main').getByRole('heading', { name: 'Authentication settings' });
  await expect(security).toBeVisible({ timeout: 15_000 });
  await page.getByRole('link', { name: 'Update' }).first().click();
  await expect(page).toHaveURL(/\/ui\/profile\/setting\?activeTab=PasswordUpdate$/);
  await selected(page, 'Login password');
  await expect(page.getByLabel(/Old password/)).toBeVisible();
});
