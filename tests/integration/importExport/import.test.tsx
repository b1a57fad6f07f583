import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../support/backend';
import {
  csvFile,
  recordDownloads,
  renderUsersList,
  startBackend,
  USERS_URL,
  type Sent,
} from './support';

const api = startBackend();
const downloads = recordDownloads(api);

interface UserRow {
  id: string;
  username: string;
  email: string;
  groups: { id: string; name: string }[];
}

/** The column titles of the backend's own import template (what a user fills in). */
async function templateTitles(template: 'import' | 'update'): Promise<string[]> {
  const file = await api.download(`${USERS_URL}?format=csv&template=${template}&limit=1`);
  const text = new TextDecoder().decode(file.bytes).replace(/^\uFEFF/, '');
  return Papa.parse<string[]>(text.trim()).data[0]!;
}

/** A CSV with the template's titles; cells given by field label (without the `*`). */
async function importCsv(
  template: 'import' | 'update',
  rows: Record<string, string>[],
): Promise<File> {
  const titles = await templateTitles(template);
  const bare = titles.map((t) => t.replace('*', ''));
  return csvFile('users.csv', [titles, ...rows.map((r) => bare.map((t) => r[t] ?? ''))]);
}

async function openImport() {
  await userEvent.click(await screen.findByRole('button', { name: 'Import' }, { timeout: 10000 }));
  return screen.findByRole('dialog', { name: 'Import' });
}

async function upload(dialog: HTMLElement, file: File) {
  await userEvent.upload(
    within(dialog).getByLabelText('Choose a .csv or .xlsx file, or drop it here'),
    file,
  );
  return within(dialog).findByRole('table', {}, { timeout: 10000 });
}

/** The status of preview row `n` (1-based) as its accessible name says it. */
function status(table: HTMLElement, n: number): string {
  const row = within(table).getAllByRole('row')[n]!;
  const icon = row.querySelector('[role="img"], [role="progressbar"]');
  return icon?.getAttribute('aria-label') ?? icon?.querySelector('title')?.textContent ?? '';
}

const posts = (sent: Sent[]) => sent.filter((r) => r.method === 'POST' && r.path === USERS_URL);
const bodies = (sent: Sent[]) =>
  posts(sent).map((r) => JSON.parse(r.body) as Record<string, unknown>);

async function usersNamed(prefix: string): Promise<UserRow[]> {
  return api.get<UserRow[]>(`${USERS_URL}?search=${prefix}`);
}

describe('importing users from a CSV file', () => {
  it('refuses a file with no column it knows and names the columns of the template', async () => {
    await signIn('admin', 'ChangeMe');
    renderUsersList();
    const dialog = await openImport();
    const titles = await templateTitles('import');
    await userEvent.upload(
      within(dialog).getByLabelText('Choose a .csv or .xlsx file, or drop it here'),
      csvFile('odd.csv', [
        ['foo', 'bar'],
        ['1', '2'],
      ]),
    );
    const refusal = await within(dialog).findByRole('alert', {}, { timeout: 10000 });
    expect(refusal.textContent).toMatch(/^None of the file's columns is one this list imports/);
    // Every column of the backend's own template is named, required ones starred.
    for (const title of titles) expect(refusal.textContent).toContain(title);
    expect(within(dialog).queryByRole('table')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Import' })).toBeNull();
    expect(posts(await api.sent())).toEqual([]);
  });

  it('creates the valid rows, shows why the others failed, and after fixing them continues to Finished', async () => {
    await signIn('admin', 'ChangeMe');
    renderUsersList();
    const dialog = await openImport();
    const file = await importCsv('import', [
      {
        Name: 'Import One',
        Username: 'imp_one',
        Email: 'imp_one@example.com',
        'Password strategy': 'custom',
        Password: 'Imp0rt!Pass1',
      },
      { Name: 'Import Two', Username: 'imp_two', Email: 'imp_two@example.com', 'User group': '' },
      { Name: 'Clash', Username: 'admin', Email: 'imp_clash@example.com' },
      { Name: 'Bad Mail', Username: 'imp_four', Email: 'not-an-email' },
    ]);
    const table = await upload(dialog, file);
    expect(within(table).getAllByRole('row')).toHaveLength(5);
    expect(within(table).getByRole('columnheader', { name: '*Username' })).toBeTruthy();
    expect(status(table, 1)).toBe('Pending');
    // The password is masked in the preview.
    expect(within(table).queryByText('Imp0rt!Pass1')).toBeNull();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    await within(dialog).findByRole('button', { name: 'Continue' }, { timeout: 10000 });
    expect(status(table, 1)).toBe('Success');
    expect(status(table, 2)).toBe('Success');
    expect(status(table, 3)).toMatch(/^Failed: Username: .*already exists/);
    expect(status(table, 4)).toMatch(/^Failed: Email: /);
    expect(within(dialog).getByRole('status').textContent).toBe('2 done, 2 failed, 0 remaining');
    expect(await screen.findByText('Some items failed to import: 2 rows')).toBeTruthy();
    expect((await usersNamed('imp_')).map((u) => u.username).sort()).toEqual([
      'imp_one',
      'imp_two',
    ]);

    // On the wire: the password is encrypted, blank cells and unmatched columns are not sent.
    const first = bodies(await api.sent());
    expect(first).toHaveLength(4);
    expect(first[0]!.password).toMatch(/^[A-Za-z0-9+/=]+:[A-Za-z0-9+/=]+$/);
    expect(first[0]!.password).not.toContain('Imp0rt');
    expect(first[1]).not.toHaveProperty('groups');
    expect(first.every((b) => !('' in b))).toBe(true);

    // Editing a failed row makes it pending again; rows that succeeded cannot be edited.
    expect(within(table).queryByRole('button', { name: 'Edit Username, row 1' })).toBeNull();
    await userEvent.click(within(table).getByRole('button', { name: 'Edit Username, row 3' }));
    const input = within(table).getByRole('textbox', { name: 'Edit Username, row 3' });
    await userEvent.clear(input);
    await userEvent.type(input, 'imp_three{Enter}');
    expect(status(table, 3)).toBe('Pending');
    await userEvent.click(within(table).getByRole('button', { name: 'Edit Email, row 4' }));
    const email = within(table).getByRole('textbox', { name: 'Edit Email, row 4' });
    await userEvent.clear(email);
    await userEvent.type(email, 'imp_four@example.com{Enter}');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await within(dialog).findByRole('button', { name: 'Finished' }, { timeout: 10000 });
    expect((await usersNamed('imp_')).map((u) => u.username).sort()).toEqual([
      'imp_four',
      'imp_one',
      'imp_three',
      'imp_two',
    ]);
    // Only the two fixed rows went out again.
    const all = bodies(await api.sent()).map((b) => b.username);
    expect(all).toEqual(['imp_one', 'imp_two', 'admin', 'imp_four', 'imp_three', 'imp_four']);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Finished' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Import' })).toBeNull());
  });

  it('stops after the rows in flight and continues without sending any row twice', async () => {
    await signIn('admin', 'ChangeMe');
    renderUsersList();
    const dialog = await openImport();
    const rows = Array.from({ length: 6 }, (_, i) => ({
      Name: `Stop ${i}`,
      Username: `imp_stop_${i}`,
      Email: `imp_stop_${i}@example.com`,
    }));
    const table = await upload(dialog, await importCsv('import', rows));

    await userEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stop' }));
    const cont = await within(dialog).findByRole('button', { name: 'Continue' });
    // Whatever was in flight when Stop was pressed has finished; nothing else goes out.
    await waitFor(() => expect(within(table).queryByRole('progressbar')).toBeNull());
    const stoppedAt = posts(await api.sent()).length;
    expect(stoppedAt).toBeGreaterThan(0);
    expect(stoppedAt).toBeLessThan(6);
    await new Promise((r) => setTimeout(r, 300));
    expect(posts(await api.sent())).toHaveLength(stoppedAt);
    expect((await usersNamed('imp_stop_')).length).toBe(stoppedAt);

    await userEvent.click(cont);
    await within(dialog).findByRole('button', { name: 'Finished' }, { timeout: 10000 });
    const usernames = bodies(await api.sent()).map((b) => b.username);
    expect(usernames).toEqual(rows.map((r) => r.Username));
    expect((await usersNamed('imp_stop_')).length).toBe(6);
  });

  it('fast mode sends the rows concurrently with the same per-row results', async () => {
    await signIn('admin', 'ChangeMe');
    renderUsersList();
    const dialog = await openImport();
    const rows = Array.from({ length: 24 }, (_, i) => ({
      Name: `Fast ${i}`,
      Username: i === 5 ? 'admin' : `imp_fast_${i}`,
      Email: `imp_fast_${i}@example.com`,
    }));
    const table = await upload(dialog, await importCsv('import', rows));
    await userEvent.click(
      within(dialog).getByRole('switch', { name: 'Fast mode: up to 8 rows at a time' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    await within(dialog).findByRole('button', { name: 'Continue' }, { timeout: 10000 });
    expect(within(dialog).getByRole('status').textContent).toBe('23 done, 1 failed, 0 remaining');
    expect(status(table, 6)).toMatch(/^Failed: Username: /);
    expect((await usersNamed('imp_fast_')).length).toBe(23);
    expect(bodies(await api.sent())).toHaveLength(24);
    // The failed filter shows exactly the failed row.
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Failed (1)' }));
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(within(within(table).getAllByRole('row')[1]!).getByText('6')).toBeTruthy();
  });

  it('updates by id with PUT, and a blank group cell leaves the user in their groups', async () => {
    await signIn('admin', 'ChangeMe');
    const members = (await api.get<UserRow[]>(USERS_URL)).filter((u) => u.groups.length > 0);
    const target = members[0]!;
    renderUsersList();
    const dialog = await openImport();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Update' }));
    const file = await importCsv('update', [
      {
        ID: target.id,
        Name: 'Renamed By Import',
        Username: target.username,
        Email: target.email,
        'User group': '',
      },
    ]);
    await upload(dialog, file);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    await within(dialog).findByRole('button', { name: 'Finished' }, { timeout: 10000 });

    const put = (await api.sent()).filter((r) => r.method === 'PUT');
    expect(put.map((r) => r.path)).toEqual([`${USERS_URL}${target.id}/`]);
    expect(JSON.parse(put[0]!.body)).not.toHaveProperty('groups');
    const after = await api.get<UserRow>(`${USERS_URL}${target.id}/`);
    expect(after).toMatchObject({ name: 'Renamed By Import', groups: target.groups });
  });

  it('shows a refused file or the server text beneath the uploader', async () => {
    await signIn('admin', 'ChangeMe');
    renderUsersList();
    const dialog = await openImport();
    const input = within(dialog).getByLabelText('Choose a .csv or .xlsx file, or drop it here');
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(input, new File(['x'], 'users.txt'));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Only .csv and .xlsx files can be imported',
    );

    await user.upload(input, new File([new Uint8Array(30 * 1024 * 1024 + 1)], 'big.csv'));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe('The file is larger than 30 MB'),
    );

    // Between the server's 10 MiB and the dialog's 30 MB: the server's own message.
    await user.upload(input, new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'over.csv'));
    await waitFor(
      () =>
        expect(within(dialog).getByRole('alert').textContent).toMatch(
          /The file content overflowed/,
        ),
      {
        timeout: 10000,
      },
    );
    expect(within(dialog).queryByRole('table')).toBeNull();
  });

  it('downloads the update template for the selected rows through an spm', async () => {
    await signIn('admin', 'ChangeMe');
    const some = (await api.get<UserRow[]>(USERS_URL)).slice(0, 2);
    renderUsersList({ selectedIds: some.map((u) => u.id) });
    const dialog = await openImport();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Update' }));
    expect(within(dialog).getByText('The update template holds the 2 selected rows')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excel template' }));
    await waitFor(() => expect(downloads.count()).toBe(1));
    const [file] = await downloads.files();
    expect(file!.url.pathname).toBe(USERS_URL);
    expect(Object.fromEntries(file!.url.searchParams)).toMatchObject({
      format: 'xlsx',
      template: 'update',
    });
    expect(file!.url.searchParams.get('spm')).toBeTruthy();
    expect(file!.url.searchParams.has('limit')).toBe(false);
    expect(file!.name).toMatch(/\.xlsx$/);
    expect(file!.bytes.byteLength).toBeGreaterThan(0);
  });
});

describe('the import button in the root organisation', () => {
  it('is disabled there, since nothing can be written in the global org', async () => {
    await signIn('admin', 'ChangeMe');
    // The organisation the user chose last time, as the console remembers it: the global one.
    const root = { id: '00000000-0000-0000-0000-000000000000', name: 'GLOBAL', is_root: true };
    localStorage.setItem('jms_current_org_admin', JSON.stringify(root));
    document.cookie = `X-JMS-ORG=${root.id}; path=/`;
    renderUsersList();
    const button = await screen.findByRole('button', { name: 'Import' }, { timeout: 10000 });
    expect(button).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Export' })).toHaveProperty('disabled', false);
  });
});

describe('an import that loses the connection or meets an unavailable server', () => {
  it('halts with the unanswered row pending, then continues without losing or repeating a row', async () => {
    await signIn('admin', 'ChangeMe');
    let posts = 0;
    // The 3rd row never gets an answer, the 5th meets a 503; everything else reaches the backend.
    api.server.use(
      http.post('*/api/v1/users/users/', () => {
        posts += 1;
        if (posts === 3) return HttpResponse.error();
        if (posts === 6)
          return HttpResponse.json({ detail: 'Service Unavailable' }, { status: 503 });
        return undefined;
      }),
    );
    renderUsersList();
    const dialog = await openImport();
    const rows = Array.from({ length: 6 }, (_, i) => ({
      Name: `Net ${i}`,
      Username: `imp_net_${i}`,
      Email: `imp_net_${i}@example.com`,
    }));
    const table = await upload(dialog, await importCsv('import', rows));

    await userEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    await within(dialog).findByRole('button', { name: 'Continue' }, { timeout: 10000 });
    expect(within(dialog).getByRole('alert').textContent).toMatch(/^The connection was lost/);
    expect(within(dialog).getByRole('status').textContent).toBe('2 done, 0 failed, 4 remaining');
    expect(status(table, 3)).toBe('Pending');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(
      () =>
        expect(within(dialog).getByRole('alert').textContent).toMatch(/^The server is unavailable/),
      {
        timeout: 10000,
      },
    );
    expect(within(dialog).getByRole('status').textContent).toBe('4 done, 0 failed, 2 remaining');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await within(dialog).findByRole('button', { name: 'Finished' }, { timeout: 10000 });
    expect(within(dialog).queryByRole('alert')).toBeNull();
    // Each user exists once; the two unanswered rows were the only ones sent again.
    expect((await usersNamed('imp_net_')).map((u) => u.username).sort()).toEqual(
      rows.map((r) => r.Username).sort(),
    );
    expect(bodies(await api.sent()).map((b) => b.username)).toEqual([
      'imp_net_0',
      'imp_net_1',
      'imp_net_2',
      'imp_net_2',
      'imp_net_3',
      'imp_net_4',
      'imp_net_4',
      'imp_net_5',
    ]);
  });
});
