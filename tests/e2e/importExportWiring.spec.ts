/**
 * Import and export buttons on the lists beyond users (issue 8 point 5; docs/shell.md §7, §11.4,
 * §11.2, §11.5, §13), in Chromium against a demo backend of this spec's own (./demoServer.ts), so
 * files are compared with the rows the backend holds: an audit export (all, and filtered with the
 * date range left out), imports of user groups (CSV) and labels (XLSX) with failing rows fixed in
 * the preview, system roles importing by creating only, commands exporting selected rows, and who
 * sees which button.
 */
import type { Locator, Page } from '@playwright/test';
import * as XLSX from '@e965/xlsx';
import Papa from 'papaparse';
import type { Backend } from '../../mock/backend';
import { ORG_DEFAULT } from '../../mock/rbac';
import { MFA_DEMO_USER } from '../../mock/seed';
import { totp } from '../../mock/util/totp';
import { expect, test } from './demoServer';
import { columnOf, downloadedRows } from './downloads';
import { editCell, headerButton, rowStatus, UPLOAD } from './importDialog';
import { signIn, signInThroughLoginPage } from './support';

type Cells = Record<string, string>;

async function openList(page: Page, username: string, password: string, path: string) {
  await signIn(page, username, password, path);
  await expect(page.getByRole('table')).toBeVisible({ timeout: 20_000 });
}

/** Picks a range and a format in the export dialog and reads the downloaded file back. */
async function exportRows(
  page: Page,
  range: RegExp,
  format: 'csv' | 'xlsx',
  from: Locator = headerButton(page, 'Export'),
): Promise<string[][]> {
  await from.click();
  const dialog = page.getByRole('dialog', { name: 'Export' });
  await dialog.getByRole('radio', { name: range }).check();
  await dialog.getByRole('radio', { name: format === 'csv' ? 'CSV' : 'Excel (xlsx)' }).check();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Export' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`\\.${format}$`));
  await expect(dialog).toBeHidden();
  return downloadedRows(download);
}

async function apiIds(page: Page, url: string): Promise<string[]> {
  const res = await page.request.get(url);
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { id: string }[];
  return body.map((r) => String(r.id)).sort();
}

test.describe('login logs export', () => {
  const LIST = '/ui/audit/audits/login-logs';
  const API = '/api/v1/audits/login-logs/';

  test('"all" holds every login log, whatever date range the list shows', async ({
    page,
    backend,
  }) => {
    await openList(page, 'admin', 'ChangeMe', LIST);
    // The list shows the last 7 days (the backend applies date_from/date_to)…
    const weekAgo = new Date(Date.now() - 7 * 86_400_000).toISOString();
    const lastWeek = await apiIds(page, `${API}?date_from=${encodeURIComponent(weekAgo)}`);
    const everything = backend.state.store
      .rows('audits.login_logs')
      .map((r) => String(r.id))
      .sort();
    expect(lastWeek.length).toBeGreaterThan(0);
    expect(lastWeek.length).toBeLessThan(everything.length);
    // …"all" is every log the backend holds.
    for (const format of ['csv', 'xlsx'] as const) {
      const rows = await exportRows(page, /^All$/, format);
      expect(rows[0]).toContain('*Username');
      expect(columnOf(rows, 'ID').sort()).toEqual(everything);
    }
  });

  test('"filtered" holds the searched rows; the date range is never exported', async ({ page }) => {
    const from = new Date(Date.now() - 3 * 86_400_000).toISOString();
    const to = new Date(Date.now() + 86_400_000).toISOString();
    const filter = encodeURIComponent(JSON.stringify({ q: 'admin', date_from: from, date_to: to }));
    await openList(page, 'admin', 'ChangeMe', `${LIST}?filter=${filter}`);
    const searched = await apiIds(page, `${API}?search=admin`);
    const shown = await apiIds(
      page,
      `${API}?search=admin&date_from=${encodeURIComponent(from)}&date_to=${encodeURIComponent(to)}`,
    );
    expect(shown.length).toBeLessThan(searched.length);

    await headerButton(page, 'Export').click();
    const dialog = page.getByRole('dialog', { name: 'Export' });
    await expect(dialog.getByRole('radio', { name: 'All' })).toBeDisabled();
    await expect(dialog.getByRole('radio', { name: 'Filtered' })).toBeChecked();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    for (const format of ['csv', 'xlsx'] as const) {
      const rows = await exportRows(page, /^Filtered$/, format);
      expect(columnOf(rows, 'ID').sort()).toEqual(searched);
      expect(columnOf(rows, 'Username').every((u) => u.includes('admin'))).toBe(true);
    }
  });
});

test('commands export the selected rows', async ({ page }) => {
  await openList(page, 'auditor', 'Auditor@2023', '/ui/audit/sessions/command');
  // The list's first page, newest first, as the table shows it: the first valid storage's.
  const tree = (await (
    await page.request.get('/api/v1/terminal/command-storages/tree/?real=1')
  ).json()) as { id: string; pId: string; valid?: boolean }[];
  const storage = tree.find((n) => n.pId === 'root' && n.valid)!.id;
  const page1 = (await (
    await page.request.get(
      `/api/v1/terminal/commands/?command_storage_id=${storage}&order=-timestamp&limit=2&offset=0`,
    )
  ).json()) as { results: { id: string }[] };
  // Data rows only: a command row may expand into an output row without a checkbox.
  const rows = page
    .locator('table tbody')
    .getByRole('row')
    .filter({ has: page.getByRole('checkbox') });
  await rows.nth(0).getByRole('checkbox').check();
  await rows.nth(1).getByRole('checkbox').check();
  const bulkExport = page
    .locator('[data-test="bulk-actions-toolbar"]')
    .getByRole('button', { name: 'Export' });
  for (const format of ['csv', 'xlsx'] as const) {
    const file = await exportRows(page, /^Selected \(2\)$/, format, bulkExport);
    expect(columnOf(file, 'ID').sort()).toEqual(page1.results.map((c) => c.id).sort());
  }
});

// ---------------------------------------------------------------------------------------------
// Imports

function csvFile(name: string, table: string[][]) {
  const buffer = Buffer.from('\uFEFF' + Papa.unparse(table, { newline: '\r\n' }), 'utf8');
  return { name, mimeType: 'text/csv', buffer };
}

function xlsxFile(name: string, table: string[][]) {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(table), 'Sheet');
  const buffer = XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
  return { name, mimeType: 'application/octet-stream', buffer };
}

/** The backend's import template titles, filled with rows keyed by bare title. */
async function fromTemplate(page: Page, api: string, rows: Cells[]): Promise<string[][]> {
  const res = await page.request.get(`${api}?format=csv&template=import&limit=1`, {
    headers: { 'Accept-Language': 'en' },
  });
  const titles = Papa.parse<string[]>((await res.text()).replace(/^\uFEFF/, '').trim()).data[0]!;
  const bare = titles.map((t) => t.replace('*', ''));
  return [titles, ...rows.map((r) => bare.map((t) => r[t] ?? ''))];
}

async function openImport(
  page: Page,
  file: { name: string; mimeType: string; buffer: Buffer },
): Promise<Locator> {
  await headerButton(page, 'Import').click();
  const dialog = page.getByRole('dialog', { name: 'Import' });
  await dialog.getByLabel(UPLOAD).setInputFiles(file);
  await expect(dialog.getByRole('table')).toBeVisible({ timeout: 20_000 });
  return dialog;
}

/** The name of every row the page created (201) at `api`, in order. */
function watchCreated(page: Page, api: string): string[] {
  const created: string[] = [];
  page.on('response', (r) => {
    const req = r.request();
    if (req.method() === 'POST' && new URL(r.url()).pathname === api && r.status() === 201)
      created.push(String((req.postDataJSON() as Cells).name));
  });
  return created;
}

function rowsNamed(backend: Backend, key: string, prefix: string) {
  return backend.state.store
    .rows(key)
    .filter((r) => String(r.name).startsWith(prefix) && r.org_id === ORG_DEFAULT);
}

test('user groups: a mixed CSV ends at Finished after fixing its rows, one group per row', async ({
  page,
  backend,
}) => {
  const API = '/api/v1/users/groups/';
  const p = `e2e_${Date.now().toString(36)}_`;
  const taken = String(rowsNamed(backend, 'users.user_groups', '')[0]!.name);
  const admin = backend.state.store.userByUsername('admin')!;
  await openList(page, 'admin', 'ChangeMe', '/ui/console/users/groups');
  const created = watchCreated(page, API);
  const table = await fromTemplate(page, API, [
    { Name: `${p}alpha`, Comment: 'first', User: `["Administrator(${String(admin.id)})"]` },
    { Name: taken, Comment: 'a name already taken' },
    { Name: '', Comment: 'no name' },
    { Name: `${p}delta` },
  ]);
  const dialog = await openImport(page, csvFile('groups.csv', table));
  // Both modes: admin may add and change groups.
  await expect(dialog.getByRole('radio', { name: 'Create' })).toBeChecked();
  await expect(dialog.getByRole('radio', { name: 'Update' })).toBeVisible();

  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(dialog.getByRole('button', { name: 'Continue' })).toBeVisible({ timeout: 20_000 });
  await expect(dialog.getByRole('status')).toHaveText('2 done, 2 failed, 0 remaining');
  await expect(rowStatus(dialog, 2)).toHaveAccessibleName(
    'Failed: Name: This field must be unique.',
  );
  await expect(rowStatus(dialog, 3)).toHaveAccessibleName('Failed: Name: This field is required.');

  await editCell(dialog, 'Name', 2, `${p}bravo`);
  await editCell(dialog, 'Name', 3, `${p}charlie`);
  await expect(rowStatus(dialog, 3)).toHaveAccessibleName('Pending');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByRole('button', { name: 'Finished' })).toBeVisible({ timeout: 20_000 });
  await expect(dialog.getByRole('status')).toHaveText('4 done, 0 failed, 0 remaining');

  const names = [`${p}alpha`, `${p}bravo`, `${p}charlie`, `${p}delta`];
  expect(created).toEqual([`${p}alpha`, `${p}delta`, `${p}bravo`, `${p}charlie`]);
  const groups = rowsNamed(backend, 'users.user_groups', p);
  expect(groups.map((g) => g.name).sort()).toEqual(names);
  expect(groups.find((g) => g.name === `${p}alpha`)).toMatchObject({ comment: 'first' });
  // The relation column arrived as a relation: admin is in the first group.
  const members = await page.request.get(`${API}?name=${p}alpha`);
  expect(((await members.json()) as { users: { id: string }[] }[])[0]!.users).toEqual([
    expect.objectContaining({ id: admin.id }),
  ]);
});

test('labels: a mixed XLSX ends at Finished after fixing its rows, one label per row', async ({
  page,
  backend,
}) => {
  const API = '/api/v1/assets/labels/';
  const p = `e2e${Date.now().toString(36)}`;
  await openList(page, 'admin', 'ChangeMe', '/ui/console/assets/labels');
  const created = watchCreated(page, API);
  const table = await fromTemplate(page, API, [
    { Name: `${p}env`, Value: 'prod' },
    { Name: `${p}env`, Value: 'prod', Comment: 'the same label twice' },
    { Name: `${p}tier`, Value: '' },
  ]);
  const dialog = await openImport(page, xlsxFile('labels.xlsx', table));
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(dialog.getByRole('button', { name: 'Continue' })).toBeVisible({ timeout: 20_000 });
  await expect(dialog.getByRole('status')).toHaveText('1 done, 2 failed, 0 remaining');
  await expect(rowStatus(dialog, 2)).toHaveAccessibleName(/^Failed: .*must be unique/);
  await expect(rowStatus(dialog, 3)).toHaveAccessibleName('Failed: Value: This field is required.');

  await editCell(dialog, 'Value', 2, 'test');
  await editCell(dialog, 'Value', 3, 'gold');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByRole('button', { name: 'Finished' })).toBeVisible({ timeout: 20_000 });

  const labels = rowsNamed(backend, 'assets.labels', p).map(
    (l) => `${String(l.name)}:${String(l.value)}`,
  );
  expect(labels.sort()).toEqual([`${p}env:prod`, `${p}env:test`, `${p}tier:gold`]);
  expect(created).toEqual([`${p}env`, `${p}env`, `${p}tier`]);
});

test('system roles import by creating only: the dialog offers no update mode', async ({ page }) => {
  await openList(page, 'admin', 'ChangeMe', '/ui/console/users/roles');
  await headerButton(page, 'Import').click();
  const dialog = page.getByRole('dialog', { name: 'Import' });
  await expect(dialog.getByRole('radio', { name: 'Create' })).toBeChecked();
  await expect(dialog.getByRole('radio')).toHaveCount(1);
  await expect(dialog.getByRole('radio', { name: 'Update' })).toHaveCount(0);
});

// ---------------------------------------------------------------------------------------------
// Who sees which button (docs/shell.md §13: import needs add or change, export needs view)

test('the MFA user may view and export account secrets but not import accounts', async ({
  page,
}) => {
  await signInThroughLoginPage(
    page,
    MFA_DEMO_USER.username,
    MFA_DEMO_USER.password,
    '/ui/console/accounts/accounts',
  );
  await page.getByLabel('Code').fill(totp(MFA_DEMO_USER.otpSecret));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('table')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Export' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Import' })).toHaveCount(0);
});

test('without the secret view permission export is absent; with add alone import creates only', async ({
  page,
  backend,
}) => {
  // An administrator's custom role: accounts may be listed and added, their secrets not read.
  const role = '9a4f0c1e-3b2d-4e5f-8a7b-6c5d4e3f2a10';
  backend.state.store.rows('rbac.org_roles').push({
    id: role,
    name: 'AccountClerk',
    display_name: 'AccountClerk',
    scope: 'org',
    builtin: false,
    permissions: [
      'rbac.view_console',
      'accounts.view_account',
      'accounts.add_account',
      'assets.view_asset',
    ],
  });
  const user = backend.state.store.userByUsername('user')!;
  backend.state.store.bindings.push({ user: String(user.id), role, org: ORG_DEFAULT });

  await openList(page, 'user', 'User@2023', '/ui/console/accounts/accounts');
  await expect(page.getByRole('button', { name: 'Import' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Import' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import' });
  await expect(dialog.getByRole('radio', { name: 'Create' })).toBeChecked();
  // Update needs accounts.change_account.
  await expect(dialog.getByRole('radio', { name: 'Update' })).toHaveCount(0);
});

test('an auditor exports the audit lists and imports nothing', async ({ page }) => {
  await openList(page, 'auditor', 'Auditor@2023', '/ui/audit/audits/login-logs');
  await expect(page.getByRole('button', { name: 'Export' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Import' })).toHaveCount(0);
});
