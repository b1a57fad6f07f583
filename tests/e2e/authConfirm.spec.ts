/**
 * The user-confirm dialog in Chromium (docs/shell.md §12.1, docs/wire.md §11), through its user in
 * the console: exporting account secrets (the accounts list's Export reads
 * `/api/v1/accounts/account-secrets/`, which asks for a confirmation).
 *
 * These tests run their own demo backend (./demoServer.ts), so each test starts from the seed and
 * can arrange what the real server would show only with time or infrastructure: an SMS gateway, a
 * sign-in more than 5 minutes old, an SSO user, and the weaker level the real relogin-level
 * endpoints ask for (IM unbinding has no screen here, so the secret endpoints are told to ask for
 * it). No request is intercepted: every call reaches the backend.
 */
import type { Page } from '@playwright/test';
import type { Backend } from '../../mock/backend';
import { domainOf } from '../../mock/domain/state';
import { ORG_DEFAULT } from '../../mock/rbac';
import { MFA_DEMO_USER, SECRET_VIEWER_ROLE } from '../../mock/seed';
import { totp } from '../../mock/util/totp';
import { expect, test } from './demoServer';
import { columnOf, downloadedRows } from './downloads';
import { signIn, signInThroughLoginPage } from './support';

const ACCOUNTS = '/ui/console/accounts/accounts';
const CONFIRM_API = '/api/v1/authentication/confirm/';

async function signInAsMfaUser(page: Page) {
  await signInThroughLoginPage(page, MFA_DEMO_USER.username, MFA_DEMO_USER.password, ACCOUNTS);
  await page.getByLabel('Code').fill(totp(MFA_DEMO_USER.otpSecret));
  await page.getByRole('button', { name: 'Verify' }).click();
}

/** The list header's Export (the hidden bulk toolbar of admins holds a second one). */
function exportButton(page: Page) {
  return page.getByRole('button', { name: 'Export' }).first();
}

async function clickExport(page: Page) {
  await expect(page.getByRole('table')).toBeVisible({ timeout: 20_000 });
  await exportButton(page).click();
}

function confirmDialog(page: Page) {
  return page.getByRole('dialog', { name: 'Verify your identity' });
}

function exportDialog(page: Page) {
  return page.getByRole('dialog', { name: 'Export' });
}

/** Every confirmation the page posts, as sent. */
function watchConfirmPosts(page: Page): Record<string, unknown>[] {
  const posts: Record<string, unknown>[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === CONFIRM_API)
      posts.push(r.postDataJSON() as Record<string, unknown>);
  });
  return posts;
}

/** Runs "export all" in the open dialog and reads the downloaded file back as rows of cells. */
async function downloadAll(page: Page, format: 'csv' | 'xlsx'): Promise<string[][]> {
  const dialog = exportDialog(page);
  await dialog.getByRole('radio', { name: 'All' }).check();
  await dialog.getByRole('radio', { name: format === 'csv' ? 'CSV' : 'Excel (xlsx)' }).check();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Export' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`^account_.+\\.${format}$`));
  return downloadedRows(download);
}

/** id -> secret, from the file's ID and Secret/Password columns. */
function secretsIn(rows: string[][]): Map<string, string> {
  const ids = columnOf(rows, 'ID');
  const secrets = columnOf(rows, 'Secret/Password');
  return new Map(ids.map((id, i) => [id, secrets[i]!]));
}

/** What the backend holds: every account of Default with its secret. */
function storedSecrets(backend: Backend): Map<string, string> {
  const accounts = backend.state.store
    .rows('accounts.accounts')
    .filter((a) => a.org_id === ORG_DEFAULT);
  expect(accounts.filter((a) => a.secret).length).toBeGreaterThan(10);
  return new Map(accounts.map((a) => [String(a.id), String(a.secret ?? '')]));
}

/** `user`, signing in through SSO (CAS) and allowed to read account secrets in Default. */
function makeSsoSecretViewer(backend: Backend) {
  const user = backend.state.store.userByUsername('user')!;
  user.source = 'cas';
  backend.state.store.bindings.push({
    user: String(user.id),
    role: SECRET_VIEWER_ROLE.id,
    org: ORG_DEFAULT,
  });
}

test('mfa: an OTP of six characters confirms, the export is retried and downloads the secrets', async ({
  page,
  backend,
}) => {
  const probes: number[] = [];
  page.on('response', (r) => {
    if (new URL(r.url()).pathname === '/api/v1/accounts/account-secrets/') probes.push(r.status());
  });
  await signInAsMfaUser(page);
  await clickExport(page);
  const dialog = confirmDialog(page);
  const method = dialog.getByRole('combobox', { name: 'Verification method' });
  await expect(method).toHaveValue('otp');
  // SMS is offered but disabled: the demo has no SMS gateway until a test turns one on.
  await expect(method.getByRole('option', { name: 'SMS' })).toBeDisabled();
  const code = dialog.getByRole('textbox', { name: 'Verification code' });
  await code.fill('12345');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'MFA verification failed: the code must have 6 characters',
  );
  // A code of the wrong time window: the server refuses it and says so.
  await code.fill(totp(MFA_DEMO_USER.otpSecret, Date.now() + 10 * 60_000));
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('MFA code invalid, or ntp sync server time');
  await code.fill(totp(MFA_DEMO_USER.otpSecret));
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
  // The request that asked for the confirmation was sent again, and this time answered.
  await expect(exportDialog(page)).toBeVisible();
  expect(probes).toEqual([400, 200]);

  const expected = storedSecrets(backend);
  expect(secretsIn(await downloadAll(page, 'csv'))).toEqual(expected);
  // Within SECURITY_MFA_VERIFY_TTL the confirmation holds: the export dialog opens at once.
  await clickExport(page);
  await expect(exportDialog(page)).toBeVisible();
  await expect(confirmDialog(page)).toHaveCount(0);
  expect(secretsIn(await downloadAll(page, 'xlsx'))).toEqual(expected);
});

test('mfa: closing the dialog cancels the export, and the next export asks again', async ({
  page,
}) => {
  await signInAsMfaUser(page);
  await clickExport(page);
  await expect(confirmDialog(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(confirmDialog(page)).toBeHidden();
  await expect(exportDialog(page)).toHaveCount(0);

  await exportButton(page).click();
  await confirmDialog(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(confirmDialog(page)).toBeHidden();
  await expect(exportDialog(page)).toHaveCount(0);
  await expect(exportButton(page)).toBeEnabled();
});

test('mfa by SMS: sending a code disables the button with a 60 s countdown, the code confirms', async ({
  page,
  backend,
}) => {
  domainOf(backend.state).smsEnabled = true;
  const mfa = backend.state.store.userByUsername(MFA_DEMO_USER.username)!;
  mfa.phone = '+86 13800000000';
  await signInAsMfaUser(page);
  await clickExport(page);
  const dialog = confirmDialog(page);
  await dialog.getByRole('combobox', { name: 'Verification method' }).selectOption('sms');
  const send = dialog.getByRole('button', { name: 'Send code' });
  await send.click();
  const resend = dialog.getByRole('button', { name: /^Send again in \d+ s$/ });
  await expect(resend).toBeDisabled();
  await expect(resend).toHaveText(/^Send again in (60|59|58) s$/);
  const sent = domainOf(backend.state).smsCodes.get(String(mfa.id));
  expect(sent).toMatch(/^\d{6}$/);
  await dialog.getByRole('textbox', { name: 'Verification code' }).fill(sent!);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(exportDialog(page)).toBeVisible();
});

test('a failed type lookup is an MFA error: admin has no MFA, so no dialog and no export', async ({
  page,
}) => {
  const lookups: number[] = [];
  page.on('response', (r) => {
    if (new URL(r.url()).pathname === CONFIRM_API && r.request().method() === 'GET')
      lookups.push(r.status());
  });
  await signIn(page, 'admin', 'ChangeMe', ACCOUNTS);
  await clickExport(page);
  await expect(page.getByText('This action require verify your MFA')).toBeVisible();
  expect(lookups).toEqual([404]);
  await expect(confirmDialog(page)).toHaveCount(0);
  await expect(exportDialog(page)).toHaveCount(0);
});

test('password: a local user is asked for the password; a wrong one shows the server message', async ({
  page,
  backend,
}) => {
  // What the relogin-level endpoints ask for; the server answers with the strongest backend the
  // user has at or above it: password, for admin.
  domainOf(backend.state).secretsConfirmLevel = 'relogin';
  const posts = watchConfirmPosts(page);
  await signIn(page, 'admin', 'ChangeMe', ACCOUNTS);
  await clickExport(page);
  const dialog = confirmDialog(page);
  const method = dialog.getByRole('combobox', { name: 'Verification method' });
  await expect(method).toBeDisabled();
  await expect(method).toHaveValue('password');
  await dialog.getByLabel('Password').fill('wrong');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Authentication failed password incorrect');
  await dialog.getByLabel('Password').fill('ChangeMe');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
  expect(posts.map((p) => p.confirm_type)).toEqual(['password', 'password']);
  // The secret leaves the browser encrypted with the session's public key.
  expect(posts.every((p) => typeof p.secret_key === 'string' && p.secret_key.includes(':'))).toBe(
    true,
  );
  expect(secretsIn(await downloadAll(page, 'csv'))).toEqual(storedSecrets(backend));
});

test('relogin: within 5 minutes of signing in an SSO user is confirmed without being asked', async ({
  page,
  backend,
}) => {
  domainOf(backend.state).secretsConfirmLevel = 'relogin';
  makeSsoSecretViewer(backend);
  const posts = watchConfirmPosts(page);
  await signIn(page, 'user', 'User@2023', ACCOUNTS);
  await clickExport(page);
  await expect(exportDialog(page)).toBeVisible();
  await expect(confirmDialog(page)).toHaveCount(0);
  expect(posts).toEqual([{ confirm_type: 'relogin', secret_key: '' }]);
  expect(secretsIn(await downloadAll(page, 'csv'))).toEqual(storedSecrets(backend));
});

test('relogin: after 5 minutes the dialog offers signing in again, which comes back to this page', async ({
  page,
  backend,
}) => {
  domainOf(backend.state).secretsConfirmLevel = 'relogin';
  makeSsoSecretViewer(backend);
  await signIn(page, 'user', 'User@2023', `${ACCOUNTS}?order=name`);
  await expect(page.getByRole('table')).toBeVisible({ timeout: 20_000 });
  // The sign-in is now six minutes old.
  const sessionId = (await page.context().cookies()).find((c) => c.name === 'jms_sessionid')!;
  backend.state.sessions.get(sessionId.value)!.loginAt! -= 6 * 60_000;

  await clickExport(page);
  const dialog = page.getByRole('dialog', { name: 'Sign in again' });
  await expect(dialog).toContainText('This action needs a recent sign-in');
  // Closing is a cancel; the next export asks again.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(exportDialog(page)).toHaveCount(0);
  await exportButton(page).click();
  await dialog.getByRole('button', { name: 'Sign in again' }).click();

  await expect(page).toHaveURL(/\/core\/auth\/login\//);
  await page.getByLabel('Username').fill('user');
  await page.getByLabel('Password').fill('User@2023');
  await page.getByRole('button', { name: 'Sign in' }).click();
  // Back to the page as it was: the link's `order=name` had become the list's own sort.
  await expect(page).toHaveURL(new RegExp(`${ACCOUNTS}\\?order=ASC&sort=name$`));
  await clickExport(page);
  await expect(exportDialog(page)).toBeVisible();
});
