/**
 * Two people editing one record (issue 34, point 2): an update sends only what the user changed,
 * and a save over someone else's newer save is never silent.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ORG_DEFAULT } from '../../../mock/rbac';
import { signIn, startDemoBackend } from '../../support/backend';
import { location, renderPages } from './harness';
import { backendGet, recordWire, type WireCall } from './wire';

const backend = startDemoBackend();
let wire: WireCall[];
beforeEach(() => {
  wire = recordWire(backend);
});

type Row = Record<string, unknown> & { id: string };
type Page = { count: number; results: Row[] };
const T = { timeout: 10000 };
const SLOW = 60_000;
const USERS = '/api/v1/users/users/';
const LIST_AFTER_SAVE = '/console/users/users?sort=date_updated&order=DESC';

/** What the console wrote to the API (the sign-in is the test's own). */
const writes = (from = 0) =>
  wire
    .slice(from)
    .filter((c) => c.path.startsWith('/api/') && !['GET', 'OPTIONS'].includes(c.method));

async function demoUser(): Promise<Row> {
  const page = await backendGet<Page>(backend, `${USERS}?username=user&limit=1&offset=0`);
  return page.results[0]!;
}

/** Someone else saves the record meanwhile (another tab of the same browser: same cookies). */
async function saveElsewhere(path: string, body: Record<string, unknown>, method = 'PATCH') {
  const csrf = /(?:^|;\s*)jms_csrftoken=([^;]+)/.exec(document.cookie)?.[1] ?? '';
  const res = await fetch(path, {
    method,
    headers: { 'Content-Type': 'application/json', 'X-CSRFToken': csrf },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
}

/** The user's update page, loaded with the record's name. */
async function openUpdate(user: Row) {
  renderPages(`/console/users/users/${user.id}/update`);
  const name = await screen.findByRole('textbox', { name: /^Name/ }, T);
  await waitFor(() => expect(name).toHaveProperty('value', user.name), T);
  return { name, comment: screen.getByRole('textbox', { name: 'Comment' }) };
}

describe('an update sends only what the user changed', () => {
  it(
    'the update page PATCHes the changed field, after one read of the current record',
    async () => {
      await signIn('admin', 'ChangeMe');
      const user = await demoUser();
      const { name } = await openUpdate(user);
      await userEvent.clear(name);
      await userEvent.type(name, 'Renamed user');
      const before = wire.length;
      fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
      await waitFor(() => expect(location.current).toBe(LIST_AFTER_SAVE), T);
      expect(writes().map((c) => [c.method, c.path])).toEqual([['PATCH', `${USERS}${user.id}/`]]);
      // The email, roles, groups, source, MFA level and the rest of the form stay out.
      expect(writes()[0]!.body).toEqual({ name: 'Renamed user' });
      // The freshness check: the record read once more just before the PATCH.
      const sent = wire.slice(before).map((c) => `${c.method} ${c.path}`);
      expect(sent.slice(0, 2)).toEqual([`GET ${USERS}${user.id}/`, `PATCH ${USERS}${user.id}/`]);
    },
    SLOW,
  );

  it(
    'nothing changed: says so, sends nothing and goes back to the list',
    async () => {
      await signIn('admin', 'ChangeMe');
      await openUpdate(await demoUser());
      fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
      expect(await screen.findByText('Nothing has changed', {}, T)).toBeTruthy();
      await waitFor(() => expect(location.current).toBe(LIST_AFTER_SAVE), T);
      expect(writes()).toEqual([]);
    },
    SLOW,
  );
});

describe('someone else saved the record after the form was loaded', () => {
  it(
    'the user is told which fields changed and nothing is sent until they choose; keep editing keeps the typing, save anyway PATCHes only their change',
    async () => {
      await signIn('admin', 'ChangeMe');
      const user = await demoUser();
      const { name, comment } = await openUpdate(user);
      await saveElsewhere(`${USERS}${user.id}/`, { name: 'Renamed in the other tab' });
      const mark = wire.length;

      await userEvent.type(comment, 'from the second tab');
      fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
      let dialog = await screen.findByRole('dialog', { name: 'Changed by someone else' }, T);
      expect(within(dialog).getByText('Someone else saved this record after you opened it.'));
      expect(within(dialog).getByText('Changed since: Name'));
      expect(writes(mark)).toEqual([]);
      expect(location.current).toBe(`/console/users/users/${user.id}/update`);

      fireEvent.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(comment).toHaveProperty('value', 'from the second tab');
      expect(name).toHaveProperty('value', user.name);
      expect(writes(mark)).toEqual([]);

      fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
      dialog = await screen.findByRole('dialog', { name: 'Changed by someone else' }, T);
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save anyway' }));
      await waitFor(() => expect(location.current).toBe(LIST_AFTER_SAVE), T);
      expect(writes(mark).map((c) => [c.method, c.path, c.body])).toEqual([
        ['PATCH', `${USERS}${user.id}/`, { comment: 'from the second tab' }],
      ]);
      // Both changes are kept: the other tab's name, this one's comment.
      const stored = await backendGet<Row>(backend, `${USERS}${user.id}/`);
      expect(stored).toMatchObject({
        name: 'Renamed in the other tab',
        comment: 'from the second tab',
      });
    },
    SLOW,
  );

  it(
    'reload shows the current record in the form (dropping the typing), and the next save goes through',
    async () => {
      await signIn('admin', 'ChangeMe');
      const user = await demoUser();
      const { name, comment } = await openUpdate(user);
      await saveElsewhere(`${USERS}${user.id}/`, { name: 'Renamed in the other tab' });
      const mark = wire.length;

      await userEvent.type(comment, 'typed before reloading');
      fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
      const dialog = await screen.findByRole('dialog', { name: 'Changed by someone else' }, T);
      fireEvent.click(within(dialog).getByRole('button', { name: 'Reload' }));
      await waitFor(() => expect(name).toHaveProperty('value', 'Renamed in the other tab'), T);
      expect(comment).toHaveProperty('value', '');
      expect(writes(mark)).toEqual([]);

      await userEvent.type(comment, 'after reloading');
      fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
      await waitFor(() => expect(location.current).toBe(LIST_AFTER_SAVE), T);
      expect(screen.queryByRole('dialog', { name: 'Changed by someone else' })).toBeNull();
      expect(writes(mark).map((c) => c.body)).toEqual([{ comment: 'after reloading' }]);
    },
    SLOW,
  );

  it(
    "the update dialog of an asset's accounts tab asks the same, in Chinese",
    async () => {
      await signIn('admin', 'ChangeMe');
      const hosts = await backendGet<Page>(backend, '/api/v1/assets/hosts/?limit=1&offset=0');
      const host = hosts.results[0]!;
      const accounts = await backendGet<Page>(
        backend,
        `/api/v1/accounts/accounts/?asset=${host.id}&limit=1&offset=0`,
      );
      const account = accounts.results[0]!;
      renderPages(`/console/assets/assets/${host.id}/accounts`, { locale: 'zh' });
      fireEvent.click(
        await screen.findByRole('button', { name: `更新 ${String(account.name)}` }, T),
      );
      const form = await screen.findByRole('dialog', { name: '更新账号' }, T);
      const comment = await within(form).findByRole('textbox', { name: '备注' }, T);
      await waitFor(
        () =>
          expect(within(form).getByRole('textbox', { name: /^名称/ })).toHaveProperty(
            'value',
            account.name,
          ),
        T,
      );
      await saveElsewhere(`/api/v1/accounts/accounts/${account.id}/`, { comment: '别处' });
      const mark = wire.length;
      await userEvent.type(comment, '本页');
      fireEvent.click(within(form).getByRole('button', { name: '提交' }));
      const asked = await screen.findByRole('dialog', { name: '已被他人修改' }, T);
      expect(within(asked).getByText('其间修改的字段：备注'));
      expect(writes(mark)).toEqual([]);
      fireEvent.click(within(asked).getByRole('button', { name: '重新加载' }));
      await waitFor(() => expect(comment).toHaveProperty('value', '别处'), T);
      // The question closes (its exit transition); the update dialog is the one left.
      await waitFor(() => expect(screen.getByRole('dialog', { name: '更新账号' })).toBeTruthy(), T);
      expect(writes(mark)).toEqual([]);
    },
    SLOW,
  );
});

describe('forms that save a whole object ask the same before overwriting', () => {
  it(
    'a replay storage (no date_updated: compared field by field): keep editing, then reload, then the save goes through',
    async () => {
      await signIn('admin', 'ChangeMe');
      const api = '/api/v1/terminal/replay-storages/';
      const s3 = backend.state.store.rows('terminal.replay_storages').find((r) => r.type === 's3')!;
      renderPages(`/settings/terminal/replay-storage/${String(s3.id)}/update`);
      const name = await screen.findByRole('textbox', { name: 'Name' }, T);
      await waitFor(() => expect(name).toHaveProperty('value', s3.name), T);
      await saveElsewhere(`${api}${String(s3.id)}/`, { comment: 'changed elsewhere' });
      const mark = wire.length;

      await userEvent.type(name, '-renamed');
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      let dialog = await screen.findByRole('dialog', { name: 'Changed by someone else' }, T);
      expect(within(dialog).getByText('Changed since: Comment'));
      fireEvent.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(name).toHaveProperty('value', `${String(s3.name)}-renamed`);
      expect(writes(mark)).toEqual([]);

      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      dialog = await screen.findByRole('dialog', { name: 'Changed by someone else' }, T);
      fireEvent.click(within(dialog).getByRole('button', { name: 'Reload' }));
      await waitFor(
        () =>
          expect(screen.getByRole('textbox', { name: 'Comment' })).toHaveProperty(
            'value',
            'changed elsewhere',
          ),
        T,
      );
      expect(screen.getByRole('textbox', { name: 'Name' })).toHaveProperty('value', s3.name);
      expect(writes(mark)).toEqual([]);

      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(writes(mark)).toHaveLength(1), T);
      expect(writes(mark)[0]).toMatchObject({
        method: 'PUT',
        path: `${api}${String(s3.id)}/`,
        body: { name: s3.name, comment: 'changed elsewhere' },
      });
      expect(screen.queryByRole('dialog', { name: 'Changed by someone else' })).toBeNull();
    },
    SLOW,
  );

  it(
    'a ticket flow: reload shows the levels saved elsewhere, and the next save goes through',
    async () => {
      await signIn('admin', 'ChangeMe');
      const flow = backend.state.store
        .rows('tickets.ticket_flows')
        .find((f) => f.type === 'apply_asset' && f.org_id === ORG_DEFAULT)!;
      const url = `/api/v1/tickets/flows/${String(flow.id)}/`;
      expect(flow.approval_level).toBe(2);
      renderPages(`/tickets/flow/${String(flow.id)}/update`);
      await screen.findByRole('combobox', { name: 'Level 2 · Assignee' }, T);
      const rule = { strategy: 'super_admin', assignees: [] };
      await saveElsewhere(url, { type: 'apply_asset', approval_level: 1, rules: [rule] }, 'PUT');
      const mark = wire.length;

      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      const dialog = await screen.findByRole('dialog', { name: 'Changed by someone else' }, T);
      expect(within(dialog).getByText(/^Changed since: Approval levels, Level 1/));
      expect(writes(mark)).toEqual([]);
      fireEvent.click(within(dialog).getByRole('button', { name: 'Reload' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), T);
      expect(screen.getByRole('combobox', { name: 'Level 1 · Assignee' })).toBeTruthy();
      expect(screen.queryByRole('combobox', { name: 'Level 2 · Assignee' })).toBeNull();
      expect(writes(mark)).toEqual([]);

      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(location.current).toBe('/tickets/flow'), T);
      expect(writes(mark)).toMatchObject([
        { method: 'PUT', path: url, body: { approval_level: 1, rules: [rule] } },
      ]);
    },
    SLOW,
  );
});

describe('a PATCH of a few fields never resets the others', () => {
  it(
    "an asset's active switch sends its protocols along: the server would reset them to the platform's",
    async () => {
      await signIn('admin', 'ChangeMe');
      const hosts = await backendGet<Page>(backend, '/api/v1/assets/hosts/?limit=1&offset=0');
      const host = hosts.results[0]!;
      const url = `/api/v1/assets/assets/${host.id}/`;
      await saveElsewhere(url, { protocols: [{ name: 'ssh', port: 2222 }] });
      const active = Boolean(host.is_active);
      renderPages(`/console/assets/assets/${host.id}`);
      const mark = wire.length;
      fireEvent.click(
        await screen.findByRole('button', { name: active ? 'Deactivate' : 'Activate' }, T),
      );
      await waitFor(() => expect(writes(mark)).toHaveLength(1), T);
      expect(writes(mark)[0]!.body).toEqual({
        is_active: !active,
        protocols: [{ name: 'ssh', port: 2222 }],
      });
      const stored = await backendGet<Row>(backend, url);
      expect(stored).toMatchObject({
        is_active: !active,
        protocols: [{ name: 'ssh', port: 2222 }],
      });
    },
    SLOW,
  );
});
