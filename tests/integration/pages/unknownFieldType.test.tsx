/**
 * A field of a type the console does not know (issue 34 point 8; a newer backend's): it is a text
 * input with its label, and its asterisk when required, even where the descriptor's form groups do
 * not name it, so the form can be filled and saved; a value that is an object or a list (or text
 * that reads as JSON) is edited and sent as JSON, and text that does not parse is told on the field.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { UNKNOWN_FIELD } from '../../../mock/faults';
import { signIn, startDemoBackend } from '../../support/backend';
import { renderPages } from './harness';
import { backendGet, recordWire, type WireCall } from './wire';

const backend = startDemoBackend();
const handle = backend.handle;
let wire: WireCall[];
beforeEach(() => {
  wire = recordWire(backend);
});
afterEach(() => {
  backend.handle = handle;
  backend.faults.clear();
});

type Page = { count: number; results: Record<string, unknown>[] };
const T = { timeout: 15000 };
const SLOW = 60_000;
const GROUPS = '/api/v1/users/groups/';
const LABEL = new RegExp(`^${UNKNOWN_FIELD.label}`);
const sent = (method: string, path: string) =>
  wire.filter((c) => c.method === method && c.path === path);

/** Every OPTIONS answer gains the unknown field, required. */
function requiredUnknownField() {
  backend.faults.add({
    path: '/api/v1/**',
    method: 'OPTIONS',
    unknownFieldType: true,
    required: true,
  });
}

/** The visible label of an input (react-admin's, with the asterisk of a required field). */
function labelOf(input: HTMLElement): string {
  const id = input.getAttribute('id');
  return document.querySelector(`label[for="${id}"]`)?.textContent ?? '';
}

/** Replaces an input's text as a user pasting it would (no key descriptors in JSON). */
async function replaceText(input: HTMLElement, text: string) {
  await userEvent.clear(input);
  await userEvent.click(input);
  await userEvent.paste(text);
}

describe('a required field of an unknown type', () => {
  it(
    'is a text input with its label and asterisk outside the fixed groups; required, JSON-checked, sent parsed',
    async () => {
      await signIn('admin', 'ChangeMe');
      requiredUnknownField();
      renderPages('/console/users/groups/create');
      // userGroups names only name, users and comment: the required newcomer joins "Other".
      const other = await screen.findByRole('region', { name: 'Other' }, T);
      const input = within(other).getByRole('textbox', { name: LABEL });
      expect(labelOf(input)).toMatch(new RegExp(`^${UNKNOWN_FIELD.label}\\s*\\*$`));
      expect(screen.queryByText('-')).toBeNull();

      await userEvent.type(screen.getByRole('textbox', { name: /^Name/ }), 'Quantum team');
      fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
      expect(await within(other).findByText('This field is required', {}, T)).toBeTruthy();

      await replaceText(input, '{"spin": ');
      fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
      expect(await within(other).findByText('Invalid JSON', {}, T)).toBeTruthy();
      expect(sent('POST', GROUPS)).toHaveLength(0);

      await replaceText(input, '{"spin": "up", "axes": [1, 2]}');
      // What the user typed stays as typed while they are in the input.
      expect(input).toHaveProperty('value', '{"spin": "up", "axes": [1, 2]}');
      fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
      await waitFor(() => expect(sent('POST', GROUPS)).toHaveLength(1), T);
      expect(sent('POST', GROUPS)[0]!.body).toMatchObject({
        name: 'Quantum team',
        [UNKNOWN_FIELD.name]: { spin: 'up', axes: [1, 2] },
      });
    },
    SLOW,
  );

  it(
    'plain text is sent as text',
    async () => {
      await signIn('admin', 'ChangeMe');
      requiredUnknownField();
      renderPages('/console/users/groups/create');
      const input = await screen.findByRole('textbox', { name: LABEL }, T);
      await userEvent.type(screen.getByRole('textbox', { name: /^Name/ }), 'Plain team');
      await userEvent.type(input, ' superposed ');
      fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
      await waitFor(() => expect(sent('POST', GROUPS)).toHaveLength(1), T);
      expect(sent('POST', GROUPS)[0]!.body).toMatchObject({ [UNKNOWN_FIELD.name]: 'superposed' });
    },
    SLOW,
  );
});

describe('an unknown field holding an object', () => {
  it(
    'shows it as JSON, refuses text that is not JSON, and sends the parsed list',
    async () => {
      await signIn('admin', 'ChangeMe');
      const group = (await backendGet<Page>(backend, `${GROUPS}?limit=1&offset=0`)).results[0]!;
      const detail = `${GROUPS}${String(group.id)}/`;
      // The record as a newer backend would give it: the unknown field holds an object.
      const recorded = backend.handle;
      backend.handle = async (request, cookies) => {
        const res = await recorded(request, cookies);
        if (request.method !== 'GET' || new URL(request.url).pathname !== detail) return res;
        const record = (await res.json()) as Record<string, unknown>;
        return Response.json({ ...record, [UNKNOWN_FIELD.name]: { spin: 'up' } });
      };
      requiredUnknownField();
      renderPages(`/console/users/groups/${String(group.id)}/update`);
      const input = await screen.findByRole('textbox', { name: LABEL }, T);
      await waitFor(() =>
        expect(input).toHaveProperty('value', JSON.stringify({ spin: 'up' }, null, 2)),
      );

      await replaceText(input, 'down');
      fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
      expect(await screen.findByText('Invalid JSON', {}, T)).toBeTruthy();
      expect(sent('PATCH', detail)).toHaveLength(0);

      // An update sends the fields it changed (docs/shell.md §9.2): this one, parsed.
      await replaceText(input, '["up", "down"]');
      fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
      await waitFor(() => expect(sent('PATCH', detail)).toHaveLength(1), T);
      expect(sent('PATCH', detail)[0]!.body).toEqual({ [UNKNOWN_FIELD.name]: ['up', 'down'] });
    },
    SLOW,
  );
});
