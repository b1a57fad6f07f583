/**
 * Login-asset and command ACLs on the wire: the matchers (usernames, asset names and addresses,
 * accounts) are sent as the nested pattern lists the backend takes, `*` by default, and
 * reviewers only with the "review" action.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { signIn, startDemoBackend } from '../../support/backend';
import { renderPages } from '../pages/harness';
import { recordWire, type WireCall } from '../pages/wire';

const backend = startDemoBackend();
let wire: WireCall[];
beforeEach(() => {
  wire = recordWire(backend);
});
const T = { timeout: 20000 };
const posts = (path: string) => wire.filter((c) => c.method === 'POST' && c.path === path);
const userId = (username: string) =>
  String(backend.state.store.rows('users.users').find((u) => u.username === username)!.id);

/** Replaces the "*" of one matcher group's list by these patterns. */
async function patterns(group: string, label: string, values: string[]) {
  const box = screen.getByRole('group', { name: group });
  const input = within(box).getByRole('combobox', { name: label });
  fireEvent.keyDown(within(box).getAllByRole('button', { name: '*' })[0]!, { key: 'Backspace' });
  await userEvent.type(input, values.map((v) => `${v}{enter}`).join(''));
}

describe('asset ACL matchers', () => {
  it('a login-asset ACL sends its patterns and a reviewer', async () => {
    const url = '/api/v1/acls/login-asset-acls/';
    await signIn('admin', 'ChangeMe');
    renderPages('/console/perms/login-asset-acls/create');
    fireEvent.change(await screen.findByRole('textbox', { name: /^Name/ }, T), {
      target: { value: 'Review prod root' },
    });
    await patterns('User', 'Username', ['dev*']);
    await patterns('Asset', 'Name', ['web-prod-*']);
    await patterns('Account', 'Username', ['root']);
    expect(screen.queryByRole('combobox', { name: /Reviewers/ })).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Review' }));
    const reviewers = await screen.findByRole('combobox', { name: /Reviewers/ });
    fireEvent.mouseDown(reviewers);
    await userEvent.type(reviewers, 'approver');
    await userEvent.click(await screen.findByRole('option', { name: /\(approver\)/ }, T));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(posts(url)).toHaveLength(1), T);
    expect(posts(url)[0]!.body).toMatchObject({
      name: 'Review prod root',
      users: { username_group: ['dev*'] },
      assets: { name_group: ['web-prod-*'], address_group: ['*'] },
      accounts: { username_group: ['root'] },
      action: 'review',
      reviewers: [userId('approver')],
    });
  }, 60000);
});
