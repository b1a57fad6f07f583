/**
 * The personal credential pages in Chromium: an API key is created (its secret shown once),
 * disabled and deleted; a connection token is expired early; a message channel is switched off;
 * MFA is switched on and an authenticator bound on the backend's pages the profile leads to.
 */
import { expect, test } from './demoServer';
import { signIn } from './support';
import { totp } from '../../mock/util/totp';

const T = { timeout: 15_000 };

test('API keys: create, see the secret once, disable, delete', async ({ page }) => {
  await signIn(page, 'user', 'User@2023', '/ui/profile/key');
  const table = page.getByRole('table', { name: 'API keys' });
  await expect(table).toBeVisible(T);
  const before = await table.locator('tbody tr').count();
  await page.getByRole('button', { name: 'Create' }).click();
  const dialog = page.getByRole('dialog', { name: 'API key created' });
  await expect(dialog).toContainText(/Secret\s*[0-9a-f-]{36}/);
  await dialog.getByRole('button', { name: 'Close' }).click();

  const row = table.locator('tbody tr').first();
  await expect(row).toContainText('Enabled');
  // In the list the secret stays hidden until asked for.
  await expect(row).toContainText('••••••••');
  await row.getByRole('button', { name: 'Disable' }).click();
  await expect(row).toContainText('Disabled');
  await row.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Deleted successfully')).toBeVisible();
  await expect(table.locator('tbody tr')).toHaveCount(Math.max(before, 1));
});

test('connection tokens: expire one before its time', async ({ page }) => {
  await signIn(page, 'user', 'User@2023', '/ui/profile/connection-token');
  const table = page.getByRole('table', { name: 'Connection tokens' });
  const valid = table.locator('tbody tr', { hasText: 'Valid' }).first();
  await expect(valid).toBeVisible(T);
  const validCount = await table.locator('tbody tr', { hasText: 'Valid' }).count();
  await valid.getByRole('button', { name: 'Expire' }).click();
  await expect(table.locator('tbody tr', { hasText: 'Valid' })).toHaveCount(validCount - 1);
});

test('message channels: switching e-mail off is saved to the profile', async ({ page }) => {
  await signIn(page, 'approver', 'Approver@2023', '/ui/profile/info');
  const email = page.getByRole('switch', { name: 'Email' });
  await expect(email).toBeChecked(T);
  const saved = page.waitForResponse((r) =>
    r.url().includes('/api/v1/notifications/user-msg-subscription/'),
  );
  await email.uncheck();
  expect((await saved).request().postDataJSON()).toEqual({ receive_backends: ['site_msg'] });
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Email' })).not.toBeChecked(T);
  await expect(page.getByRole('switch', { name: 'Site messages' })).toBeDisabled();
  await page.getByRole('switch', { name: 'Email' }).check();
});

test("MFA: the profile's 'Set' opens the backend's page; the switch saves, an authenticator binds", async ({
  page,
  backend,
}) => {
  await signIn(page, 'user', 'User@2023', '/ui/profile/info');
  await page.getByRole('link', { name: 'Set', exact: true }).click();
  await expect(page).toHaveURL(/\/core\/auth\/profile\/mfa\/$/, T);
  await expect(page.getByRole('heading', { name: 'MFA settings' })).toBeVisible();

  const mfaSwitch = page.getByRole('checkbox', { name: 'Enable MFA' });
  await expect(mfaSwitch).not.toBeChecked();
  await expect(page.getByRole('link', { name: 'Enable', exact: true })).toBeHidden();
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/v1/users/profile/'));
  await mfaSwitch.check();
  const res = await saved;
  expect(res.request().method()).toBe('PATCH');
  expect(res.request().postDataJSON()).toEqual({ mfa_level: 1 });
  expect(res.status()).toBe(200);
  expect(backend.state.store.userByUsername('user')!.mfa_level).toBe(1);

  await page.getByRole('link', { name: 'Enable', exact: true }).click();
  await page.getByRole('link', { name: 'Next' }).click();
  await page.getByRole('link', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Bind the authenticator' })).toBeVisible();
  const secret = (await page.locator('#otp-secret').textContent())!;
  await page.getByLabel('Verification code').fill(totp(secret));
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('status')).toHaveText('OTP is enabled. Sign in again to continue.');
  expect(backend.state.store.userByUsername('user')!.otp_secret_key).toBe(secret);
});
