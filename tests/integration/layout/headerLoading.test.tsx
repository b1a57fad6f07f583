/**
 * The header's loading indicator (docs/shell.md §7.13): it turns for what the page shows, not for
 * the reads ahead of the next pages, and its refresh button takes a click even while it turns.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AdminContext, memoryStore } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { createI18nProvider } from '../../../i18n';
import { HeaderLoading } from '../../../src/shell/layout/header/HeaderLoading';

const never = () => new Promise<never>(() => undefined);

function renderHeader(client: QueryClient, page?: ReactNode) {
  return render(
    <AdminContext
      store={memoryStore()}
      i18nProvider={createI18nProvider('en')}
      queryClient={client}
    >
      <HeaderLoading label="Loading" />
      {page}
    </AdminContext>,
  );
}

/** Rows on screen, read again as the page opens. */
function ShownRows({ read }: { read: () => Promise<string[]> }) {
  useQuery({ queryKey: ['rows'], queryFn: read, initialData: ['a row'] });
  return null;
}

describe("the header's loading indicator", () => {
  it('stays still while the next pages are read ahead', async () => {
    const client = new QueryClient();
    renderHeader(client);
    void client.prefetchQuery({ queryKey: ['metadata'], queryFn: never });
    await waitFor(() => expect(client.isFetching()).toBe(1));
    expect(screen.queryByRole('progressbar', { name: 'Loading' })).toBeNull();
  });

  it('turns while the page reads, and its refresh button still asks again', async () => {
    const client = new QueryClient();
    let reads = 0;
    const read = () => {
      reads++;
      return never();
    };
    renderHeader(client, <ShownRows read={read} />);
    const spinner = await screen.findByRole('progressbar', { name: 'Loading' });
    // Drawn over the button, it lets a click through to it (happy-dom does not hit-test).
    expect(getComputedStyle(spinner).pointerEvents).toBe('none');
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(reads).toBe(2));
  });
});
