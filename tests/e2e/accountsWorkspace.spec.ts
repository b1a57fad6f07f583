/**
 * The accounts workspace in Chromium (issue 13, points 4–6): an account added in the dialog, tested
 * with its task followed to the end and its connectivity read back, its secret and secret history
 * viewed; a change-secret automation executed and its execution's records listed; a gathered
 * account synced; the next runs of a crontab shown while typing. State is read back from the API
 * and the demo backend's rows.
 */
import type { Page } from '@playwright/test';
import type { Backend } from '../../mock/backend';
import { accountWorks } from '../../mock/domain/accounts';
import { ORG_DEFAULT } from '../../mock/rbac';
import { MFA_DEMO_USER } from '../../mock/seed';
import { totp } from '../../mock/util/totp';
import type { Row } from '../../mock/types';
import { expect, test } from './demoServer';
import { signIn, signInThroughLoginPage } from './support';

async function readJson<T>(page: Page, url: string): Promise<T> {
  const res = await page.request.get(url);
  expect(res.status()).toBe(200);
  return (await res.json()) as T;
}

const valueOf = (v: unknown) =>
  v && typeof v === 'object' && 'value' in v ? (v as { value: unknown }).value : v;

/** An account of Default whose asset can be tested and whose test succeeds. */
function testableAccount(backend: Backend): Row {
  const store = backend.state.store;
  return store.rows('accounts.accounts').find((a) => {
    const auto = store.find('assets.assets', a.asset)?.auto_info as Record<string, boolean>;
    return (
      a.org_id === ORG_DEFAULT &&
      auto?.ansible_enabled &&
      auto.ping_enabled &&
      accountWorks(a) &&
      ((a.history as unknown[]) ?? []).length > 1
    );
  })!;
}

test('an account: added in the dialog and tested to the end', async ({ page, backend }) => {
  const store = backend.state.store;
  const account = testableAccount(backend);
  account.connectivity = '-';
  await signIn(page, 'admin', 'ChangeMe', '/ui/console/accounts/accounts');

  // Add: the dialog posts the account for the picked asset.
  const asset = store.find('assets.assets', account.asset)!;
  await page.getByRole('button', { name: 'Create' }).first().click();
  const form = page.getByRole('dialog', { name: /Create Account/ });
  await form.getByRole('combobox', { name: 'Asset' }).fill(String(asset.name));
  await page
    .getByRole('option', { name: String(asset.name) })
    .first()
    .click();
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('ops-e2e');
  await form.getByRole('textbox', { name: 'Username' }).fill('ops-e2e');
  await form.getByRole('textbox', { name: 'Secret/Password' }).fill('S3cret-e2e!');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form).toBeHidden();
  await expect
    .poll(() => store.rows('accounts.accounts').find((a) => a.username === 'ops-e2e')?.asset)
    .toBe(asset.id);

  // Test from the account's page: the task log follows the verify task to the end.
  await page.goto(`/ui/console/accounts/accounts/${String(account.id)}`);
  const request = page.waitForRequest(
    (r) => r.method() === 'POST' && r.url().endsWith('/api/v1/accounts/accounts/tasks/'),
  );
  await page.getByRole('button', { name: 'Test', exact: true }).click();
  expect((await request).postDataJSON()).toEqual({ action: 'verify', accounts: [account.id] });
  const taskLog = page.getByRole('dialog', { name: /Task log/ });
  await expect(taskLog.getByRole('log')).toContainText(`(${String(account.username)})`);
  await expect(taskLog.getByText('Finished')).toBeVisible({ timeout: 30_000 });
  await taskLog.getByRole('button', { name: 'Close' }).click();
  const read = await readJson<Row>(page, `/api/v1/accounts/accounts/${String(account.id)}/`);
  expect(valueOf(read.connectivity)).toBe('ok');
});

test("an account's secret and its history behind the MFA confirm", async ({ page, backend }) => {
  const account = testableAccount(backend);
  await signInThroughLoginPage(
    page,
    MFA_DEMO_USER.username,
    MFA_DEMO_USER.password,
    `/ui/console/accounts/accounts/${String(account.id)}`,
  );
  await page.getByLabel('Code').fill(totp(MFA_DEMO_USER.otpSecret));
  await page.getByRole('button', { name: 'Verify' }).click();

  // Secret history: the server asks for the MFA confirm first; then the earlier secrets, newest
  // first.
  await page.getByRole('button', { name: 'Secret history' }).click();
  const confirm = page.getByRole('dialog', { name: 'Verify your identity' });
  await confirm
    .getByRole('textbox', { name: 'Verification code' })
    .fill(totp(MFA_DEMO_USER.otpSecret));
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  const history = page.getByRole('dialog', { name: /Secret history of/ });
  const earlier = (account.history as { secret: string; version: number }[]).filter(
    (h) => h.secret !== account.secret,
  );
  const newest = earlier.at(-1)!;
  await history.getByRole('button', { name: `Show v${newest.version}` }).click();
  await expect(history.getByRole('row').nth(1)).toContainText(newest.secret);
  await expect(history.getByRole('row')).toHaveCount(1 + earlier.length);
  await history.getByRole('button', { name: 'Close' }).click();

  // A secret in the list, within the confirmation's validity: no second confirm.
  await page.goto('/ui/console/accounts/accounts');
  const row = page.getByRole('table').getByRole('row').nth(1);
  const href = await row.getByRole('link').first().getAttribute('href');
  const shown = backend.state.store.find(
    'accounts.accounts',
    href!.split('/').filter(Boolean).at(-1),
  )!;
  await row.getByRole('button', { name: /^Show / }).click();
  await expect(row).toContainText(String(shown.secret));
  await expect(confirm).toHaveCount(0);
});

test('a change-secret automation: executed now, its execution listed with per-account records', async ({
  page,
  backend,
}) => {
  const store = backend.state.store;
  const automation = store
    .rows('accounts.change_secret_automations')
    .find((a) => a.org_id === ORG_DEFAULT && a.is_active)!;
  await signIn(
    page,
    'admin',
    'ChangeMe',
    `/ui/console/accounts/account-change-secret/${String(automation.id)}`,
  );
  const versions = new Map(
    store.rows('accounts.accounts').map((a) => [a.id, Number(a.version ?? 0)] as const),
  );
  const posted = page.waitForResponse(
    (r) => r.request().method() === 'POST' && r.url().endsWith('/change-secret-executions/'),
  );
  await page.getByRole('button', { name: 'Execute' }).click();
  const { task } = (await (await posted).json()) as { task: string };
  const taskLog = page.getByRole('dialog', { name: /Task log/ });
  await expect(taskLog.getByText(/^(Finished|Failed)$/)).toBeVisible({ timeout: 30_000 });
  await taskLog.getByRole('button', { name: 'Close' }).click();

  // The execution ended in success (always, docs/domain.md §5.3) and its records name each asset.
  await expect
    .poll(
      async () =>
        (await readJson<Row>(page, `/api/v1/accounts/change-secret-executions/${task}/`)).status,
    )
    .toBe('success');
  await page.getByRole('tab', { name: 'Executions' }).click();
  await expect(page.getByRole('table')).toContainText(task.slice(0, 8));
  await page.goto(`/ui/console/accounts/account-change-secret/executions/${task}/records`);
  const records = store.rows('accounts.change_secret_records').filter((r) => r.execution === task);
  expect(records.length).toBeGreaterThan(0);
  const table = page.getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(1 + records.length);
  for (const r of records) {
    const account = store.find('accounts.accounts', r.account)!;
    await expect(table).toContainText(String(store.find('assets.assets', r.asset)!.name));
    await expect(table).toContainText(String(account.name));
    // A successful change left a new secret: the old one is the newest of the history.
    if (r.is_success && account.secret_type === automation.secret_type)
      expect(Number(account.version)).toBe(versions.get(account.id)! + 1);
  }
  // Its log opens from the execution's page.
  await page.getByRole('button', { name: 'Log' }).click();
  await expect(page.getByRole('log', { name: 'Task log' })).toHaveAttribute('data-task-id', task);
});

test('a gathered account synced to the accounts; a crontab shows its next runs', async ({
  page,
  backend,
}) => {
  const store = backend.state.store;
  await signIn(
    page,
    'admin',
    'ChangeMe',
    '/ui/console/accounts/account-gather?tab=gatheredAccounts',
  );
  const table = page.getByRole('table');
  const first = table.getByRole('row').nth(1);
  await expect(first).toBeVisible();
  await first.getByRole('button', { name: /^Sync to accounts/ }).click();
  const synced = page.waitForResponse((r) => /\/gathered-accounts\/[^/]+\/sync\/$/.test(r.url()));
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  const res = await synced;
  expect(res.status()).toBe(201);
  const id = new URL(res.url()).pathname.split('/').at(-3)!;
  const gathered = store.find('accounts.gathered_accounts', id)!;
  const account = store
    .rows('accounts.accounts')
    .find((a) => a.asset === gathered.asset && a.username === gathered.username)!;
  expect(account.source).toBe('collected');

  // Schedule: the next five runs follow the crontab while it is typed.
  await page.goto('/ui/console/accounts/account-change-secret/create');
  const crontab = page.getByRole('textbox', { name: 'Regularly perform' });
  await crontab.fill('0 2 * * *');
  const preview = page.getByRole('status', { name: 'Next five runs' });
  await expect(preview.getByRole('listitem')).toHaveCount(5);
  for (const item of await preview.getByRole('listitem').allTextContents())
    expect(item).toMatch(/\b2:00\b/);
  await crontab.fill('0 25 * * *');
  await expect(preview).toContainText('Not a valid crontab');
});

test('the organisation admin tests an account from its page', async ({ page, backend }) => {
  const account = testableAccount(backend);
  await signIn(
    page,
    'orgadmin',
    'Orgadmin@2023',
    `/ui/console/accounts/accounts/${String(account.id)}`,
  );
  await page.getByRole('button', { name: 'Test', exact: true }).click();
  const taskLog = page.getByRole('dialog', { name: /Task log/ });
  await expect(taskLog.getByText('Finished')).toBeVisible({ timeout: 30_000 });
  expect(account.connectivity).toBe('ok');
});

test("platforms: category tabs; a custom platform's automation saved, a built-in one read-only", async ({
  page,
  backend,
}) => {
  const platforms = backend.state.store.rows('assets.platforms');
  await signIn(page, 'admin', 'ChangeMe', '/ui/console/assets/platforms');
  await page.getByRole('tab', { name: 'Database' }).click();
  const databases = platforms.filter((p) => p.category === 'database');
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(1 + Math.min(15, databases.length));
  await expect(rows.nth(1)).toContainText(String(databases[0]!.name));

  // Built in: shown, not changeable.
  const builtin = platforms.find((p) => p.internal && p.category === 'host')!;
  await page.goto(`/ui/console/assets/platforms/${String(builtin.id)}/automation`);
  await expect(page.getByText(/A built-in platform/)).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Ping' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);

  // Custom: Ping switched off and saved.
  const custom = platforms.find((p) => !p.internal && p.category === 'host')!;
  await page.goto(`/ui/console/assets/platforms/${String(custom.id)}/automation`);
  const ping = page.getByRole('switch', { name: 'Ping' });
  await expect(ping).toBeChecked();
  const patch = page.waitForRequest((r) => r.method() === 'PATCH');
  await ping.uncheck();
  await page.getByRole('button', { name: 'Save' }).click();
  expect((await patch).postDataJSON()).toMatchObject({ automation: { ping_enabled: false } });
  await expect
    .poll(async () => {
      const read = await readJson<{ automation: Row }>(
        page,
        `/api/v1/assets/platforms/${String(custom.id)}/`,
      );
      return read.automation.ping_enabled;
    })
    .toBe(false);
});

test('accounts added to two assets from a template, one array posted', async ({
  page,
  backend,
}) => {
  const store = backend.state.store;
  const template = store
    .rows('accounts.account_templates')
    .find((t) => t.org_id === ORG_DEFAULT && t.secret)!;
  const assets = store
    .rows('assets.assets')
    .filter(
      (a) =>
        a.org_id === ORG_DEFAULT &&
        a.category === 'host' &&
        !store
          .rows('accounts.accounts')
          .some((acc) => acc.asset === a.id && acc.username === template.username),
    )
    .slice(0, 2);
  await signIn(page, 'admin', 'ChangeMe', '/ui/console/accounts/accounts');
  await page.getByRole('button', { name: 'Add to several assets' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add accounts to assets' });
  for (const a of assets) {
    await dialog.getByRole('combobox', { name: 'Assets' }).fill(String(a.name));
    await page
      .getByRole('option', { name: new RegExp(`^${String(a.name)}`) })
      .first()
      .click();
  }
  await dialog.getByRole('radio', { name: 'Account template' }).check();
  await dialog.getByRole('combobox', { name: 'Account template' }).click();
  await page.getByRole('option', { name: new RegExp(`^${String(template.name)} `) }).click();
  const request = page.waitForRequest(
    (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/v1/accounts/accounts/',
  );
  await dialog.getByRole('button', { name: 'Save' }).click();
  const body = (await request).postDataJSON() as Record<string, unknown>[];
  expect(body.map((b) => [b.asset, b.id, b.template])).toEqual(
    assets.map((a) => [a.id, template.id, true]),
  );
  await expect(dialog).toBeHidden();
  const created = store
    .rows('accounts.accounts')
    .filter((a) => a.username === template.username && assets.some((s) => s.id === a.asset));
  expect(created).toHaveLength(2);
  expect(created.every((a) => a.secret === template.secret)).toBe(true);
});

test("a domain's gateway tested from the domain's Gateways tab", async ({ page, backend }) => {
  const store = backend.state.store;
  const gateway = store.rows('assets.gateways').find((g) => g.org_id === ORG_DEFAULT && g.domain)!;
  const domainId = String(
    typeof gateway.domain === 'object' ? (gateway.domain as Row).id : gateway.domain,
  );
  gateway.connectivity = '-';
  await signIn(page, 'admin', 'ChangeMe', `/ui/console/assets/domains/${domainId}/gateways`);
  const row = page.getByRole('row').filter({ hasText: String(gateway.name) });
  await row.getByRole('button', { name: /^More/ }).click();
  await page.getByRole('menuitem', { name: 'Test connection' }).click();
  const form = page.getByRole('dialog', { name: 'Test connection' });
  const request = page.waitForRequest((r) => r.url().endsWith('/test-connective/'));
  await form.getByRole('button', { name: 'Confirm' }).click();
  expect((await request).postDataJSON()).toEqual({ port: expect.any(Number) });
  const taskLog = page.getByRole('dialog', { name: /Task log/ });
  await expect(taskLog.getByRole('log')).toContainText(
    `Start testing gateway ${String(gateway.name)}`,
  );
  await expect(taskLog.getByText(/^(Finished|Failed)$/)).toBeVisible({ timeout: 30_000 });
  const read = await readJson<Row>(page, `/api/v1/assets/gateways/${String(gateway.id)}/`);
  expect(['ok', 'err']).toContain(valueOf(read.connectivity));
});

test('a label bound to an asset from the label form', async ({ page, backend }) => {
  const asset = backend.state.store
    .rows('assets.assets')
    .find((a) => a.org_id === ORG_DEFAULT && a.category === 'host')!;
  await signIn(page, 'admin', 'ChangeMe', '/ui/console/assets/labels/create');
  await page.getByRole('textbox', { name: 'Name' }).fill('env-e2e');
  await page.getByRole('textbox', { name: 'Value' }).fill('blue');
  await page.getByRole('combobox', { name: 'Asset' }).fill(String(asset.name));
  await page
    .getByRole('option', { name: new RegExp(`^${String(asset.name)}`) })
    .first()
    .click();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect
    .poll(async () => {
      const labels = await readJson<Row[]>(page, '/api/v1/assets/labels/?name=env-e2e');
      return labels.map((l) => (l.assets as Row[]).map((a) => (typeof a === 'object' ? a.id : a)));
    })
    .toEqual([[asset.id]]);
});

test('a change-secret automation created with its scope, recipients and crontab', async ({
  page,
  backend,
}) => {
  const store = backend.state.store;
  const asset = store
    .rows('assets.assets')
    .find((a) => a.org_id === ORG_DEFAULT && a.category === 'host')!;
  await signIn(page, 'admin', 'ChangeMe', '/ui/console/accounts/account-change-secret/create');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Rotate e2e');
  await page.getByRole('textbox', { name: 'Regularly perform' }).fill('30 3 * * 1');
  await page.getByRole('combobox', { name: 'Accounts' }).fill('root');
  await page.keyboard.press('Enter');
  await page.getByRole('combobox', { name: 'Assets' }).fill(String(asset.name));
  await page
    .getByRole('option', { name: new RegExp(`^${String(asset.name)}`) })
    .first()
    .click();
  await page.getByRole('combobox', { name: 'Recipient' }).fill('admin');
  await page.getByRole('option', { name: 'Administrator(admin)' }).click();
  await page.getByRole('radio', { name: 'Password', exact: true }).check();
  await page.getByRole('radio', { name: 'Specific password' }).check();
  await page.getByRole('textbox', { name: 'Secret/Password' }).fill('Rot8-e2e!');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect
    .poll(() =>
      store.rows('accounts.change_secret_automations').find((a) => a.name === 'Rotate e2e'),
    )
    .toMatchObject({
      crontab: '30 3 * * 1',
      accounts: ['root'],
      assets: [asset.id],
      recipients: [store.userByUsername('admin')!.id],
    });
});
