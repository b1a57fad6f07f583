/**
 * The assets workspace (issue 13 §1–3) in Chromium, each result read back from the API: a node
 * created and renamed, assets added to and removed from it, its test followed in the task log, an
 * asset created under it with the platform's protocols (as the organisation admin); the asset
 * detail's quick actions, Accounts and Authorised users tabs (as the super admin); an account's
 * secret viewed on the asset's Accounts tab after the MFA confirm.
 */
import type { Page, Request } from '@playwright/test';
import { expect, test } from './demoServer';
import { MFA_DEMO_USER } from '../../mock/seed';
import { totp } from '../../mock/util/totp';
import { signIn, signInThroughLoginPage } from './support';

const ASSETS = '/ui/console/assets/assets';
const TREE = '/api/v1/assets/nodes/children/tree/';

type Json = Record<string, unknown>;

async function readJson<T = Json>(page: Page, url: string, org?: string): Promise<T> {
  const res = await page.request.get(url, org ? { headers: { 'X-JMS-ORG': org } } : {});
  expect(res.status()).toBe(200);
  return (await res.json()) as T;
}

const idsOf = (v: unknown) =>
  (Array.isArray(v) ? v : []).map((x) => String(x && typeof x === 'object' ? (x as Json).id : x));

const isAssetList = (r: Request) =>
  r.method() === 'GET' && new URL(r.url()).pathname === '/api/v1/assets/assets/';

function treeLabel(page: Page, name: RegExp) {
  return page
    .getByRole('tree', { name: 'Asset tree' })
    .locator('.MuiTreeItem-label')
    .filter({ hasText: name });
}

async function nodeMenu(page: Page, item: string) {
  await page.getByRole('button', { name: 'More node actions' }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

/** Picks one asset by name in the node's asset picker and confirms. */
async function pickAsset(page: Page, title: string, name: string, confirm: RegExp) {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByLabel('Search').fill(name);
  await dialog.getByRole('checkbox', { name, exact: true }).check();
  await dialog.getByRole('button', { name: confirm }).click();
  await expect(dialog).toBeHidden();
}

test('org admin: a node created and renamed, assets added, tested, created under it, removed', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const first = page.waitForResponse((r) => new URL(r.url()).pathname === TREE);
  await signIn(page, 'orgadmin', 'Orgadmin@2023', ASSETS);
  const answer = await first;
  const org = answer.request().headers()['x-jms-org'] ?? '';
  const roots = (await answer.json()) as { id: string; name: string }[];
  const cloud = roots.find((n) => /^Cloud \(\d+\)$/.test(n.name))!;
  const name = `WS ${Date.now()}`;

  // Create a child of Cloud and rename it.
  await treeLabel(page, /^Cloud \(\d+\)$/).click();
  await page.getByRole('button', { name: 'Create child node' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename node' });
  await rename.getByRole('textbox', { name: 'Name' }).fill(name);
  // The tree is read again after the rename: the node is picked once that answer is drawn.
  const reread = page.waitForResponse(
    (r) => new URL(r.url()).pathname === TREE && r.request().method() === 'GET',
  );
  await rename.getByRole('button', { name: 'Save' }).click();
  await expect(rename).toBeHidden();
  await reread;
  const kids = await readJson<{ id: string; name: string; meta: { data: { id: string } } }[]>(
    page,
    `${TREE}?assets=0&key=${encodeURIComponent(cloud.id)}`,
    org,
  );
  const node = kids.find((n) => n.name === `${name} (0)`)!;
  expect(node).toBeTruthy();
  const uuid = node.meta.data.id;

  const cloudItem = page.getByRole('treeitem', { name: /^Cloud/ }).first();
  if ((await cloudItem.getAttribute('aria-expanded')) !== 'true')
    await cloudItem.locator('.MuiTreeItem-iconContainer').first().click();
  await expect(cloudItem).toHaveAttribute('aria-expanded', 'true');
  await treeLabel(page, new RegExp(`^${name} \\(0\\)$`)).click();
  await expect(page.getByText(`Node: ${name} (0)`)).toBeVisible();

  // Add a Linux host to the node: read back, it holds the node too.
  const host = (
    await readJson<{ results: Json[] }>(page, '/api/v1/assets/hosts/?limit=1&platform=1', org)
  ).results[0]!;
  await nodeMenu(page, 'Add assets to node');
  await pickAsset(page, 'Add assets to node', String(host.name), /^Add 1 asset$/);
  await expect(page.getByText('Assets added to the node')).toBeVisible();
  await expect
    .poll(async () =>
      idsOf((await readJson(page, `/api/v1/assets/assets/${String(host.id)}/`, org)).nodes),
    )
    .toContain(uuid);

  // "Only this node's assets" narrows the list to the node's direct members.
  const current = page.waitForRequest(
    (r) =>
      isAssetList(r) &&
      new URL(r.url()).searchParams.get('node_id') === uuid &&
      new URL(r.url()).searchParams.get('show_current_asset') === '1',
  );
  // The switch follows the address: it turns on once the navigation lands.
  await page.getByLabel("Only this node's assets").click();
  await current;
  await expect(page.getByLabel("Only this node's assets")).toBeChecked();
  await expect(page.getByRole('link', { name: String(host.name), exact: true })).toBeVisible();

  // The node's connectivity test runs in the task log and updates its assets.
  const before = await readJson(page, `/api/v1/assets/assets/${String(host.id)}/`, org);
  const task = page.waitForRequest(
    (r) =>
      r.method() === 'POST' && new URL(r.url()).pathname === `/api/v1/assets/nodes/${uuid}/tasks/`,
  );
  await nodeMenu(page, 'Test connectivity of the node');
  expect((await task).postDataJSON()).toEqual({ action: 'test' });
  const log = page.getByRole('dialog', { name: /Task log/ });
  await expect(log.getByText('Finished')).toBeVisible({ timeout: 30_000 });
  const after = await readJson(page, `/api/v1/assets/assets/${String(host.id)}/`, org);
  expect(after.date_verified).not.toEqual(before.date_verified);
  await log.getByRole('button', { name: 'Close' }).click();

  // Create: Linux, then the host form with the node preselected and the platform's protocols.
  await page.getByRole('button', { name: 'Create', exact: true }).first().click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^Linux$/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/console/assets/hosts/create\\?.*node=${uuid}`));
  const created = `ws-host-${Date.now()}`;
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(created);
  await page.getByLabel(/IP\/Host/).fill('10.9.8.7');
  await expect(page.getByText(`/Default/Cloud/${name}`)).toBeVisible();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).not.toHaveURL(/\/create/, { timeout: 20_000 });
  const found = (
    await readJson<{ results: Json[] }>(
      page,
      `/api/v1/assets/assets/?search=${encodeURIComponent(created)}&limit=5`,
      org,
    )
  ).results;
  expect(found).toHaveLength(1);
  expect(idsOf(found[0]!.nodes)).toEqual([uuid]);
  const platform = await readJson<{ protocols: { name: string }[] }>(
    page,
    '/api/v1/assets/platforms/1/',
    org,
  );
  const protocols = found[0]!.protocols as { name: string; port: number }[];
  expect(protocols.length).toBeGreaterThan(0);
  for (const p of protocols) expect(platform.protocols.map((x) => x.name)).toContain(p.name);

  // Remove the first host from the node again.
  const selected = { tree: 'nodes', id: node.id, name, query: { node_id: uuid }, uuid };
  await page.goto(`${ASSETS}?node=${encodeURIComponent(JSON.stringify(selected))}`);
  await expect(page.getByText(`Node: ${name}`)).toBeVisible({ timeout: 20_000 });
  await nodeMenu(page, 'Remove assets from node');
  await pickAsset(page, 'Remove assets from node', String(host.name), /^Remove 1 asset$/);
  await expect(page.getByText('Assets removed from the node')).toBeVisible();
  expect(
    idsOf((await readJson(page, `/api/v1/assets/assets/${String(host.id)}/`, org)).nodes),
  ).not.toContain(uuid);
});

test('admin: asset detail quick actions, an account added in a dialog, who can reach the asset', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'admin', 'ChangeMe', ASSETS);
  await expect(page.getByRole('tree', { name: 'Asset tree' })).toBeVisible({ timeout: 20_000 });
  const host = (
    await readJson<{ results: Json[] }>(page, '/api/v1/assets/hosts/?limit=1&offset=3&platform=1')
  ).results[0]!;
  const url = `/api/v1/assets/assets/${String(host.id)}/`;
  await page.goto(`${ASSETS}/${String(host.id)}`);

  // Test connectivity, followed in the task log; the asset's verification date moves.
  await page.getByRole('button', { name: 'Test connectivity' }).click();
  const log = page.getByRole('dialog', { name: /Task log/ });
  await expect(log.getByText('Finished')).toBeVisible({ timeout: 30_000 });
  expect((await readJson(page, url)).date_verified).not.toEqual(host.date_verified);
  await log.getByRole('button', { name: 'Close' }).click();

  // Refresh hardware info, followed in the task log; the facts it gathered are shown.
  await page.getByRole('button', { name: 'Refresh hardware info' }).click();
  await expect(log.getByText('Finished')).toBeVisible({ timeout: 30_000 });
  await log.getByRole('button', { name: 'Close' }).click();
  const info = (
    await readJson<{ info: Record<string, string> }>(
      page,
      `/api/v1/assets/hosts/${String(host.id)}/`,
    )
  ).info;
  await page.getByRole('button', { name: 'Hardware info', exact: true }).click();
  const facts = page.getByRole('dialog', { name: /^Hardware info of/ });
  await expect(facts.getByRole('row', { name: `CPU model ${info.cpu_model}` })).toBeVisible();
  await expect(facts.getByRole('row', { name: `Memory ${info.memory}` })).toBeVisible();
  await facts.getByRole('button', { name: 'Close' }).click();

  // The active switch.
  const active = Boolean(host.is_active);
  await page.getByRole('button', { name: active ? 'Deactivate' : 'Activate', exact: true }).click();
  await expect.poll(async () => (await readJson(page, url)).is_active).toBe(!active);
  await expect(
    page.getByRole('button', { name: active ? 'Activate' : 'Deactivate', exact: true }),
  ).toBeVisible();

  // Accounts tab: add an account in a dialog, the asset preset.
  await page.getByRole('tab', { name: 'Accounts' }).click();
  await page.getByRole('button', { name: 'Create' }).click();
  const form = page.getByRole('dialog', { name: /Create Account/ });
  const username = `ws${Date.now()}`;
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(username);
  await form.getByRole('textbox', { name: 'Username', exact: true }).fill(username);
  await form.getByLabel('Secret/Password').fill('Ws!secret-2026');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByRole('cell', { name: username }).first()).toBeVisible();
  const accounts = await readJson<{ results: Json[] }>(
    page,
    `/api/v1/accounts/accounts/?asset=${String(host.id)}&username=${username}&limit=5`,
  );
  expect(accounts.results).toHaveLength(1);

  // Authorised users: the permissions behind the first user are the server's.
  const users = await readJson<{ results: Json[] }>(page, `${url}perm-users/?limit=1`);
  await page.getByRole('tab', { name: 'Authorised users' }).click();
  const user = users.results[0]!;
  await page.getByRole('button', { name: `View permissions ${String(user.name)}` }).click();
  const perms = await readJson<{ results: Json[] }>(
    page,
    `${url}perm-users/${String(user.id)}/permissions/?limit=100`,
  );
  const dialog = page.getByRole('dialog', { name: /Permissions granting/ });
  for (const p of perms.results)
    await expect(dialog.getByRole('link', { name: String(p.name) })).toBeVisible();
});

test("an account's secret on the asset's Accounts tab is shown after the MFA confirm", async ({
  page,
}) => {
  await signInThroughLoginPage(page, MFA_DEMO_USER.username, MFA_DEMO_USER.password, ASSETS);
  await page.getByLabel('Code').fill(totp(MFA_DEMO_USER.otpSecret));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('table')).toBeVisible({ timeout: 20_000 });
  const account = (await readJson<{ results: Json[] }>(page, '/api/v1/accounts/accounts/?limit=1'))
    .results[0]!;
  const asset = account.asset as Json;
  await page.goto(`${ASSETS}/${String(asset.id)}/accounts`);
  const row = page
    .getByRole('row')
    .filter({ hasText: String(account.username) })
    .first();
  await row.getByRole('button', { name: 'Show' }).click();
  const confirm = page.getByRole('dialog', { name: 'Verify your identity' });
  const read = page.waitForResponse(
    (r) =>
      new URL(r.url()).pathname === `/api/v1/accounts/account-secrets/${String(account.id)}/` &&
      r.status() === 200,
  );
  await confirm.getByLabel('Code').fill(totp(MFA_DEMO_USER.otpSecret));
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  const secret = (await (await read).json()) as Json;
  expect(String(secret.secret)).not.toBe('');
  await expect(row).toContainText(String(secret.secret));
});
