/**
 * Roles and asset permissions (issue 18 points 2, 3): a custom role's permission tree edited and
 * saved takes effect in the profile of a user bound to it (who then reaches the console); an
 * asset permission's users and assets added and removed on its tabs, read back from the API.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './demoServer';
import { signIn } from './support';

type Row = Record<string, unknown>;
const stamp = () => Date.now().toString(36);

async function apiGet<T>(page: Page, url: string): Promise<T> {
  const response = await page.request.get(url);
  expect(response.ok()).toBe(true);
  return (await response.json()) as T;
}

async function apiPost(page: Page, url: string, data: unknown): Promise<Row> {
  const csrf =
    (await page.context().cookies()).find((c) => c.name.endsWith('csrftoken'))?.value ?? '';
  const response = await page.request.post(url, { data, headers: { 'X-CSRFToken': csrf } });
  expect(response.status()).toBe(201);
  return (await response.json()) as Row;
}

const ids = (v: unknown) =>
  ((v as unknown[]) ?? []).map((x) => String(typeof x === 'object' ? (x as Row).id : x));

/**
 * Clicks `target` until `item` shows `attribute` as true: under a whole run's load a click on the
 * tree sometimes only focuses its item (the item is focused, its state unchanged), and a state
 * reached already is not clicked away again.
 */
async function clickUntil(item: Locator, target: Locator, attribute: string) {
  await expect(async () => {
    if ((await item.getAttribute(attribute)) !== 'true') await target.click();
    await expect(item).toHaveAttribute(attribute, 'true', { timeout: 5000 });
  }).toPass({ timeout: 30000 });
}

/** Expands a tree item by its label (names carry counts: "Assets(0/40)"). */
async function expand(page: Page, name: RegExp) {
  const item = page.getByRole('treeitem', { name }).first();
  await clickUntil(item, item.locator('.MuiTreeItem-label').first(), 'aria-expanded');
}

/** Checks a permission leaf as a user does: a click on its box. */
async function check(page: Page, name: RegExp) {
  const item = page.getByRole('treeitem', { name });
  await clickUntil(item, item.locator('input[type=checkbox]').first(), 'aria-checked');
}

test("a custom role's permission tree, saved, opens the console to a user bound to it", async ({
  page,
}) => {
  await signIn(page, 'admin', 'ChangeMe', '/ui/console/users/roles?tab=org');
  await expect(page).toHaveURL(/\/ui\/console\/users\/roles/);
  const role = await apiPost(page, '/api/v1/rbac/org-roles/', {
    name: `e2e-role-${stamp()}`,
    scope: 'org',
  });
  const rid = String(role.id);

  // Bind Common User through the role's Users tab.
  await page.goto(`/ui/console/users/org-roles/${rid}/users`);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const picker = page.getByRole('dialog', { name: 'Add' });
  await picker.getByRole('textbox', { name: 'Search' }).fill('Common User');
  await picker.getByRole('checkbox', { name: 'Common User', exact: true }).check();
  await picker.getByRole('button', { name: 'Add (1)' }).click();
  await expect(page.getByRole('table').getByText('Common User(user)')).toBeVisible();

  // Check "View console" and "View asset" in the tree, then save.
  await page.getByRole('tab', { name: 'Permissions' }).click();
  await expand(page, /^Console view\(/);
  await expand(page, /^Rbac\(/);
  await expand(page, /^Console\(/);
  await check(page, /^View console$/);
  await expand(page, /^Assets\(/);
  await expand(page, /^Asset\(/);
  await check(page, /^View asset$/);
  await page.getByRole('button', { name: 'Save permissions' }).click();
  await expect(page.getByText('Permissions saved')).toBeVisible();
  const tree = await apiGet<Row[]>(page, `/api/v1/rbac/org-roles/${rid}/permissions/tree/`);
  expect(
    tree
      .filter((n) => (n.meta as Row).type === 'perm' && n.checked)
      .map((n) => n.title)
      .sort(),
  ).toEqual(['assets.view_asset', 'rbac.view_console']);

  // Common User signs in: the profile carries the permissions and the console's asset list opens.
  await page.context().clearCookies();
  await signIn(page, 'user', 'User@2023', '/ui/console/assets/assets');
  await expect(page).toHaveURL(/\/ui\/console\/assets\/assets/);
  await expect(page.getByRole('table')).toBeVisible();
  const profile = await apiGet<Row>(page, '/api/v1/users/profile/');
  expect(profile.perms).toEqual(expect.arrayContaining(['rbac.view_console', 'assets.view_asset']));
});

test("an asset permission's users and assets: added and removed on its tabs, read back", async ({
  page,
}) => {
  await signIn(page, 'admin', 'ChangeMe', '/ui/console/perms/asset-permissions');
  await expect(page).toHaveURL(/\/ui\/console\/perms\/asset-permissions/);
  const perm = await apiPost(page, '/api/v1/perms/asset-permissions/', {
    name: `e2e-perm-${stamp()}`,
    actions: ['connect'],
    accounts: ['@ALL'],
  });
  const pid = String(perm.id);
  const read = () => apiGet<Row>(page, `/api/v1/perms/asset-permissions/${pid}/`);

  await page.goto(`/ui/console/perms/asset-permissions/${pid}/users`);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  let picker = page.getByRole('dialog', { name: 'Add' });
  await picker.getByRole('textbox', { name: 'Search' }).fill('Org Auditor');
  await picker.getByRole('checkbox', { name: 'Org Auditor', exact: true }).check();
  await picker.getByRole('button', { name: 'Add (1)' }).click();
  await expect(picker).toBeHidden();
  await expect(page.getByRole('table').getByText('auditor', { exact: true })).toBeVisible();
  const auditor = (await apiGet<Row[]>(page, '/api/v1/users/users/?username=auditor'))[0]!;
  expect(ids((await read()).users)).toEqual([String(auditor.id)]);

  await page.getByRole('table').getByRole('checkbox').last().check();
  await page.getByRole('button', { name: 'Remove selected' }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('No Users found')).toBeVisible();
  expect(ids((await read()).users)).toEqual([]);

  await page.getByRole('tab', { name: 'Assets' }).click();
  const asset = (
    await apiGet<{ results: Row[] }>(page, '/api/v1/assets/assets/?limit=1&order=name')
  ).results[0]!;
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  picker = page.getByRole('dialog', { name: 'Add' });
  await picker.getByRole('textbox', { name: 'Search' }).fill(String(asset.name));
  await picker.getByRole('checkbox', { name: String(asset.name), exact: true }).check();
  await picker.getByRole('button', { name: 'Add (1)' }).click();
  await expect(
    page.getByRole('table').getByText(String(asset.name), { exact: true }),
  ).toBeVisible();
  expect(ids((await read()).assets)).toEqual([String(asset.id)]);

  await page.getByRole('table').getByRole('checkbox').last().check();
  await page.getByRole('button', { name: 'Remove selected' }).click();
  // The confirm dialog stays open until the server answered; while open it hides the page from the
  // accessibility tree, where the table's row would already read as hidden.
  const confirm = page.getByRole('dialog');
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('table').getByText(String(asset.name), { exact: true })).toBeHidden();
  expect(ids((await read()).assets)).toEqual([]);
});
