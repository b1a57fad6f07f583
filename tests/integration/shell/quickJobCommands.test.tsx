/**
 * The quick job's command tools (issue 33, docs/domain.md §8.8): a saved command opened into
 * the editor (the module kept), the editor's command saved under a name (the server's refusal on
 * the name field), and the built-in variables help. The Ace editor itself runs in the browser
 * tests; here it is a plain text box.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn, startDemoBackend } from '../../support/backend';
import { recordWire, type WireCall } from '../pages/wire';
import { renderConsole } from './support';

vi.mock('../../../src/features/workbench/quickJob/CommandEditor', () => ({
  CommandEditor: ({
    value,
    onChange,
    label,
  }: {
    value: string;
    onChange(v: string): void;
    label: string;
  }) => <textarea aria-label={label} value={value} onChange={(e) => onChange(e.target.value)} />,
}));

const backend = startDemoBackend();
let wire: WireCall[];
beforeEach(() => {
  wire = recordWire(backend);
  document.cookie = 'django_language=en; path=/';
});

const T = { timeout: 20000 };
const SLOW = 90_000;
const ADHOCS = '/api/v1/ops/adhocs/';
const calls = (method: string, path: string) =>
  wire.filter((c) => c.method === method && c.path === path);

async function quickJob(username = 'admin', password = 'ChangeMe') {
  await signIn(username, password);
  renderConsole('/workbench/ops/quick-job');
  return screen.findByRole('textbox', { name: 'Command' }, T);
}

describe('quick job command tools', () => {
  it(
    "opens one of the user's saved commands into the editor",
    async () => {
      const editor = await quickJob();
      fireEvent.click(await screen.findByRole('button', { name: 'Open command' }, T));
      const dialog = await screen.findByRole('dialog', { name: 'Select a saved command' }, T);
      fireEvent.click(await within(dialog).findByRole('button', { name: /^Disk usage/ }, T));
      await waitFor(() => expect((editor as HTMLTextAreaElement).value).toBe('df -h'));
      expect(screen.queryByRole('dialog', { name: 'Select a saved command' })).toBeNull();
      const read = calls('GET', ADHOCS)[0]!;
      expect(Object.fromEntries(read.query)).toEqual({ limit: '10', offset: '0' });
    },
    SLOW,
  );

  it(
    'saves the command with its module; a name already used is refused on the field',
    async () => {
      const editor = await quickJob();
      await userEvent.type(editor, 'uptime');
      fireEvent.click(screen.getByRole('button', { name: 'Save command' }));
      let dialog = await screen.findByRole('dialog', { name: 'Save command' }, T);
      await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Load average');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      await screen.findByText('Command saved', {}, T);
      expect(calls('POST', ADHOCS)[0]!.body).toEqual({
        name: 'Load average',
        module: 'shell',
        args: 'uptime',
      });
      const admin = backend.state.store.userByUsername('admin')!;
      expect(
        backend.state.store
          .rows('ops.adhocs')
          .some((a) => a.name === 'Load average' && a.creator === admin.id),
      ).toBe(true);

      fireEvent.click(screen.getByRole('button', { name: 'Save command' }));
      dialog = await screen.findByRole('dialog', { name: 'Save command' }, T);
      await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Load average');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      await within(dialog).findByText('This field must be unique.', {}, T);
      expect(calls('POST', ADHOCS)).toHaveLength(2);
    },
    SLOW,
  );

  it(
    'lists the built-in variables the server describes',
    async () => {
      await quickJob();
      fireEvent.click(await screen.findByRole('button', { name: 'Built-in variables' }, T));
      const dialog = await screen.findByRole('dialog', { name: 'Built-in variables' }, T);
      await within(dialog).findByText('{{ jms_asset.address }}', {}, T);
      expect(
        within(dialog).getByText('Address used to connect this asset in JumpServer'),
      ).toBeTruthy();
      expect(calls('GET', '/api/v1/ops/variables/help/')).toHaveLength(1);
    },
    SLOW,
  );

  it(
    'offers open and save only with the ad-hoc permissions',
    async () => {
      for (const role of backend.state.store.roles)
        role.permissions = role.permissions.filter(
          (p) => p !== 'ops.view_adhoc' && p !== 'ops.add_adhoc',
        );
      backend.state.store.touch();
      await quickJob('orgadmin', 'Orgadmin@2023');
      await screen.findByRole('button', { name: 'Built-in variables' }, T);
      expect(screen.queryByRole('button', { name: 'Open command' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Save command' })).toBeNull();
    },
    SLOW,
  );
});
