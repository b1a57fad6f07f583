/**
 * The demo backend behind msw, as tests/support/backend.ts starts it (site-message websocket
 * included), recording the requests it answered.
 */
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createBackend, type Backend } from '../../../mock/backend';
import { backendHandlers } from '../../../mock/msw';

export interface LayoutBackend {
  backend: Backend;
  /** `METHOD /path` of every answered request of the current test, in order. */
  answered: string[];
}

/**
 * `socket: false` leaves the websocket unanswered, so it fails as a refused connection does.
 */
export function startLayoutBackend(opts: { socket?: boolean } = {}): LayoutBackend {
  const backend = createBackend({ now: new Date('2026-11-01T08:00:00Z') });
  const server = setupServer(...backendHandlers(backend, opts));
  const answered: string[] = [];
  server.events.on('response:mocked', ({ request }) => {
    answered.push(`${request.method} ${new URL(request.url).pathname}`);
  });
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    backend.reset();
    answered.length = 0;
  });
  afterAll(() => server.close());
  return { backend, answered };
}
