import { resourceUrls } from '../../../resources';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, Form, memoryStore } from 'react-admin';
import { beforeEach, describe, expect, it } from 'vitest';
import { createDataProvider } from '../../../dataProvider';
import { createI18nProvider } from '../../../i18n';
import {
  RemoteSelectInput,
  SELECT_PAGE_SIZE,
} from '../../../src/components/inputs/RemoteSelectInput';
import { signIn, startDemoBackend } from '../../support/backend';
import { recordWire, type WireCall } from './wire';

const backend = startDemoBackend();
let wire: WireCall[];
beforeEach(() => {
  wire = recordWire(backend);
});
const T = { timeout: 10000 };

function renderSelect(url: string) {
  let submitted: Record<string, unknown> | null = null;
  render(
    <AdminContext
      dataProvider={createDataProvider(resourceUrls)}
      i18nProvider={createI18nProvider('en')}
      store={memoryStore()}
    >
      <Form onSubmit={(v: Record<string, unknown>) => (submitted = v)}>
        <RemoteSelectInput
          source="users"
          label="Users"
          multiple
          clearable
          reference={{ url, label: 'username' }}
        />
        <button type="submit">Save</button>
      </Form>
    </AdminContext>,
  );
  return () => submitted;
}

const optionCalls = () =>
  wire.filter((c) => c.method === 'GET' && c.path === '/api/v1/users/users/');

describe('the remote select (docs/shell.md §9.7)', () => {
  it('loads 10 options a page, more on scrolling near the end, searches on the server', async () => {
    await signIn('admin', 'ChangeMe');
    const submitted = renderSelect('/api/v1/users/users/');
    const input = screen.getByRole('combobox', { name: 'Users' });
    fireEvent.mouseDown(input);
    const listbox = await screen.findByRole('listbox', {}, T);
    await waitFor(
      () => expect(within(listbox).getAllByRole('option')).toHaveLength(SELECT_PAGE_SIZE),
      T,
    );
    expect(Object.fromEntries(optionCalls()[0]!.query)).toMatchObject({ limit: '10', offset: '0' });
    fireEvent.scroll(listbox);
    await waitFor(
      () =>
        expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(
          2 * SELECT_PAGE_SIZE,
        ),
      T,
    );
    expect(optionCalls().at(-1)!.query.get('offset')).toBe('10');

    await userEvent.type(input, 'admin');
    await waitFor(
      () => expect(optionCalls().some((c) => c.query.get('search') === 'admin')).toBe(true),
      T,
    );
    await userEvent.click(await screen.findByRole('option', { name: 'admin' }, T));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(submitted()).not.toBeNull());
    expect((submitted()!.users as { username: string }[])[0]!.username).toBe('admin');
  });

  it('a search the server finds nothing for says so in words', async () => {
    await signIn('admin', 'ChangeMe');
    renderSelect('/api/v1/users/users/');
    const input = screen.getByRole('combobox', { name: 'Users' });
    await userEvent.type(input, 'zz-nobody-zz');
    await waitFor(
      () => expect(optionCalls().some((c) => c.query.get('search') === 'zz-nobody-zz')).toBe(true),
      T,
    );
    expect(await screen.findByText('No options', {}, T)).toBeTruthy();
  });

  it('a 403 while loading options counts as loaded and disables the select for good', async () => {
    await signIn('auditor', 'Auditor@2023');
    renderSelect('/api/v1/users/users/');
    const input = screen.getByRole('combobox', { name: 'Users' });
    fireEvent.mouseDown(input);
    await waitFor(() => expect(input).toHaveProperty('disabled', true), T);
    expect(screen.getByText('No permission to list these options')).toBeTruthy();
    expect(optionCalls()).toHaveLength(1);
  });
});
