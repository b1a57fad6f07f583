/**
 * msw handlers that put the demo backend behind `fetch` and `WebSocket` in Node tests. A
 * jsdom/happy-dom page has no real cookie jar on the wire, so this adapter plays the browser's
 * part: it sends `document.cookie` and stores every Set-Cookie (HttpOnly ones too, since test code
 * never reads them).
 */
import { http, HttpResponse, passthrough, ws } from 'msw';
import { responseCookies, type Backend } from './backend';
import { closingSend, isNetworkError } from './faults';
import { isBackendPath } from './node';
import { serveSiteMessages, SITE_MSG_PATH, socketUser } from './siteMessageChannel';
import { serveTaskLogs, TASK_LOG_PATH } from './taskLogChannel';
import { serveTools, TOOLS_PATH } from './toolsChannel';

/** The page's cookies. msw's own Cookie header is unreliable under happy-dom (it joins with ', '). */
function pageCookies(): string | undefined {
  return typeof document === 'undefined' ? undefined : document.cookie;
}

function storeCookies(response: Response): void {
  if (typeof document === 'undefined') return;
  for (const c of responseCookies.get(response) ?? response.headers.getSetCookie()) {
    document.cookie = c.replace(/;\s*HttpOnly/i, '');
  }
}

type Client = Parameters<Parameters<typeof siteMessageLink.addEventListener>[1]>[0]['client'];

/**
 * What the server sends on an accepted connection, under the faults injected for its path
 * (mock/faults.ts): a `close` closes it cleanly after its frames; a refused or cut handshake, which
 * msw cannot play, is a close at once (1011). Null when the connection is already closed.
 */
function sender(backend: Backend, path: string, client: Client): ((text: string) => void) | null {
  const fault = backend.faults.match('GET', path);
  if (fault?.status || fault?.drop) {
    client.close(1011, 'fault');
    return null;
  }
  return closingSend(
    fault,
    (text) => client.send(text),
    (code) => client.close(code, 'fault'),
  );
}

/**
 * The site-message websocket on any host (the page's origin is the test's); msw matches the URL
 * without its trailing slash.
 */
export const siteMessageLink = ws.link(
  new RegExp(`^wss?://[^/]+${SITE_MSG_PATH.replace(/\/$/, '')}/?$`),
);

/**
 * The site-message websocket (siteMessageChannel.ts). msw cannot refuse a handshake, so an
 * unauthenticated connection is closed at once (policy violation) instead.
 */
export function siteMessageSocketHandler(backend: Backend) {
  return siteMessageLink.addEventListener('connection', ({ client }) => {
    const userId = socketUser(backend, pageCookies());
    if (!userId) return client.close(1008, 'not authenticated');
    const send = sender(backend, SITE_MSG_PATH, client);
    if (!send) return;
    const channel = serveSiteMessages(backend, userId, send);
    client.addEventListener('message', (event) => channel.receive(String(event.data)));
    client.addEventListener('close', () => channel.end());
  });
}

export const taskLogLink = ws.link(
  new RegExp(`^wss?://[^/]+${TASK_LOG_PATH.replace(/\/$/, '')}/?$`),
);

/** The task-log websocket (taskLogChannel.ts); unauthenticated connections are closed at once. */
export function taskLogSocketHandler(backend: Backend) {
  return taskLogLink.addEventListener('connection', ({ client }) => {
    if (!socketUser(backend, pageCookies())) return client.close(1008, 'not authenticated');
    const send = sender(backend, TASK_LOG_PATH, client);
    if (!send) return;
    const channel = serveTaskLogs(backend, send);
    client.addEventListener('message', (event) => channel.receive(String(event.data)));
    client.addEventListener('close', () => channel.end());
  });
}

export const toolsLink = ws.link(new RegExp(`^wss?://[^/]+${TOOLS_PATH.replace(/\/$/, '')}/?$`));

/** The network tools websocket (toolsChannel.ts); the server closes it when the tool is done. */
export function toolsSocketHandler(backend: Backend) {
  return toolsLink.addEventListener('connection', ({ client }) => {
    if (!socketUser(backend, pageCookies())) return client.close(1008, 'not authenticated');
    const send = sender(backend, TOOLS_PATH, client);
    if (!send) return;
    const channel = serveTools(backend, send, () => client.close());
    client.addEventListener('message', (event) => channel.receive(String(event.data)));
    client.addEventListener('close', () => channel.end());
  });
}

/** `socket: false` leaves the websockets unanswered, so it fails as a refused connection does. */
export function backendHandlers(backend: Backend, opts: { socket?: boolean } = {}) {
  return [
    http.all('*', async ({ request }) => {
      if (!isBackendPath(new URL(request.url).pathname)) return passthrough();
      const response = await backend.handle(request, pageCookies());
      // A dropped or timed-out request (mock/faults.ts) fails the fetch like a network error.
      if (isNetworkError(response)) return HttpResponse.error();
      storeCookies(response);
      return response;
    }),
    ...(opts.socket === false
      ? []
      : [
          siteMessageSocketHandler(backend),
          taskLogSocketHandler(backend),
          toolsSocketHandler(backend),
        ]),
  ];
}
