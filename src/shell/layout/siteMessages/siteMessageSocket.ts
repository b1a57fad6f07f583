/**
 * The site-message websocket (protocol.md §6.8): the server pushes `{"unread_count": n}` on connect
 * and whenever a message arrives. A websocket is not a REST call, so it lives beside the header
 * widget that uses it instead of in the data provider; it carries no data, only a nudge to reload.
 */

export const SITE_MESSAGE_SOCKET_PATH = '/ws/notifications/site-msg/';

export function siteMessageSocketUrl(
  location: Pick<Location, 'protocol' | 'host'> = window.location,
): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${SITE_MESSAGE_SOCKET_PATH}`;
}

export function unreadCountOf(data: unknown): number | null {
  if (typeof data !== 'string') return null;
  try {
    const message = JSON.parse(data) as { unread_count?: unknown };
    return typeof message?.unread_count === 'number' ? message.unread_count : null;
  } catch {
    return null;
  }
}

export interface SocketHandlers {
  onUnreadCount(count: number): void;
  onFailure(): void;
}

/** Opens the socket; the returned function closes it without reporting a failure. */
export function connectSiteMessageSocket(handlers: SocketHandlers): () => void {
  let closing = false;
  let socket: WebSocket;
  try {
    socket = new WebSocket(siteMessageSocketUrl());
  } catch {
    handlers.onFailure();
    return () => undefined;
  }
  socket.addEventListener('message', (event) => {
    const count = unreadCountOf(event.data);
    if (count !== null) handlers.onUnreadCount(count);
  });
  socket.addEventListener('error', () => {
    if (!closing) handlers.onFailure();
  });
  return () => {
    closing = true;
    socket.close();
  };
}
