/**
 * The shared table of special screens: it asks its list verb one page at a time (react-admin's
 * pages, from 1), starts again at the first page for another list, says when the list is empty,
 * and tells a failed load with Retry.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { JmsHttpError } from '../../dataProvider';
import { createI18nProvider } from '../../i18n';
import { PagedTable, type PageRequest } from '../../src/components/PagedTable';
import '../support/catalogues';

type Row = { id: string; name: string };
const ROWS: Row[] = Array.from({ length: 23 }, (_, i) => ({ id: `r${i}`, name: `Row ${i}` }));

/** A list verb over ROWS, recording the pages it is asked. */
function verb() {
  const asked: (PageRequest | undefined)[] = [];
  const load = vi.fn(async (page: PageRequest | undefined) => {
    asked.push(page);
    if (!page) return ROWS;
    const start = (page.page - 1) * page.perPage;
    return { count: ROWS.length, results: ROWS.slice(start, start + page.perPage) };
  });
  return { asked, load };
}

function table(props: Partial<Parameters<typeof PagedTable<Row>>[0]> & { list?: string }) {
  const { list = 'a', ...rest } = props;
  return (
    <PagedTable<Row>
      label="Things"
      queryKey={['things', list]}
      load={async () => []}
      columns={[{ key: 'name', header: 'Name' }]}
      {...rest}
    />
  );
}

function show(ui: React.ReactElement) {
  const view = render(<AdminContext i18nProvider={createI18nProvider('en')}>{ui}</AdminContext>);
  return {
    ...view,
    rerender: (next: React.ReactElement) =>
      view.rerender(<AdminContext i18nProvider={createI18nProvider('en')}>{next}</AdminContext>),
  };
}

const bodyRows = async () =>
  within(await screen.findByRole('table', { name: 'Things' }))
    .getAllByRole('row')
    .slice(1)
    .map((r) => r.textContent);

describe('PagedTable', () => {
  it('asks page by page, and a new list starts again at its first page', async () => {
    const { asked, load } = verb();
    const view = show(table({ load, perPage: 10 }));
    expect(await screen.findByText('Row 0')).toBeTruthy();
    expect(await bodyRows()).toHaveLength(10);
    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('Row 10')).toBeTruthy();
    expect(asked).toEqual([
      { page: 1, perPage: 10 },
      { page: 2, perPage: 10 },
    ]);
    view.rerender(table({ load, perPage: 10, list: 'b' }));
    await waitFor(() => expect(asked.at(-1)).toEqual({ page: 1, perPage: 10 }));
    expect(await screen.findByText('Row 0')).toBeTruthy();
  });

  it('reads the whole list without a page size, and shows no pagination', async () => {
    const { asked, load } = verb();
    show(table({ load }));
    expect(await bodyRows()).toHaveLength(ROWS.length);
    expect(asked).toEqual([undefined]);
    expect(screen.queryByRole('button', { name: 'Go to next page' })).toBeNull();
  });

  it('says when the list is empty', async () => {
    show(table({ empty: 'Nothing here' }));
    expect(await screen.findByText('Nothing here')).toBeTruthy();
  });

  it('tells a failed load in its words, and Retry asks again', async () => {
    let fail = true;
    const load = vi.fn(async () => {
      if (fail) throw new JmsHttpError('app.http.server_error', 500, null);
      return ROWS.slice(0, 1);
    });
    show(table({ load }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Could not load: Server Error')).toBeTruthy();
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Row 0')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
