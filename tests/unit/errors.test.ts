import { describe, expect, it } from 'vitest';
import { errorText, messageFor } from '../../dataProvider/errors';

describe('error text rule (shell-spec §8)', () => {
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
    expect(messageFor(404, { detail: 'User object does not exist.' }, { detailLoad: true })).toBe('app.http.not_found');
    expect(messageFor(409, { detail: 'busy' })).toBe('app.http.conflict');
    expect(messageFor(500, { detail: 'boom' })).toBe('app.http.server_error');
    expect(messageFor(502, 'Bad gateway')).toBe('Bad gateway');
  });
});
