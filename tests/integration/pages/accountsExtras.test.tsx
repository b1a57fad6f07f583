/**
 * The accounts extras of issue 33 on the wire (docs/domain.md §4.8, §5.4, §5.5): an automation's
 * assets and nodes tabs (list, add, remove; a 200 `{"error"}` refusal shown; push's misspelt add
 * URL), a push execution's records, and an account's "switch from" on its detail page and in the
 * account form of an asset page.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ORG_DEFAULT, ROLE } from '../../../mock/rbac';
import type { Row } from '../../../mock/types';
import { signIn, startDemoBackend } from '../../support/backend';
import { renderPages } from './harness';
import { recordWire, type WireCall } from './wire';

const backend = startDemoBackend();
let wire: WireCall[];
beforeEach(() => {
  wire = recordWire(backend);
});

const T = { timeout: 15000 };
const SLOW = 90_000;
const store = () => backend.state.store;
const calls = (method: string, path: string) =>
  wire.filter((c) => c.method === method && c.path === path);

/** The organisation admin role without one permission. */
function withoutPermission(perm: string) {
  const role = store().roles.find((r) => r.id === ROLE.OrgAdmin)!;
  role.permissions = role.permissions.filter((p) => p !== perm);
  store().touch();
}

function changeSecretAutomation(): Row {
  return store()
    .rows('accounts.change_secret_automations')
    .find((a) => a.org_id === ORG_DEFAULT)!;
}

/** Picks the option labelled `name` in the relation's Add picker and confirms. */
async function pickAndAdd(name: string) {
  fireEvent.click(await screen.findByRole('button', { name: 'Add' }, T));
  const picker = await screen.findByRole('dialog', { name: 'Add' }, T);
  await userEvent.type(within(picker).getByRole('textbox', { name: 'Search' }), name);
  fireEvent.click(await within(picker).findByRole('checkbox', { name }, T));
  fireEvent.click(within(picker).getByRole('button', { name: 'Add (1)' }));
  return picker;
}

async function removeRow(text: string) {
  const table = await screen.findByRole('table', {}, T);
  const row = await waitFor(() => {
    const found = within(table)
      .getAllByRole('row')
      .find((r) => within(r).queryByText(text, { exact: true }));
    expect(found).toBeTruthy();
    return found!;
  }, T);
  fireEvent.click(within(row).getByRole('checkbox'));
  fireEvent.click(screen.getByRole('button', { name: 'Remove selected' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }, T));
}

describe('automation assets and nodes', () => {
  it(
    'lists every asset the automation runs on, adds and removes direct ones',
    async () => {
      await signIn('orgadmin', 'Orgadmin@2023');
      const automation = changeSecretAutomation();
      // Its direct assets only, so that all of them are on the first page.
      automation.nodes = [];
      const id = String(automation.id);
      const direct = store().find('assets.assets', (automation.assets as string[])[0])!;
      const extra = store()
        .rows('assets.assets')
        .find(
          (a) =>
            a.org_id === ORG_DEFAULT && !(automation.assets as string[]).includes(String(a.id)),
        )!;
      renderPages(`/console/accounts/account-change-secret/${id}/assets`);
      const list = `/api/v1/accounts/change-secret/${id}/assets/`;
      await waitFor(() => expect(calls('GET', list).length).toBeGreaterThan(0), T);
      expect(Object.fromEntries(calls('GET', list)[0]!.query)).toMatchObject({
        limit: '15',
        offset: '0',
      });
      const table = await screen.findByRole('table', {}, T);
      expect(within(table).getByRole('columnheader', { name: /Address/ })).toBeTruthy();

      await pickAndAdd(String(extra.name));
      const add = `/api/v1/accounts/change-secret/${id}/asset/add/`;
      await waitFor(() => expect(calls('PATCH', add)).toHaveLength(1), T);
      expect(calls('PATCH', add)[0]!.body).toEqual({ assets: [extra.id] });
      await screen.findByText('Added 1 item', {}, T);
      expect(automation.assets).toContain(extra.id);

      await removeRow(String(direct.name));
      const remove = `/api/v1/accounts/change-secret/${id}/asset/remove/`;
      await waitFor(() => expect(calls('PATCH', remove)).toHaveLength(1), T);
      expect(calls('PATCH', remove)[0]!.body).toEqual({ assets: [direct.id] });
      await screen.findByText('Removed 1 item', {}, T);
      expect(automation.assets).not.toContain(direct.id);
    },
    SLOW,
  );

  it(
    'shows the refusal the server answers with a 200, and keeps the picker open',
    async () => {
      await signIn('admin', 'ChangeMe');
      const automation = changeSecretAutomation();
      const id = String(automation.id);
      const extra = store()
        .rows('assets.assets')
        .find(
          (a) =>
            a.org_id === ORG_DEFAULT && !(automation.assets as string[]).includes(String(a.id)),
        )!;
      renderPages(`/console/accounts/account-change-secret/${id}/assets`);
      await screen.findByRole('table', {}, T);
      fireEvent.click(await screen.findByRole('button', { name: 'Add' }, T));
      const picker = await screen.findByRole('dialog', { name: 'Add' }, T);
      await userEvent.type(
        within(picker).getByRole('textbox', { name: 'Search' }),
        String(extra.name),
      );
      fireEvent.click(await within(picker).findByRole('checkbox', { name: String(extra.name) }, T));
      // Deleted meanwhile: the server refuses its pk, in a 200.
      store().remove(['assets.assets', `assets.${String(extra.category)}s`], extra);
      fireEvent.click(within(picker).getByRole('button', { name: 'Add (1)' }));
      await screen.findByText(`Invalid pk "${String(extra.id)}" - object does not exist.`, {}, T);
      expect(screen.queryByText('Added 1 item')).toBeNull();
      expect(screen.getByRole('dialog', { name: 'Add' })).toBeTruthy();
    },
    SLOW,
  );

  it(
    "adds and removes the automation's nodes with ?action=",
    async () => {
      await signIn('admin', 'ChangeMe');
      const automation = changeSecretAutomation();
      const id = String(automation.id);
      const attached = store().find('assets.nodes', (automation.nodes as string[])[0])!;
      const other = store()
        .rows('assets.nodes')
        .find(
          (n) => n.org_id === ORG_DEFAULT && n.id !== attached.id && String(n.key).includes(':'),
        )!;
      renderPages(`/console/accounts/account-change-secret/${id}/nodes`);
      await waitFor(
        () =>
          expect(
            calls('GET', '/api/v1/assets/nodes/').some((c) => c.query.get('ids') === attached.id),
          ).toBe(true),
        T,
      );
      const table = await screen.findByRole('table', {}, T);
      await within(table).findByText(String(attached.full_value), {}, T);

      await pickAndAdd(String(other.full_value));
      const url = `/api/v1/accounts/change-secret/${id}/nodes/`;
      await waitFor(() => expect(calls('PATCH', url)).toHaveLength(1), T);
      expect(calls('PATCH', url)[0]!.query.get('action')).toBe('add');
      expect(calls('PATCH', url)[0]!.body).toEqual({ nodes: [other.id] });
      // The automation is read again: the new node is listed.
      await within(await screen.findByRole('table', {}, T)).findByText(
        String(other.full_value),
        {},
        T,
      );

      await removeRow(String(attached.full_value));
      await waitFor(() => expect(calls('PATCH', url)).toHaveLength(2), T);
      expect(calls('PATCH', url)[1]!.query.get('action')).toBe('remove');
      expect(calls('PATCH', url)[1]!.body).toEqual({ nodes: [attached.id] });
      expect(automation.nodes).toEqual([other.id]);
    },
    SLOW,
  );

  it(
    'a push automation adds assets through the misspelt push-accountt URL',
    async () => {
      await signIn('admin', 'ChangeMe');
      const automation = store()
        .rows('accounts.push_automations')
        .find((a) => a.org_id === ORG_DEFAULT)!;
      const id = String(automation.id);
      const extra = store()
        .rows('assets.assets')
        .find(
          (a) =>
            a.org_id === ORG_DEFAULT && !(automation.assets as string[]).includes(String(a.id)),
        )!;
      renderPages(`/console/accounts/account-push/${id}/assets`);
      await screen.findByRole('table', {}, T);
      expect(calls('GET', `/api/v1/accounts/push-account/${id}/assets/`).length).toBeGreaterThan(0);
      await pickAndAdd(String(extra.name));
      const add = `/api/v1/accounts/push-accountt/${id}/asset/add/`;
      await waitFor(() => expect(calls('PATCH', add)).toHaveLength(1), T);
      expect(automation.assets).toContain(extra.id);
    },
    SLOW,
  );

  it(
    'is not offered to those who may not change the automation',
    async () => {
      withoutPermission('accounts.change_changesecretautomation');
      await signIn('orgadmin', 'Orgadmin@2023');
      const automation = changeSecretAutomation();
      renderPages(`/console/accounts/account-change-secret/${String(automation.id)}`);
      await screen.findByRole('tab', { name: 'Executions' }, T);
      expect(screen.queryByRole('tab', { name: 'Assets' })).toBeNull();
      expect(screen.queryByRole('tab', { name: 'Nodes' })).toBeNull();
    },
    SLOW,
  );
});

describe('push execution records', () => {
  it(
    'lists what the execution did to each account (`execution_id`)',
    async () => {
      await signIn('admin', 'ChangeMe');
      const record = store()
        .rows('accounts.push_account_records')
        .find((r) => r.org_id === ORG_DEFAULT)!;
      const exec = String(record.execution);
      const asset = store().find('assets.assets', record.asset)!;
      renderPages(`/console/accounts/account-push/executions/${exec}/records`);
      const table = await screen.findByRole('table', {}, T);
      await within(table).findAllByText(String(asset.name), {}, T);
      const read = calls('GET', '/api/v1/accounts/push-account-records/')[0]!;
      expect(read.query.get('execution_id')).toBe(exec);
    },
    SLOW,
  );
});

describe('switch from', () => {
  /** An account of a Linux host whose asset has other accounts. */
  function switchable(): [Row, Row] {
    const accounts = store()
      .rows('accounts.accounts')
      .filter((a) => a.org_id === ORG_DEFAULT);
    for (const a of accounts) {
      const asset = store().find('assets.assets', a.asset)!;
      if (asset.type !== 'linux') continue;
      const other = accounts.find((b) => b.asset === a.asset && b.id !== a.id);
      if (other) return [a, other];
    }
    throw new Error('no switchable account');
  }

  it(
    'the detail action lists the asset’s other accounts and PATCHes su_from',
    async () => {
      await signIn('admin', 'ChangeMe');
      const [account, other] = switchable();
      renderPages(`/console/accounts/accounts/${String(account.id)}`);
      fireEvent.click(await screen.findByRole('button', { name: 'Switch from' }, T));
      const dialog = await screen.findByRole(
        'dialog',
        { name: `Switch ${String(account.name)} from` },
        T,
      );
      const read = calls('GET', '/api/v1/accounts/accounts/su-from-accounts/')[0]!;
      expect(Object.fromEntries(read.query)).toEqual({ account: account.id, fields_size: 'mini' });
      fireEvent.mouseDown(
        await within(dialog).findByRole('combobox', { name: /User switch from/ }, T),
      );
      const option = `${String(other.name)}(${String(other.username)})`;
      fireEvent.click(await screen.findByRole('option', { name: option }, T));
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      const url = `/api/v1/accounts/accounts/${String(account.id)}/`;
      await waitFor(() => expect(calls('PATCH', url)).toHaveLength(1), T);
      expect(calls('PATCH', url)[0]!.body).toEqual({ su_from: other.id });
      expect(account.su_from).toBe(other.id);
      await screen.findByText('Updated successfully', {}, T);
    },
    SLOW,
  );

  it(
    'is not offered on a database account',
    async () => {
      const database = store()
        .rows('accounts.accounts')
        .find(
          (a) =>
            a.org_id === ORG_DEFAULT &&
            store().find('assets.assets', a.asset)?.category === 'database',
        )!;
      await signIn('admin', 'ChangeMe');
      renderPages(`/console/accounts/accounts/${String(database.id)}`);
      await screen.findByRole('button', { name: 'Secret history' }, T);
      expect(screen.queryByRole('button', { name: 'Switch from' })).toBeNull();
    },
    SLOW,
  );

  it(
    'is not offered without the change permission the PATCH needs',
    async () => {
      withoutPermission('accounts.change_account');
      await signIn('orgadmin', 'Orgadmin@2023');
      const [account] = switchable();
      renderPages(`/console/accounts/accounts/${String(account.id)}`);
      await screen.findByRole('button', { name: 'Secret history' }, T);
      expect(screen.queryByRole('button', { name: 'Switch from' })).toBeNull();
    },
    SLOW,
  );

  it(
    "an asset page's account form offers the asset's accounts and sends su_from",
    async () => {
      await signIn('admin', 'ChangeMe');
      const [account] = switchable();
      const asset = store().find('assets.assets', account.asset)!;
      renderPages(`/console/assets/assets/${String(asset.id)}/accounts`);
      fireEvent.click(await screen.findByRole('button', { name: 'Create' }, T));
      const dialog = await screen.findByRole('dialog', {}, T);
      const input = await within(dialog).findByRole('combobox', { name: 'User switch from' }, T);
      fireEvent.mouseDown(input);
      const option = `${String(account.name)}(${String(account.username)})`;
      fireEvent.click(await screen.findByRole('option', { name: option }, T));
      const read = calls('GET', '/api/v1/accounts/accounts/su-from-accounts/')[0]!;
      // A new account has no id yet: no `account` (Lina sends it empty; the server reads both
      // alike).
      expect(read.query.get('account') ?? '').toBe('');
      expect(read.query.get('asset')).toBe(asset.id);
      await userEvent.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'switcher');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
      await waitFor(() => expect(calls('POST', '/api/v1/accounts/accounts/')).toHaveLength(1), T);
      expect(calls('POST', '/api/v1/accounts/accounts/')[0]!.body).toMatchObject({
        asset: asset.id,
        su_from: account.id,
      });
    },
    SLOW,
  );
});
