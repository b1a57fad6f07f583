/**
 * The demo backend behind msw, as tests/support/backend.ts starts it, plus the site-message
 * websocket (mock/ws.ts serves it only from Node's http server): on connect and on every change of
 * the signed-in user's unread count it pushes `{"type":"unread_count","unread_count":n}`.
 */
import { ws } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createBackend, type Backend } from '../../../mock/backend';
import { unreadCount } from '../../../mock/domain/siteMessages';
import { siteMessageEvents } from '../../../mock/domain/state';
import { backendHandlers } from '../../../mock/msw';
import { SESSION_COOKIE } from '../../../mock/routes/auth';
import { parseCookies } from '../../../mock/util/cookies';

const SOCKET_URL = 'ws://127.0.0.1/ws/notifications/site-msg/';

function siteMessageSocket(backend: Backend) {
  const link = ws.link(SOCKET_URL);
  return link.addEventListener('connection', ({ client }) => {
    const session = backend.state.sessions.get(parseCookies(document.cookie)[SESSION_COOKIE]);
    const userId = session?.userId ? String(session.userId) : null;
    if (!userId) return client.close(1008, 'not authenticated');
    const push = () =>
      client.send(
        JSON.stringify({
          type: 'unread_count',
          unread_count: unreadCount(backend.state.store, userId),
        }),
      );
    const onUnread = (id: string) => id === userId && push();
    const events = siteMessageEvents(backend.state);
    events.on('unread', onUnread);
    client.addEventListener('close', () => events.off('unread', onUnread));
    push();
  });
}

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
  const handlers = [
    ...backendHandlers(backend),
    ...(opts.socket === false ? [] : [siteMessageSocket(backend)]),
  ];
  const server = setupServer(...handlers);
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
