import { resourcePerms } from '../../resources';
import { render, screen, within } from '@testing-library/react';
import { memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createAuthProvider } from '../../authProvider';
import { Console } from '../../src/App';
import { signIn, startDemoBackend } from '../support/backend';
import '../support/catalogues';

const backend = startDemoBackend();
const noNavigation = { navigate: () => undefined, currentPath: () => '/ui/' };

function renderConsole(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Console store={memoryStore()} authProvider={createAuthProvider(resourcePerms, noNavigation)} />
    </MemoryRouter>,
  );
}

/** What the backend itself would answer: the Default org's members, ordered by name. */
async function expectedUsers(): Promise<{ count: number; first: string[] }> {
  const res = await backend.handle(new Request('http://127.0.0.1/api/v1/users/users/?limit=15&offset=0&order=name'), document.cookie);
  const body = (await res.json()) as { count: number; results: { name: string }[] };
  return { count: body.count, first: body.results.map((u) => u.name) };
}

describe('the console on the demo backend', () => {
  it('shows the first page of users with labels in the cookie language', async () => {
    document.cookie = 'django_language=en; path=/';
    await signIn('admin', 'ChangeMe');
    const expected = await expectedUsers();
    renderConsole('/console/users/users');

    const table = await screen.findByRole('table', {}, { timeout: 10000 });
    expect(await within(table).findByText(expected.first[0]!, {}, { timeout: 10000 })).toBeTruthy();
    for (const header of ['Name', 'Username', 'Email', 'User group', 'Source']) {
      expect(within(table).getByRole('columnheader', { name: new RegExp(header) })).toBeTruthy();
    }
    // 15 rows per page and react-admin's pagination summary with the server's count.
    expect(within(table).getAllByRole('row')).toHaveLength(16);
    expect(await screen.findByText(`1-15 of ${expected.count}`)).toBeTruthy();
  });

  it('speaks Chinese when the language cookie says so', async () => {
    document.cookie = 'django_language=zh-hans; path=/';
    await signIn('admin', 'ChangeMe');
    renderConsole('/console/users/users');
    const table = await screen.findByRole('table', {}, { timeout: 10000 });
    expect(await within(table).findByRole('columnheader', { name: /用户名/ })).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: /邮箱/ })).toBeTruthy();
  });
});
