/**
 * A list's pagination (src/components/list/ListPagination.tsx): the range of rows shown out of the
 * server's count, numbered pages, and the rows-per-page choice, each a request for that page.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { signIn, startDemoBackend } from '../../support/backend';
import { renderPages } from './harness';
import { recordWire, type WireCall } from './wire';

const backend = startDemoBackend();
let wire: WireCall[];
beforeEach(() => {
  wire = recordWire(backend);
});
const T = { timeout: 10000 };
const rows = () => within(screen.getByRole('table')).getAllByRole('row').length - 1;
const listCalls = () => wire.filter((c) => c.method === 'GET' && c.path === '/api/v1/users/users/');

describe("a list's pagination", () => {
  it('shows the range, turns pages and changes the rows per page, asking the server each time', async () => {
    await signIn('admin', 'ChangeMe');
    renderPages('/console/users/users');
    const range = await screen.findByText(/^1-15 of \d+$/, {}, T);
    const total = Number(range.textContent!.split(' of ')[1]);
    expect(rows()).toBe(15);

    fireEvent.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await screen.findByText(`16-30 of ${total}`, {}, T);
    // The range follows the page at once; the request for its rows leaves a moment later.
    await waitFor(() => expect(listCalls().at(-1)!.query.get('offset')).toBe('15'), T);
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe(
      'page',
    );

    const perPage = screen.getByRole('combobox', { name: 'Rows per page:' });
    expect(
      within(perPage)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['15', '30', '50', '100']);
    fireEvent.change(perPage, { target: { value: '30' } });
    // A new page size starts again from the first page.
    await screen.findByText(`1-30 of ${total}`, {}, T);
    await waitFor(() => expect(rows()).toBe(30), T);
    const last = listCalls().at(-1)!;
    expect([last.query.get('limit'), last.query.get('offset')]).toEqual(['30', '0']);
  });
});
