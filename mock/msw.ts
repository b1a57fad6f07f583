/**
 * msw handlers that put the demo backend behind `fetch` in Node tests. A jsdom/happy-dom page has no
 * real cookie jar on the wire, so this adapter plays the browser's part: it sends `document.cookie`
 * and stores every Set-Cookie (HttpOnly ones too, since test code never reads them).
 */
import { http, HttpResponse, passthrough } from 'msw';
import { responseCookies, type Backend } from './backend';
import { isNetworkError } from './faults';
import { isBackendPath } from './node';

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

export function backendHandlers(backend: Backend) {
  return [
    http.all('*', async ({ request }) => {
      if (!isBackendPath(new URL(request.url).pathname)) return passthrough();
      const response = await backend.handle(request, pageCookies());
      // A dropped or timed-out request (mock/faults.ts) fails the fetch like a network error.
      if (isNetworkError(response)) return HttpResponse.error();
      storeCookies(response);
      return response;
    }),
  ];
}
