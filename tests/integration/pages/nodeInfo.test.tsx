/**
 * The asset tree's "Show node info" (issue 33, docs/domain.md §2.7): the node's detail read
 * afresh, shown as its ID, name and full name; a failed read says so in the dialog.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ORG_DEFAULT } from '../../../mock/rbac';
import { signIn, startDemoBackend } from '../../support/backend';
import { renderPages } from './harness';
import { recordWire, type WireCall } from './wire';

const backend = startDemoBackend();
let wire: WireCall[];
beforeEach(() => {
  wire = recordWire(backend);
});
afterEach(() => backend.faults.clear());

const T = { timeout: 30000 };
const SLOW = 120_000;
const staging = () =>
  backend.state.store
    .rows('assets.nodes')
    .find((n) => n.key === '1:2' && n.org_id === ORG_DEFAULT)!;

async function showInfo() {
  await signIn('admin', 'ChangeMe');
  renderPages('/console/assets/assets');
  const tree = await screen.findByRole('tree', { name: 'Asset tree' }, T);
  await userEvent.click(await within(tree).findByText(/^Staging \(\d+\)$/, {}, T));
  await screen.findByText(/^Node: /, {}, T);
  await userEvent.click(screen.getByRole('button', { name: 'More node actions' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: 'Show node info' }, T));
  return screen.findByRole('dialog', { name: 'Node information' }, T);
}

describe('node info', () => {
  it(
    'reads the node and shows its ID, name and full name',
    async () => {
      const node = staging();
      const dialog = await showInfo();
      await within(dialog).findByText(String(node.id), {}, T);
      expect(within(dialog).getByText('Staging')).toBeTruthy();
      expect(within(dialog).getByText('/Default/Staging')).toBeTruthy();
      for (const label of ['ID', 'Name', 'Full name'])
        expect(within(dialog).getByText(label)).toBeTruthy();
      const read = wire.filter(
        (c) => c.method === 'GET' && c.path === `/api/v1/assets/nodes/${String(node.id)}/`,
      );
      expect(read).toHaveLength(1);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    },
    SLOW,
  );

  it(
    'says so when the node cannot be read',
    async () => {
      const node = staging();
      backend.faults.add({
        method: 'GET',
        path: `/api/v1/assets/nodes/${String(node.id)}/`,
        status: 500,
      });
      const dialog = await showInfo();
      expect(await within(dialog).findByRole('alert', {}, T)).toBeTruthy();
    },
    SLOW,
  );
});
