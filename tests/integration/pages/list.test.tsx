import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memoryStore } from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn, startDemoBackend } from '../../support/backend';
import { location, renderPages } from './harness';
import { backendGet, recordWire, type WireCall } from './wire';

const backend = startDemoBackend();
let wire: WireCall[];
beforeEach(() => {
  wire = recordWire(backend);
});

type Page = { count: number; results: Record<string, unknown>[] };
const T = { timeout: 10000 };

/** The data table once rows have arrived (the loading skeleton is another table). */
async function table(): Promise<HTMLElement> {
  // The pager's "1-15 of N" appears only once the rows are in.
  await screen.findByText(/^\d+-\d+ of \d+$/, {}, T);
  return screen.getByRole('table');
}

async function rows(): Promise<number> {
  return within(await table()).getAllByRole('row').length - 1;
}

describe('the generic list page', () => {
  it('shows the descriptor columns, name links to the detail page and row actions by permission', async () => {
    await signIn('admin', 'ChangeMe');
    const expected = await backendGet<Page>(
      backend,
      '/api/v1/users/groups/?limit=15&offset=0&order=name',
    );
    renderPages('/console/users/groups');
    const t = await table();
    const first = expected.results[0]!;
    const link = await within(t).findByRole('link', { name: String(first.name) }, T);
    expect(link.getAttribute('href')).toBe(`/console/users/groups/${String(first.id)}`);
    for (const header of ['Name', 'Comment', 'Actions']) {
      expect(within(t).getByRole('columnheader', { name: new RegExp(header) })).toBeTruthy();
    }
    // 15 rows a page by default.
    expect(await rows()).toBe(Math.min(15, expected.count));
    // update, delete, clone: the first one shown, the others under More.
    expect(within(t).getByRole('link', { name: `Update ${String(first.name)}` })).toBeTruthy();
    fireEvent.click(within(t).getByRole('button', { name: `More ${String(first.name)}` }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((m) => m.textContent),
    ).toEqual(['Delete', 'Clone']);
    const list = wire.find((c) => c.method === 'GET' && c.path === '/api/v1/users/groups/')!;
    expect(Object.fromEntries(list.query)).toMatchObject({
      limit: '15',
      offset: '0',
      order: 'name',
    });
  });

  it('search tags and field filters go to the server and into the URL', async () => {
    await signIn('admin', 'ChangeMe');
    renderPages('/console/users/users');
    await table();
    const search = screen.getByRole('combobox', { name: 'Search' });
    await userEvent.type(search, '  admin  {Enter}');
    await waitFor(
      () =>
        expect(
          wire.some((c) => c.path === '/api/v1/users/users/' && c.query.get('search') === 'admin'),
        ).toBe(true),
      T,
    );
    expect(decodeURIComponent(location.current)).toContain('"search":"admin"');
    // A field tag: pick "Source", then its choice.
    await userEvent.click(search);
    await userEvent.click(await screen.findByRole('option', { name: 'Source' }));
    await userEvent.click(await screen.findByRole('option', { name: 'LDAP/AD' }));
    await waitFor(
      () =>
        expect(
          wire.some(
            (c) =>
              c.path === '/api/v1/users/users/' &&
              c.query.get('source') === 'ldap' &&
              c.query.get('search') === 'admin',
          ),
        ).toBe(true),
      T,
    );
    expect(screen.getByText('Source: LDAP/AD')).toBeTruthy();
    expect(decodeURIComponent(location.current)).toContain('"source":"ldap"');
  });

  it('the first list request leaves with the URL tags as soon as the page mounts, on no timer', async () => {
    await signIn('admin', 'ChangeMe');
    const lists = () => wire.filter((c) => c.method === 'GET' && c.path === '/api/v1/users/users/');
    // Timers are faked and the clock never moves: only zero-delay callbacks run (react-query's
    // scheduling), and promises, and so the network, run as usual. A wait would hold it forever.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const filter = encodeURIComponent(JSON.stringify({ search: 'admin', source: 'local' }));
      renderPages(`/console/users/users?filter=${filter}`);
      for (let i = 0; i < 5000 && lists().length === 0; i++) await vi.advanceTimersByTimeAsync(0);
      expect(lists()).toHaveLength(1);
      expect(Object.fromEntries(lists()[0]!.query)).toMatchObject({
        search: 'admin',
        source: 'local',
        limit: '15',
      });
      // Now the clock may move (the rows' rendering has timers of its own).
      const pager = () => screen.queryByText(/^\d+-\d+ of \d+$/);
      for (let i = 0; i < 1000 && !pager(); i++) await vi.advanceTimersByTimeAsync(10);
    } finally {
      vi.useRealTimers();
    }
    await table();
    expect(lists()).toHaveLength(1);
  });

  it("plain query tags from a link (?search=, ?<field>=) become the first request's filter", async () => {
    await signIn('admin', 'ChangeMe');
    renderPages('/console/users/users?search=admin&source=local&perPage=30');
    await table();
    const lists = wire.filter((c) => c.method === 'GET' && c.path === '/api/v1/users/users/');
    expect(lists).toHaveLength(1);
    expect(Object.fromEntries(lists[0]!.query)).toMatchObject({
      search: 'admin',
      source: 'local',
      limit: '30',
    });
    // The address now holds them as the list's own filter, shown as tags.
    const url = new URL(location.current, 'http://x');
    expect(JSON.parse(url.searchParams.get('filter')!)).toEqual({
      search: 'admin',
      source: 'local',
    });
    expect(url.searchParams.has('search')).toBe(false);
    expect([...url.searchParams.keys()].sort()).toEqual(['filter', 'perPage']);
    expect(screen.getByText('Source: Local')).toBeTruthy();
  });

  it('names each select checkbox on its input, none on the span around it (axe)', async () => {
    await signIn('admin', 'ChangeMe');
    renderPages('/console/perms/cmd-groups');
    const t = await table();
    const shown = await rows();
    const rowBoxes = within(t).getAllByRole('checkbox', { name: 'Select this row' });
    expect(rowBoxes).toHaveLength(shown);
    expect(within(t).getAllByRole('checkbox', { name: 'Select all' })).toHaveLength(1);
    for (const box of [...rowBoxes, within(t).getByRole('checkbox', { name: 'Select all' })]) {
      expect(box.tagName).toBe('INPUT');
      expect(box.closest('.MuiCheckbox-root')!.hasAttribute('aria-label')).toBe(false);
    }
    expect(t.querySelectorAll('.MuiCheckbox-root[aria-label]')).toHaveLength(0);
  });

  it('bulk delete confirms with the row count, then deletes through one spm', async () => {
    await signIn('admin', 'ChangeMe');
    const before = await backendGet<Page>(
      backend,
      '/api/v1/acls/command-groups/?limit=15&offset=0',
    );
    renderPages('/console/perms/cmd-groups');
    const t = await table();
    await within(t).findByText(String(before.results[0]!.name), {}, T);
    const boxes = within(t).getAllByRole('checkbox');
    fireEvent.click(boxes[1]!);
    fireEvent.click(boxes[2]!);
    fireEvent.click(await screen.findByRole('button', { name: 'Actions (2)' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete selected' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('2 rows');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(
      () =>
        expect(
          wire.some((c) => c.method === 'DELETE' && c.path === '/api/v1/acls/command-groups/'),
        ).toBe(true),
      T,
    );
    const cache = wire.find(
      (c) => c.method === 'POST' && c.path === '/api/v1/common/resources/cache/',
    )!;
    expect((cache.body as { resources: string[] }).resources).toHaveLength(2);
    const del = wire.find((c) => c.method === 'DELETE')!;
    expect(del.query.get('spm')).toBeTruthy();
    const after = await backendGet<Page>(backend, '/api/v1/acls/command-groups/?limit=15&offset=0');
    expect(after.count).toBe(before.count - 2);
  });

  it('the column dialog hides a column in the Store and restores the defaults', async () => {
    await signIn('admin', 'ChangeMe');
    const store = memoryStore();
    renderPages('/console/users/groups', { store });
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
    const dialog = await screen.findByRole('dialog', { name: 'Custom table display' });
    expect(
      within(dialog).getByText('Please select the list details you want to display'),
    ).toBeTruthy();
    expect(within(dialog).getByRole('checkbox', { name: 'Name' })).toHaveProperty('disabled', true);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Comment' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), T);
    expect(screen.getByRole('columnheader', { name: 'Name' })).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: 'Comment' })).toBeNull();
    expect(store.getItem('console/users/groups.datatable')).toContain('comment');
    fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Restore default' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), T);
    expect(screen.getByRole('columnheader', { name: 'Comment' })).toBeTruthy();
  });

  it('a read-only audit list has no create or row actions and asks for the last 7 days', async () => {
    // The seed's clock is fixed and the list asks for the browser's last 7 days, which the backend
    // applies (date_from/date_to): some logs must fall in them.
    for (const log of backend.state.store.rows('audits.login_logs').slice(0, 5))
      log.datetime = new Date(Date.now() - 3_600_000).toISOString();
    backend.state.store.touch();
    await signIn('admin', 'ChangeMe');
    renderPages('/audit/audits/login-logs');
    await waitFor(() => expect(screen.getAllByRole('row').length).toBeGreaterThan(2), T);
    const t = screen.getByRole('table');
    expect(screen.queryByRole('link', { name: 'Create' })).toBeNull();
    expect(within(t).queryByRole('columnheader', { name: 'Actions' })).toBeNull();
    const call = wire.find((c) => c.method === 'GET' && c.path === '/api/v1/audits/login-logs/')!;
    const from = new Date(call.query.get('date_from')!).getTime();
    const to = new Date(call.query.get('date_to')!).getTime();
    expect((to - from) / 86_400_000).toBeGreaterThan(7);
    expect((to - from) / 86_400_000).toBeLessThan(8.01);
    expect(call.query.get('order')).toBe('-datetime');
  });

  it('both ends of a date range changed one after the other are sent together', async () => {
    await signIn('admin', 'ChangeMe');
    renderPages('/audit/audits/login-logs');
    await screen.findByLabelText('From', {}, T);
    await waitFor(
      () => expect(wire.some((c) => c.path === '/api/v1/audits/login-logs/')).toBe(true),
      T,
    );
    // Within the filter's debounce: the second change must not undo the first.
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-10-30T00:00:00' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-10-31T00:00:00' } });
    const sent = () =>
      wire.filter((c) => c.method === 'GET' && c.path === '/api/v1/audits/login-logs/').at(-1)!;
    await waitFor(
      () => expect(sent().query.get('date_to')).toBe(new Date('2026-10-31T00:00:00').toISOString()),
      T,
    );
    expect(sent().query.get('date_from')).toBe(new Date('2026-10-30T00:00:00').toISOString());
  });

  it('after deleting the only row of the last page it steps back one page', async () => {
    await signIn('admin', 'ChangeMe');
    const all = await backendGet<Page>(backend, '/api/v1/users/groups/?limit=1&offset=0');
    const perPage = 15;
    const lastPage = Math.ceil(all.count / perPage);
    // Make the last page hold exactly one row by removing the extra ones server-side.
    const extra = (all.count - 1) % perPage;
    const victims = await backendGet<Page>(
      backend,
      `/api/v1/users/groups/?limit=${extra}&offset=${all.count - extra}&order=name`,
    );
    for (const v of victims.results ?? []) {
      await backend.handle(
        new Request(`http://127.0.0.1/api/v1/users/groups/${String(v.id)}/`, {
          method: 'DELETE',
          headers: { 'X-CSRFToken': csrf() },
        }),
        document.cookie,
      );
    }
    const count = all.count - extra;
    const pages = Math.ceil(count / perPage);
    expect(count % perPage).toBe(1);
    renderPages(`/console/users/groups?page=${pages}&perPage=${perPage}&sort=name&order=ASC`);
    const t = await table();
    expect(await rows()).toBe(1);
    const name = within(t).getAllByRole('link')[0]!.textContent!;
    fireEvent.click(within(t).getByRole('button', { name: `More ${name}` }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }),
    );
    await waitFor(() => expect(location.current).toContain(`page=${pages - 1}`), T);
    await waitFor(async () => expect(await rows()).toBe(perPage), T);
    expect(lastPage).toBeGreaterThanOrEqual(pages);
  }, 60_000);

  it('bulk update: tick the properties, one PATCH for the selected rows; the bulk patches too', async () => {
    await signIn('admin', 'ChangeMe');
    renderPages('/console/users/users');
    const t = await table();
    const boxes = within(t).getAllByRole('checkbox');
    fireEvent.click(boxes[2]!);
    fireEvent.click(boxes[3]!);
    fireEvent.click(await screen.findByRole('button', { name: 'Actions (2)' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Update selected' }));
    // The form's code loads when it opens.
    const dialog = await screen.findByRole('dialog', { name: 'Update 2 selected rows' }, T);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Comment' }));
    await userEvent.type(
      await within(dialog).findByRole('textbox', { name: 'Comment' }),
      'contractor',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(wire.some((c) => c.method === 'PATCH')).toBe(true), T);
    const patch = wire.find((c) => c.method === 'PATCH')!;
    expect(patch.path).toBe('/api/v1/users/users/');
    expect(patch.body).toHaveLength(2);
    expect(
      (patch.body as Record<string, unknown>[]).every(
        (row) => Object.keys(row).sort().join() === 'comment,id' && row.comment === 'contractor',
      ),
    ).toBe(true);

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), T);
    fireEvent.click(within(await table()).getAllByRole('checkbox')[4]!);
    fireEvent.click(await screen.findByRole('button', { name: 'Actions (1)' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Disable selected' }));
    await waitFor(() => expect(wire.filter((c) => c.method === 'PATCH')).toHaveLength(2), T);
    expect(
      (wire.filter((c) => c.method === 'PATCH')[1]!.body as Record<string, unknown>[])[0],
    ).toMatchObject({ is_active: false });
  });

  it('row rules from the descriptor: built-in platforms cannot be updated or deleted', async () => {
    await signIn('admin', 'ChangeMe');
    const platforms = await backendGet<Record<string, unknown>[]>(
      backend,
      '/api/v1/assets/platforms/',
    );
    const internal = platforms.find((p) => p.internal === true)!;
    renderPages('/console/assets/platforms?sort=name&order=ASC&perPage=100');
    const t = await table();
    const update = await within(t).findByRole(
      'button',
      { name: `Update ${String(internal.name)}` },
      T,
    );
    expect(update).toHaveProperty('disabled', true);
  });

  it('speaks Chinese and Japanese: our texts from the catalogues, field labels from the server', async () => {
    await signIn('admin', 'ChangeMe');
    const first = renderPages('/console/users/groups', { locale: 'zh' });
    await screen.findByRole('link', { name: 'Auditors' }, T);
    expect(screen.getByRole('link', { name: '创建' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: '名称' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: '操作' })).toBeTruthy();
    first.unmount();
    renderPages('/console/users/groups', { locale: 'ja' });
    await screen.findByRole('link', { name: 'Auditors' }, T);
    expect(screen.getByRole('link', { name: '作成' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: '名前' })).toBeTruthy();
  });
});

function csrf(): string {
  return /jms_csrftoken=([^;]+)/.exec(document.cookie)?.[1] ?? '';
}
