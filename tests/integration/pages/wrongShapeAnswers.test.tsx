/**
 * Successes of the wrong shape (issue 34 point 9): a list answering `{"detail": "ok"}` or an HTML
 * page with 200 is a failed load with the catalogue's message and Retry, not "No … found"; a record
 * answering HTML, `null` or `{"detail": "ok"}` is told the same way its page tells any failed load,
 * not a card or a form of "-" and never a raw TypeError.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { FaultRule } from '../../../mock/faults';
import { en } from '../../../i18n/en';
import { signIn, startDemoBackend } from '../../support/backend';
import { renderPages } from './harness';
import { backendGet } from './wire';

const backend = startDemoBackend();
afterEach(() => backend.faults.clear());

type Page = { count: number; results: Record<string, unknown>[] };
const T = { timeout: 15000 };
const SLOW = 60_000;
const UNREADABLE = en.app.http.unreadable;
const GROUPS = '/api/v1/users/groups/';

/** The alert telling the failed load: the catalogue's message, with Retry. */
async function loadError(): Promise<HTMLElement> {
  const text = await screen.findByText(`Could not load: ${UNREADABLE}`, {}, T);
  const alert = text.closest('[role="alert"]');
  if (!(alert instanceof HTMLElement)) throw new Error('the message is not an alert');
  return alert;
}

async function retry(alert: HTMLElement) {
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
}

describe('a list answering 200 with something that is not a list', () => {
  const cases: [string, Omit<FaultRule, 'path' | 'method'>][] = [
    ['{"detail": "ok"}', { wrongShape: 'detail' }],
    ['an HTML page', { html: true }],
  ];
  for (const [name, rule] of cases) {
    it(
      `${name}: the error with Retry, no empty state; Retry shows the rows`,
      async () => {
        await signIn('admin', 'ChangeMe');
        const first = await backendGet<Page>(backend, `${GROUPS}?limit=15&offset=0`);
        const fault = backend.faults.add({ path: GROUPS, method: 'GET', ...rule });
        renderPages('/console/users/groups');
        const alert = await loadError();
        expect(screen.queryByText(/^No .* found/)).toBeNull();
        expect(screen.queryByText(/\d+-\d+ of \d+/)).toBeNull();

        backend.faults.remove(fault);
        await retry(alert);
        expect(await screen.findByText(String(first.results[0]!.name), {}, T)).toBeTruthy();
        expect(screen.queryByText(/^Could not load: /)).toBeNull();
      },
      SLOW,
    );
  }
});

describe('a detail page whose record answers 200 with something that is not a record', () => {
  const cases: [string, Omit<FaultRule, 'path' | 'method'>][] = [
    ['an HTML page', { html: true }],
    ['null', { wrongShape: 'null' }],
  ];
  for (const [name, rule] of cases) {
    it(
      `${name}: the detail page tells the error and goes back to the list, never a TypeError`,
      async () => {
        await signIn('admin', 'ChangeMe');
        const group = (await backendGet<Page>(backend, `${GROUPS}?limit=1&offset=0`)).results[0]!;
        backend.faults.add({ path: `${GROUPS}*/`, method: 'GET', ...rule });
        renderPages(`/console/users/groups/${String(group.id)}`);
        // The detail page's way with a failed load: the notice, then the list.
        expect(await screen.findByText(UNREADABLE, {}, T)).toBeTruthy();
        expect(await screen.findByText(String(group.name), {}, T)).toBeTruthy();
        expect(screen.queryByRole('tab', { name: 'Basic info' })).toBeNull();
        expect(screen.queryByText(/TypeError|Cannot read/)).toBeNull();
      },
      SLOW,
    );
  }
});

describe('an update page whose record answers 200 with something that is not a record', () => {
  it(
    'the update page tells the error with Retry, not a form of empty fields',
    async () => {
      await signIn('admin', 'ChangeMe');
      const group = (await backendGet<Page>(backend, `${GROUPS}?limit=1&offset=0`)).results[0]!;
      const fault = backend.faults.add({
        path: `${GROUPS}*/`,
        method: 'GET',
        wrongShape: 'detail',
      });
      renderPages(`/console/users/groups/${String(group.id)}/update`);
      const alert = await loadError();
      expect(screen.queryByRole('textbox', { name: /Name/ })).toBeNull();

      backend.faults.remove(fault);
      await retry(alert);
      const name = await screen.findByRole('textbox', { name: /Name/ }, T);
      expect((name as HTMLInputElement).value).toBe(String(group.name));
    },
    SLOW,
  );
});
