/**
 * The list's tag search by keyboard (its own combobox, src/components/list/TagSearch.tsx): arrows
 * walk the fields, Enter picks one and then its value, Escape closes, Backspace drops the field
 * being filled; the request carries the tags.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { signIn, startDemoBackend } from '../../support/backend';
import { location, renderPages } from './harness';
import { recordWire, type WireCall } from './wire';

const backend = startDemoBackend();
let wire: WireCall[];
beforeEach(() => {
  wire = recordWire(backend);
});
const T = { timeout: 10000 };

describe('the tag search', () => {
  it('is driven by the keyboard as a combobox', async () => {
    await signIn('admin', 'ChangeMe');
    renderPages('/console/users/users');
    await screen.findByText(/^\d+-\d+ of \d+$/, {}, T);
    const search = screen.getByRole('combobox', { name: 'Search' });
    expect(search.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(search);
    expect(search.getAttribute('aria-expanded')).toBe('true');
    const listbox = screen.getByRole('listbox');
    expect(search.getAttribute('aria-controls')).toBe(listbox.id);
    // Typing narrows the fields; the arrows highlight one (the input keeps the focus).
    await userEvent.type(search, 'sour');
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Source']);
    await userEvent.keyboard('{ArrowDown}');
    const source = within(screen.getByRole('listbox')).getByRole('option', { name: 'Source' });
    expect(source.getAttribute('aria-selected')).toBe('true');
    expect(search.getAttribute('aria-activedescendant')).toBe(source.id);
    expect(document.activeElement).toBe(search);
    // Enter picks the field: its values are offered; Backspace on nothing typed drops it.
    await userEvent.keyboard('{Enter}');
    expect(screen.getByText('Source:')).toBeTruthy();
    expect(screen.getByRole('option', { name: 'LDAP/AD' })).toBeTruthy();
    await userEvent.keyboard('{Backspace}');
    expect(screen.queryByText('Source:')).toBeNull();
    // Escape closes; a value picked by keyboard becomes the filter.
    await userEvent.keyboard('{Escape}');
    expect(search.getAttribute('aria-expanded')).toBe('false');
    await userEvent.type(search, 'source');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await userEvent.type(search, 'ldap');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(
      () =>
        expect(
          wire.some((c) => c.path === '/api/v1/users/users/' && c.query.get('source') === 'ldap'),
        ).toBe(true),
      T,
    );
    expect(decodeURIComponent(location.current)).toContain('"source":"ldap"');
    expect(screen.getByText('Source: LDAP/AD')).toBeTruthy();
    expect(search.getAttribute('aria-expanded')).toBe('false');
  });

  it('clears every tag and what is being typed with one button', async () => {
    await signIn('admin', 'ChangeMe');
    renderPages('/console/users/users');
    await screen.findByText(/^\d+-\d+ of \d+$/, {}, T);
    const search = screen.getByRole('combobox', { name: 'Search' });
    // Nothing to clear yet: no button.
    expect(screen.queryByRole('button', { name: 'Clear the search' })).toBeNull();
    await userEvent.type(search, 'admin{Enter}');
    await userEvent.type(search, 'source');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await userEvent.type(search, 'ldap');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await screen.findByText('Source: LDAP/AD', {}, T);
    expect(screen.getByText('admin', { selector: '.MuiChip-label' })).toBeTruthy();
    await userEvent.type(search, 'half typed');
    wire.length = 0;
    await userEvent.click(screen.getByRole('button', { name: 'Clear the search' }));
    await waitFor(() => expect(wire.some((c) => c.path === '/api/v1/users/users/')).toBe(true), T);
    const users = wire.filter((c) => c.path === '/api/v1/users/users/');
    expect(users.at(-1)!.query.get('source')).toBeNull();
    expect(users.at(-1)!.query.get('search')).toBeNull();
    expect(screen.queryByText('Source: LDAP/AD')).toBeNull();
    expect(screen.queryByText('admin', { selector: '.MuiChip-label' })).toBeNull();
    expect((search as HTMLInputElement).value).toBe('');
    expect(document.activeElement).toBe(search);
    expect(screen.queryByRole('button', { name: 'Clear the search' })).toBeNull();
  });
});
