/**
 * System settings in Chromium against the demo backend: upload an applet package and find it
 * listed (and on the API); rerun a system task from its execution history and read the new run's
 * log; an org admin never reaches these settings pages.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './demoServer';
import { makeZip } from '../support/zip';
import { signIn } from './support';

type Row = Record<string, unknown>;

async function getJson<T>(page: Page, url: string): Promise<T> {
  const res = await page.request.get(url);
  expect(res.ok(), url).toBe(true);
  return (await res.json()) as T;
}

test("upload an applet package: the server's refusal shown, then the applet is listed", async ({
  page,
}) => {
  await signIn(page, 'admin', 'ChangeMe', '/ui/settings/applets');
  await expect(page.getByRole('button', { name: 'Upload' })).toBeVisible();
  await page.getByRole('button', { name: 'Upload' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload applet' });

  // A package without setup.yml: the server's own message.
  const files = {
    'e2e_notes/manifest.yml':
      'name: e2e_notes\ndisplay_name: E2E Notes\nversion: 0.3\nauthor: QA\ntype: general\nprotocols: [rdp]\n',
    'e2e_notes/icon.png': 'png',
    'e2e_notes/i18n.yml': 'E2E Notes:\n  zh: 笔记\n',
  };
  await dialog.getByLabel('Choose a package').setInputFiles({
    name: 'e2e_notes.zip',
    mimeType: 'application/zip',
    buffer: makeZip(files),
  });
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(dialog.getByText('Applet pkg not valid, Missing file setup.yml')).toBeVisible();

  await dialog.getByLabel('Choose a package').setInputFiles({
    name: 'e2e_notes.zip',
    mimeType: 'application/zip',
    buffer: makeZip({ ...files, 'e2e_notes/setup.yml': 'type: manual\n' }),
  });
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('cell', { name: 'E2E Notes' })).toBeVisible();

  const stored = await getJson<Row[]>(page, '/api/v1/terminal/applets/?name=e2e_notes');
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({ display_name: 'E2E Notes', version: '0.3', author: 'QA' });
});

test("run a system task again and read the new run's log", async ({ page }) => {
  await signIn(page, 'admin', 'ChangeMe', '/ui/settings/tasks');
  const tasks = await getJson<Row[]>(page, '/api/v1/ops/tasks/');
  const task = tasks.find((t) => t.name === 'users.tasks.check_password_expired')!;
  const before = await getJson<Row[]>(
    page,
    `/api/v1/ops/task-executions/?task_id=${String(task.id)}`,
  );

  await page.goto(`/ui/settings/tasks/${String(task.id)}/history`);
  const history = page.getByRole('table', { name: 'Execution history' });
  await expect(history.getByRole('row')).toHaveCount(before.length + 1);
  await history.getByRole('button', { name: 'Run again' }).first().click();

  const log = page.getByRole('dialog', { name: 'Task log' });
  await expect(log.getByText(/check_password_expired\S* succeeded/)).toBeVisible();
  await log.getByRole('button', { name: 'Close' }).click();
  await expect(history.getByRole('row')).toHaveCount(before.length + 2);

  const after = await getJson<Row[]>(
    page,
    `/api/v1/ops/task-executions/?task_id=${String(task.id)}`,
  );
  expect(after).toHaveLength(before.length + 1);
  expect(after[0]).toMatchObject({ is_finished: true, is_success: true });
});

// The settings view is not an org admin's: docs/shell.md §2.2 sends a disallowed view to an allowed
// one (here the console's dashboard), so these pages are never shown, nor a blank page instead.
test('an org admin never reaches the system pages: the console dashboard instead', async ({
  page,
}) => {
  await signIn(page, 'orgadmin', 'Orgadmin@2023');
  await expect(page).toHaveURL(/\/ui\//);
  for (const path of ['/ui/settings/applets', '/ui/settings/tasks', '/ui/settings/orgs']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/ui\/console\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Upload' })).toHaveCount(0);
  }
});
