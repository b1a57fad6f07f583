/**
 * Applets and applet hosts (docs/domain.md §12) on the wire: an applet's Activate switch and
 * the hosts it is published on; an applet host's accounts, its applets published again one by one
 * or all at once (superusers only, as the backend checks), its connectivity test and hardware
 * refresh.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { signIn, startDemoBackend } from '../../support/backend';
import { backendGet, recordWire, type WireCall } from '../pages/wire';
import { renderConsole } from './support';

const backend = startDemoBackend();
let wire: WireCall[];
beforeEach(() => {
  wire = recordWire(backend);
  document.cookie = 'django_language=en; path=/';
});

const T = { timeout: 15000 };
type Row = Record<string, unknown>;
const SYSTEM_ORG = '00000000-0000-0000-0000-000000000004';
const reads = (path: string) => wire.filter((c) => c.method === 'GET' && c.path === path);
const posts = (path: string) => wire.filter((c) => c.method === 'POST' && c.path === path);
const PUBLISH = '/api/v1/terminal/applet-host-deployments/applets/';

const firstApplet = async () =>
  (await backendGet<Row[]>(backend, `/api/v1/terminal/applets/?oid=${SYSTEM_ORG}`))[0]!;
const firstHost = () =>
  backend.state.store.rows('terminal.applet_hosts').find((h) => h.load !== 'offline')!;

describe('applet detail', () => {
  it('the publications tab lists the hosts the applet is published on', async () => {
    await signIn('admin', 'ChangeMe');
    const applet = await firstApplet();
    renderConsole(`/settings/applets/applets/${String(applet.id)}/publications`);
    const table = await screen.findByRole('table', {}, T);
    await within(table).findByText('RemoteApp-01', {}, T);
    const read = reads('/api/v1/terminal/applet-publications/').at(-1)!;
    expect(read.query.get('applet')).toBe(applet.id);
  });

  it('deactivates and activates the applet with a PATCH of is_active', async () => {
    await signIn('admin', 'ChangeMe');
    const applet = (await firstApplet()) as { id: string; is_active: boolean };
    renderConsole(`/settings/applets/applets/${applet.id}`);
    const first = applet.is_active ? 'Deactivate' : 'Activate';
    fireEvent.click(await screen.findByRole('button', { name: first }, T));
    await waitFor(() => expect(wire.some((c) => c.method === 'PATCH')).toBe(true), T);
    expect(wire.find((c) => c.method === 'PATCH')).toMatchObject({
      path: `/api/v1/terminal/applets/${applet.id}/`,
      body: { is_active: !applet.is_active },
    });
    // The other one takes its place once the record is read again.
    const second = applet.is_active ? 'Activate' : 'Deactivate';
    expect(await screen.findByRole('button', { name: second }, T)).toBeTruthy();
    expect(backend.state.store.find('terminal.applets', applet.id)!.is_active).toBe(
      !applet.is_active,
    );
  });
});

describe('applet host detail', () => {
  it('lists the accounts of the host, as any asset', async () => {
    await signIn('admin', 'ChangeMe');
    const host = firstHost();
    renderConsole(`/settings/applets/hosts/${String(host.id)}/accounts`);
    const table = await screen.findByRole('table', {}, T);
    expect((await within(table).findAllByText('Administrator', {}, T)).length).toBeGreaterThan(0);
    expect(reads('/api/v1/accounts/accounts/').at(-1)!.query.get('asset')).toBe(host.id);
    // Each secret can be shown (behind the confirmation), as on an asset's accounts tab.
    expect(within(table).getAllByRole('button', { name: /^Show / }).length).toBeGreaterThan(0);
  }, 60000);

  it('publishes one applet again from its row, and every applet from the page', async () => {
    await signIn('admin', 'ChangeMe');
    const host = firstHost();
    renderConsole(`/settings/applets/hosts/${String(host.id)}/publications`);
    const table = await screen.findByRole('table', {}, T);
    const row = (await within(table).findByText('Chrome', {}, T)).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: /^Publish/ }));
    await screen.findByRole('log', { name: 'Task log' }, T);
    const chrome = backend.state.store.rows('terminal.applets').find((a) => a.name === 'chrome')!;
    expect(posts(PUBLISH).map((c) => c.body)).toEqual([{ host: host.id, applet_id: chrome.id }]);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));

    fireEvent.click(await screen.findByRole('button', { name: 'Publish all applets' }, T));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }, T));
    await waitFor(() => expect(posts(PUBLISH)).toHaveLength(2), T);
    expect(posts(PUBLISH)[1]!.body).toEqual({ host: host.id });
  }, 60000);

  it('offers publications and deployments only to superusers, whom alone the backend lets in', async () => {
    await signIn('sysadmin', 'Sysadmin@2023');
    const host = firstHost();
    renderConsole(`/settings/applets/hosts/${String(host.id)}`);
    expect(await screen.findByRole('tab', { name: 'Accounts' }, T)).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Publications' })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Deployments' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Publish all applets' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Test connectivity' })).toBeTruthy();
  });

  it('tests the connectivity of the host with the asset task', async () => {
    await signIn('admin', 'ChangeMe');
    const host = firstHost();
    renderConsole(`/settings/applets/hosts/${String(host.id)}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Test connectivity' }, T));
    await screen.findByRole('log', { name: 'Task log' }, T);
    expect(posts(`/api/v1/assets/assets/${String(host.id)}/tasks/`).map((c) => c.body)).toEqual([
      { action: 'test' },
    ]);
  }, 60000);
});
