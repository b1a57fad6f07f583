import { describe, expect, it } from 'vitest';
import { HttpError } from 'react-admin';
import {
  errorText,
  isSilentError,
  JmsHttpError,
  messageFor,
  noticeOf,
  SILENT_NOTICE,
  toHttpError,
} from '../../dataProvider/errors';

describe('error text rule (docs/wire.md §9.2)', () => {
  it('takes error, msg, then detail', () => {
    expect(errorText({ error: 'e', msg: 'm', detail: 'd' })).toBe('e');
    expect(errorText({ msg: 'm', detail: 'd' })).toBe('m');
    expect(errorText({ detail: 'd', code: 'x' })).toBe('d');
  });
  it('joins non_field_errors, then array items with "; "', () => {
    expect(errorText({ non_field_errors: ['a', 'b'] })).toBe('a b');
    expect(errorText(['first', 'second'])).toBe('first; second');
    expect(errorText('Succeed: Match 12 s user')).toBe('Succeed: Match 12 s user');
  });
  it('maps statuses to the spec messages', () => {
    expect(messageFor(400, { detail: 'Bad name' })).toBe('Bad name');
    expect(messageFor(400, { name: ['This field is required.'] })).toBe('app.http.bad_request');
    expect(messageFor(403, { detail: 'CSRF Failed' })).toBe('app.http.forbidden');
    expect(messageFor(404, { detail: 'User object does not exist.' }, { detailLoad: true })).toBe(
      'app.http.not_found',
    );
    expect(messageFor(409, { detail: 'busy' })).toBe('app.http.conflict');
    expect(messageFor(500, { detail: 'boom' })).toBe('app.http.server_error');
    expect(messageFor(502, 'Bad gateway')).toBe('Bad gateway');
  });
});

describe('JmsHttpError', () => {
  it('is a react-admin HttpError that keeps its own class, notice and silence', () => {
    const loud = toHttpError(409, { detail: 'busy' });
    expect(loud).toBeInstanceOf(HttpError);
    expect(loud).toBeInstanceOf(JmsHttpError);
    expect(loud).toMatchObject({
      status: 409,
      message: 'app.http.conflict',
      notice: 'app.http.conflict',
    });
    const quiet = toHttpError(400, { error: 'SMTP refused' }, { silent: true });
    expect(quiet).toMatchObject({ message: SILENT_NOTICE, notice: 'SMTP refused', silent: true });
    expect(isSilentError(quiet)).toBe(true);
    expect(noticeOf(quiet)).toBe('SMTP refused');
    expect(noticeOf(new Error('plain'))).toBe('plain');
  });
});
