/**
 * Requests sent before the code that will make them has loaded (the page's first round, see
 * src/shell/earlyRequests.ts): when the console then makes the identical request (same method, URL
 * and organisation) it takes the response under way instead of sending it again. Each response
 * is taken once; one answered long before it is asked for is dropped rather than shown stale. One
 * still on its way is never stale: asking again would only wait longer for the same answer.
 */
import { requestHeaders } from './requestHeaders';
import { HTTP_TIMEOUT_MS } from './timeout';

/** How long an answered early request may wait for the call it answers. */
export const EARLY_FETCH_TTL_MS = 15_000;

interface Early {
  response: Promise<Response>;
  /** Ends the request: its taker's timeout or cancellation ends it as its own fetch's would. */
  controller: AbortController;
  /** When it was answered, failed or timed out; null while it is on its way. */
  settledAt: number | null;
}

const sent = new Map<string, Early>();
let clock: () => number = () => Date.now();

/** Tests move time. */
export function setEarlyFetchClock(now: () => number): void {
  clock = now;
}

function keyOf(method: string, url: string, org: string | null): string {
  const absolute = typeof location === 'undefined' ? url : new URL(url, location.href).href;
  return `${method} ${absolute} ${org ?? ''}`;
}

/** Sends a read now, for the console to take later. */
export function sendEarly(method: 'GET' | 'OPTIONS', url: string): void {
  const headers = requestHeaders();
  const controller = new AbortController();
  const response = fetch(url, {
    method,
    headers,
    credentials: 'same-origin',
    signal: controller.signal,
  });
  const early: Early = { response, controller, settledAt: null };
  // Like every request, it ends at the client's timeout.
  const timer = setTimeout(
    () => controller.abort(new DOMException('timeout', 'TimeoutError')),
    HTTP_TIMEOUT_MS,
  );
  // A failure is the taker's to report, if the request is ever made.
  response
    .catch(() => undefined)
    .finally(() => {
      clearTimeout(timer);
      early.settledAt = clock();
    });
  sent.set(keyOf(method, url, headers.get('X-JMS-ORG')), early);
}

/**
 * The response to this very request if it was sent early and not taken yet; `signal` (the
 * taker's) aborts it from then on.
 */
export function takeEarly(
  method: string,
  url: string,
  headers: Headers,
  signal?: AbortSignal,
): Promise<Response> | null {
  if (!sent.size) return null;
  const key = keyOf(method, url, headers.get('X-JMS-ORG'));
  const early = sent.get(key);
  if (!early) return null;
  sent.delete(key);
  if (early.settledAt !== null && clock() - early.settledAt > EARLY_FETCH_TTL_MS) {
    early.controller.abort();
    return null;
  }
  const abort = () => early.controller.abort(signal!.reason);
  if (signal?.aborted) abort();
  else signal?.addEventListener('abort', abort, { once: true });
  return early.response;
}

/** Forgets what was sent (a test's page load ends). */
export function forgetEarly(): void {
  sent.clear();
}
