import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as XLSX from '@e965/xlsx';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { en } from '../../../i18n/en';
import { signIn } from '../../support/backend';
import { recordDownloads, renderUsersList, startBackend, USERS_URL } from './support';

const api = startBackend();
const downloads = recordDownloads(api);

interface UserRow {
  id: string;
  name: string;
  username: string;
  source: { value: string };
}

/** The URL the last file was fetched from. */
let fetchedFrom: URL;

/** The downloaded file, read back as a table: header row first. */
async function downloaded(format: 'csv' | 'xlsx'): Promise<string[][]> {
  await waitFor(() => expect(downloads.count()).toBe(1));
  const file = (await downloads.files())[0]!;
  fetchedFrom = file.url;
  // Saved under the server's name for it (<model>_<date>.<format>).
  expect(file.name).toMatch(new RegExp(`^user_[\\d_-]+\\.${format}$`));
  if (format === 'csv') {
    expect(file.type).toMatch(/^text\/csv/);
    // The file starts with a UTF-8 BOM (kept here: the default decoder would drop it).
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(file.bytes);
    expect(text.startsWith('\uFEFF')).toBe(true);
    return Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true }).data;
  }
  expect(file.type).toMatch(/^application\/xlsx/);
  const book = XLSX.read(new Uint8Array(file.bytes), { type: 'array' });
  return XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]!]!, {
    header: 1,
    raw: false,
    defval: '',
  });
}

function usernames(table: string[][]): string[] {
  const col = table[0]!.findIndex((t) => t.replace('*', '') === 'Username');
  return table
    .slice(1)
    .map((r) => r[col]!)
    .sort();
}

async function openExport() {
  await userEvent.click(await screen.findByRole('button', { name: 'Export' }, { timeout: 10000 }));
  return screen.findByRole('dialog', { name: 'Export' });
}

async function exportAs(dialog: HTMLElement, range: RegExp, format: 'CSV' | 'Excel (xlsx)') {
  await userEvent.click(within(dialog).getByRole('radio', { name: range }));
  await userEvent.click(within(dialog).getByRole('radio', { name: format }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Export' }));
}

describe('exporting users', () => {
  it('"all" exports every user, in CSV and in XLSX, without any filter on the URL', async () => {
    await signIn('admin', 'ChangeMe');
    const everyone = await api.get<UserRow[]>(USERS_URL);
    renderUsersList();
    let dialog = await openExport();
    expect(within(dialog).getByRole('radio', { name: 'All' })).toHaveProperty('checked', true);
    expect(within(dialog).getByRole('radio', { name: 'Filtered' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(within(dialog).getByRole('radio', { name: 'Selected (0)' })).toHaveProperty(
      'disabled',
      true,
    );
    await exportAs(dialog, /^All$/, 'CSV');
    const csv = await downloaded('csv');
    expect(usernames(csv)).toEqual(everyone.map((u) => u.username).sort());
    expect([...fetchedFrom.searchParams.keys()].sort()).toEqual(['format', 'order']);

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Export' })).toBeNull());
    downloads.clear();
    dialog = await openExport();
    await exportAs(dialog, /^All$/, 'Excel (xlsx)');
    expect(usernames(await downloaded('xlsx'))).toEqual(everyone.map((u) => u.username).sort());
  });

  it('"filtered" exports what the filter shows; "all" is not offered while it is active', async () => {
    await signIn('admin', 'ChangeMe');
    const matching = await api.get<UserRow[]>(`${USERS_URL}?search=Alice`);
    expect(matching.length).toBeGreaterThan(0);
    renderUsersList({ filter: { q: 'Alice' } });
    const dialog = await openExport();
    expect(within(dialog).getByRole('radio', { name: 'All' })).toHaveProperty('disabled', true);
    expect(within(dialog).getByRole('radio', { name: 'Filtered' })).toHaveProperty('checked', true);
    await exportAs(dialog, /^Filtered$/, 'Excel (xlsx)');
    expect(usernames(await downloaded('xlsx'))).toEqual(matching.map((u) => u.username).sort());
    expect(fetchedFrom.searchParams.get('search')).toBe('Alice');
    expect(fetchedFrom.searchParams.has('limit')).toBe(false);
    expect(fetchedFrom.searchParams.has('offset')).toBe(false);
  });

  it('"selected" exports exactly the selected rows through an spm, in both formats', async () => {
    await signIn('admin', 'ChangeMe');
    const chosen = (await api.get<UserRow[]>(USERS_URL)).slice(2, 5);
    renderUsersList({ selectedIds: chosen.map((u) => u.id), filter: { q: 'zzz-no-match' } });
    let dialog = await openExport();
    expect(within(dialog).getByRole('radio', { name: 'Selected (3)' })).toHaveProperty(
      'checked',
      true,
    );
    await exportAs(dialog, /^Selected/, 'CSV');
    const csv = await downloaded('csv');
    expect(usernames(csv)).toEqual(chosen.map((u) => u.username).sort());
    expect(fetchedFrom.searchParams.get('spm')).toBeTruthy();
    // The rows selected earlier are exported even though the current filter hides them.
    expect(fetchedFrom.searchParams.has('search')).toBe(false);

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Export' })).toBeNull());
    downloads.clear();
    dialog = await openExport();
    await exportAs(dialog, /^Selected/, 'Excel (xlsx)');
    expect(usernames(await downloaded('xlsx'))).toEqual(chosen.map((u) => u.username).sort());
  });

  it('a failed export is told in the dialog, which keeps its choices; exporting again works', async () => {
    await signIn('admin', 'ChangeMe');
    renderUsersList();
    const dialog = await openExport();
    const fault = api.backend.faults.add({ path: USERS_URL, method: 'GET', status: 500 });
    await exportAs(dialog, /^All$/, 'Excel (xlsx)');
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      `The export failed: ${en.app.http.server_error}. Nothing was downloaded; you can export again.`,
    );
    expect(downloads.count()).toBe(0);
    expect(screen.getByRole('dialog', { name: 'Export' })).toBe(dialog);
    expect(within(dialog).getByRole('radio', { name: 'Excel (xlsx)' })).toHaveProperty(
      'checked',
      true,
    );

    api.backend.faults.remove(fault);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Export' }));
    expect((await downloaded('xlsx')).length).toBeGreaterThan(1);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Export' })).toBeNull());
  });

  it('shows neither button to a user who may not view, add or change users', async () => {
    await signIn('user', 'User@2023');
    const me = await api.get<{ perms: string[] }>('/api/v1/users/profile/');
    expect(
      me.perms.some((p) => ['users.view_user', 'users.add_user', 'users.change_user'].includes(p)),
    ).toBe(false);
    renderUsersList();
    await screen.findByText(/^Permissions loaded: [1-9]/, {}, { timeout: 10000 });
    expect(screen.queryByRole('button', { name: 'Export' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Import' })).toBeNull();
  });
});
