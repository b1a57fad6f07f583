/** The error-text rule and status messages of shell-spec §8, for HttpErrors react-admin can show. */
import { HttpError } from 'react-admin';

/** error, msg, detail; else joined non_field_errors; else array items joined with '; '; else a raw string. */
export function errorText(body: unknown): string {
  if (typeof body === 'string') return body;
  if (Array.isArray(body)) return body.filter((x) => typeof x === 'string' && x).join('; ');
  if (body && typeof body === 'object') {
    const b = body as Record<string, unknown>;
    for (const key of ['error', 'msg', 'detail'] as const) {
      if (typeof b[key] === 'string' && b[key]) return b[key] as string;
    }
    if (Array.isArray(b.non_field_errors)) return b.non_field_errors.join(' ');
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

export function toHttpError(status: number, body: unknown, ctx?: ErrorContext): HttpError {
  return new HttpError(messageFor(status, body, ctx), status, body);
}
