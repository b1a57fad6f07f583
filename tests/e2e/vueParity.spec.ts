/**
 * Actions of the Vue console this console gained in issue 33's count, in Chromium: an account's
 * switches and its Update from its own page, an asset's nodes, a user's login rule made from the
 * user's page, the announcement on the console dashboard. What each did is read back from the API.
 */
import type { Page } from '@playwright/test';
import { ORG_DEFAULT } from '../../mock/rbac';
import { expect, test } from './demoServer';
import { signInThroughLoginPage } from './support';

async function readJson<T>(page: Page, url: string): Promise<T> {
  const res = await page.request.get(url);
  expect(res.status(), url).toBe(200);
  return (await res.json()) as T;
}

test('an admin switches an account off and privileged, then updates it from its page', async ({
  page,
  backend,
}) => {
  const account = backend.state.store
    .rows('accounts.accounts')
    .find((a) => a.org_id === ORG_DEFAULT && a.is_active === true && !a.privileged)!;
  const url = `/api/v1/accounts/accounts/${String(account.id)}/`;
  await signInThroughLoginPage(
    page,
    'admin',
    'ChangeMe',
    `/ui/console/accounts/accounts/${String(account.id)}`,
  );
  await page.getByRole('button', { name: 'Deactivate', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Activate', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Mark as privileged' }).click();
  await expect(page.getByRole('button', { name: 'Mark as not privileged' })).toBeVisible();
  expect(await readJson<Record<string, unknown>>(page, url)).toMatchObject({
    is_active: false,
    privileged: true,
  });

  await page.getByRole('button', { name: 'Update', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/^Comment/).fill('kept for the audit');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog).toHaveCount(0);
  expect((await readJson<{ comment: string }>(page, url)).comment).toBe('kept for the audit');
});

test("an admin puts an asset under one more node from the asset's page", async ({
  page,
  backend,
}) => {
  const store = backend.state.store;
  const asset = store
    .rows('assets.assets')
    .find((a) => a.org_id === ORG_DEFAULT && (a.nodes as string[]).length === 1)!;
  const before = [...(asset.nodes as string[])];
  const other = store
    .rows('assets.nodes')
    .find((n) => n.org_id === ORG_DEFAULT && n.id !== before[0] && String(n.key).includes(':'))!;
  await signInThroughLoginPage(
    page,
    'admin',
    'ChangeMe',
    `/ui/console/assets/assets/${String(asset.id)}/nodes`,
  );
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const picker = page.getByRole('dialog', { name: 'Add' });
  await picker.getByRole('textbox', { name: 'Search' }).fill(String(other.value));
  await picker.getByRole('checkbox', { name: String(other.full_value), exact: true }).click();
  await picker.getByRole('button', { name: 'Add (1)' }).click();
  await expect(
    page.getByRole('cell', { name: String(other.full_value), exact: true }),
  ).toBeVisible();
  const read = await readJson<{ nodes: { id: string }[] }>(
    page,
    `/api/v1/assets/assets/${String(asset.id)}/`,
  );
  expect(read.nodes.map((n) => n.id).sort()).toEqual([...before, other.id].sort());
});

test("an admin makes a login rule for a user from the user's page", async ({ page, backend }) => {
  const user = backend.state.store.userByUsername('user')!;
  await signInThroughLoginPage(
    page,
    'admin',
    'ChangeMe',
    `/ui/console/users/users/${String(user.id)}/login-acls`,
  );
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/^Name/).fill('No logins at night');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('cell', { name: 'No logins at night', exact: true })).toBeVisible();
  const rules = await readJson<{ name: string; user: { id: string } | string }[]>(
    page,
    `/api/v1/acls/login-acls/?user=${String(user.id)}`,
  );
  const made = rules.find((r) => r.name === 'No logins at night')!;
  expect(typeof made.user === 'string' ? made.user : made.user.id).toBe(user.id);
});

test('the console dashboard carries the announcement, as the Vue console does', async ({
  page,
  backend,
}) => {
  Object.assign(backend.state.settings, {
    ANNOUNCEMENT_ENABLED: true,
    ANNOUNCEMENT: { ID: 'e2e-dash', SUBJECT: 'Upgrade', CONTENT: 'Sunday 02:00', LINK: '' },
  });
  await signInThroughLoginPage(page, 'admin', 'ChangeMe', '/ui/console/dashboard');
  const banner = page.getByRole('region', { name: 'Announcement' });
  await expect(banner.getByText('Announcement: Upgrade')).toBeVisible();
  await banner.getByRole('button', { name: 'Close' }).click();
  await expect(banner).toHaveCount(0);
});
