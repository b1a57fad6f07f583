/**
 * An applet's detail on the console's own route (`/settings/applets/applets/:id`, Lina's
 * AppletDetail): its publications tab reads the applet's publications and names each host.
 */
import { screen, within } from '@testing-library/react';
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

describe('applet detail', () => {
  it('the publications tab lists where the applet is published', async () => {
    await signIn('admin', 'ChangeMe');
    const applet = (
      await backendGet<Record<string, unknown>[]>(backend, '/api/v1/terminal/applets/')
    )[0]!;
    renderConsole(`/settings/applets/applets/${String(applet.id)}/publications`);
    const table = await screen.findByRole('table', { name: 'Publications' }, T);
    const read = wire.find(
      (c) => c.method === 'GET' && c.path === '/api/v1/terminal/applet-publications/',
    )!;
    expect(Object.fromEntries(read.query)).toEqual({ applet: applet.id });
    expect(within(table).getByText('RemoteApp-01')).toBeTruthy();
  });
});
