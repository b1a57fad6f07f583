/**
 * The one http client: same origin, 120 s timeout, no retries, and the three headers the backend
 * expects on every call (X-CSRFToken, X-JMS-ORG, X-TZ). Errors become react-admin HttpErrors.
 */
import { takeEarly } from './earlyFetch';
import { JmsHttpError, messageFor, unreadableAnswer, type ErrorContext } from './errors';
import { PROFILE_PATH, rearmKeepAlive } from './keepAlive';
import { buildUrl, requestHeaders, type QueryValue } from './requestHeaders';
import { HTTP_TIMEOUT_MS } from './timeout';

export {
  buildUrl,
  orgHeader,
  ORG_DEFAULT,
  ORG_SYSTEM,
  requestHeaders,
  setOrgSource,
  timeZone,
  type OrgSource,
  type QueryValue,
} from './requestHeaders';

export { HTTP_TIMEOUT_MS };

export interface RequestOptions extends ErrorContext {
  method?: string;
  query?: Record<string, QueryValue>;
  /** JSON-serialised unless it is already a BodyInit (Blob, File, FormData, a string). */
  body?: unknown;
  headers?: Record<string, string>;
  /** Return the whole response (status, headers, body) instead of the body. */
  raw?: boolean;
  /** The caller shows its own error: no generic notice (mail/LDAP tests, detail loads). */
  silent?: boolean;
  /** A successful body is returned as undecoded bytes (an ArrayBuffer), e.g. to parse it in a worker. */
  bytes?: boolean;
  signal?: AbortSignal;
  timeoutMs?: number;
}

export interface RawResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

type ResponseListener = (url: string, status: number) => void;
const responseListeners = new Set<ResponseListener>();

/** Called after every response (status included, so the auth layer can react to a 401). */
export function onResponse(listener: ResponseListener): () => void {
  responseListeners.add(listener);
  return () => responseListeners.delete(listener);
}

/**
 * What every answer goes through, this client's or another transport's (the upload's
 * XMLHttpRequest): the keep-alive is re-armed and the listeners see the status (a 401 opens the
 * login-required dialog).
 */
export function reportResponse(url: string, status: number): void {
  rearmKeepAlive(url, pingProfile);
  responseListeners.forEach((listener) => listener(url, status));
}

function isBodyInit(body: unknown): body is BodyInit {
  return (
    typeof body === 'string' ||
    body instanceof Blob ||
    body instanceof FormData ||
    body instanceof URLSearchParams ||
    body instanceof ArrayBuffer
  );
}

/** Only relative or same-origin URLs: the CSRF token and session never go anywhere else. */
function sameOrigin(url: string): string {
  if (typeof location === 'undefined') return url;
  if (new URL(url, location.href).origin !== location.origin) {
    throw new Error(`Refusing a cross-origin request to ${url}`);
  }
  return url;
}

interface ReadBody {
  data: unknown;
  /** The body can be shown as a message (JSON or plain text, not an HTML error page). */
  readable: boolean;
}

async function readBody(response: Response): Promise<ReadBody> {
  if (response.status === 204) return { data: null, readable: true };
  const text = await response.text();
  if (!text) return { data: null, readable: true };
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return { data: JSON.parse(text), readable: true };
    } catch {
      return { data: text, readable: false };
    }
  }
  return { data: text, readable: !type.includes('html') };
}

function pingProfile(): void {
  request(PROFILE_PATH, { silent: true }).catch(() => undefined);
}

const isTimeout = (reason: unknown) =>
  reason instanceof DOMException && reason.name === 'TimeoutError';

function timedOut(signal: AbortSignal): boolean {
  return isTimeout(signal.reason);
}

export async function request<T = unknown>(
  url: string,
  opts: RequestOptions & { raw: true },
): Promise<RawResponse<T>>;
export async function request<T = unknown>(url: string, opts?: RequestOptions): Promise<T>;
export async function request<T = unknown>(
  url: string,
  opts: RequestOptions = {},
): Promise<T | RawResponse<T>> {
  const fullUrl = sameOrigin(buildUrl(url, opts.query));
  const headers = requestHeaders(opts.headers);
  let body: BodyInit | undefined;
  if (opts.body !== undefined) {
    if (isBodyInit(opts.body)) body = opts.body;
    else {
      body = JSON.stringify(opts.body);
      headers.set('Content-Type', 'application/json');
    }
  }
  // One controller for both the caller's cancellation and the 120 s timeout; nothing retries.
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException('timeout', 'TimeoutError')),
    opts.timeoutMs ?? HTTP_TIMEOUT_MS,
  );
  const onAbort = () => controller.abort(opts.signal?.reason);
  if (opts.signal?.aborted) onAbort();
  opts.signal?.addEventListener('abort', onAbort);
  let response: Response;
  try {
    const method = opts.method ?? 'GET';
    response = await (takeEarly(method, fullUrl, headers, controller.signal) ??
      fetch(fullUrl, {
        method,
        headers,
        body,
        credentials: 'same-origin',
        signal: controller.signal,
      }));
  } catch (err) {
    if (opts.signal?.aborted) throw err;
    // An early read may have timed out on its own timer, before this call took it.
    const notice =
      timedOut(controller.signal) || isTimeout(err) ? 'app.http.timeout' : 'app.http.network';
    throw new JmsHttpError(notice, 0, null, opts.silent);
  } finally {
    clearTimeout(timer);
    opts.signal?.removeEventListener('abort', onAbort);
  }
  reportResponse(fullUrl, response.status);
  if (opts.bytes && response.ok) {
    const bytes = await response.arrayBuffer();
    return opts.raw
      ? { status: response.status, headers: response.headers, body: bytes as T }
      : (bytes as T);
  }
  const { data, readable } = await readBody(response);
  // A success whose JSON does not parse (a cut-off answer) is a failed call, not data to render.
  if (response.ok && !readable && (response.headers.get('content-type') ?? '').includes('json'))
    throw unreadableAnswer(response.status, data, opts.silent);
  if (!response.ok) {
    // An HTML error page is kept as the body but never shown as the message.
    const notice = messageFor(response.status, readable ? data : null, opts);
    throw new JmsHttpError(notice, response.status, data, opts.silent);
  }
  return opts.raw
    ? { status: response.status, headers: response.headers, body: data as T }
    : (data as T);
}
