/**
 * The record an update page or dialog edits does not load (issue 34 point 7): a 500 or a 403 is
 * said in place with Retry (the user stays where they were); only a 404 says "does not exist" and
 * goes back to the list.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { FaultStatus } from '../../../mock/faults';
import { signIn, startDemoBackend } from '../../support/backend';
import { location, renderPages } from './harness';
import { backendGet } from './wire';

const backend = startDemoBackend();
afterEach(() => backend.faults.clear());

type Page = { count: number; results: Record<string, unknown>[] };
const T = { timeout: 15000 };
const SLOW = 60_000;
const DOES_NOT_EXIST = 'Element does not exist';

async function firstGroup() {
  const page = await backendGet<Page>(backend, '/api/v1/users/groups/?limit=1&offset=0');
  return page.results[0]!;
}

/** The load error's alert (not a notice's). */
async function loadError(within_: Pick<typeof screen, 'findByText'> = screen) {
  const text = await within_.findByText(/^Could not load: /, {}, T);
  const alert = text.closest('[role="alert"]');
  if (!(alert instanceof HTMLElement)) throw new Error('the message is not an alert');
  return alert;
}

describe('the update page when its record does not load', () => {
  it.each<FaultStatus>([500, 403])(
    'a %i is said in place, and Retry loads the form',
    async (status) => {
      await signIn('admin', 'ChangeMe');
      const group = await firstGroup();
      const path = `/console/users/groups/${String(group.id)}/update`;
      const fault = backend.faults.add({
        path: `/api/v1/users/groups/${String(group.id)}/`,
        method: 'GET',
        status,
      });
      renderPages(path);
      const alert = await loadError();
      expect(screen.queryByText(DOES_NOT_EXIST)).toBeNull();
      expect(location.current).toBe(path);

      backend.faults.remove(fault);
      await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
      await waitFor(
        () =>
          expect(screen.getByRole('textbox', { name: /Name/ })).toHaveProperty('value', group.name),
        T,
      );
    },
    SLOW,
  );

  it(
    'a 404 says the record does not exist and goes back to the list',
    async () => {
      await signIn('admin', 'ChangeMe');
      renderPages('/console/users/groups/00000000-0000-0000-0000-000000000000/update');
      expect(await screen.findByText(DOES_NOT_EXIST, {}, T)).toBeTruthy();
      await waitFor(() => expect(location.current).toMatch(/^\/console\/users\/groups(\?|$)/), T);
    },
    SLOW,
  );
});

describe('the update dialog when its record does not load', () => {
  it(
    'a 500 is said in the dialog, which stays open',
    async () => {
      await signIn('admin', 'ChangeMe');
      const domains = await backendGet<Page>(backend, '/api/v1/assets/domains/?limit=1&offset=0');
      const domain = domains.results[0]!;
      const gateways = await backendGet<Page>(
        backend,
        `/api/v1/assets/gateways/?domain=${String(domain.id)}&limit=1&offset=0`,
      );
      const gateway = gateways.results[0]!;
      backend.faults.add({
        path: `/api/v1/assets/gateways/${String(gateway.id)}/`,
        method: 'GET',
        status: 500,
      });
      renderPages(`/console/assets/domains/${String(domain.id)}/gateways`);
      await userEvent.click(
        await screen.findByRole('button', { name: `Update ${String(gateway.name)}` }, T),
      );
      const dialog = await screen.findByRole('dialog', { name: 'Update Gateway' }, T);
      await loadError(within(dialog));
      expect(screen.queryByText(DOES_NOT_EXIST)).toBeNull();
      expect(screen.getByRole('dialog', { name: 'Update Gateway' })).toBe(dialog);
    },
    SLOW,
  );
});
