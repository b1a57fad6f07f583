/**
 * User administration in Chromium (issue 18, points 1 and 7): the super admin resets a user's MFA
 * from the user's page; the org admin invites an existing user into Beijing DC; a permission
 * through a group shows its asset in the user's Granted assets once the user joins the group.
 * Arranged on the demo backend's rows, acted in the browser, read back from the API.
 */
import type { Page } from '@playwright/test';
import { ORG_DEFAULT, ROLE } from '../../mock/rbac';
import { MFA_DEMO_USER, ORG_BEIJING } from '../../mock/seed';
import type { Row } from '../../mock/types';
import { expect, test } from './demoServer';
import { signIn } from './support';

const USERS = '/ui/console/users/users';
const LOAD = { timeout: 20_000 };

async function apiGet<T>(page: Page, url: string, org = ORG_DEFAULT): Promise<T> {
  const res = await page.request.get(url, { headers: { 'X-JMS-ORG': org } });
  expect(res.status()).toBe(200);
  return (await res.json()) as T;
}

test("the super admin resets a user's MFA and the binding is cleared", async ({
  page,
  backend,
}) => {
  const user = backend.state.store.userByUsername(MFA_DEMO_USER.username)!;
  const url = `/api/v1/users/users/${String(user.id)}/`;
  await signIn(page, 'admin', 'ChangeMe', `${USERS}/${String(user.id)}`);
  expect((await apiGet<Row>(page, url)).is_otp_secret_key_bound).toBe(true);
  // A computed flag: under the card's More details.
  await page.getByRole('button', { name: 'More details' }).click(LOAD);
  const otpBound = page
    .locator('dt', { hasText: /^Is OTP bound$/ })
    .locator('xpath=following-sibling::dd[1]');
  await expect(otpBound).toHaveText('Yes', LOAD);
  await page.getByRole('button', { name: 'Reset MFA' }).click(LOAD);
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText(`Reset the MFA of "${MFA_DEMO_USER.name}"?`);
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('MFA reset')).toBeVisible();
  // The record is read again: the card shows the binding gone.
  await expect(otpBound).toHaveText('No');
  expect((await apiGet<Row>(page, url)).is_otp_secret_key_bound).toBe(false);
});

test('the org admin invites an existing user into Beijing DC', async ({ page }) => {
  await signIn(page, 'orgadmin', 'Orgadmin@2023', USERS);
  await expect(page.getByRole('table')).toBeVisible(LOAD);
  await page.getByRole('button', { name: 'Organization: Default' }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Beijing DC' }).click();
  await expect(page.getByRole('button', { name: 'Organization: Beijing DC' })).toBeVisible(LOAD);
  const find = () => apiGet<Row[]>(page, '/api/v1/users/users/?username=approver', ORG_BEIJING);
  expect(await find()).toEqual([]);

  await page.getByRole('button', { name: 'Invite users' }).click(LOAD);
  const dialog = page.getByRole('dialog', { name: 'Invite users into this organization' });
  await dialog.getByRole('combobox', { name: 'Users' }).fill('approver');
  await page.getByRole('option', { name: /\(approver\)$/ }).click();
  await dialog.getByRole('combobox', { name: 'Org roles' }).click();
  await page.getByRole('option', { name: 'OrgUser', exact: true }).click();
  await dialog.getByRole('button', { name: 'Invite', exact: true }).click();
  await expect(page.getByText('Invited 1 user')).toBeVisible();
  // The list of Beijing DC finds the new member, and the API agrees.
  const search = page.getByRole('combobox', { name: 'Search' });
  await search.fill('approver');
  await search.press('Enter');
  await expect(page.getByRole('table').getByText('Ticket Approver')).toBeVisible(LOAD);
  const [member] = await find();
  expect((member!.org_roles as Row[]).map((r) => r.id)).toEqual([ROLE.OrgUser]);
});

test("a permission through a group shows its asset in the user's Granted assets", async ({
  page,
  backend,
}) => {
  const store = backend.state.store;
  const user = store.userByUsername('approver')!;
  const uid = String(user.id);
  const granted = async () =>
    (await apiGet<Row[]>(page, `/api/v1/perms/users/${uid}/assets/`)).map((a) => a.id);
  await signIn(page, 'admin', 'ChangeMe', `${USERS}/${uid}/groups`);
  await expect(page.getByRole('tab', { name: 'User groups' })).toHaveAttribute(
    'aria-selected',
    'true',
    LOAD,
  );
  // Arranged: a new group and a permission naming only that group and one asset not yet reached.
  const already = new Set(await granted());
  const asset = store
    .rows('assets.assets')
    .find((a) => a.org_id === ORG_DEFAULT && !already.has(a.id))!;
  const now = Date.now();
  const group = {
    id: crypto.randomUUID(),
    name: 'e2e-granted-group',
    comment: '',
    org_id: ORG_DEFAULT,
    created_by: 'Administrator',
    date_created: new Date(now).toISOString(),
  };
  store.rows('users.user_groups').push(group);
  store.rows('perms.asset_permissions').push({
    id: crypto.randomUUID(),
    name: 'e2e through a group',
    users: [],
    user_groups: [group.id],
    assets: [asset.id],
    nodes: [],
    accounts: ['@ALL'],
    actions: ['connect'],
    org_id: ORG_DEFAULT,
    org_name: 'Default',
    is_active: true,
    from_ticket: false,
    created_by: 'Administrator',
    comment: '',
    date_created: new Date(now - 60_000).toISOString(),
    date_start: new Date(now - 60_000).toISOString(),
    date_expired: new Date(now + 86_400_000).toISOString(),
  });
  store.touch();

  // The user joins the group from the User groups tab.
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const picker = page.getByRole('dialog', { name: 'Add' });
  await picker.getByRole('textbox', { name: 'Search' }).fill(group.name);
  await picker.getByRole('checkbox', { name: group.name, exact: true }).check();
  await picker.getByRole('button', { name: 'Add (1)' }).click();
  await expect(picker).toBeHidden();
  await expect(page.getByRole('table').getByText(group.name)).toBeVisible(LOAD);

  await page.getByRole('tab', { name: 'Granted assets' }).click();
  const assets = page.getByRole('table', { name: 'Granted assets' });
  await page.getByRole('textbox', { name: 'Search assets' }).fill(String(asset.name));
  await expect(assets.getByRole('cell', { name: String(asset.name), exact: true })).toBeVisible(
    LOAD,
  );
  await assets.getByRole('button', { name: `Accounts ${String(asset.name)}` }).click();
  await expect(
    page.getByRole('dialog', { name: `Accounts of ${String(asset.name)}` }),
  ).toBeVisible();
  expect(await granted()).toContain(asset.id);
});
