/**
 * One row menu and one bulk menu (issue 39, docs/shell.md §7.5 and §7.8): a row shows at most two
 * actions and one More menu holding the rest, built-in and declared in a stable order; the
 * selection's actions are one Actions menu, not a row of disabled header buttons.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { signIn, startDemoBackend } from '../../support/backend';
import { renderPages } from './harness';
import { backendGet, recordWire, type WireCall } from './wire';

const backend = startDemoBackend();
let wire: WireCall[];
beforeEach(() => {
  wire = recordWire(backend);
});

type Page = { count: number; results: Record<string, unknown>[] };
const T = { timeout: 10000 };

async function table(): Promise<HTMLElement> {
  await screen.findByText(/^\d+-\d+ of \d+$/, {}, T);
  return screen.getByRole('table');
}

describe('row and bulk menus', () => {
  it('a row: at most two direct actions and one More menu, in the same order on every row', async () => {
    await signIn('admin', 'ChangeMe');
    renderPages('/console/assets/hosts');
    const t = await table();
    const bodyRows = within(t).getAllByRole('row').slice(1);
    expect(bodyRows.length).toBeGreaterThan(1);
    const orders: string[][] = [];
    for (const row of bodyRows.slice(0, 3)) {
      const cells = within(row).getAllByRole('cell');
      const actions = cells[cells.length - 1]!;
      const mores = within(actions).getAllByRole('button', { name: /^More / });
      expect(mores).toHaveLength(1);
      expect(mores[0]!.getAttribute('aria-haspopup')).toBe('menu');
      const direct = [
        ...within(actions).queryAllByRole('link'),
        ...within(actions).queryAllByRole('button'),
      ].filter((c) => c !== mores[0]);
      expect(direct.length).toBeLessThanOrEqual(2);
      expect(direct[0]!.getAttribute('aria-label')).toMatch(/^Update /);
      fireEvent.click(mores[0]!);
      expect(mores[0]!.getAttribute('aria-expanded')).toBe('true');
      const menu = await screen.findByRole('menu');
      orders.push(
        within(menu)
          .getAllByRole('menuitem')
          .map((m) => m.textContent ?? ''),
      );
      fireEvent.keyDown(menu, { key: 'Escape' });
      await waitFor(() => expect(mores[0]!.getAttribute('aria-expanded')).toBe('false'), T);
    }
    // Built-in first (update, delete, clone), then the declared ones, together in one menu.
    expect(orders[0]).toEqual(['Delete', 'Clone', 'Test connectivity', 'Refresh hardware info']);
    for (const order of orders) expect(order).toEqual(orders[0]);
  }, 60000);

  it('the selection: one Actions menu whose item acts on the selected rows', async () => {
    await signIn('admin', 'ChangeMe');
    renderPages('/console/assets/hosts');
    const t = await table();
    // Nothing on the selection is offered (disabled) in the header before rows are selected.
    expect(screen.queryByRole('button', { name: 'Refresh hardware info of selected' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Actions \(/ })).toBeNull();
    const read = wire.find((c) => c.method === 'GET' && c.path === '/api/v1/assets/hosts/')!;
    const page = await backendGet<Page>(backend, `${read.path}?${read.query.toString()}`);
    const [first, second] = page.results;
    await within(t).findByText(String(first!.name), {}, T);
    const boxes = within(t).getAllByRole('checkbox');
    fireEvent.click(boxes[1]!);
    fireEvent.click(boxes[2]!);
    fireEvent.click(await screen.findByRole('button', { name: 'Actions (2)' }, T));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((m) => m.textContent),
    ).toEqual([
      'Delete selected',
      'Update selected',
      // The descriptor's bulk patches, then its bulk actions.
      'Deactivate selected',
      'Activate selected',
      'Test connectivity of selected',
      'Refresh hardware info of selected',
    ]);
    fireEvent.click(
      within(menu).getByRole('menuitem', { name: 'Refresh hardware info of selected' }),
    );
    await waitFor(
      () =>
        expect(
          wire
            .filter((c) => c.method === 'POST' && c.path === '/api/v1/assets/assets/tasks/')
            .map((c) => c.body),
        ).toEqual([{ action: 'refresh', assets: [first!.id, second!.id] }]),
      T,
    );
  }, 60000);
});
