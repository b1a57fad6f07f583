/**
 * A login ACL on the wire: the rule editor sends `rules` as the backend stores it (the IP group
 * as a list, time periods per weekday id with "、"-joined half-hour ranges) and reviewers only
 * for the "review" action; an edited rule shows its saved periods in the grid.
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
const URL_ = '/api/v1/acls/login-acls/';
const store = () => backend.state.store;
const userId = (username: string) =>
  String(
    store()
      .rows('users.users')
      .find((u) => u.username === username)!.id,
  );

describe('login ACL rule editor', () => {
  it('creates a review rule with IPs, weekday periods and a reviewer', async () => {
    const uid = userId('user');
    await signIn('admin', 'ChangeMe');
    renderPages(`/console/perms/login-acls/create?user=${uid}`);
    fireEvent.change(await screen.findByLabelText(/^Name/, {}, T), {
      target: { value: 'Office hours only' },
    });
    const grid = await screen.findByRole('group', { name: 'Time period' }, T);
    // The IP group: replace the default "*" by two networks.
    const ip = screen.getByRole('combobox', { name: 'IP addresses' });
    const star = screen.getByRole('button', { name: '*' });
    fireEvent.keyDown(star, { key: 'Backspace' });
    await userEvent.type(ip, '10.0.0.0/8{enter}192.168.1.0/24{enter}');
    // Monday 08:00–09:00 by two cells, all of Saturday by its name.
    fireEvent.mouseDown(within(grid).getByRole('button', { name: 'Monday 08:00~08:30' }));
    fireEvent.mouseUp(window);
    fireEvent.mouseDown(within(grid).getByRole('button', { name: 'Monday 08:30~09:00' }));
    fireEvent.mouseUp(window);
    fireEvent.click(within(grid).getByRole('button', { name: 'Toggle the whole day: Saturday' }));
    expect(within(grid).getByText(/Monday: 08:00~09:00/)).toBeTruthy();
    // Reviewers appear with the review action only.
    expect(screen.queryByRole('combobox', { name: /Reviewers/ })).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Review' }));
    const reviewers = await screen.findByRole('combobox', { name: /Reviewers/ });
    fireEvent.mouseDown(reviewers);
    await userEvent.type(reviewers, 'approver');
    await userEvent.click(await screen.findByRole('option', { name: /\(approver\)/ }, T));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(
      () => expect(wire.filter((c) => c.method === 'POST' && c.path === URL_)).toHaveLength(1),
      T,
    );
    const body = wire.find((c) => c.method === 'POST' && c.path === URL_)!.body as Record<
      string,
      unknown
    >;
    expect(body).toMatchObject({
      name: 'Office hours only',
      user: uid,
      action: 'review',
      reviewers: [userId('approver')],
      rules: {
        ip_group: ['10.0.0.0/8', '192.168.1.0/24'],
        time_period: [
          { id: 0, value: '' },
          { id: 1, value: '08:00~09:00' },
          { id: 2, value: '' },
          { id: 3, value: '' },
          { id: 4, value: '' },
          { id: 5, value: '' },
          { id: 6, value: '00:00~00:00' },
        ],
      },
    });
  }, 60000);

  it('a reject rule sends no reviewer and "any time" as an empty list', async () => {
    await signIn('admin', 'ChangeMe');
    renderPages(`/console/perms/login-acls/create?user=${userId('user')}`);
    fireEvent.change(await screen.findByLabelText(/^Name/, {}, T), {
      target: { value: 'Block all' },
    });
    expect(await screen.findByText('Any time', {}, T)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(
      () => expect(wire.filter((c) => c.method === 'POST' && c.path === URL_)).toHaveLength(1),
      T,
    );
    const body = wire.find((c) => c.method === 'POST' && c.path === URL_)!.body as Record<
      string,
      unknown
    >;
    expect(body.action).toBe('reject');
    expect(body.reviewers ?? []).toEqual([]);
    expect(body.rules).toEqual({ ip_group: ['*'], time_period: [] });
  }, 60000);

  it('editing a stored rule shows its periods in the grid', async () => {
    const acl = store()
      .rows('acls.login_acls')
      .find(
        (a) =>
          Array.isArray((a.rules as { time_period: unknown[] }).time_period) &&
          (a.rules as { time_period: unknown[] }).time_period.length > 0,
      )!;
    await signIn('admin', 'ChangeMe');
    renderPages(`/console/perms/login-acls/${String(acl.id)}/update`);
    const grid = await screen.findByRole('group', { name: 'Time period' }, T);
    const pressed = (name: string) =>
      within(grid).getByRole('button', { name }).getAttribute('aria-pressed');
    expect(pressed('Monday 07:30~08:00')).toBe('true');
    expect(pressed('Monday 08:00~08:30')).toBe('false');
    expect(pressed('Monday 23:30~00:00')).toBe('true');
    expect(pressed('Sunday 07:30~08:00')).toBe('false');
  }, 60000);

  it('the detail page reads the rule: IPs and the periods in a read-only grid', async () => {
    const acl = store()
      .rows('acls.login_acls')
      .find((a) => (a.rules as { time_period: unknown[] }).time_period.length > 0)!;
    const ips = (acl.rules as { ip_group: string[] }).ip_group;
    await signIn('admin', 'ChangeMe');
    renderPages(`/console/perms/login-acls/${String(acl.id)}/rule`);
    const grid = await screen.findByRole('group', { name: 'Time period' }, T);
    const ipList = screen.getByRole('list', { name: 'IP addresses' });
    expect(
      within(ipList)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(ips);
    const cell = within(grid).getByRole('button', { name: 'Monday 07:30~08:00' });
    expect(cell.getAttribute('aria-pressed')).toBe('true');
    expect(cell).toHaveProperty('disabled', true);
  }, 60000);
});

describe("a user's login rules tab", () => {
  it('creates a rule for that user in a dialog and edits it from its row', async () => {
    const uid = userId('user');
    await signIn('admin', 'ChangeMe');
    renderPages(`/console/users/users/${uid}/login-acls`);
    fireEvent.click(await screen.findByRole('button', { name: 'Create' }, T));
    const dialog = await screen.findByRole('dialog', {}, T);
    // The rule is this user's: the form has no user to choose.
    await within(dialog).findByLabelText(/^Name/, {}, T);
    expect(within(dialog).queryByRole('group', { name: 'User' })).toBeNull();
    fireEvent.change(within(dialog).getByLabelText(/^Name/), {
      target: { value: 'Nights blocked' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    const posts = () => wire.filter((c) => c.method === 'POST' && c.path === URL_);
    await waitFor(() => expect(posts()).toHaveLength(1), T);
    expect(posts()[0]!.body).toMatchObject({ name: 'Nights blocked', user: uid });
    const created = store()
      .rows('acls.login_acls')
      .find((a) => a.name === 'Nights blocked')!;

    // Listed in the tab, updated and deleted from its row.
    const table = await screen.findByRole('table', {}, T);
    const row = (await within(table).findByText('Nights blocked', {}, T)).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Update Nights blocked' }));
    const edit = await screen.findByRole('dialog', {}, T);
    const name = await within(edit).findByLabelText(/^Name/, {}, T);
    await waitFor(() => expect((name as HTMLInputElement).value).toBe('Nights blocked'), T);
    fireEvent.change(name, { target: { value: 'Nights and weekends blocked' } });
    fireEvent.click(within(edit).getByRole('button', { name: 'Submit' }));
    const path = `${URL_}${String(created.id)}/`;
    await waitFor(
      () =>
        expect(
          wire.some((c) => (c.method === 'PUT' || c.method === 'PATCH') && c.path === path),
        ).toBe(true),
      T,
    );
    expect(store().find('acls.login_acls', created.id)!.name).toBe('Nights and weekends blocked');
  }, 90000);
});
