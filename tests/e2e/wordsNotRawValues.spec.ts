/**
 * Words, not raw values, at 1440 × 900: the jobs list shows each job's runs as succeeded out of
 * all (Lina's success/total), and the LDAP import dialog is as wide as its table (no sideways
 * scrolling inside it).
 */
import { expect, test } from './demoServer';
import { signIn } from './support';

test.use({ viewport: { width: 1440, height: 900 } });

test("the jobs list shows each job's runs as succeeded / total", async ({ page }) => {
  const listed = page.waitForResponse(
    (r) =>
      new URL(r.url()).pathname === '/api/v1/ops/jobs/' && r.request().method() === 'GET' && r.ok(),
  );
  await signIn(page, 'admin', 'ChangeMe', '/ui/workbench/ops/job');
  const body = (await (await listed).json()) as {
    results: { name: string; summary: { total: number; success: number } }[];
  };
  const job = body.results.find((j) => j.summary.total > 0)!;
  expect(job, 'a job that has run').toBeTruthy();
  const row = page.locator('main table tbody tr', { hasText: job.name }).first();
  await expect(row).toContainText(`${job.summary.success} / ${job.summary.total}`, {
    timeout: 15_000,
  });
});

test('the LDAP import dialog is as wide as its table', async ({ page }) => {
  await signIn(page, 'admin', 'ChangeMe', '/ui/settings/auth?activeTab=LDAP');
  await page.getByRole('button', { name: 'Import users' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import LDAP users' });
  // The directory is synchronised first (409 while it runs), then listed.
  const table = dialog.getByRole('table', { name: 'Import LDAP users' });
  await expect(table).toBeVisible({ timeout: 30_000 });
  await expect(table.getByRole('row').nth(1)).toBeVisible();

  const m = await table.evaluate((el) => {
    let box: HTMLElement | null = el.parentElement;
    while (box && getComputedStyle(box).overflowX === 'visible') box = box.parentElement;
    const paper = el.closest('[role="dialog"]')!.getBoundingClientRect();
    const own = el.getBoundingClientRect();
    return {
      scrollWidth: box!.scrollWidth,
      width: box!.clientWidth,
      tableRight: own.right,
      dialogRight: paper.right,
    };
  });
  expect(m.scrollWidth, 'the dialog scrolls sideways').toBeLessThanOrEqual(m.width);
  expect(m.tableRight, 'the table ends inside the dialog').toBeLessThanOrEqual(m.dialogRight);
});
