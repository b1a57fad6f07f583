/**
 * The one websocket client of the console (ARCHITECTURE.md: every stream goes through it):
 * the site-message nudges, the task logs and the network tools. The session cookie authenticates
 * the handshake; a refused one (signed out, no such consumer) is an `error` then a `close`, which
 * this reports as a failure.
 *
 * The server may also close a connection cleanly, with no error first (code 1000, or 1011 when its
 * consumer crashed). A stream whose end is that close says so with `onClose`; for any other
 * one-shot stream it is a failure too (a task log cut off before its end event), reported with the
 * close code, and the caller falls back to HTTP.
 *
 * With `reconnect`, a dropped, refused or closed connection is opened again after a growing pause
 * (1 s, 2 s, 4 s … up to 30 s; back to 1 s once a connection opens) and a failure is reported once
 * per outage, not at every attempt; a clean close is no failure, only a reconnect. Without it, the
 * first failure is final.
 */

export const RECONNECT_FIRST_DELAY_MS = 1000;
export const RECONNECT_MAX_DELAY_MS = 30_000;

/** `ws(s)://<page host><path>`: the socket follows the page's scheme and host. */
export function socketUrl(
  path: string,
  location: Pick<Location, 'protocol' | 'host'> = window.location,
): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${path}`;
}

/** The pause before reconnect attempt `attempt` (0 = the first after a drop). */
export function reconnectDelay(attempt: number): number {
  return Math.min(RECONNECT_FIRST_DELAY_MS * 2 ** attempt, RECONNECT_MAX_DELAY_MS);
}

/** A JSON text frame as an object, or null (binary, not JSON, not an object). */
export function jsonFrame(data: unknown): Record<string, unknown> | null {
  if (typeof data !== 'string') return null;
  try {
    const value: unknown = JSON.parse(data);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

export type SocketLike = Pick<WebSocket, 'addEventListener' | 'close'> &
  Partial<Pick<WebSocket, 'send'>>;

export interface StreamHandlers {
  /** The connection opened; `send` writes a text frame on it. */
  onOpen?(send: (text: string) => void): void;
  /** A JSON object frame. */
  onFrame(frame: Record<string, unknown>): void;
  /**
   * The connection failed (once per outage with `reconnect`, once at all without). `closed` holds
   * the code of a clean close by the server that counts as a failure (see `onClose`).
   */
  onFailure(closed?: { code: number }): void;
  /**
   * The server closed the connection with no error first while the caller still listened: the
   * stream's normal end (a network tool's run). Without it, such a close of a one-shot stream is
   * a failure.
   */
  onClose?(code: number): void;
}

export interface SocketOptions {
  /** Keep the stream open across drops (default false). */
  reconnect?: boolean;
  /** The full URL (default: `path` on the page's host). */
  url?: string;
  open?: (url: string) => SocketLike;
}

/** Opens a stream on `path`; the returned function closes it for good, silently. */
export function connectSocket(
  path: string,
  handlers: StreamHandlers,
  { reconnect = false, url = socketUrl(path), open = (u) => new WebSocket(u) }: SocketOptions = {},
): () => void {
  let stopped = false;
  let socket: SocketLike | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let reported = false;

  const fail = (closed?: { code: number }) => {
    if (stopped || reported) return;
    reported = true;
    handlers.onFailure(closed);
  };

  const reconnectLater = () => {
    if (stopped || !reconnect) return;
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
      if (reconnect) reported = false;
      handlers.onOpen?.((text) => {
        if (!stopped) current.send?.(text);
      });
    });
    current.addEventListener('message', (event) => {
      const frame = jsonFrame(event.data);
      if (frame && !stopped) handlers.onFrame(frame);
    });
    let errored = false;
    current.addEventListener('error', () => {
      errored = true;
      fail();
    });
    current.addEventListener('close', (event) => {
      if (socket !== current) return;
      if (!errored && !stopped) {
        const code = (event as Partial<CloseEvent>).code ?? 1005;
        if (handlers.onClose) handlers.onClose(code);
        else if (!reconnect) fail({ code });
      }
      reconnectLater();
    });
  }

  connect();
  return () => {
    stopped = true;
    clearTimeout(retry);
    socket?.close();
  };
}
