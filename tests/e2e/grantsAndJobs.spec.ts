/**
 * What the grants decide, in Chromium against the demo backend: a job run on assets the user is
 * not granted fails as the real worker fails it (each asset printed, the run refused), and a
 * permission created without nodes or user groups (the generic create leaves them out) is read
 * by every page that shows grants (issue 34 §14, §15).
 */
import type { Page } from '@playwright/test';
import { ORG_DEFAULT } from '../../mock/rbac';
import type { Row } from '../../mock/types';
import { expect, test } from './demoServer';
import { ASSETS } from './domainTargets';
import { signInThroughLoginPage } from './support';

async function post(page: Page, url: string, data: unknown) {
  const csrf = (await page.context().cookies()).find((c) => c.name === 'jms_csrftoken')?.value;
  const res = await page.request.post(url, {
    data,
    headers: { 'X-CSRFToken': csrf ?? '', 'X-JMS-ORG': ORG_DEFAULT },
  });
  expect(res.status(), `POST ${url}: ${await res.text()}`).toBe(201);
  return (await res.json()) as Row;
}

test('running a job on assets the user is not granted prints each one and fails the run', async ({
  page,
  backend,
}) => {
  const store = backend.state.store;
  const job = store.rows('ops.jobs').find((j) => j.org_id === ORG_DEFAULT && j.type === 'adhoc')!;
  const assets = (job.assets as string[]).map((id) => store.find('assets.assets', id)!);
  await signInThroughLoginPage(
    page,
    'admin',
    'ChangeMe',
    `/ui/workbench/ops/job/${String(job.id)}`,
  );
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  const log = page.getByRole('dialog', { name: /Task log/ }).getByRole('log');
  await expect(log).toHaveAttribute('data-task-id', /./);
  const taskId = await log.getAttribute('data-task-id');
  for (const a of assets)
    await expect(log).toContainText(
      `Asset ${String(a.name)}(${String(a.address)}) has no access permission`,
    );
  await expect(log).toContainText(`You do not have access rights to ${assets.length} assets`);
  await expect(log).not.toContainText('PLAY [');
  // The run's execution failed, with the count as its error.
  const run = store.rows('ops.job_executions').find((e) => e.task_id === taskId)!;
  await expect.poll(() => run.status).toBe('failed');
  expect(run.summary).toMatchObject({
    error: `You do not have access rights to ${assets.length} assets`,
  });
});

test('the quick job offers no asset to a user granted none', async ({ page }) => {
  await signInThroughLoginPage(page, 'auditor', 'Auditor@2023', '/ui/workbench/ops/quick-job');
  await expect(page).toHaveURL(/\/ui\/workbench\/ops\/quick-job/);
  const granted = await page.request.get('/api/v1/perms/users/self/assets/?limit=1');
  expect(((await granted.json()) as { count: number }).count).toBe(0);
  const list = page.getByRole('list', { name: 'Assets' });
  await expect(page.getByRole('textbox', { name: 'Search assets' })).toBeVisible();
  await expect(list.getByRole('checkbox')).toHaveCount(0);
});

test('a permission created without nodes or user groups: every page that reads grants shows it', async ({
  page,
  backend,
}) => {
  const store = backend.state.store;
  const auditor = store.userByUsername('auditor')!;
  await signInThroughLoginPage(page, 'admin', 'ChangeMe', '/ui/console/users/groups');
  await expect(page.getByRole('table')).toBeVisible();
  const asset = store.rows('assets.assets').find((a) => a.org_id === ORG_DEFAULT)!;
  // What the generic create sends when the form leaves the relations out.
  const perm = await post(page, '/api/v1/perms/asset-permissions/', {
    name: `bare ${Date.now()}`,
    users: [auditor.id],
    assets: [asset.id],
    accounts: ['@ALL'],
    actions: ['connect'],
  });
  const stored = store.find('perms.asset_permissions', perm.id)!;
  expect([stored.nodes, stored.user_groups]).toEqual([[], []]);

  const errorsFree = async () => {
    await expect(page.locator('main h1').first()).not.toBeEmpty();
    await expect(page.getByRole('alert')).toHaveCount(0);
  };
  const base = `/ui/console/perms/asset-permissions/${String(perm.id)}`;
  await page.goto(base);
  await expect(page.getByText(String(perm.name)).first()).toBeVisible();
  await errorsFree();
  await page.goto(`${base}/assets`);
  await expect(page.getByRole('link', { name: String(asset.name) })).toBeVisible();
  for (const tab of ['user-groups', 'nodes', 'accounts']) {
    await page.goto(`${base}/${tab}`);
    await errorsFree();
  }
  await page.goto(`/ui/console/users/users/${String(auditor.id)}/granted-assets`);
  await expect(page.getByText(String(asset.name)).first()).toBeVisible();
  await errorsFree();
  await page.goto(`${ASSETS}/${String(asset.id)}/authorised`);
  await expect(page.getByRole('table', { name: 'Authorised users' })).toBeVisible();
  await errorsFree();

  await page.context().clearCookies();
  await signInThroughLoginPage(page, 'auditor', 'Auditor@2023', '/ui/workbench/assets');
  await expect(page).toHaveURL(/\/ui\/workbench\/assets/);
  await expect(page.getByText(String(asset.name)).first()).toBeVisible();
  await errorsFree();
});
