/**
 * Issue 33 (part A) in Chromium, each as the user who does it: an admin adds an asset and a node
 * to a change-secret automation and sets an account's switch-from; an org admin reads a node's
 * information (in Japanese too); an auditor reads who joined a session; an admin opens, saves and
 * looks up commands in the quick job; an end user stars an asset, finds it under Favourites, and
 * reads and closes the announcement on the workbench home (in Chinese too). What each did is read
 * back from the API or the demo backend's rows.
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

async function language(page: Page, lang: 'zh-hans' | 'ja' | 'en') {
  const url = new URL(page.url()).origin;
  await page.context().addCookies([{ name: 'django_language', value: lang, url }]);
}

test('an admin changes what a change-secret automation runs on', async ({ page, backend }) => {
  const store = backend.state.store;
  const automation = store
    .rows('accounts.change_secret_automations')
    .find((a) => a.org_id === ORG_DEFAULT)!;
  const id = String(automation.id);
  const extra = store
    .rows('assets.assets')
    .find(
      (a) => a.org_id === ORG_DEFAULT && !(automation.assets as string[]).includes(String(a.id)),
    )!;
  const node = store
    .rows('assets.nodes')
    .find(
      (n) =>
        n.org_id === ORG_DEFAULT &&
        String(n.key).includes(':') &&
        !(automation.nodes as string[]).includes(String(n.id)),
    )!;
  await signInThroughLoginPage(
    page,
    'admin',
    'ChangeMe',
    `/ui/console/accounts/account-change-secret/${id}`,
  );

  await page.getByRole('tab', { name: 'Assets' }).click();
  await expect(page.getByRole('columnheader', { name: /address/i })).toBeVisible();
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const picker = page.getByRole('dialog', { name: 'Add' });
  await picker.getByRole('textbox', { name: 'Search' }).fill(String(extra.name));
  await picker.getByRole('checkbox', { name: String(extra.name), exact: true }).click();
  await picker.getByRole('button', { name: 'Add (1)' }).click();
  await expect(page.getByText('Added 1 item')).toBeVisible();
  const listed = await readJson<{ id: string }[]>(
    page,
    `/api/v1/accounts/change-secret/${id}/assets/`,
  );
  expect(listed.map((a) => a.id)).toContain(extra.id);

  await page.getByRole('tab', { name: 'Nodes' }).click();
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const nodes = page.getByRole('dialog', { name: 'Add' });
  await nodes.getByRole('textbox', { name: 'Search' }).fill(String(node.value));
  await nodes.getByRole('checkbox', { name: String(node.full_value), exact: true }).click();
  await nodes.getByRole('button', { name: 'Add (1)' }).click();
  await expect(page.getByRole('cell', { name: String(node.full_value) })).toBeVisible();
  const read = await readJson<{ nodes: { id: string }[] }>(
    page,
    `/api/v1/accounts/change-secret-automations/${id}/`,
  );
  expect(read.nodes.map((n) => n.id)).toContain(node.id);
});

test('an admin sets the account an account switches from', async ({ page, backend }) => {
  const store = backend.state.store;
  const accounts = store.rows('accounts.accounts').filter((a) => a.org_id === ORG_DEFAULT);
  const account = accounts.find(
    (a) =>
      store.find('assets.assets', a.asset)?.type === 'linux' &&
      accounts.some((b) => b.asset === a.asset && b.id !== a.id),
  )!;
  const other = accounts.find((b) => b.asset === account.asset && b.id !== account.id)!;
  await signInThroughLoginPage(
    page,
    'admin',
    'ChangeMe',
    `/ui/console/accounts/accounts/${String(account.id)}`,
  );
  await page.getByRole('button', { name: 'Switch from' }).click();
  const dialog = page.getByRole('dialog', { name: `Switch ${String(account.name)} from` });
  await dialog.getByRole('combobox', { name: /User switch from/ }).click();
  await page
    .getByRole('option', { name: `${String(other.name)}(${String(other.username)})` })
    .click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Updated successfully')).toBeVisible();
  const read = await readJson<{ su_from: { id: string } | null }>(
    page,
    `/api/v1/accounts/accounts/${String(account.id)}/`,
  );
  expect(read.su_from?.id).toBe(other.id);
});

test("an org admin reads a node's information, in English and in Japanese", async ({
  page,
  backend,
}) => {
  const staging = backend.state.store
    .rows('assets.nodes')
    .find((n) => n.key === '1:2' && n.org_id === ORG_DEFAULT)!;
  await signInThroughLoginPage(page, 'orgadmin', 'Orgadmin@2023', '/ui/console/assets/assets');
  const tree = page.getByRole('tree', { name: 'Asset tree' });
  await tree.getByText(/^Staging \(\d+\)$/).click();
  await page.getByRole('button', { name: 'More node actions' }).click();
  await page.getByRole('menuitem', { name: 'Show node info' }).click();
  const dialog = page.getByRole('dialog', { name: 'Node information' });
  await expect(dialog.getByText(String(staging.id))).toBeVisible();
  await expect(dialog.getByText('/Default/Staging')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();

  await language(page, 'ja');
  await page.reload();
  await page
    .getByRole('tree', { name: 'アセットツリー' })
    .getByText(/^Staging \(\d+\)$/)
    .click();
  await page.getByRole('button', { name: 'その他のノード操作' }).click();
  await page.getByRole('menuitem', { name: 'ノード詳細の表示' }).click();
  const ja = page.getByRole('dialog', { name: 'ノード情報' });
  await expect(ja.getByText('フルネーム')).toBeVisible();
  await expect(ja.getByText('/Default/Staging')).toBeVisible();
});

test('an auditor reads who joined a session', async ({ page, backend }) => {
  const store = backend.state.store;
  const record = store.rows('terminal.session_join_records').find((r) => r.org_id === ORG_DEFAULT)!;
  const joiner = store.find('users.users', record.joiner)!;
  await signInThroughLoginPage(
    page,
    'auditor',
    'Auditor@2023',
    `/ui/audit/sessions/sessions/${String(record.session)}`,
  );
  await expect(page.getByRole('tab', { name: 'Commands' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Activity' })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Join records' }).click();
  await expect(
    page.getByRole('cell', { name: `${String(joiner.name)}(${String(joiner.username)})` }).first(),
  ).toBeVisible();
  await expect(page.getByRole('cell', { name: String(record.verify_code) }).first()).toBeVisible();
});

test('an admin opens, saves and looks up commands in the quick job', async ({ page }) => {
  await signInThroughLoginPage(page, 'admin', 'ChangeMe', '/ui/workbench/ops/quick-job');
  await page.getByRole('button', { name: 'Open command' }).click();
  const open = page.getByRole('dialog', { name: 'Select a saved command' });
  await open.getByRole('button', { name: /^Disk usage/ }).click();
  await expect(page.getByRole('group', { name: 'Command' })).toContainText('df -h');

  const name = `disk ${Date.now()}`;
  await page.getByRole('button', { name: 'Save command' }).click();
  const save = page.getByRole('dialog', { name: 'Save command' });
  await save.getByRole('textbox', { name: /Name/ }).fill(name);
  await save.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Command saved')).toBeVisible();
  const saved = await readJson<{ name: string; args: string; module: { value: string } }[]>(
    page,
    `/api/v1/ops/adhocs/?search=${encodeURIComponent(name)}`,
  );
  expect(saved.map((a) => [a.name, a.args, a.module.value])).toEqual([[name, 'df -h', 'shell']]);

  await page.getByRole('button', { name: 'Built-in variables' }).click();
  const help = page.getByRole('dialog', { name: 'Built-in variables' });
  await expect(help.getByText('{{ jms_asset.address }}')).toBeVisible();
  await expect(help.getByText('Address used to connect this asset in JumpServer')).toBeVisible();
});

test('an end user stars an asset and finds it under Favourites', async ({ page, backend }) => {
  await signInThroughLoginPage(page, 'user', 'User@2023', '/ui/workbench/assets');
  const table = page.getByRole('table', { name: 'My assets' });
  const star = table.getByRole('button', { name: /^Add .* to favourites$/ }).first();
  const label = (await star.getAttribute('aria-label'))!;
  const name = label.replace(/^Add (.*) to favourites$/, '$1');
  await star.click();
  await expect(page.getByText('Added to favourites')).toBeVisible();
  await expect(
    table.getByRole('button', { name: `Remove ${name} from favourites` }),
  ).toHaveAttribute('aria-pressed', 'true');
  const asset = backend.state.store.rows('assets.assets').find((a) => a.name === name)!;
  const favourites = await readJson<{ asset: string }[]>(page, '/api/v1/assets/favorite-assets/');
  expect(favourites.map((f) => f.asset)).toContain(asset.id);

  await page.getByRole('button', { name: 'Favourites', exact: true }).click();
  await expect(table.getByRole('cell', { name, exact: true })).toBeVisible();
});

test('an end user reads and closes the announcement, in Chinese', async ({ page, backend }) => {
  Object.assign(backend.state.settings, {
    ANNOUNCEMENT_ENABLED: true,
    ANNOUNCEMENT: { ID: 'e2e-1', SUBJECT: '系统维护', CONTENT: '今晚 22:00 停机', LINK: '' },
  });
  await page.goto('/core/auth/login/');
  await language(page, 'zh-hans');
  await signInThroughLoginPage(page, 'user', 'User@2023', '/ui/workbench/home');
  const banner = page.getByRole('region', { name: '公告' });
  await expect(banner.getByText('公告: 系统维护')).toBeVisible();
  await expect(banner.getByText('今晚 22:00 停机')).toBeVisible();
  await expect(page.getByRole('region', { name: '个人信息' })).toBeVisible();
  await banner.getByRole('button').click();
  await expect(banner).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('region', { name: '个人信息' })).toBeVisible();
  await expect(page.getByRole('region', { name: '公告' })).toHaveCount(0);
});
