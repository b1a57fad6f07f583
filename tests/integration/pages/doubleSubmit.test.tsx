/**
 * Repeated clicks on a form's save while the save is on the wire (issue 34 point 5): the page and
 * dialog forms send one request, and their save buttons are disabled until the answer comes.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signIn, startDemoBackend } from '../../support/backend';
import { location, renderPages } from './harness';
import { backendGet, recordWire, type WireCall } from './wire';

const backend = startDemoBackend();
let wire: WireCall[];
beforeEach(() => {
  wire = recordWire(backend);
});
afterEach(() => backend.faults.clear());

type Page = { count: number; results: Record<string, unknown>[] };
const T = { timeout: 15000 };
const SLOW = 60_000;
const LATENCY = 1500;
const sent = (method: string, path: RegExp) =>
  wire.filter((c) => c.method === method && path.test(c.path));

/** Three clicks as a user makes them, on the button whether or not it has become disabled. */
async function clickThrice(button: HTMLElement) {
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  for (let i = 0; i < 3; i++) await user.click(button);
}

describe('a slow save', () => {
  it(
    'the create page sends one POST for three clicks on Submit',
    async () => {
      await signIn('admin', 'ChangeMe');
      backend.faults.add({ path: '/api/v1/users/groups/', method: 'POST', latency: LATENCY });
      renderPages('/console/users/groups/create');
      await userEvent.type(await screen.findByRole('textbox', { name: /Name/ }, T), 'Slow shift');
      const submit = screen.getByRole('button', { name: 'Submit' });
      await clickThrice(submit);
      await waitFor(() => expect(submit).toHaveProperty('disabled', true), T);
      await waitFor(
        () => expect(location.current).toBe('/console/users/groups?sort=date_updated&order=DESC'),
        T,
      );
      expect(sent('POST', /^\/api\/v1\/users\/groups\/$/)).toHaveLength(1);
    },
    SLOW,
  );

  it(
    '"Save and continue" sends one POST for three clicks',
    async () => {
      await signIn('admin', 'ChangeMe');
      backend.faults.add({ path: '/api/v1/users/groups/', method: 'POST', latency: LATENCY });
      renderPages('/console/users/groups/create');
      const name = await screen.findByRole('textbox', { name: /Name/ }, T);
      await userEvent.type(name, 'Slow continue');
      await clickThrice(screen.getByRole('button', { name: 'Save and continue' }));
      // The form is reset for the next record once the one POST is answered.
      await waitFor(() => expect(name).toHaveProperty('value', ''), T);
      expect(sent('POST', /^\/api\/v1\/users\/groups\/$/)).toHaveLength(1);
    },
    SLOW,
  );

  it(
    'the update dialog of a relation tab sends one PATCH for three clicks',
    async () => {
      await signIn('admin', 'ChangeMe');
      const domains = await backendGet<Page>(backend, '/api/v1/assets/domains/?limit=1&offset=0');
      const domain = domains.results[0]!;
      const gateways = await backendGet<Page>(
        backend,
        `/api/v1/assets/gateways/?domain=${String(domain.id)}&limit=1&offset=0`,
      );
      const gateway = gateways.results[0]!;
      backend.faults.add({ path: '/api/v1/assets/gateways/*/', method: 'PATCH', latency: LATENCY });
      renderPages(`/console/assets/domains/${String(domain.id)}/gateways`);
      await userEvent.click(
        await screen.findByRole('button', { name: `Update ${String(gateway.name)}` }, T),
      );
      const dialog = await screen.findByRole('dialog', { name: 'Update Gateway' }, T);
      const comment = await within(dialog).findByRole('textbox', { name: 'Comment' }, T);
      await waitFor(
        () =>
          expect(within(dialog).getByRole('textbox', { name: /Name/ })).toHaveProperty(
            'value',
            gateway.name,
          ),
        T,
      );
      await userEvent.type(comment, ' slow');
      await clickThrice(within(dialog).getByRole('button', { name: 'Submit' }));
      await waitFor(
        () => expect(screen.queryByRole('dialog', { name: 'Update Gateway' })).toBeNull(),
        T,
      );
      expect(sent('PATCH', /^\/api\/v1\/assets\/gateways\/[^/]+\/$/)).toHaveLength(1);
    },
    SLOW,
  );
});
