/**
 * The Vue console's detail-card switches and the asset page's Node card, on the wire: an
 * account's Activate and Privileged, an account template's Privileged, an asset permission's and a
 * login ACL's Activate, a platform's Domain enabled (not on built-in platforms, none on cloud and
 * web ones), and the nodes of an asset added and removed by a PATCH of its node list.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ORG_DEFAULT } from '../../../mock/rbac';
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
const patches = (path: string) => wire.filter((c) => c.method === 'PATCH' && c.path === path);
const inDefault = (table: string, pick: (r: Row) => boolean = () => true) =>
  store()
    .rows(table)
    .find((r) => r.org_id === ORG_DEFAULT && pick(r))!;

/**
 * Presses `first` on the detail page, checks the PATCH it sends, then that `second` has taken its
 * place once the record is read again, and presses it back.
 */
async function flipAndBack(
  path: string,
  [first, second]: [string, string],
  body: (on: boolean) => Record<string, unknown>,
  on: boolean,
) {
  const before = patches(path).length;
  fireEvent.click(await screen.findByRole('button', { name: first }, T));
  await waitFor(() => expect(patches(path)).toHaveLength(before + 1), T);
  expect(patches(path)[before]!.body).toEqual(body(on));
  fireEvent.click(await screen.findByRole('button', { name: second }, T));
  await waitFor(() => expect(patches(path)).toHaveLength(before + 2), T);
  expect(patches(path)[before + 1]!.body).toEqual(body(!on));
}

describe('detail switches', () => {
  it(
    "an account's Activate and Privileged switches (the privileged PATCH carries its name)",
    async () => {
      await signIn('admin', 'ChangeMe');
      const account = inDefault('accounts.accounts', (a) => a.is_active === true && !a.privileged);
      const path = `/api/v1/accounts/accounts/${String(account.id)}/`;
      renderPages(`/console/accounts/accounts/${String(account.id)}`);
      await flipAndBack(path, ['Deactivate', 'Activate'], (on) => ({ is_active: on }), false);
      await flipAndBack(
        path,
        ['Mark as privileged', 'Mark as not privileged'],
        (on) => ({ name: account.name, privileged: on }),
        true,
      );
      expect(wire.filter((c) => c.method === 'PATCH')).toHaveLength(4);
      expect(store().find('accounts.accounts', account.id)).toMatchObject({
        is_active: true,
        privileged: false,
      });
    },
    SLOW,
  );

  it(
    "an account template's Privileged switch",
    async () => {
      await signIn('admin', 'ChangeMe');
      const template = inDefault('accounts.account_templates');
      const path = `/api/v1/accounts/account-templates/${String(template.id)}/`;
      renderPages(`/console/accounts/account-template/${String(template.id)}`);
      const on = !template.privileged;
      const labels: [string, string] = ['Mark as privileged', 'Mark as not privileged'];
      await flipAndBack(path, on ? labels : [labels[1], labels[0]], (v) => ({ privileged: v }), on);
    },
    SLOW,
  );

  it(
    "an asset permission's and a login ACL's Activate switches",
    async () => {
      await signIn('admin', 'ChangeMe');
      const permission = inDefault('perms.asset_permissions', (p) => p.is_active === true);
      const permPath = `/api/v1/perms/asset-permissions/${String(permission.id)}/`;
      const view = renderPages(`/console/perms/asset-permissions/${String(permission.id)}`);
      await flipAndBack(permPath, ['Deactivate', 'Activate'], (on) => ({ is_active: on }), false);
      view.unmount();

      const acl = store()
        .rows('acls.login_acls')
        .find((a) => a.is_active === true)!;
      const aclPath = `/api/v1/acls/login-acls/${String(acl.id)}/`;
      renderPages(`/console/perms/login-acls/${String(acl.id)}`);
      await flipAndBack(aclPath, ['Deactivate', 'Activate'], (on) => ({ is_active: on }), false);
    },
    SLOW,
  );

  it(
    "a platform's Domain enabled switch: not on built-in platforms, none on cloud or web ones",
    async () => {
      await signIn('admin', 'ChangeMe');
      // The store keeps a platform's category as its value.
      const of = (p: Row) => String(p.category);
      const platforms = store().rows('assets.platforms');
      const own = platforms.find((p) => !p.internal && of(p) === 'host' && p.domain_enabled)!;
      const path = `/api/v1/assets/platforms/${String(own.id)}/`;
      let view = renderPages(`/console/assets/platforms/${String(own.id)}`);
      await flipAndBack(
        path,
        ['Disable domains', 'Enable domains'],
        (on) => ({ domain_enabled: on }),
        false,
      );
      view.unmount();

      const builtin = platforms.find((p) => p.internal && of(p) === 'host' && p.domain_enabled)!;
      view = renderPages(`/console/assets/platforms/${String(builtin.id)}`);
      const button = await screen.findByRole('button', { name: 'Disable domains' }, T);
      expect(button.hasAttribute('disabled')).toBe(true);
      view.unmount();

      const web = platforms.find((p) => of(p) === 'web')!;
      renderPages(`/console/assets/platforms/${String(web.id)}`);
      await screen.findByRole('tab', { name: 'Automation' }, T);
      expect(screen.queryByRole('button', { name: /domains$/ })).toBeNull();
    },
    SLOW,
  );
});

describe("an account's page", () => {
  it(
    'updates the account in the same dialog as its list',
    async () => {
      await signIn('admin', 'ChangeMe');
      const account = inDefault('accounts.accounts');
      const path = `/api/v1/accounts/accounts/${String(account.id)}/`;
      renderPages(`/console/accounts/accounts/${String(account.id)}`);
      fireEvent.click(await screen.findByRole('button', { name: 'Update' }, T));
      const dialog = await screen.findByRole('dialog', {}, T);
      const comment = await within(dialog).findByLabelText(/^Comment/, {}, T);
      fireEvent.change(comment, { target: { value: 'rotated by the ops team' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
      const saved = () =>
        wire.filter((c) => c.path === path && ['PUT', 'PATCH'].includes(c.method));
      await waitFor(() => expect(saved()).toHaveLength(1), T);
      expect(saved()[0]!.body).toMatchObject({ comment: 'rotated by the ops team' });
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), T);
      expect(store().find('accounts.accounts', account.id)!.comment).toBe(
        'rotated by the ops team',
      );
    },
    SLOW,
  );
});

describe('secrets on a detail page', () => {
  it(
    "an account's page shows its secret masked, and fetches it only when asked",
    async () => {
      await signIn('admin', 'ChangeMe');
      const account = inDefault('accounts.accounts', (a) => Boolean(a.secret));
      const secretUrl = `/api/v1/accounts/account-secrets/${String(account.id)}/`;
      renderPages(`/console/accounts/accounts/${String(account.id)}`);
      const show = await screen.findByRole('button', { name: `Show ${String(account.name)}` }, T);
      expect(screen.getByText('******')).toBeTruthy();
      expect(wire.filter((c) => c.path === secretUrl)).toHaveLength(0);
      fireEvent.click(show);
      await waitFor(() => expect(wire.some((c) => c.path === secretUrl)).toBe(true), T);
    },
    SLOW,
  );
});

describe("an asset's nodes", () => {
  it(
    'lists the nodes the asset is under, adds and removes one with a PATCH of its node list and its protocols',
    async () => {
      await signIn('admin', 'ChangeMe');
      const asset = inDefault('assets.assets', (a) => (a.nodes as string[]).length === 1);
      const [current] = asset.nodes as string[];
      const under = store().find('assets.nodes', current!)!;
      const other = inDefault(
        'assets.nodes',
        (n) => n.id !== current && String(n.key).includes(':'),
      );
      const path = `/api/v1/assets/assets/${String(asset.id)}/`;
      // v3.1.0 resets the protocols of an asset written without them: they go along.
      const protocols = (asset.protocols as { name: string; port: number }[]).map(
        ({ name, port }) => ({ name, port }),
      );
      renderPages(`/console/assets/assets/${String(asset.id)}/nodes`);
      const table = await screen.findByRole('table', {}, T);
      await within(table).findByText(String(under.full_value), {}, T);

      fireEvent.click(await screen.findByRole('button', { name: 'Add' }, T));
      const picker = await screen.findByRole('dialog', { name: 'Add' }, T);
      await userEvent.type(
        within(picker).getByRole('textbox', { name: 'Search' }),
        String(other.value),
      );
      fireEvent.click(
        await within(picker).findByRole('checkbox', { name: String(other.full_value) }, T),
      );
      fireEvent.click(within(picker).getByRole('button', { name: 'Add (1)' }));
      await waitFor(() => expect(patches(path)).toHaveLength(1), T);
      expect(patches(path)[0]!.body).toEqual({ protocols, nodes: [current, other.id] });
      await within(await screen.findByRole('table', {}, T)).findByText(
        String(other.full_value),
        {},
        T,
      );

      const row = within(await screen.findByRole('table', {}, T))
        .getAllByRole('row')
        .find((r) => within(r).queryByText(String(under.full_value), { exact: true }))!;
      fireEvent.click(within(row).getByRole('checkbox'));
      fireEvent.click(screen.getByRole('button', { name: 'Remove selected' }));
      fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }, T));
      await waitFor(() => expect(patches(path)).toHaveLength(2), T);
      expect(patches(path)[1]!.body).toEqual({ protocols, nodes: [other.id] });
      const saved = store().find('assets.assets', asset.id)!;
      expect(saved.nodes).toEqual([other.id]);
      expect(
        (saved.protocols as { name: string; port: number }[]).map(({ name, port }) => ({
          name,
          port,
        })),
      ).toEqual(protocols);
    },
    SLOW,
  );
});
