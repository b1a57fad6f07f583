/**
 * The user detail's quick actions and the invite dialog on the wire (docs/domain.md §9.1–9.3):
 * each action after its confirm sends exactly the real backend's call — reset MFA is a GET, the
 * password mail and SSH key resets are PATCH `{}` — and Granted assets reads the user's tree,
 * assets and accounts.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ORG_DEFAULT, ROLE } from '../../../mock/rbac';
import { MFA_DEMO_USER } from '../../../mock/seed';
import { writeSetting } from '../../../mock/domain/settingValues';
import { signIn, startDemoBackend } from '../../support/backend';
import { renderPages } from './harness';
import { recordWire, type WireCall } from './wire';

const backend = startDemoBackend();
let wire: WireCall[];
beforeEach(() => {
  wire = recordWire(backend);
});

const T = { timeout: 20000 };
const FLOW = 90000;
const USERS = '/api/v1/users/users/';

function storedUser(username: string) {
  return backend.state.store.rows('users.users').find((u) => u.username === username)!;
}

/** Presses an action on the detail page, confirms when asked, waits for its notice. */
async function run(label: string, notice: string | null, confirm = true) {
  const button = await screen.findByRole('button', { name: label }, T);
  await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false), T);
  fireEvent.click(button);
  if (confirm) {
    const dialog = await screen.findByRole('dialog', {}, T);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
  }
  if (notice) await screen.findByText(notice, {}, T);
}

const writes = () =>
  wire
    .filter((c) => c.method !== 'OPTIONS' && c.path.startsWith(USERS) && c.method !== 'GET')
    .map((c) => [c.method, c.path, c.body]);

describe('user quick actions', () => {
  it(
    'reset MFA (GET), password mail and SSH key (PATCH {}), unblock, force password change, deactivate and activate',
    async () => {
      await signIn('admin', 'ChangeMe');
      const user = storedUser(MFA_DEMO_USER.username);
      user.login_blocked = true;
      backend.state.store.touch();
      const base = `${USERS}${String(user.id)}/`;
      renderPages(`/console/users/users/${String(user.id)}`);

      await run('Reset MFA', 'MFA reset');
      expect(
        wire.filter((c) => c.path === `${base}mfa/reset/`).map((c) => [c.method, c.body]),
      ).toEqual([['GET', undefined]]);
      expect(user.otp_secret_key).toBe('');

      await run('Send reset-password mail', 'Reset-password mail sent');
      await run('Reset SSH key', 'SSH key reset');
      await run('Unblock login', 'Login unblocked', false);
      await run('Force password change', null);
      await waitFor(() => expect(user.need_update_password).toBe(true), T);
      await run('Deactivate', null);
      await run('Activate', null, false);
      await waitFor(() => expect(user.is_active).toBe(true), T);
      expect(writes()).toEqual([
        ['PATCH', `${base}password/reset/`, {}],
        ['PATCH', `${base}pubkey/reset/`, {}],
        ['PATCH', `${base}unblock/`, undefined],
        ['PATCH', base, { need_update_password: true }],
        ['PATCH', base, { is_active: false }],
        ['PATCH', base, { is_active: true }],
      ]);
      expect(user.login_blocked).toBe(false);
    },
    FLOW,
  );

  it(
    'removes a user from the organisation with POST …/remove/ after a confirm',
    async () => {
      await signIn('admin', 'ChangeMe');
      const user = storedUser('approver');
      renderPages(`/console/users/users/${String(user.id)}`);
      await run('Remove from organization', 'Removed from the organization');
      expect(writes()).toEqual([['POST', `${USERS}${String(user.id)}/remove/`, undefined]]);
    },
    FLOW,
  );
});

describe('reset SSH key and public key auth', () => {
  it(
    'is disabled, with the reason, while the terminal refuses public keys (TERMINAL_PUBLIC_KEY_AUTH)',
    async () => {
      await signIn('admin', 'ChangeMe');
      writeSetting(backend.state, 'TERMINAL_PUBLIC_KEY_AUTH', false);
      try {
        const user = storedUser('user');
        renderPages(`/console/users/users/${String(user.id)}`);
        const reset = await screen.findByRole('button', { name: 'Reset SSH key' }, T);
        // The other quick actions are ready: this one stays off.
        const mfa = screen.getByRole('button', { name: 'Reset MFA' });
        await waitFor(() => expect(mfa.hasAttribute('disabled')).toBe(false), T);
        expect(reset.hasAttribute('disabled')).toBe(true);
        await userEvent.hover(reset.parentElement!);
        expect((await screen.findByRole('tooltip', {}, T)).textContent).toBe(
          'Public key authentication is turned off in the terminal settings',
        );
        expect(writes()).toEqual([]);
      } finally {
        writeSetting(backend.state, 'TERMINAL_PUBLIC_KEY_AUTH', true);
      }
    },
    FLOW,
  );
});

describe('bulk removal from the organisation', () => {
  it(
    'removes the selected users with one POST …/remove/?spm= after a confirm',
    async () => {
      await signIn('admin', 'ChangeMe');
      // Two ordinary members on the list's first page (sorted by name).
      const picked = [storedUser('user161'), storedUser('user106')];
      const inOrg = (u: Record<string, unknown>) =>
        backend.state.store.bindings.some((b) => b.user === String(u.id) && b.org === ORG_DEFAULT);
      expect(picked.every(inOrg)).toBe(true);
      renderPages('/console/users/users?perPage=100');
      for (const u of picked) {
        const cell = await screen.findByText(String(u.username), { selector: 'td *' }, T);
        fireEvent.click(within(cell.closest('tr')!).getByRole('checkbox'));
      }
      // The bulk toolbar's Actions menu; its code loads with the first selected row.
      const toolbar = document.querySelector<HTMLElement>('[data-test="bulk-actions-toolbar"]')!;
      fireEvent.click(await within(toolbar).findByRole('button', { name: 'Actions (2)' }, T));
      const item = await screen.findByRole('menuitem', {
        name: 'Remove selected from organization',
      });
      expect(item.getAttribute('aria-disabled')).not.toBe('true');
      fireEvent.click(item);
      const dialog = await screen.findByRole('dialog', {}, T);
      within(dialog).getByText(/Remove the 2 selected users from this organization/);
      fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
      await screen.findByText('Removed from the organization', {}, T);

      const cache = wire.filter((c) => c.path === '/api/v1/common/resources/cache/');
      expect(cache.map((c) => c.body)).toEqual([{ resources: picked.map((u) => u.id) }]);
      const removal = wire.filter((c) => c.method === 'POST' && c.path === `${USERS}remove/`);
      expect(removal).toHaveLength(1);
      const spm = removal[0]!.query.get('spm')!;
      expect([...removal[0]!.query.keys()]).toEqual(['spm']);
      expect(backend.state.store.spm.get(spm)!.ids).toEqual(picked.map((u) => String(u.id)));
      expect(picked.some(inOrg)).toBe(false);
      expect(inOrg(storedUser('admin'))).toBe(true);
    },
    FLOW,
  );
});

describe('invite', () => {
  it(
    'picks a user from the root suggestions and an org role, then posts them',
    async () => {
      await signIn('admin', 'ChangeMe');
      const loner = storedUser('loner');
      renderPages('/console/users/users');
      fireEvent.click(await screen.findByRole('button', { name: 'Invite users' }, T));
      const dialog = await screen.findByRole('dialog', { name: /Invite users/ }, T);
      await userEvent.type(within(dialog).getByRole('combobox', { name: /Users/ }), 'loner');
      await userEvent.click(await screen.findByRole('option', { name: /\(loner\)$/ }, T));
      const suggest = wire.filter((c) => c.path === `${USERS}suggestions/`).at(-1)!;
      expect(suggest.query.get('oid')).toBe('root');
      await userEvent.click(within(dialog).getByRole('combobox', { name: /Org roles/ }));
      await userEvent.click(await screen.findByRole('option', { name: 'OrgAuditor' }, T));
      await userEvent.click(within(dialog).getByRole('button', { name: 'Invite' }));
      await screen.findByText('Invited 1 user', {}, T);
      expect(writes()).toEqual([
        ['POST', `${USERS}invite/`, { users: [loner.id], org_roles: [ROLE.OrgAuditor] }],
      ]);
    },
    FLOW,
  );
});

describe('granted assets', () => {
  it(
    "reads the user's node tree, assets and one asset's accounts",
    async () => {
      await signIn('admin', 'ChangeMe');
      const user = storedUser('user');
      const base = `/api/v1/perms/users/${String(user.id)}/`;
      renderPages(`/console/users/users/${String(user.id)}/granted-assets`);
      const table = await screen.findByRole('table', { name: 'Granted assets' }, T);
      const first = (await within(table).findAllByRole('button', { name: /^Accounts / }, T))[0]!;
      const reads = wire.filter((c) => c.method === 'GET' && c.path.startsWith(base));
      expect(reads.map((c) => [c.path, Object.fromEntries(c.query)])).toEqual(
        expect.arrayContaining([
          [`${base}nodes/children/tree/`, { cache_policy: '1' }],
          [`${base}assets/`, { cache_policy: '1', limit: '15', offset: '0' }],
        ]),
      );
      fireEvent.click(first);
      await screen.findByRole('dialog', { name: /^Accounts of / }, T);
      await waitFor(() =>
        expect(wire.at(-1)!.path).toMatch(new RegExp(`^${base}assets/[0-9a-f-]{36}/accounts/$`)),
      );
      fireEvent.click(screen.getByRole('button', { name: 'Close' }));
      // A node narrows the table to the assets under it, read by the node's UUID.
      const nodes = screen.getByRole('list', { name: 'Nodes' });
      const root = backend.state.store
        .rows('assets.nodes')
        .find((n) => n.org_id === ORG_DEFAULT && !String(n.key).includes(':'))!;
      fireEvent.click(await within(nodes).findByText(/^Default \(\d+\)$/, {}, T));
      await waitFor(() =>
        expect(
          wire.some(
            (c) =>
              c.path === `${base}nodes/${String(root.id)}/assets/` && c.query.get('limit') === '15',
          ),
        ).toBe(true),
      );
    },
    FLOW,
  );
});
