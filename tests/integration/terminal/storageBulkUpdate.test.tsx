/**
 * "Update storage" on the selected components (docs/domain.md §11.4): one PATCH of the whole
 * selection with both storages by id; the backend keeps their names; the button needs
 * terminal.change_terminal.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signIn, startDemoBackend } from '../../support/backend';
import { renderPages } from '../pages/harness';
import { recordWire } from '../pages/wire';

const backend = startDemoBackend();
const T = { timeout: 15000 };

const storage = (key: string, name: string) =>
  backend.state.store.rows(key).find((s) => s.name === name)!;

async function choose(label: string, option: string) {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: new RegExp(label) }, T));
  fireEvent.click(await screen.findByRole('option', { name: option }, T));
}

describe('update storage of the selected components', () => {
  it('sends both storages to every selected component in one PATCH', async () => {
    await signIn('admin', 'ChangeMe');
    const wire = recordWire(backend);
    renderPages('/settings/terminal');
    const table = await screen.findByRole('table', {}, T);
    await waitFor(
      () => expect(within(table).getAllByRole('checkbox').length).toBeGreaterThan(2),
      T,
    );
    fireEvent.click(within(table).getAllByRole('checkbox')[1]!);
    fireEvent.click(within(table).getAllByRole('checkbox')[2]!);
    // On the selection's Actions menu.
    fireEvent.click(await screen.findByRole('button', { name: 'Actions (2)' }, T));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Update storage' }));
    const dialog = await screen.findByRole(
      'dialog',
      { name: /Update the storage of 2 components/ },
      T,
    );
    await choose('Command storage', 'es-commands');
    await choose('Replay storage', 's3-archive');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Bulk update succeeded', {}, T)).toBeTruthy();

    const patch = wire.filter(
      (c) => c.method === 'PATCH' && c.path === '/api/v1/terminal/terminals/',
    );
    expect(patch).toHaveLength(1);
    const command = storage('terminal.command_storages', 'es-commands');
    const replay = storage('terminal.replay_storages', 's3-archive');
    const body = patch[0]!.body as {
      id: string;
      command_storage: string;
      replay_storage: string;
    }[];
    expect(body).toHaveLength(2);
    for (const item of body)
      expect(item).toEqual({ id: item.id, command_storage: command.id, replay_storage: replay.id });
    const stored = backend.state.store
      .rows('terminal.terminals')
      .filter((t) => body.some((b) => b.id === t.id));
    expect(stored.map((t) => [t.command_storage, t.replay_storage])).toEqual([
      ['es-commands', 's3-archive'],
      ['es-commands', 's3-archive'],
    ]);
  }, 60000);

  it('asks for both storages before sending anything', async () => {
    await signIn('admin', 'ChangeMe');
    const wire = recordWire(backend);
    renderPages('/settings/terminal');
    const table = await screen.findByRole('table', {}, T);
    await waitFor(
      () => expect(within(table).getAllByRole('checkbox').length).toBeGreaterThan(1),
      T,
    );
    fireEvent.click(within(table).getAllByRole('checkbox')[1]!);
    fireEvent.click(await screen.findByRole('button', { name: 'Actions (1)' }, T));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Update storage' }));
    const dialog = await screen.findByRole('dialog', {}, T);
    await choose('Command storage', 'default');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('Required')).toBeTruthy();
    expect(wire.filter((c) => c.method === 'PATCH')).toHaveLength(0);
  }, 60000);
});
