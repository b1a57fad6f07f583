/**
 * The site-message websocket (protocol.md §6.8): the server pushes `{"unread_count": n}` on connect
 * and whenever a message arrives. A websocket is not a REST call, so it lives beside the header
 * widget that uses it instead of in the data provider; it carries no data, only a nudge to reload.
 *
 * A dropped or refused connection is opened again after a growing pause (1 s, 2 s, 4 s … up to
 * 30 s; back to 1 s once a connection opens). A failure is reported once per outage ('Web socket
 * connection failed', shell-spec §8), not at every attempt, and a clean close by the server is
 * no failure. The push on connect brings the count up to date after a reconnect.
 */

export const SITE_MESSAGE_SOCKET_PATH = '/ws/notifications/site-msg/';
export const RECONNECT_FIRST_DELAY_MS = 1000;
export const RECONNECT_MAX_DELAY_MS = 30_000;

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

/** The pause before reconnect attempt `attempt` (0 = the first after a drop). */
export function reconnectDelay(attempt: number): number {
  return Math.min(RECONNECT_FIRST_DELAY_MS * 2 ** attempt, RECONNECT_MAX_DELAY_MS);
}

export interface SocketHandlers {
  onUnreadCount(count: number): void;
  /** The connection failed (once per outage). */
  onFailure(): void;
}

type SocketLike = Pick<WebSocket, 'addEventListener' | 'close'>;

export interface SocketOptions {
  url?: string;
  open?: (url: string) => SocketLike;
}

/** Opens the socket and keeps it open; the returned function closes it for good, silently. */
export function connectSiteMessageSocket(
  handlers: SocketHandlers,
  { url = siteMessageSocketUrl(), open = (u) => new WebSocket(u) }: SocketOptions = {},
): () => void {
  let stopped = false;
  let socket: SocketLike | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let reported = false;

  const fail = () => {
    if (stopped || reported) return;
    reported = true;
    handlers.onFailure();
  };

  const reconnectLater = () => {
    if (stopped) return;
    clearTimeout(retry);
    retry = setTimeout(connect, reconnectDelay(attempt++));
  };

  function connect() {
    if (stopped) return;
    let current: SocketLike;
    try {
      current = open(url);
    } catch {
      fail();
      reconnectLater();
      return;
    }
    socket = current;
    current.addEventListener('open', () => {
      attempt = 0;
      reported = false;
    });
    current.addEventListener('message', (event) => {
      const count = unreadCountOf(event.data);
      if (count !== null && !stopped) handlers.onUnreadCount(count);
    });
    current.addEventListener('error', fail);
    current.addEventListener('close', () => {
      if (socket === current) reconnectLater();
    });
  }

  connect();
  return () => {
    stopped = true;
    clearTimeout(retry);
    socket?.close();
  };
}
