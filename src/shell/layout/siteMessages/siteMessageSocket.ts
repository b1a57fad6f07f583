/**
 * The site-message websocket (docs/wire.md §13.2): the server pushes `{"unread_count": n}` on
 * connect and whenever a message arrives; it carries no data, only a nudge to reload. It runs on
 * the data provider's socket client, reconnecting (the push on connect brings the count up to date
 * after a reconnect) and reporting 'Web socket connection failed' (docs/wire.md §13.1) once per
 * outage.
 */
import {
  connectSocket,
  jsonFrame,
  reconnectDelay,
  socketUrl,
  type SocketLike,
} from '../../../../dataProvider/socket';

export { reconnectDelay };
export const SITE_MESSAGE_SOCKET_PATH = '/ws/notifications/site-msg/';

export function siteMessageSocketUrl(
  location: Pick<Location, 'protocol' | 'host'> = window.location,
): string {
  return socketUrl(SITE_MESSAGE_SOCKET_PATH, location);
}

/** The count a frame carries (a raw text frame or one already parsed), or null. */
export function unreadCountOf(data: unknown): number | null {
  const frame = typeof data === 'string' ? jsonFrame(data) : (data as Record<string, unknown>);
  return frame && typeof frame.unread_count === 'number' ? frame.unread_count : null;
}

export interface SocketHandlers {
  onUnreadCount(count: number): void;
  /** The connection failed (once per outage). */
  onFailure(): void;
}

export interface SocketOptions {
  url?: string;
  open?: (url: string) => SocketLike;
}

/** Opens the socket and keeps it open; the returned function closes it for good, silently. */
export function connectSiteMessageSocket(
  handlers: SocketHandlers,
  { url = siteMessageSocketUrl(), open }: SocketOptions = {},
): () => void {
  return connectSocket(
    SITE_MESSAGE_SOCKET_PATH,
    {
      onFrame(frame) {
        const count = unreadCountOf(frame);
        if (count !== null) handlers.onUnreadCount(count);
      },
      onFailure: handlers.onFailure,
    },
    { reconnect: true, url, open },
  );
}
