/**
 * A resource table's light rows (issue 20 §5): plain rows, checkboxes, links and buttons that keep
 * what react-admin's and MUI's did — range selection, links into the console that are real links,
 * the update link carrying the list's query, row buttons that act.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signIn, startDemoBackend } from '../../support/backend';
import { location, renderPages } from './harness';
import { backendGet } from './wire';

const backend = startDemoBackend();
const T = { timeout: 10000 };

type Page = { count: number; results: { id: string; name: string }[] };

/** The data table once rows have arrived (the pager's "1-15 of N" appears with them). */
async function table(): Promise<HTMLElement> {
  await screen.findByText(/^\d+-\d+ of \d+$/, {}, T);
  return screen.getByRole('table');
}

describe('light table rows', () => {
  it('selects a row by its box, a range with shift, and clears one', async () => {
    await signIn('admin', 'ChangeMe');
    renderPages('/console/users/groups');
    const t = await table();
    const boxes = () =>
      within(t).getAllByRole('checkbox', { name: 'Select this row' }) as HTMLInputElement[];
    fireEvent.click(boxes()[0]!);
    await waitFor(() => expect(boxes()[0]!.checked).toBe(true), T);
    fireEvent.click(boxes()[3]!, { shiftKey: true });
    await waitFor(
      () => expect(boxes().map((b) => b.checked)).toEqual(boxes().map((_, i) => i <= 3)),
      T,
    );
    expect(screen.getByText('4 items selected')).toBeTruthy();
    fireEvent.click(boxes()[1]!);
    await waitFor(() => expect(screen.getByText('3 items selected')).toBeTruthy(), T);
    expect(boxes()[1]!.checked).toBe(false);
  });

  it('a name is a real link to the detail, and a plain click opens it in the console', async () => {
    await signIn('admin', 'ChangeMe');
    const page = await backendGet<Page>(
      backend,
      '/api/v1/users/groups/?limit=15&offset=0&order=name',
    );
    const first = page.results[0]!;
    renderPages('/console/users/groups');
    const t = await table();
    const link = within(t).getByRole('link', { name: first.name });
    expect(link.getAttribute('href')).toBe(`/console/users/groups/${first.id}`);
    // A click with a modifier is the browser's (a new tab or window): the console stays put.
    fireEvent.click(link, { ctrlKey: true });
    expect(location.current).toBe('/console/users/groups');
    fireEvent.click(link);
    await waitFor(() => expect(location.current).toBe(`/console/users/groups/${first.id}`), T);
  });

  it("the update link carries the list's query, also after a page turn", async () => {
    await signIn('admin', 'ChangeMe');
    renderPages('/console/users/users?perPage=5&page=1');
    await table();
    const page2 = await backendGet<Page>(
      backend,
      '/api/v1/users/users/?limit=5&offset=5&order=name',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    const user = page2.results[0]!;
    const update = await screen.findByRole('link', { name: `Update ${user.name}` }, T);
    const href = new URL(update.getAttribute('href')!, 'http://x');
    expect(href.pathname).toBe(`/console/users/users/${user.id}/update`);
    expect(Object.fromEntries(href.searchParams)).toMatchObject({ page: '2', perPage: '5' });
    fireEvent.click(update);
    await waitFor(
      () => expect(location.current).toBe(`/console/users/users/${user.id}/update${href.search}`),
      T,
    );
  });

  it("a row's delete button asks, then deletes that row", async () => {
    await signIn('admin', 'ChangeMe');
    const page = await backendGet<Page>(
      backend,
      '/api/v1/users/groups/?limit=15&offset=0&order=name',
    );
    const victim = page.results[page.results.length - 1]!;
    renderPages('/console/users/groups');
    const t = await table();
    fireEvent.click(within(t).getByRole('button', { name: `More ${victim.name}` }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(
      () => expect(within(screen.getByRole('table')).queryByText(victim.name)).toBeNull(),
      T,
    );
    const after = await backendGet<Page>(
      backend,
      `/api/v1/users/groups/?limit=15&offset=0&order=name&search=${encodeURIComponent(victim.name)}`,
    );
    expect(after.results.some((g) => g.id === victim.id)).toBe(false);
  });
});
