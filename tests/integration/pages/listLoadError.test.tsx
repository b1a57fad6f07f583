/**
 * A list whose rows fail to load (issue 34 point 6): the error with Retry in place of the table,
 * not an empty state ("No … found", Clear filters) above a pager, nor a notice saying it again;
 * Retry reads the rows again.
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

describe('a list whose rows do not load', () => {
  it(
    'shows the error with Retry, no empty state, no pager and no notice; Retry shows the rows',
    async () => {
      await signIn('admin', 'ChangeMe');
      const first = await backendGet<Page>(backend, '/api/v1/users/groups/?limit=15&offset=0');
      const fault = backend.faults.add({
        path: '/api/v1/users/groups/',
        method: 'GET',
        status: 500,
      });
      renderPages('/console/users/groups');
      const text = await screen.findByText(/^Could not load: /, {}, T);
      const alert = text.closest('[role="alert"]');
      if (!(alert instanceof HTMLElement)) throw new Error('the message is not an alert');
      expect(screen.queryByText(/^No .* found/)).toBeNull();
      expect(screen.queryByRole('button', { name: /Clear filters/i })).toBeNull();
      expect(screen.queryByText(/\d+-\d+ of \d+/)).toBeNull();
      // The header stays: the user can still search, create or change the filter.
      expect(screen.getByRole('link', { name: 'Create' })).toBeTruthy();

      backend.faults.remove(fault);
      await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
      expect(await screen.findByText(String(first.results[0]!.name), {}, T)).toBeTruthy();
      expect(screen.queryByText(/^Could not load: /)).toBeNull();
      // The failure was said once, in place: no notice (it stays 5 s) repeated it meanwhile.
      expect(screen.queryByRole('alert')).toBeNull();
    },
    SLOW,
  );
});
