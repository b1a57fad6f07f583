/**
 * msw handlers that put the demo backend behind `fetch` in Node tests. A jsdom/happy-dom page has no
 * real cookie jar on the wire, so this adapter plays the browser's part: it sends `document.cookie`
 * and stores every Set-Cookie (HttpOnly ones too, since test code never reads them).
 */
import { http, passthrough } from 'msw';
import type { Backend } from './backend';
import { isBackendPath } from './node';

function sendCookies(request: Request): Request {
  if (typeof document === 'undefined' || request.headers.has('cookie') || !document.cookie) return request;
  const headers = new Headers(request.headers);
  headers.set('cookie', document.cookie);
  return new Request(request, { headers });
}

function storeCookies(response: Response): void {
  if (typeof document === 'undefined') return;
  for (const c of response.headers.getSetCookie()) {
    document.cookie = c.replace(/;\s*HttpOnly/i, '');
  }
}

export function backendHandlers(backend: Backend) {
  return [
    http.all('*', async ({ request }) => {
      if (!isBackendPath(new URL(request.url).pathname)) return passthrough();
      const response = await backend.handle(sendCookies(request));
      storeCookies(response);
      return response;
    }),
  ];
}
