/** What the ticket screens tell of a failed call: the catalogue's message, a 400 in the server's words. */
import { describe, expect, it } from 'vitest';
import { JmsHttpError } from '../../dataProvider/errors';
import { en } from '../../i18n/en';
import { failureText } from '../../src/features/tickets/ticketApi';

const translate = (key: string) =>
  key.startsWith('app.http.') ? en.app.http[key.slice(9) as keyof typeof en.app.http] : key;

describe('failureText', () => {
  it('a 403 tells the catalogue message, not the server detail, translated for an alert', () => {
    const e = new JmsHttpError('app.http.forbidden', 403, {
      detail: 'You do not have permission.',
    });
    expect(failureText(e)).toBe('app.http.forbidden');
    expect(failureText(e, translate)).toBe(en.app.http.forbidden);
  });

  it('a 400 tells the server its detail or first field error', () => {
    expect(
      failureText(new JmsHttpError('app.http.bad_request', 400, { name: ['Not valid.'] })),
    ).toBe('Not valid.');
    expect(failureText(new JmsHttpError('x', 400, { detail: 'Closed already' }), translate)).toBe(
      'Closed already',
    );
  });

  it('a timeout or dropped connection tells the translated catalogue message', () => {
    expect(failureText(new JmsHttpError('app.http.timeout', 0, null), translate)).toBe(
      en.app.http.timeout,
    );
  });

  it("a server's own words are never looked up as a key", () => {
    const e = new JmsHttpError('Not found.', 404, { detail: 'Not found.' });
    expect(failureText(e, () => 'looked up')).toBe('Not found.');
  });
});
