/**
 * The site-message websocket `/ws/notifications/site-msg/` (docs/wire.md §13.2) on the demo
 * backend, whatever carries it: Node's `ws` server (mock/ws.ts) or msw in the Node tests
 * (mock/msw.ts). Session-cookie auth; `{"type":"unread_count","unread_count":N}` on connect and
 * whenever the user's unread count changes; `{"refresh_every_seconds": N}` from the client asks for
 * periodic counts too (Lina never sends it).
 */
import type { Backend } from './backend';
import { unreadCount } from './domain/siteMessages';
import { siteMessageEvents } from './domain/state';
import { SESSION_COOKIE } from './routes/auth';
import { parseCookies } from './util/cookies';

export const SITE_MSG_PATH = '/ws/notifications/site-msg/';

/**
 * The signed-in, active user a handshake's cookies belong to, or null (the handshake is refused).
 */
export function socketUser(backend: Backend, cookieHeader: string | undefined): string | null {
  const session = backend.state.sessions.get(parseCookies(cookieHeader)[SESSION_COOKIE]);
  const user = session?.userId
    ? backend.state.store.find('users.users', session.userId)
    : undefined;
  return user && user.is_active ? String(user.id) : null;
}

export interface SiteMessageChannel {
  /** A text frame from the client. */
  receive(data: string): void;
  /** The connection closed: stop pushing. */
  end(): void;
}

/**
 * Serves one accepted connection; `send` writes a text frame (the carrier drops it once closed).
 */
export function serveSiteMessages(
  backend: Backend,
  userId: string,
  send: (text: string) => void,
): SiteMessageChannel {
  const push = () =>
    send(
      JSON.stringify({
        type: 'unread_count',
        unread_count: unreadCount(backend.state.store, userId),
      }),
    );
  const onUnread = (id: string) => {
    if (id === userId) push();
  };
  const events = siteMessageEvents(backend.state);
  events.on('unread', onUnread);
  let timer: ReturnType<typeof setInterval> | undefined;
  push();
  return {
    receive(data) {
      try {
        const seconds = Number(
          (JSON.parse(data) as { refresh_every_seconds?: unknown }).refresh_every_seconds,
        );
        if (Number.isFinite(seconds) && seconds > 0) {
          clearInterval(timer);
          timer = setInterval(push, Math.max(1, seconds) * 1000);
        }
      } catch {
        // Not JSON: ignored, like the consumer does.
      }
    },
    end() {
      events.off('unread', onUnread);
      clearInterval(timer);
    },
  };
}
