/**
 * A resource's metadata (OPTIONS) that fails to load (issue 34 point 4): the list, create, detail
 * and update pages say so with Retry, under their title, instead of a blank page or an endless
 * spinner, and Retry asks again.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { signIn, startDemoBackend } from '../../support/backend';
import { renderPages } from './harness';
import { backendGet } from './wire';

const backend = startDemoBackend();
afterEach(() => backend.faults.clear());

type Page = { count: number; results: Record<string, unknown>[] };
const T = { timeout: 15000 };
const SLOW = 60_000;

async function firstGroupId() {
  const page = await backendGet<Page>(backend, '/api/v1/users/groups/?limit=1&offset=0');
  return String(page.results[0]!.id);
}

/**
 * The page says the metadata failed under its title; Retry, once the server answers again, brings
 * `ready`.
 */
async function failsThenRetries(path: string, title: string, ready: () => Promise<unknown>) {
  const fault = backend.faults.add({
    path: '/api/v1/users/groups/',
    method: 'OPTIONS',
    status: 500,
  });
  renderPages(path);
  const alert = (await screen.findByText(/^Could not load: /, {}, T)).closest('[role="alert"]');
  if (!(alert instanceof HTMLElement)) throw new Error('the message is not an alert');
  expect(screen.queryByRole('progressbar')).toBeNull();
  expect(document.getElementById('react-admin-title')?.textContent).toBe(title);
  backend.faults.remove(fault);
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  await ready();
}

describe('metadata that does not load', () => {
  it(
    'the list says so and retries',
    async () => {
      await signIn('admin', 'ChangeMe');
      await failsThenRetries('/console/users/groups', 'User groups', () =>
        screen.findByRole('columnheader', { name: /Name/ }, T),
      );
    },
    SLOW,
  );

  it(
    'the create page says so and retries',
    async () => {
      await signIn('admin', 'ChangeMe');
      await failsThenRetries('/console/users/groups/create', 'Create User group', () =>
        screen.findByRole('textbox', { name: /Name/ }, T),
      );
    },
    SLOW,
  );

  it(
    'the detail page says so and retries',
    async () => {
      await signIn('admin', 'ChangeMe');
      const id = await firstGroupId();
      await failsThenRetries(`/console/users/groups/${id}`, 'User group', () =>
        screen.findByRole('tab', { name: 'Basic info' }, T),
      );
    },
    SLOW,
  );

  it(
    'the update page says so and retries',
    async () => {
      await signIn('admin', 'ChangeMe');
      const id = await firstGroupId();
      await failsThenRetries(`/console/users/groups/${id}/update`, 'Update User group', () =>
        screen.findByRole('textbox', { name: /Name/ }, T),
      );
    },
    SLOW,
  );
});
