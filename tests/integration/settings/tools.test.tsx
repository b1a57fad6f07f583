/**
 * Settings › Tools over the demo backend's `/ws/setting/tools/` (docs/domain.md §10.5): the
 * exact request frame, streamed replies, Stop, and a telnet run the server ends itself.
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nContextProvider } from 'react-admin';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createI18nProvider } from '../../../i18n';
import { Tools } from '../../../src/features/settings/Tools';
import { setupServer } from 'msw/node';
import { createBackend } from '../../../mock/backend';
import { backendHandlers, toolsLink } from '../../../mock/msw';
import { signIn } from '../../support/backend';
import '../../support/catalogues';

const backend = createBackend({ now: new Date('2026-11-01T08:00:00Z') });
/** What the page writes on the tools socket, as the server receives it. */
const sent: unknown[] = [];
const recorder = toolsLink.addEventListener('connection', ({ client }) => {
  client.addEventListener('message', (event) => sent.push(JSON.parse(String(event.data))));
});
const server = setupServer(...backendHandlers(backend), recorder);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  backend.reset();
  sent.length = 0;
});
afterAll(() => server.close());
function recordFrames() {
  return () => [...sent];
}

const T = { timeout: 8000 };

function renderTools() {
  return render(
    <I18nContextProvider value={createI18nProvider('en')}>
      <Tools />
    </I18nContextProvider>,
  );
}

const assetAddress = () =>
  String(
    backend.state.store.rows('assets.assets').find((a) => /^\d+\./.test(String(a.address)))!
      .address,
  );

describe('network tools', () => {
  it('pings a demo host: the request frame, replies as they come, then Stop', async () => {
    await signIn('admin', 'ChangeMe');
    const host = assetAddress();
    const frames = recordFrames();
    renderTools();
    fireEvent.change(screen.getByRole('textbox', { name: 'Host' }), { target: { value: host } });
    fireEvent.click(screen.getByRole('button', { name: 'Run' }));
    const log = screen.getByRole('log', { name: 'Output' });
    await waitFor(() => expect(log.textContent).toContain(`64 bytes from ${host}: icmp_seq=0`), T);
    expect(log.textContent).toContain(`PING ${host} (${host}): 56 data bytes`);
    expect(frames()).toEqual([{ tool_type: 'Ping', dest_addr: host, port_num: '' }]);
    fireEvent.click(screen.getByRole('button', { name: 'Stop' }));
    await screen.findByText('Stopped');
    expect((screen.getByRole('button', { name: 'Run' }) as HTMLButtonElement).disabled).toBe(false);
    expect(log.textContent).not.toContain('ping statistics');
  });

  it('telnets host and port and shows the banner; the server ends the run', async () => {
    await signIn('admin', 'ChangeMe');
    const host = assetAddress();
    const frames = recordFrames();
    renderTools();
    fireEvent.click(screen.getByRole('button', { name: 'Telnet' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Host' }), { target: { value: host } });
    expect((screen.getByRole('button', { name: 'Run' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByRole('textbox', { name: 'Port' }), { target: { value: '22' } });
    fireEvent.click(screen.getByRole('button', { name: 'Run' }));
    const log = screen.getByRole('log', { name: 'Output' });
    await waitFor(() => expect(log.textContent).toContain('Connection closed by foreign host.'), T);
    expect(log.textContent).toContain(`Trying ${host} (${host}:22)`);
    expect(log.textContent).toContain('SSH-2.0-OpenSSH');
    expect(frames()).toEqual([{ tool_type: 'Telnet', dest_addr: host, port_num: '22' }]);
    await screen.findByRole('button', { name: 'Run' });
    expect(screen.queryByText('Stopped')).toBeNull();
  });

  it('a closed port is refused; an unknown name ends without output', async () => {
    await signIn('admin', 'ChangeMe');
    renderTools();
    fireEvent.click(screen.getByRole('button', { name: 'Telnet' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Host' }), {
      target: { value: '127.0.0.1' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Port' }), { target: { value: '8081' } });
    fireEvent.click(screen.getByRole('button', { name: 'Run' }));
    const log = screen.getByRole('log', { name: 'Output' });
    await waitFor(() => expect(log.textContent).toContain('Unable to connect to remote host'), T);
    expect(log.textContent).toContain(
      'telnet: connect to 127.0.0.1 8081 [Errno 111] Connection refused',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Ping' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Host' }), {
      target: { value: 'nowhere.invalid' },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Run' }));
    await screen.findByText('No answer: the host name could not be resolved', {}, T);
    expect(log.textContent).toBe('');
  });
});
