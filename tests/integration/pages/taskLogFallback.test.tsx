/**
 * The task log when the websocket cannot be opened: the dialog reads the HTTP log API, passing
 * back each answer's mark, until `end`, then shows how the task ended (a row's "Test
 * connectivity" on a host, whose connectivity the finished task has updated).
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackend } from '../../../mock/backend';
import { backendHandlers } from '../../../mock/msw';
import { signIn } from '../../support/backend';
import { renderPages } from './harness';
import { backendGet, recordWire } from './wire';

const backend = createBackend({ now: new Date('2026-11-01T08:00:00Z') });
// No websocket handlers: the task-log socket fails like a refused connection.
const server = setupServer(...backendHandlers(backend, { socket: false }));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const T = { timeout: 10000 };
type Host = Record<string, unknown> & { auto_info: Record<string, boolean> };

describe('the task log without a websocket', () => {
  it('polls the log API with its marks to the end and shows Finished', async () => {
    await signIn('admin', 'ChangeMe');
    const wire = recordWire(backend);
    const answers = new Map<string, { data: string; end?: boolean; mark?: string }>();
    const handle = backend.handle.bind(backend);
    backend.handle = async (request, cookies) => {
      const response = await handle(request, cookies);
      const url = new URL(request.url);
      if (url.pathname.startsWith('/api/') && url.pathname.endsWith('/log/'))
        answers.set(url.search, (await response.clone().json()) as never);
      return response;
    };
    renderPages('/console/assets/hosts');
    await screen.findByText(/^\d+-\d+ of \d+$/, {}, T);
    const read = wire.find((c) => c.method === 'GET' && c.path === '/api/v1/assets/hosts/')!;
    const page = await backendGet<{ results: Host[] }>(
      backend,
      `${read.path}?${read.query.toString()}`,
    );
    const host = page.results.find((h) => h.auto_info.ansible_enabled && h.auto_info.ping_enabled)!;
    const name = String(host.name);
    const before = String(host.date_verified);
    fireEvent.click(await screen.findByRole('button', { name: `More ${name}` }, T));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Test connectivity' }));
    const log = await screen.findByRole('log', { name: 'Task log' }, T);
    const dialog = screen.getByRole('dialog', { name: /Task log/ });
    await within(dialog).findByText(/Finished|Failed/, {}, { timeout: 40000 });
    expect(log.textContent).toContain(`[${name}]`);
    expect(log.textContent).toContain('PLAY RECAP');

    const task = wire.find((c) => c.path === `/api/v1/assets/assets/${String(host.id)}/tasks/`)!;
    expect(task.body).toEqual({ action: 'test' });
    const reads = wire.filter((c) => c.path.startsWith('/api/') && c.path.endsWith('/log/'));
    expect(reads.length).toBeGreaterThan(1);
    expect(reads[0]!.query.get('mark')).toBeNull();
    // Each read passes back the mark the previous one answered.
    for (let i = 1; i < reads.length; i++) {
      const previous = answers.get(reads[i - 1]!.query.size ? `?${reads[i - 1]!.query}` : '');
      expect(reads[i]!.query.get('mark')).toBe(previous?.mark ?? null);
    }
    expect(answers.get(`?${reads.at(-1)!.query}`)?.end).toBe(true);
    const after = await backendGet<Host>(backend, `/api/v1/assets/assets/${String(host.id)}/`);
    await waitFor(() => expect(String(after.date_verified)).not.toBe(before));
    expect(['ok', 'err']).toContain(
      typeof after.connectivity === 'object'
        ? (after.connectivity as { value: string }).value
        : after.connectivity,
    );
  }, 60000);
});
