/**
 * Detail relation tabs, list tabs, dialog forms and create variants on real resources (issue 12):
 * a user group's members added and removed (read back from the API), the sessions and roles
 * list tabs in the URL surviving a reload, a gateway created in a dialog of its domain with the
 * server's error on its field, and an asset created through the platform choice.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './demoServer';
import { signIn } from './support';

const stamp = () => Date.now().toString(36);

async function signInAt(page: Page, target: string) {
  await signIn(page, 'admin', 'ChangeMe', target);
  await expect(page).toHaveURL(new RegExp(target.replace(/[?]/g, '\\?')));
}

async function apiGet<T>(page: Page, url: string): Promise<T> {
  const response = await page.request.get(url);
  expect(response.ok()).toBe(true);
  return (await response.json()) as T;
}

type Row = Record<string, unknown>;

/** A write through the API as the signed-in browser makes it (CSRF header from its cookie). */
async function apiPost(page: Page, url: string, data: unknown): Promise<Row> {
  const csrf =
    (await page.context().cookies()).find((c) => c.name.endsWith('csrftoken'))?.value ?? '';
  const response = await page.request.post(url, { data, headers: { 'X-CSRFToken': csrf } });
  expect(response.status()).toBe(201);
  return (await response.json()) as Row;
}

test('a user group: members added with the picker and removed, read back from the API', async ({
  page,
}) => {
  const name = `e2e-group-${stamp()}`;
  await signInAt(page, '/ui/console/users/groups');
  const group = await apiPost(page, '/api/v1/users/groups/', { name });
  const users = await apiGet<{ results: Row[] }>(page, '/api/v1/users/users/?limit=2&order=name');
  const [first, second] = users.results as [Row, Row];

  await page.goto(`/ui/console/users/groups/${String(group.id)}/users`);
  await expect(page.getByRole('tab', { name: 'Members' })).toHaveAttribute('aria-selected', 'true');
  // A new group has no members: an empty table, not a list of every user.
  await expect(page.getByText('No Users found')).toBeVisible();
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const picker = page.getByRole('dialog', { name: 'Add' });
  await picker.getByRole('checkbox', { name: String(first.name), exact: true }).check();
  await picker.getByRole('textbox', { name: 'Search' }).fill(String(second.username));
  await picker.getByRole('checkbox', { name: String(second.name), exact: true }).check();
  await picker.getByRole('button', { name: 'Add (2)' }).click();
  await expect(picker).toBeHidden();
  const table = page.getByRole('table');
  await expect(table.getByText(String(first.username), { exact: true })).toBeVisible();
  await expect(table.getByText(String(second.username), { exact: true })).toBeVisible();
  const afterAdd = await apiGet<Row>(page, `/api/v1/users/groups/${String(group.id)}/`);
  expect(afterAdd.users_amount).toBe(2);

  // Remove one: select its row, confirm.
  await table
    .getByRole('row')
    .filter({ hasText: String(first.username) })
    .getByRole('checkbox')
    .check();
  await page.getByRole('button', { name: 'Remove selected' }).click();
  // The dialog closes once the server answered (open, it hides the table from the accessibility
  // tree, where the row would already read as hidden).
  const confirm = page.getByRole('dialog');
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(confirm).toBeHidden();
  await expect(table.getByText(String(first.username), { exact: true })).toBeHidden();
  await expect(table.getByText(String(second.username), { exact: true })).toBeVisible();
  const afterRemove = await apiGet<Row>(page, `/api/v1/users/groups/${String(group.id)}/`);
  expect(afterRemove.users_amount).toBe(1);
});

test('list tabs: the tab is in the URL, survives a reload and sends its own query', async ({
  page,
}) => {
  await signInAt(page, '/ui/audit/sessions/sessions');
  await expect(page.getByRole('tab', { name: 'Online' })).toHaveAttribute('aria-selected', 'true');
  const offline = page.waitForRequest(
    (r) => r.url().includes('/api/v1/terminal/sessions/?') && r.url().includes('is_finished=1'),
  );
  await page.getByRole('tab', { name: 'Offline' }).click();
  await expect(page).toHaveURL(/[?&]tab=offline/);
  await offline;
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Offline' })).toHaveAttribute('aria-selected', 'true');

  // Roles: the org roles are another resource's list beside the system roles.
  const orgRoles = page.waitForRequest((r) => r.url().includes('/api/v1/rbac/org-roles/?'));
  await page.goto('/ui/console/users/roles?tab=org');
  await orgRoles;
  await expect(page.getByRole('tab', { name: 'Org roles' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('link', { name: 'OrgAdmin', exact: true })).toBeVisible();
});

test('a gateway is created in a dialog of its domain; a taken name shows on its field', async ({
  page,
}) => {
  await signInAt(page, '/ui/console/assets/domains');
  const domains = await apiGet<{ results: Row[] }>(page, '/api/v1/assets/domains/?limit=1');
  const domain = domains.results[0]!;
  const hosts = await apiGet<{ results: Row[] }>(page, '/api/v1/assets/hosts/?limit=1');
  const taken = String(hosts.results[0]!.name);

  await page.goto(`/ui/console/assets/domains/${String(domain.id)}/gateways`);
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Gateway' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(taken);
  await dialog.getByRole('textbox', { name: 'IP/Host' }).fill('10.9.8.7');
  await dialog.getByRole('combobox', { name: 'Platform' }).click();
  await page.getByRole('option', { name: 'Gateway' }).click();
  const post = page.waitForRequest(
    (r) => r.method() === 'POST' && r.url().endsWith('/api/v1/assets/gateways/'),
  );
  await dialog.getByRole('button', { name: 'Submit' }).click();
  expect((await post).postDataJSON()).toMatchObject({
    name: taken,
    address: '10.9.8.7',
    domain: domain.id,
  });
  await expect(dialog.getByText('This field must be unique.')).toBeVisible();

  const name = `e2e-gw-${stamp()}`;
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('table').getByText(name, { exact: true })).toBeVisible();
  const gateways = await apiGet<Row[]>(
    page,
    `/api/v1/assets/gateways/?domain=${String(domain.id)}&name=${name}`,
  );
  expect(gateways).toHaveLength(1);
});

test('Create on assets asks for a platform, then the host form has it preselected', async ({
  page,
}) => {
  await signInAt(page, '/ui/console/assets/assets');
  const platforms = await apiGet<Row[]>(page, '/api/v1/assets/platforms/?name=Linux');
  const linux = platforms[0]!;
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  const chooser = page.getByRole('dialog', { name: 'Choose a platform' });
  await chooser.getByRole('textbox', { name: 'Search' }).fill('Linux');
  await chooser.getByRole('button', { name: 'Linux', exact: true }).click();
  await expect(page).toHaveURL(
    new RegExp(`/ui/console/assets/hosts/create\\?platform=${String(linux.id)}$`),
  );
  await expect(page.getByRole('combobox', { name: 'Platform' })).toHaveValue('Linux');

  const name = `e2e-host-${stamp()}`;
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('textbox', { name: 'IP/Host' }).fill('10.1.2.3');
  await page.getByRole('combobox', { name: 'Nodes' }).click();
  await page.getByRole('option').first().click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/ui\/console\/assets\/hosts\?/);
  const hosts = await apiGet<Row[]>(page, `/api/v1/assets/hosts/?name=${name}`);
  expect(hosts).toHaveLength(1);
  expect(hosts[0]!.platform).toMatchObject({ id: linux.id });
});
