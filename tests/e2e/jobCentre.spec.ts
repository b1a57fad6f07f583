/**
 * The job centre in Chromium against the demo backend: the quick job runs `hostname` on three
 * granted assets and shows each host's output and the summary the backend stored; a command a
 * command ACL rejects shows the server's reason; an ordinary user sees only their granted assets,
 * leaves a long run and finds its output again in the executions; a job with a parameter asks its
 * value before Run now and the run prints it.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './demoServer';
import { makeZip } from '../support/zip';
import { signIn } from './support';

interface Asset {
  id: string;
  name: string;
  category?: { value: string };
}

async function api<T>(page: Page, method: 'GET' | 'POST', url: string, data?: unknown): Promise<T> {
  const csrf = (await page.context().cookies()).find((c) => c.name === 'jms_csrftoken')?.value;
  const res = await page.request.fetch(url, {
    method,
    data,
    headers: method === 'GET' ? {} : { 'X-CSRFToken': csrf ?? '' },
  });
  expect(res.ok(), `${method} ${url}`).toBe(true);
  return (await res.json()) as T;
}

/** Hosts of the current org with a `root` account, granted to the signed-in admin. */
async function grantRootHosts(page: Page, n: number): Promise<Asset[]> {
  const accounts = await api<{ results: { asset: Asset }[] }>(
    page,
    'GET',
    '/api/v1/accounts/accounts/?username=root&limit=30',
  );
  const assets = [...new Map(accounts.results.map((a) => [a.asset.id, a.asset])).values()].slice(
    0,
    n,
  );
  const me = await api<{ id: string }>(page, 'GET', '/api/v1/users/profile/');
  await api(page, 'POST', '/api/v1/perms/asset-permissions/', {
    name: `quick job ${Date.now()}`,
    users: [me.id],
    user_groups: [],
    assets: assets.map((a) => a.id),
    nodes: [],
    accounts: ['@ALL'],
    actions: ['all'],
    is_active: true,
  });
  return assets;
}

async function pick(page: Page, asset: Asset) {
  await page.getByRole('textbox', { name: 'Search assets' }).fill(asset.name);
  const rows = page.getByRole('list', { name: 'Assets' }).getByRole('checkbox');
  // The search's answer first: a row clicked before it is drawn again is not the one that stays.
  await expect(rows.filter({ hasNotText: asset.name })).toHaveCount(0);
  const row = rows.filter({ has: page.getByText(asset.name, { exact: true }) });
  await row.click();
  await expect(row).toHaveAttribute('aria-checked', 'true');
}

async function typeCommand(page: Page, command: string) {
  await page.getByTestId('command-editor').locator('.ace_content').click();
  await page.keyboard.type(command);
}

const summaryPattern = /Succeeded: (\d+) · Failed: (\d+) · Skipped: (\d+)/;

test('runs hostname on three assets: three outputs and the stored summary', async ({ page }) => {
  await signIn(page, 'admin', 'ChangeMe', '/ui/workbench/');
  await expect(page).toHaveURL(/\/ui\/workbench\//);
  const assets = await grantRootHosts(page, 3);
  expect(assets).toHaveLength(3);
  await page.goto('/ui/workbench/ops/quick-job');
  for (const a of assets) await pick(page, a);
  await expect(page.getByText('3 assets, 0 nodes selected')).toBeVisible();
  await typeCommand(page, 'hostname');
  await page.getByRole('button', { name: 'Run', exact: true }).click();

  const log = page.getByRole('log', { name: 'Output' });
  for (const a of assets) await expect(log).toContainText(`${a.name} |`);
  const status = page.getByRole('status');
  await expect(status).toContainText(summaryPattern);
  const [, ok, failed] = summaryPattern.exec((await status.textContent()) ?? '')!;
  expect(Number(ok) + Number(failed)).toBe(3);
  // A reload follows the same run again, with the form restored from its job.
  await page.reload();
  await expect(page.getByTestId('command-editor')).toContainText('hostname');
  await expect(log).toContainText(`${assets[0]!.name} |`);

  // The backend's own record of the run says the same.
  const taskId = new URL(page.url()).searchParams.get('taskId')!;
  const detail = await api<{ job_id: string }>(
    page,
    'GET',
    `/api/v1/ops/job-execution/task-detail/${taskId}/`,
  );
  const runs = await api<{ id: string; task_id: string; summary: { ok: string[] } }[]>(
    page,
    'GET',
    `/api/v1/ops/job-executions/?job_id=${detail.job_id}`,
  );
  const run = runs.find((r) => r.task_id === taskId)!;
  expect(run.summary.ok).toHaveLength(Number(ok));
  for (const name of run.summary.ok)
    await expect(log).toContainText(`${name} | CHANGED | rc=0 >>\n${name}`);

  // The execution's detail lists each host's result; the job audit log has its output.
  await page.goto(`/ui/workbench/ops/executions/${run.id}/hosts`);
  const hosts = page.getByRole('table', { name: 'Hosts' });
  await expect(hosts.getByRole('row')).toHaveCount(4);
  for (const name of run.summary.ok)
    await expect(hosts.getByRole('row').filter({ hasText: name })).toContainText('Succeeded');
  await page.goto('/ui/audit/audits/job-execution-log');
  const audit = page.getByRole('row').filter({ hasText: 'shell:hostname' });
  await expect(audit).toHaveCount(1);
  await audit.getByRole('button', { name: /^Output/ }).click();
  await expect(page.getByRole('dialog').getByRole('log')).toContainText(`${assets[0]!.name} |`);
});

test('a command a command ACL rejects shows the reason', async ({ page }) => {
  await signIn(page, 'admin', 'ChangeMe', '/ui/workbench/');
  await expect(page).toHaveURL(/\/ui\/workbench\//);
  const [asset] = await grantRootHosts(page, 1);
  const group = await api<{ id: string }>(page, 'POST', '/api/v1/acls/command-groups/', {
    name: `wipe ${Date.now()}`,
    type: 'command',
    content: 'rm -rf /',
    ignore_case: true,
  });
  const aclName = `Block wipes ${Date.now()}`;
  await api(page, 'POST', '/api/v1/acls/command-filter-acls/', {
    name: aclName,
    priority: 100,
    action: 'reject',
    users: { username_group: ['*'] },
    assets: { name_group: ['*'], address_group: ['*'] },
    accounts: { username_group: ['*'] },
    command_groups: [group.id],
    is_active: true,
  });
  await page.goto('/ui/workbench/ops/quick-job');
  await pick(page, asset!);
  await typeCommand(page, 'rm -rf /');
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText(
    new RegExp(
      `Not run: command 'rm -rf /' on asset ${asset!.name}\\(.*\\) is rejected by acl ${aclName}`,
    ),
  );
  await expect(page.getByRole('status')).toContainText('Failed');
});

test('an ordinary user sees only granted assets, leaves a long run and finds its output again', async ({
  page,
}) => {
  await signIn(page, 'user', 'User@2023', '/ui/workbench/ops/quick-job');
  await expect(page).toHaveURL(/\/ui\/workbench\/ops\/quick-job/);
  const granted = await api<{ results: Asset[] }>(
    page,
    'GET',
    '/api/v1/perms/users/self/assets/?limit=50',
  );
  const list = page.getByRole('list', { name: 'Assets' });
  await expect(list.getByRole('checkbox')).toHaveCount(granted.results.length);
  await expect(list.getByRole('checkbox').first()).toContainText(granted.results[0]!.name);

  // A host: it has a privileged account, which the chosen policy runs as.
  const target = granted.results.find((a) => a.category?.value === 'host')!;
  await pick(page, target);
  await page.getByRole('combobox', { name: 'Run-as policy' }).click();
  await page.getByRole('option', { name: 'Privileged account first' }).click();
  await typeCommand(page, 'sleep 6; hostname');
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  const log = page.getByRole('log', { name: 'Output' });
  await expect(log).toContainText('Start executing tasks');
  await page.getByRole('button', { name: 'Close output' }).click();
  await expect(log).toBeHidden();

  await page.goto('/ui/workbench/ops/executions');
  const row = page.getByRole('row').filter({ hasText: 'shell:sleep 6; hostname' });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: /^Output/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('log')).toContainText(`${target.name} |`, { timeout: 20_000 });
});

test('creates a periodic job: the crontab previews its next five runs, the job is saved', async ({
  page,
}) => {
  await signIn(page, 'admin', 'ChangeMe', '/ui/workbench/ops/job/create');
  const name = `nightly uptime ${Date.now()}`;
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Args').fill('uptime');
  await page.getByLabel('Periodic perform').check();
  await page.getByLabel('Regularly perform').fill('0 2 * * *');
  const preview = page.getByRole('status', { name: 'Next five runs' });
  await expect(preview.getByRole('listitem')).toHaveCount(5);
  await expect(preview.getByRole('listitem').first()).toContainText('2:00');
  await page.getByLabel('Regularly perform').fill('0 2 * *');
  await expect(preview).toContainText('Not a valid crontab');
  await page.getByLabel('Regularly perform').fill('0 2 * * *');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).not.toHaveURL(/\/create$/);
  const jobs = await api<{ id: string; name: string; crontab: string; is_periodic: boolean }[]>(
    page,
    'GET',
    '/api/v1/ops/jobs/',
  );
  expect(jobs.find((j) => j.name === name)).toMatchObject({
    crontab: '0 2 * * *',
    is_periodic: true,
  });

  // Run now from the list: the task log follows the run, which the job's executions then hold.
  await page.goto('/ui/workbench/ops/job');
  const row = page.getByRole('row').filter({ hasText: name });
  await row.getByRole('button', { name: /^More / }).click();
  await page.getByRole('menuitem', { name: 'Run', exact: true }).click();
  await expect(page.getByRole('dialog').getByRole('log')).toContainText('Start executing tasks');
  const job = jobs.find((j) => j.name === name)!;
  const runs = await api<unknown[]>(page, 'GET', `/api/v1/ops/job-executions/?job_id=${job.id}`);
  expect(runs).toHaveLength(1);
});

test('edits a playbook file in the workspace, saves it and reads it back', async ({ page }) => {
  await signIn(page, 'admin', 'ChangeMe', '/ui/workbench/');
  await expect(page).toHaveURL(/\/ui\/workbench\//);
  const playbook = await api<{ id: string }>(page, 'POST', '/api/v1/ops/playbooks/', {
    name: `deploy ${Date.now()}`,
    comment: '',
  });
  await page.goto(`/ui/workbench/ops/playbook/${playbook.id}/workspace`);
  const files = page.getByRole('tree', { name: 'Files' });
  await expect(files.getByRole('treeitem', { name: 'main.yml' })).toBeVisible();

  // A new file under the root, then edited and saved.
  await page.getByRole('button', { name: 'New file' }).click();
  await page.getByRole('dialog').getByLabel('Name').fill('site.yml');
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(files.getByRole('treeitem', { name: 'site.yml' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'site.yml' })).toBeVisible();
  await page.getByTestId('playbook-editor').locator('.ace_content').click();
  await page.keyboard.type('- hosts: all');
  await expect(page.getByText('Unsaved')).toBeVisible();

  // Opening another file with unsaved changes asks first; cancelling keeps them.
  await files.getByRole('treeitem', { name: 'main.yml' }).click();
  await expect(page.getByRole('dialog')).toContainText('Discard them?');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Unsaved')).toBeHidden();
  const read = await api<{ content: string }>(
    page,
    'GET',
    `/api/v1/ops/playbook/${playbook.id}/file/?key=site.yml`,
  );
  expect(read.content).toBe('- hosts: all');
});

test('uploads a playbook zip from the templates page and opens its files', async ({ page }) => {
  await signIn(
    page,
    'admin',
    'ChangeMe',
    '/ui/workbench/ops/templates?activeTab=playbook',
  );
  const name = `site${Date.now()}`;
  await page.getByRole('button', { name: 'Upload' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload a playbook' });
  await dialog.getByLabel('Choose a .zip file').setInputFiles({
    name: `${name}.zip`,
    mimeType: 'application/zip',
    buffer: makeZip({ 'main.yml': '- hosts: web\n', 'files/motd': 'hello\n' }),
  });
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(dialog).toBeHidden();
  const playbooks = await api<{ id: string; name: string }[]>(
    page,
    'GET',
    '/api/v1/ops/playbooks/',
  );
  const created = playbooks.find((p) => p.name === name)!;
  await page.goto(`/ui/workbench/ops/playbook/${created.id}/workspace`);
  await expect(page.getByRole('treeitem', { name: 'files' })).toBeVisible();
  await expect(page.getByTestId('playbook-editor')).toContainText('- hosts: web');
});

test('defines a parameter on a job; Run now asks its value and the run prints it', async ({
  page,
}) => {
  await signIn(page, 'admin', 'ChangeMe', '/ui/workbench/');
  await expect(page).toHaveURL(/\/ui\/workbench\//);
  const [target] = await grantRootHosts(page, 1);
  await page.goto('/ui/workbench/ops/job/create');
  const name = `env echo ${Date.now()}`;
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Args').fill('echo deploy-{{ env }}');
  await page.getByLabel('Assets').click();
  await page.getByRole('option', { name: new RegExp(`^${target!.name}\\(`) }).click();
  await page.keyboard.press('Escape');
  await page.getByLabel('Use parameters').check();
  const params = page.getByRole('group', { name: 'Parameters' });
  await params.getByRole('button', { name: 'Add parameter' }).click();
  await params.getByLabel('Name').fill('env');
  await params.getByLabel('Label').fill('Environment');
  await params.getByLabel('Default').fill('prod');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).not.toHaveURL(/\/create$/);
  const jobs = await api<{ id: string; name: string; parameters_define: string }[]>(
    page,
    'GET',
    '/api/v1/ops/jobs/',
  );
  const job = jobs.find((j) => j.name === name)!;
  expect(JSON.parse(job.parameters_define)).toEqual({
    env: { type: 'text', label: 'Environment', default: 'prod' },
  });

  await page.goto('/ui/workbench/ops/job');
  const row = page.getByRole('row').filter({ hasText: name });
  await row.getByRole('button', { name: /^More / }).click();
  await page.getByRole('menuitem', { name: 'Run', exact: true }).click();
  const ask = page.getByRole('dialog', { name: 'Run with parameters' });
  await expect(ask.getByLabel('Environment')).toHaveValue('prod');
  await ask.getByLabel('Environment').fill('staging');
  await ask.getByRole('button', { name: 'Run' }).click();
  await expect(page.getByRole('dialog').getByRole('log')).toContainText('deploy-staging', {
    timeout: 20_000,
  });
  const runs = await api<{ parameters: unknown }[]>(
    page,
    'GET',
    `/api/v1/ops/job-executions/?job_id=${job.id}`,
  );
  expect(runs.map((r) => r.parameters)).toEqual([{ env: 'staging' }]);
});
