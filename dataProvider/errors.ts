/**
 * Errors the way the console shows them (docs/wire.md §9.2): the error-text rule, the message per
 * status, and react-admin HttpErrors that carry status, body and that message.
 */
import { HttpError } from 'react-admin';

/**
 * The message of an error whose caller shows its own text (mail/LDAP tests, import rows, detail
 * loads). The console's notification component drops it, so react-admin's automatic notice on a
 * failed query or mutation stays quiet; the text the notice would have shown is `error.notice`.
 */
export const SILENT_NOTICE = 'app.http.silent';

function isRecord(v: unknown): v is Record<string, unknown> {
  return !!v && typeof v === 'object' && !Array.isArray(v);
}

function strings(v: unknown): string[] {
  if (typeof v === 'string') return v ? [v] : [];
  if (Array.isArray(v)) return v.filter((x): x is string => typeof x === 'string' && x !== '');
  return [];
}

/**
 * error, msg, detail; else joined non_field_errors; else array items joined with '; '; else a raw
 * string.
 */
export function errorText(body: unknown): string {
  if (typeof body === 'string') return body;
  if (Array.isArray(body)) return strings(body).join('; ');
  if (isRecord(body)) {
    for (const key of ['error', 'msg', 'detail'] as const) {
      const value = body[key];
      if (typeof value === 'string' && value) return value;
    }
    const nonField = strings(body.non_field_errors);
    if (nonField.length) return nonField.join(' ');
  }
  return '';
}

export interface ErrorContext {
  /** A detail (single-object) load: a 404 means the object is gone. */
  detailLoad?: boolean;
}

/** The message an HttpError carries: server text where the spec shows it, else an i18n key. */
export function messageFor(status: number, body: unknown, ctx: ErrorContext = {}): string {
  switch (status) {
    case 0:
      return 'app.http.network';
    case 400:
      return errorText(body) || 'app.http.bad_request';
    case 401:
      return 'app.http.unauthorized';
    case 403:
      return 'app.http.forbidden';
    case 404:
      return ctx.detailLoad ? 'app.http.not_found' : errorText(body) || 'app.http.not_found';
    case 409:
      return 'app.http.conflict';
    case 500:
      return 'app.http.server_error';
    default:
      return errorText(body) || 'app.http.request_failed';
  }
}

/**
 * The http client's own notices are i18n keys under this prefix; any other is the server's text.
 */
const NOTICE_KEY_PREFIX = 'app.http.';

/** Whether an error's notice is the server's own words (to show verbatim, never as a key). */
export function isServerNotice(error: unknown): boolean {
  return error instanceof JmsHttpError && !error.notice.startsWith(NOTICE_KEY_PREFIX);
}

/** A failed call: react-admin's HttpError plus the text to show and whether the caller shows it. */
export class JmsHttpError extends HttpError {
  /** What a notice about this error says (an i18n key or the server's own text). */
  readonly notice: string;
  /** The caller handles the error itself: no generic notice. */
  readonly silent: boolean;

  constructor(notice: string, status: number, body: unknown, silent = false) {
    super(silent ? SILENT_NOTICE : notice, status, body);
    // HttpError pins its own prototype, which would hide this subclass from instanceof.
    Object.setPrototypeOf(this, new.target.prototype);
    this.name = 'HttpError';
    this.notice = notice;
    this.silent = silent;
  }
}

export function toHttpError(
  status: number,
  body: unknown,
  ctx: ErrorContext & { silent?: boolean } = {},
): JmsHttpError {
  return new JmsHttpError(messageFor(status, body, ctx), status, body, ctx.silent);
}

/**
 * A success whose body is not what the call reads (JSON cut off, an HTML page served with 200, a
 * list that is not a list, a record that is not an object): a failed call, never data to render.
 */
export function unreadableAnswer(status: number, body: unknown, silent?: boolean): JmsHttpError {
  return new JmsHttpError('app.http.unreadable', status, body, silent);
}

/** The same error with a different body (e.g. react-admin's form `errors` added). */
export function withBody(error: JmsHttpError, body: unknown): JmsHttpError {
  return new JmsHttpError(error.notice, error.status, body, error.silent);
}

export function isSilentError(error: unknown): boolean {
  return (error as { silent?: unknown } | null)?.silent === true;
}

/**
 * A refusal in the server's own words, whatever its status (a 403 `{"error": …}` the generic
 * notice would replace, a 400's `{"value": ["…"]}`), or '' when it said nothing readable.
 */
export function refusalText(error: unknown): string {
  const body = (error as { body?: unknown } | null)?.body;
  if (isRecord(body)) {
    const direct = errorText(body);
    if (direct) return direct;
    for (const value of Object.values(body)) {
      const messages = strings(value);
      if (messages.length) return messages.join(' ');
    }
  }
  return typeof body === 'string' ? body : '';
}

/**
 * The words of a refusal a 2xx answer carries (`{"error": "…"}` or `{"error": {"assets": ["…"]}}`),
 * or '' when it carries none.
 */
export function answerRefusal(answer: unknown): string {
  const words = (v: unknown): string[] =>
    typeof v === 'string'
      ? [v]
      : Array.isArray(v)
        ? v.flatMap(words)
        : isRecord(v)
          ? Object.values(v).flatMap(words)
          : [];
  return words(isRecord(answer) ? answer.error : answer).join(' ');
}

/** The text to show for any error: the notice of ours, else its message. */
export function noticeOf(error: unknown): string {
  if (error instanceof JmsHttpError) return error.notice;
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : '';
}
