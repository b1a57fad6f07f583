/**
 * What keeps the first frame to the page: the chrome drawn after the page's content
 * (AfterContent), react-admin's session check followed by its outcome only, and the resources'
 * definitions known from the first render (ConsoleAdmin).
 */
import { act, render, renderHook, screen } from '@testing-library/react';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useLayoutEffect, type ReactNode } from 'react';
import {
  memoryStore,
  Resource,
  testDataProvider,
  useResourceDefinitions,
  type I18nProvider,
} from 'react-admin';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AUTH_CHECK_KEY, createQueryClient } from '../../dataProvider/queryClient';
import { ConsoleAdmin } from '../../src/shell/ConsoleAdmin';
import { AfterContent } from '../../src/shell/layout/AfterContent';

describe('the chrome after the content', () => {
  it('mounts after the page on the first load, at once on a later mount', async () => {
    const order: string[] = [];
    const Probe = ({ name }: { name: string }) => {
      useLayoutEffect(() => void order.push(name), [name]);
      return <span>{name}</span>;
    };
    const page = (
      <>
        <AfterContent>
          <Probe name="menu" />
        </AfterContent>
        <Probe name="page" />
      </>
    );
    const first = render(page);
    await screen.findByText('menu');
    expect(order).toEqual(['page', 'menu']);
    first.unmount();
    order.length = 0;
    render(page);
    expect(order).toEqual(['menu', 'page']);
  });
});

describe('the session check', () => {
  it('re-renders what follows it only when its outcome changes, not while it re-checks', async () => {
    const client = createQueryClient();
    // Answers a moment later, as the session check does over the network.
    let outcome = () => new Promise<boolean>((resolve) => setTimeout(() => resolve(true), 20));
    let renders = 0;
    const useCheck = () =>
      useQuery({ queryKey: [...AUTH_CHECK_KEY, {}], queryFn: () => outcome(), retry: false });
    const { result } = renderHook(
      () => {
        renders += 1;
        // As react-admin's useAuthState: every property of the result is read.
        return { ...useCheck() };
      },
      {
        wrapper: ({ children: c }: { children: ReactNode }) => (
          <QueryClientProvider client={client}>{c}</QueryClientProvider>
        ),
      },
    );
    await vi.waitFor(() => expect(result.current.data).toBe(true));
    const settled = renders;
    await act(() => client.refetchQueries({ queryKey: AUTH_CHECK_KEY }));
    expect(renders).toBe(settled);
    outcome = () => Promise.reject(new Error('session ended'));
    await act(() => client.refetchQueries({ queryKey: AUTH_CHECK_KEY }).catch(() => undefined));
    await vi.waitFor(() => expect(result.current.error?.message).toBe('session ended'));
  });
});

describe('the resources', () => {
  it('are known to the landing page from its first render', async () => {
    const renders: string[][] = [];
    const UsersList = () => {
      renders.push(Object.keys(useResourceDefinitions()).sort());
      return <p>users list</p>;
    };
    const i18nProvider: I18nProvider = {
      translate: (key) => key,
      changeLocale: async () => undefined,
      getLocale: () => 'en',
    };
    render(
      <MemoryRouter initialEntries={['/users']}>
        <ConsoleAdmin
          dataProvider={testDataProvider()}
          i18nProvider={i18nProvider}
          store={memoryStore()}
          queryClient={createQueryClient()}
          notification={() => null}
          layout={({ children }) => <main>{children}</main>}
        >
          <Resource name="users" list={UsersList} />
          <Resource name="groups" list={() => null} />
        </ConsoleAdmin>
      </MemoryRouter>,
    );
    await screen.findByText('users list');
    // Not only once react-admin has registered them, in an effect of that render.
    expect(renders[0]).toEqual(['groups', 'users']);
    expect(renders.every((names) => names.join() === 'groups,users')).toBe(true);
  });
});
