/**
 * Lists fixed on the signed-in user ("my tickets", "assigned to me"): the descriptor's fixed query
 * goes with every list request and every export, and no search tag shows or replaces it.
 */
import { resourcePerms, resourceUrls } from '../../../resources';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext, ListBase, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAuthProvider } from '../../../authProvider';
import { createDataProvider } from '../../../dataProvider';
import { createI18nProvider } from '../../../i18n';
import myTickets from '../../../resources/tickets/myTickets';
import { resourceRoute } from '../../../resources/types';
import { ExportButton } from '../../../src/components/importExport';
import { signIn, startDemoBackend } from '../../support/backend';
import { renderPages } from './harness';
import { backendGet, recordWire, type WireCall } from './wire';

const backend = startDemoBackend();
let wire: WireCall[];
beforeEach(() => {
  wire = recordWire(backend);
});

const T = { timeout: 10000 };
type Page = { count: number; results: Record<string, unknown>[] };
const ticketLists = () =>
  wire.filter((c) => c.method === 'GET' && c.path === '/api/v1/tickets/tickets/');

async function me(): Promise<string> {
  return (await backendGet<{ id: string }>(backend, '/api/v1/users/profile/')).id;
}

describe('a list fixed on the signed-in user', () => {
  it('my tickets: every request asks for the tickets I applied for, and no tag shows it', async () => {
    await signIn('user', 'User@2023');
    const id = await me();
    const mine = await backendGet<Page>(
      backend,
      `/api/v1/tickets/tickets/?limit=1&offset=0&applicant=${id}&state=pending`,
    );
    wire.length = 0;
    renderPages('/tickets/my-tickets');
    await screen.findByText(`1-${Math.min(15, mine.count)} of ${mine.count}`, {}, T);
    expect(ticketLists().map((c) => c.query.get('applicant'))).toEqual([id]);
    // The Pending tab is the default one (Lina's default `state=pending`).
    expect(ticketLists()[0]!.query.get('state')).toBe('pending');

    // A search keeps the fixed query; the search offers no Applicant field to override it.
    const search = screen.getByRole('combobox', { name: 'Search' });
    await userEvent.click(search);
    const fields = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(fields).toContain('Title');
    expect(fields).not.toContain('Applicant');
    await userEvent.type(search, 'confirm{Enter}');
    await waitFor(() => expect(ticketLists()).toHaveLength(2), T);
    expect(Object.fromEntries(ticketLists()[1]!.query)).toMatchObject({
      applicant: id,
      state: 'pending',
      search: 'confirm',
    });
    expect(screen.queryByText(/^Applicant:/)).toBeNull();
  });

  it('assigned to me: every request asks for the tickets assigned to me', async () => {
    await signIn('admin', 'ChangeMe');
    const id = await me();
    wire.length = 0;
    renderPages('/tickets/assigned-tickets');
    await screen.findByText(/^1-\d+ of \d+$/, {}, T);
    expect(ticketLists().map((c) => c.query.get('assignees__id'))).toEqual([id]);
  });

  it('an export carries the fixed query, even the "all" one', async () => {
    await signIn('user', 'User@2023');
    const id = await me();
    const exportable = { ...myTickets, list: { ...myTickets.list, export: {} } };
    renderExportable(exportable, myTickets.list.fixedQuery({ id } as never));
    await userEvent.click(await screen.findByRole('button', { name: 'Export' }, T));
    const dialog = await screen.findByRole('dialog', { name: 'Export' });
    expect(within(dialog).getByRole('radio', { name: 'All' })).toHaveProperty('checked', true);
    wire.length = 0;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Export' })).toBeNull(), T);
    const fetched = wire.filter((c) => c.method === 'GET' && c.query.has('format'));
    expect(fetched.map((c) => c.path)).toEqual(['/api/v1/tickets/tickets/']);
    expect(fetched[0]!.query.get('applicant')).toBe(id);
  });
});

afterEach(() => {
  document.cookie = 'django_language=en; path=/';
});

/** A list with a permanent filter (what the generic list makes of `fixedQuery`) and its Export button. */
function renderExportable(descriptor: typeof myTickets, filter: Record<string, string>) {
  document.cookie = 'django_language=en; path=/';
  const noNavigation = {
    navigate: () => undefined,
    reload: () => undefined,
    currentPath: () => '/ui/',
  };
  return render(
    <MemoryRouter initialEntries={['/tickets/my-tickets']}>
      <AdminContext
        dataProvider={createDataProvider(resourceUrls)}
        authProvider={createAuthProvider(resourcePerms, noNavigation)}
        i18nProvider={createI18nProvider('en')}
        store={memoryStore()}
        queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <ListBase resource={resourceRoute(myTickets)} filter={filter} disableSyncWithLocation>
          <ExportButton descriptor={descriptor} />
        </ListBase>
      </AdminContext>
    </MemoryRouter>,
  );
}
