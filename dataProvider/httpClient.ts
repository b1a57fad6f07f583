/**
 * The one http client: same origin, 120 s timeout, no retries, and the three headers the backend
 * expects on every call (X-CSRFToken, X-JMS-ORG, X-TZ). Errors become react-admin HttpErrors.
 */
import { HttpError } from 'react-admin';
import { cookiePrefix, readCookie } from './cookies';
import { toHttpError, type ErrorContext } from './errors';

export const HTTP_TIMEOUT_MS = 120_000;
export const ORG_DEFAULT = '00000000-0000-0000-0000-000000000002';
export const ORG_SYSTEM = '00000000-0000-0000-0000-000000000004';

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

export interface RequestOptions extends ErrorContext {
  method?: string;
  query?: Record<string, QueryValue>;
  /** JSON-serialised unless it is already a BodyInit (Blob, FormData, string with a content type). */
  body?: unknown;
  headers?: Record<string, string>;
  /** Return the whole response (status, headers, body) instead of the body. */
  raw?: boolean;
  /** The caller shows its own error: no generic notice (mail/LDAP tests, detail loads). */
  silent?: boolean;
  signal?: AbortSignal;
  timeoutMs?: number;
}

export interface RawResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

/** Where the client reads the organisation and edition from; set by the auth layer. */
export interface OrgSource {
  currentOrgId(): string | null;
  xpackEnabled(): boolean;
}

let orgSource: OrgSource = { currentOrgId: () => null, xpackEnabled: () => true };
const responseListeners = new Set<(url: string) => void>();

export function setOrgSource(source: OrgSource): void {
  orgSource = source;
}

/** Called after every response (the session keep-alive re-arms its timer here). */
export function onResponse(listener: (url: string) => void): () => void {
  responseListeners.add(listener);
  return () => responseListeners.delete(listener);
}

/** `?oid=` in the browser's own URL wins; without xpack only Default or System are meaningful. */
export function orgHeader(): string | null {
  const oid = typeof location === 'undefined' ? null : new URLSearchParams(location.search).get('oid');
  const org = oid || orgSource.currentOrgId();
  if (!org) return null;
  if (!orgSource.xpackEnabled() && org !== ORG_SYSTEM) return ORG_DEFAULT;
  return org;
}

export function buildUrl(path: string, query: Record<string, QueryValue> = {}): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (v === undefined || v === null || v === '') continue;
    params.append(k, Array.isArray(v) ? v.join(',') : String(v));
  }
  const qs = params.toString();
  if (!qs) return path;
  return path + (path.includes('?') ? '&' : '?') + qs;
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

export function requestHeaders(extra: Record<string, string> = {}): Headers {
  const headers = new Headers({ Accept: 'application/json', ...extra });
  const csrf = readCookie(`${cookiePrefix()}csrftoken`);
  if (csrf) headers.set('X-CSRFToken', csrf);
  const org = orgHeader();
  if (org) headers.set('X-JMS-ORG', org);
  const tz = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (tz) headers.set('X-TZ', tz);
  return headers;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text();
  if (!text) return null;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

export class SilentHttpError extends HttpError {}

export async function request<T = unknown>(url: string, opts: RequestOptions & { raw: true }): Promise<RawResponse<T>>;
export async function request<T = unknown>(url: string, opts?: RequestOptions): Promise<T>;
export async function request<T = unknown>(url: string, opts: RequestOptions = {}): Promise<T | RawResponse<T>> {
  const headers = requestHeaders(opts.headers);
  let body: BodyInit | undefined;
  if (opts.body !== undefined) {
    if (isBodyInit(opts.body)) body = opts.body;
    else {
      body = JSON.stringify(opts.body);
      headers.set('Content-Type', 'application/json');
    }
  }
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException('timeout', 'TimeoutError')), opts.timeoutMs ?? HTTP_TIMEOUT_MS);
  const onAbort = () => controller.abort(opts.signal?.reason);
  opts.signal?.addEventListener('abort', onAbort);
  const fullUrl = buildUrl(url, opts.query);
  let response: Response;
  try {
    response = await fetch(fullUrl, { method: opts.method ?? 'GET', headers, body, credentials: 'same-origin', signal: controller.signal });
  } catch (err) {
    if (opts.signal?.aborted) throw err;
    const timedOut = controller.signal.reason instanceof DOMException && controller.signal.reason.name === 'TimeoutError';
    throw new HttpError(timedOut ? 'app.http.timeout' : 'app.http.network', 0, null);
  } finally {
    clearTimeout(timer);
    opts.signal?.removeEventListener('abort', onAbort);
  }
  responseListeners.forEach((l) => l(fullUrl));
  const data = (await readBody(response)) as T;
  if (!response.ok) {
    const error = toHttpError(response.status, data, opts);
    throw opts.silent ? new SilentHttpError(error.message, error.status, error.body) : error;
  }
  return opts.raw ? { status: response.status, headers: response.headers, body: data } : data;
}
