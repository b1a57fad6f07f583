/**
 * A task's live log when the server closes its websocket cleanly mid-stream (code 1011 as a
 * crashed consumer does, or 1000) with no error first (issue 34 §1): the output does not freeze at
 * Running. The console says the live log was cut off, reads the rest from the HTTP log route and
 * reaches the run's end.
 */
import type { Page } from '@playwright/test';
import { en } from '../../i18n/en';
import { jobs } from '../../i18n/en/jobs';
import { expect, test } from './demoServer';
import { ASSETS, testableHost } from './domainTargets';
import { signInThroughLoginPage } from './support';

const cutOff = (code: number) => en.actions.task_log.socket_closed.replace('%{code}', String(code));

async function pickFirstHost(page: Page): Promise<string> {
  const res = await page.request.get('/api/v1/perms/users/self/assets/?limit=50');
  const assets = (
    (await res.json()) as { results: { name: string; category?: { value: string } }[] }
  ).results;
  const host = assets.find((a) => a.category?.value === 'host')!;
  await page.getByRole('textbox', { name: 'Search assets' }).fill(host.name);
  const rows = page.getByRole('list', { name: 'Assets' }).getByRole('checkbox');
  // The search's answer first: a row clicked before it is drawn again is not the one that stays.
  await expect(rows.filter({ hasNotText: host.name })).toHaveCount(0);
  const row = rows.filter({ has: page.getByText(host.name, { exact: true }) });
  await row.click();
  await expect(row).toHaveAttribute('aria-checked', 'true');
  return host.name;
}

test('quick job: the live log closed with 1011 after two frames goes on over HTTP to its end', async ({
  page,
  backend,
}) => {
  await signInThroughLoginPage(page, 'user', 'User@2023', '/ui/workbench/ops/quick-job');
  await expect(page).toHaveURL(/\/ui\/workbench\/ops\/quick-job/);
  const host = await pickFirstHost(page);
  await page.getByRole('combobox', { name: 'Run-as policy' }).click();
  await page.getByRole('option', { name: 'Privileged account first' }).click();
  await page.getByTestId('command-editor').locator('.ace_content').click();
  await page.keyboard.type('hostname');
  backend.faults.add({ path: '/ws/ops/tasks/log/', close: 1011, afterFrames: 2, times: 1 });
  await page.getByRole('button', { name: 'Run', exact: true }).click();

  await expect(page.getByText(cutOff(1011))).toBeVisible();
  const log = page.getByRole('log', { name: 'Output' });
  await expect(log).toContainText(`${host} |`);
  await expect(log).toContainText('PLAY RECAP');
  // The run's end is reached: the summary, no Running chip left.
  await expect(page.getByRole('status')).toContainText(/Succeeded: \d+ · Failed: \d+/);
  await expect(page.getByText(jobs.quick.running, { exact: true })).toBeHidden();
  await expect(log).toHaveAttribute('aria-busy', 'false');
});

test('task log dialog: a clean close (1000) before the end event is told and the log still ends', async ({
  page,
  backend,
}) => {
  await signInThroughLoginPage(page, 'admin', 'ChangeMe', '/ui/console/users/groups');
  await expect(page.getByRole('table')).toBeVisible();
  await page.goto(`${ASSETS}/${await testableHost(page)}`);
  backend.faults.add({ path: '/ws/ops/tasks/log/', close: 1000, afterFrames: 2, times: 1 });
  await page.getByRole('button', { name: 'Test connectivity' }).click();
  const dialog = page.getByRole('dialog', { name: /Task log/ });
  await expect(dialog.getByText(cutOff(1000))).toBeVisible();
  await expect(dialog.getByText(/^(Finished|Failed)$/)).toBeVisible();
  await expect(dialog.getByRole('log')).toHaveAttribute('aria-busy', 'false');
});
