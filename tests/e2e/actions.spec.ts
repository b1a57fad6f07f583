/**
 * Declared actions in Chromium against the demo backend: a row action with a confirm (terminate
 * an online session, finished once its terminal has picked up the kill task) and a header action
 * on a selection (test the connectivity of two hosts) whose task log streams to Finished, after
 * which the hosts read back verified.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './demoServer';
import { signIn } from './support';

async function readJson<T>(page: Page, url: string): Promise<T> {
  const res = await page.request.get(url);
  expect(res.status()).toBe(200);
  return (await res.json()) as T;
}

const valueOf = (v: unknown) =>
  v && typeof v === 'object' && 'value' in v ? (v as { value: unknown }).value : v;

test('terminates an online session from its row after a confirm', async ({ page }) => {
  await signIn(page, 'admin', 'ChangeMe', '/ui/audit/sessions/sessions');
  const terminate = page
    .getByRole('table')
    .getByRole('button', { name: /^Terminate / })
    .and(page.locator(':not([disabled])'))
    .first();
  await expect(terminate).toBeVisible();
  const id = (await terminate.getAttribute('aria-label'))!.replace('Terminate ', '');
  await terminate.click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText(`Terminate session "${id}"?`);
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Terminate task sent, please wait')).toBeVisible();
  // The terminal picks the kill task up at its next heartbeat; then the session is finished.
  await expect
    .poll(
      async () =>
        (await readJson<{ is_finished: boolean }>(page, `/api/v1/terminal/sessions/${id}/`))
          .is_finished,
    )
    .toBe(true);
});

test('tests the connectivity of two selected hosts and follows the task to Finished', async ({
  page,
}) => {
  const httpLogReads: string[] = [];
  page.on('request', (r) => {
    if (/\/task-execution\/[^/]+\/log\//.test(r.url())) httpLogReads.push(r.url());
  });
  await signIn(page, 'admin', 'ChangeMe', '/ui/console/assets/hosts');
  const table = page.getByRole('table');
  const rows = table.getByRole('row');
  await expect(rows.nth(2)).toBeVisible();
  const ids: string[] = [];
  for (const n of [1, 2]) {
    const href = await rows.nth(n).getByRole('link').first().getAttribute('href');
    ids.push(href!.split('/').filter(Boolean).at(-1)!);
  }
  const before = await Promise.all(
    ids.map((id) => readJson<Record<string, unknown>>(page, `/api/v1/assets/assets/${id}/`)),
  );
  // Not a disabled button in the header: the selection's Actions menu holds it.
  await expect(page.getByRole('button', { name: 'Test connectivity of selected' })).toHaveCount(0);
  await rows.nth(1).getByRole('checkbox').check();
  await rows.nth(2).getByRole('checkbox').check();
  const request = page.waitForRequest(
    (r) => r.method() === 'POST' && r.url().endsWith('/api/v1/assets/assets/tasks/'),
  );
  await page
    .locator('[data-test="bulk-actions-toolbar"]')
    .getByRole('button', { name: 'Actions (2)' })
    .click();
  await page.getByRole('menuitem', { name: 'Test connectivity of selected' }).click();
  expect((await request).postDataJSON()).toEqual({ action: 'test', assets: ids });

  const dialog = page.getByRole('dialog', { name: /Task log/ });
  const log = dialog.getByRole('log', { name: 'Task log' });
  await expect(log).toContainText(`[${String(before[0]!.name)}]`);
  await expect(dialog.getByText('Finished')).toBeVisible({ timeout: 30_000 });
  await expect(log).toContainText('PLAY RECAP');
  // Streamed over the websocket: the HTTP fallback was not needed.
  expect(httpLogReads).toEqual([]);

  for (const [i, id] of ids.entries()) {
    const after = await readJson<Record<string, unknown>>(page, `/api/v1/assets/assets/${id}/`);
    expect(after.date_verified).not.toEqual(before[i]!.date_verified);
    expect(['ok', 'err']).toContain(valueOf(after.connectivity));
  }

  // Closed, the task log can be opened again from the list header.
  await dialog.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'View task log' }).click();
  await expect(page.getByRole('log', { name: 'Task log' })).toBeVisible();
});
