/**
 * Import and export on the users list, in Chromium against `npm run serve`: CSV and XLSX imports
 * with failing rows fixed in the preview, stop/continue without duplicates, and exports of all,
 * selected and filtered rows in both formats, read back from the downloaded files.
 */
import * as XLSX from '@e965/xlsx';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './demoServer';
import Papa from 'papaparse';
import { readFile } from 'node:fs/promises';
import { editCell, headerButton, rowStatus, UPLOAD } from './importDialog';
import { signIn } from './support';

const LIST = '/ui/console/users/users';
const USERS_API = '/api/v1/users/users/';

interface UserRow {
  id: string;
  username: string;
}

type Cells = Record<string, string>;

/** Every user POST the page sends and its answer, with the username it carried. */
function watchCreates(page: Page) {
  const sent: string[] = [];
  const created: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === USERS_API)
      sent.push(String(r.postDataJSON()?.username));
  });
  page.on('response', (r) => {
    const req = r.request();
    if (req.method() === 'POST' && new URL(r.url()).pathname === USERS_API && r.status() === 201) {
      created.push(String(req.postDataJSON()?.username));
    }
  });
  return { sent, created };
}

function bulkToolbarButton(page: Page, name: 'Import' | 'Export'): Locator {
  return page.locator('[data-test="bulk-actions-toolbar"]').getByRole('button', { name });
}

async function openList(page: Page, query = '') {
  await signIn(page, 'admin', 'ChangeMe', `${LIST}${query}`);
  await expect(headerButton(page, 'Import')).toBeVisible({ timeout: 20_000 });
}

/** The backend's import template titles, as a user downloads and fills it. */
async function templateTitles(page: Page): Promise<string[]> {
  // In the page's language, as the browser's own template download would be.
  const res = await page.request.get(`${USERS_API}?format=csv&template=import&limit=1`, {
    headers: { 'Accept-Language': 'en' },
  });
  return Papa.parse<string[]>((await res.text()).replace(/^\uFEFF/, '').trim()).data[0]!;
}

function sheet(titles: string[], rows: Cells[]): string[][] {
  const bare = titles.map((t) => t.replace('*', ''));
  return [titles, ...rows.map((r) => bare.map((t) => r[t] ?? ''))];
}

function csvBuffer(table: string[][]): Buffer {
  return Buffer.from('\uFEFF' + Papa.unparse(table, { newline: '\r\n' }), 'utf8');
}

function xlsxBuffer(table: string[][]): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(table), 'Sheet');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

async function uploadToImport(page: Page, name: string, buffer: Buffer): Promise<Locator> {
  await headerButton(page, 'Import').click();
  const dialog = page.getByRole('dialog', { name: 'Import' });
  await dialog
    .getByLabel(UPLOAD)
    .setInputFiles({ name, mimeType: 'application/octet-stream', buffer });
  await expect(dialog.getByRole('table')).toBeVisible({ timeout: 20_000 });
  return dialog;
}

async function usersMatching(page: Page, search: string): Promise<UserRow[]> {
  return (
    await page.request.get(`${USERS_API}?search=${encodeURIComponent(search)}`)
  ).json() as Promise<UserRow[]>;
}

for (const format of ['csv', 'xlsx'] as const) {
  test(`imports a ${format.toUpperCase()} file, fixes the failed rows in the preview and continues to Finished`, async ({
    page,
  }) => {
    const prefix = `e2e_${format}_${Date.now().toString(36)}_`;
    await openList(page);
    const creates = watchCreates(page);
    const titles = await templateTitles(page);
    const table = sheet(titles, [
      {
        Name: 'E2E One',
        Username: `${prefix}one`,
        Email: `${prefix}one@example.com`,
        'Password strategy': 'custom',
        Password: 'E2e!Passw0rd',
      },
      { Name: 'E2E Two', Username: `${prefix}two`, Email: `${prefix}two@example.com` },
      { Name: 'E2E Clash', Username: 'admin', Email: `${prefix}clash@example.com` },
      { Name: 'E2E Bad', Username: `${prefix}four`, Email: 'not-an-email' },
    ]);
    const dialog = await uploadToImport(
      page,
      `users.${format}`,
      format === 'csv' ? csvBuffer(table) : xlsxBuffer(table),
    );
    await expect(dialog.getByRole('row')).toHaveCount(5);

    await dialog.getByRole('button', { name: 'Import' }).click();
    await expect(dialog.getByRole('button', { name: 'Continue' })).toBeVisible({ timeout: 20_000 });
    await expect(dialog.getByRole('status')).toHaveText('2 done, 2 failed, 0 remaining');
    await expect(page.getByText('Some items failed to import: 2 rows')).toBeVisible();
    await expect(rowStatus(dialog, 1)).toHaveAccessibleName('Success');
    await expect(rowStatus(dialog, 3)).toHaveAccessibleName(/^Failed: Username: .*already exists/);
    await expect(rowStatus(dialog, 4)).toHaveAccessibleName(/^Failed: Email: /);
    // The failure is shown in the status tooltip too.
    await rowStatus(dialog, 3).hover();
    await expect(page.getByRole('tooltip')).toContainText('Username:');
    // The tooltip leaves before the row is edited, as it does when the pointer moves on.
    await page.mouse.move(0, 0);
    await expect(page.getByRole('tooltip')).toBeHidden();

    await editCell(dialog, 'Username', 3, `${prefix}three`);
    await expect(rowStatus(dialog, 3)).toHaveAccessibleName('Pending');
    await editCell(dialog, 'Email', 4, `${prefix}four@example.com`);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.getByRole('button', { name: 'Finished' })).toBeVisible({ timeout: 20_000 });
    await expect(dialog.getByRole('status')).toHaveText('4 done, 0 failed, 0 remaining');

    const made = (await usersMatching(page, prefix)).map((u) => u.username).sort();
    expect(made).toEqual([`${prefix}four`, `${prefix}one`, `${prefix}three`, `${prefix}two`]);
    // Each row was created once; only the two failed rows were sent a second time.
    expect([...creates.created].sort()).toEqual(made);
    expect(creates.sent).toEqual([
      `${prefix}one`,
      `${prefix}two`,
      'admin',
      `${prefix}four`,
      `${prefix}three`,
      `${prefix}four`,
    ]);

    await dialog.getByRole('button', { name: 'Finished' }).click();
    await expect(dialog).toBeHidden();
  });
}

test('stops after the rows in flight and continues without sending any row twice', async ({
  page,
}) => {
  const prefix = `e2e_stop_${Date.now().toString(36)}_`;
  await openList(page);
  const creates = watchCreates(page);
  const titles = await templateTitles(page);
  const rows = Array.from({ length: 25 }, (_, i) => ({
    Name: `Stop ${i}`,
    Username: `${prefix}${i}`,
    Email: `${prefix}${i}@example.com`,
  }));
  const dialog = await uploadToImport(page, 'users.csv', csvBuffer(sheet(titles, rows)));

  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(dialog.getByRole('status')).toHaveText(/^([3-9]|1\d) done/, { timeout: 20_000 });
  await dialog.getByRole('button', { name: 'Stop' }).click();
  await expect(dialog.getByRole('button', { name: 'Continue' })).toBeVisible();
  await expect(dialog.getByRole('row').getByRole('progressbar')).toHaveCount(0);
  const stoppedAt = creates.sent.length;
  await page.waitForTimeout(500);
  expect(creates.sent).toHaveLength(stoppedAt);
  expect(stoppedAt).toBeLessThan(25);
  await expect(dialog.getByRole('status')).toHaveText(
    `${stoppedAt} done, 0 failed, ${25 - stoppedAt} remaining`,
  );

  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByRole('button', { name: 'Finished' })).toBeVisible({ timeout: 30_000 });
  expect(creates.sent).toEqual(rows.map((r) => r.Username));
  expect(creates.created).toEqual(rows.map((r) => r.Username));
  expect((await usersMatching(page, prefix)).length).toBe(25);
});

/** Runs an export from the dialog and reads the downloaded file back as rows of cells. */
async function exportRows(
  page: Page,
  range: RegExp,
  format: 'csv' | 'xlsx',
  from: Locator = headerButton(page, 'Export'),
): Promise<{ name: string; rows: string[][] }> {
  await from.click();
  const dialog = page.getByRole('dialog', { name: 'Export' });
  await dialog.getByRole('radio', { name: range }).check();
  await dialog.getByRole('radio', { name: format === 'csv' ? 'CSV' : 'Excel (xlsx)' }).check();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Export' }).click(),
  ]);
  const bytes = await readFile((await download.path())!);
  await expect(dialog).toBeHidden();
  if (format === 'csv') {
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    return {
      name: download.suggestedFilename(),
      rows: Papa.parse<string[]>(bytes.toString('utf8').slice(1), { skipEmptyLines: true }).data,
    };
  }
  const book = XLSX.read(bytes, { type: 'buffer' });
  return {
    name: download.suggestedFilename(),
    rows: XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]!]!, {
      header: 1,
      raw: false,
      defval: '',
    }),
  };
}

function usernamesIn(rows: string[][]): string[] {
  const col = rows[0]!.findIndex((t) => t.replace('*', '') === 'Username');
  expect(col).toBeGreaterThanOrEqual(0);
  return rows
    .slice(1)
    .map((r) => r[col]!)
    .sort();
}

test.describe('with the whole bulk toolbar on screen', () => {
  // The users table is wider than 1280 px, and the bulk toolbar is as wide as the table.
  test.use({ viewport: { width: 1680, height: 900 } });

  test('exports all users and the selected ones, as CSV and as XLSX', async ({ page }) => {
    await openList(page);
    const everyone = ((await (await page.request.get(USERS_API)).json()) as UserRow[])
      .map((u) => u.username)
      .sort();
    for (const format of ['csv', 'xlsx'] as const) {
      const all = await exportRows(page, /^All$/, format);
      expect(all.name).toMatch(new RegExp(`^user_.*\\.${format}$`));
      expect(usernamesIn(all.rows)).toEqual(everyone);
    }

    // Two rows selected on the page.
    const rows = page.locator('table tbody').getByRole('row');
    await rows.nth(0).getByRole('checkbox').check();
    await rows.nth(2).getByRole('checkbox').check();
    const picked = [
      (await rows.nth(0).getByRole('cell').nth(2).innerText()).trim(),
      (await rows.nth(2).getByRole('cell').nth(2).innerText()).trim(),
    ].sort();
    for (const format of ['csv', 'xlsx'] as const) {
      expect(
        usernamesIn(
          (await exportRows(page, /^Selected \(2\)$/, format, bulkToolbarButton(page, 'Export')))
            .rows,
        ),
      ).toEqual(picked);
    }
  });
});

test('exports the filtered users; "all" is not offered while a filter is active', async ({
  page,
}) => {
  const filter = encodeURIComponent(JSON.stringify({ q: 'Alice' }));
  await openList(page, `?filter=${filter}`);
  const matching = (await usersMatching(page, 'Alice')).map((u) => u.username).sort();
  expect(matching.length).toBeGreaterThan(0);
  await headerButton(page, 'Export').click();
  const dialog = page.getByRole('dialog', { name: 'Export' });
  await expect(dialog.getByRole('radio', { name: 'All' })).toBeDisabled();
  await expect(dialog.getByRole('radio', { name: 'Filtered' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  for (const format of ['csv', 'xlsx'] as const) {
    expect(usernamesIn((await exportRows(page, /^Filtered$/, format)).rows)).toEqual(matching);
  }
});
