/**
 * One row's answer → its outcome. A 400 is the row's own fault and fails it with the server's
 * per-field messages; any other answer the server gave also fails it, with that answer's text. No
 * answer at all (connection lost, timeout), 401, and 502–504 say nothing about the row: it goes
 * back to pending and the task halts, so a dropped network does not fail every remaining row.
 */
import { errorText, noticeOf } from '../../../dataProvider/errors';
import { failureLines } from './failures';
import type { SendOutcome } from './importRunner';

const UNAVAILABLE = new Set([502, 503, 504]);

interface ErrorLike {
  status?: number;
  body?: unknown;
}

export function outcomeOfError(
  error: unknown,
  titleOf: (field: string) => string,
  translate: (key: string, options?: Record<string, unknown>) => string,
): SendOutcome {
  const { status, body } = (error ?? {}) as ErrorLike;
  if (!status) return { kind: 'halt', reason: 'network' };
  if (status === 401) return { kind: 'halt', reason: 'unauthorized' };
  if (UNAVAILABLE.has(status)) return { kind: 'halt', reason: 'unavailable' };
  // The provider's notice is server text or an i18n key (app.http.*); translate leaves text as is.
  const notice = noticeOf(error) || (error as { notice?: string }).notice;
  const fallback = errorText(body) || translate(notice || 'app.http.bad_request', { status });
  if (status === 400) return { kind: 'failed', lines: failureLines(body, titleOf, fallback) };
  return { kind: 'failed', lines: [{ title: null, message: fallback }] };
}
