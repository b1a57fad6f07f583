/**
 * The site-message websocket `/ws/notifications/site-msg/` (protocol.md §6.8): session-cookie
 * auth (an unauthenticated handshake is refused, as Channels does when a consumer closes before
 * accepting), `{"type":"unread_count","unread_count":N}` on connect and whenever the user's unread
 * count changes. Other upgrade requests outside /ws/ (Vite's HMR socket) are left alone.
 */
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import type { Backend } from './backend';
import { unreadCount } from './domain/siteMessages';
import { siteMessageEvents } from './domain/state';
import { SESSION_COOKIE } from './routes/auth';
import type { Row } from './types';
import { parseCookies } from './util/cookies';

export const SITE_MSG_PATH = '/ws/notifications/site-msg/';

function refuse(socket: Duplex, status: string): void {
  socket.write(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  socket.destroy();
}

function sessionUser(backend: Backend, req: IncomingMessage): Row | null {
  const session = backend.state.sessions.get(parseCookies(req.headers.cookie)[SESSION_COOKIE]);
  const user = session?.userId
    ? backend.state.store.find('users.users', session.userId)
    : undefined;
  return user && user.is_active ? user : null;
}

function serve(backend: Backend, ws: WebSocket, userId: string): void {
  const push = () => {
    if (ws.readyState === ws.OPEN)
      ws.send(
        JSON.stringify({
          type: 'unread_count',
          unread_count: unreadCount(backend.state.store, userId),
        }),
      );
  };
  const onUnread = (id: string) => {
    if (id === userId) push();
  };
  const events = siteMessageEvents(backend.state);
  events.on('unread', onUnread);
  let timer: ReturnType<typeof setInterval> | undefined;
  // The client may ask for periodic counts ({"refresh_every_seconds": N}); Lina doesn't.
  ws.on('message', (data) => {
    try {
      const seconds = Number(
        (JSON.parse(String(data)) as { refresh_every_seconds?: unknown }).refresh_every_seconds,
      );
      if (Number.isFinite(seconds) && seconds > 0) {
        clearInterval(timer);
        timer = setInterval(push, Math.max(1, seconds) * 1000);
      }
    } catch {
      // Not JSON: ignored, like the consumer does.
    }
  });
  ws.on('close', () => {
    events.off('unread', onUnread);
    clearInterval(timer);
  });
  push();
}

/** Answers websocket upgrades under /ws/ on this server; returns the socket server (close it to stop). */
export function attachSiteMessageSocket(
  server: Pick<Server, 'on'>,
  backend: Backend,
): WebSocketServer {
  const wss = new WebSocketServer({ noServer: true });
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = (req.url ?? '/').split('?')[0]!;
    if (!path.startsWith('/ws/')) return;
    if (path !== SITE_MSG_PATH) return refuse(socket, '404 Not Found');
    const user = sessionUser(backend, req);
    if (!user) return refuse(socket, '403 Forbidden');
    wss.handleUpgrade(req, socket, head, (ws) => serve(backend, ws, String(user.id)));
  });
  return wss;
}
