/**
 * A refused submission of a special form or dialog: a 400's messages one line each (a bulk
 * write's by the row they belong to), a refusal reported in the server's words as they are,
 * any other failure in the error's words; framed by its message when the form gives one.
 */
import { render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { JmsHttpError } from '../../dataProvider';
import { createI18nProvider } from '../../i18n';
import { SubmitError, type SubmitErrorProps } from '../../src/components/SubmitError';
import '../../i18n/areas/jobs';
import '../support/catalogues';

function lines(props: SubmitErrorProps): string[] {
  const { unmount } = render(
    <AdminContext i18nProvider={createI18nProvider('en')}>
      <SubmitError {...props} />
    </AdminContext>,
  );
  const alert = screen.queryByRole('alert');
  const out = alert
    ? [...alert.querySelectorAll('.MuiAlert-message > *')].map((e) => e.textContent!)
    : [];
  const whole = alert ? [alert.querySelector('.MuiAlert-message')!.textContent!] : [];
  unmount();
  return out.length ? out : whole;
}

const bad = (body: unknown) => new JmsHttpError('app.http.bad_request', 400, body);

describe('SubmitError', () => {
  it('says nothing without a failure', () => {
    expect(lines({ error: null })).toEqual([]);
  });

  it("tells a 400's messages one line each, the form's own words first", () => {
    expect(lines({ error: bad({ detail: 'Ticket already closed' }) })).toEqual([
      'Ticket already closed',
    ]);
    expect(lines({ error: bad({ name: ['Required.'], meta: { BUCKET: ['Bad.'] } }) })).toEqual([
      'name: Required.',
      'meta.BUCKET: Bad.',
    ]);
  });

  it("names a bulk write's rows in its aligned answer", () => {
    const error = bad([{}, { username: ['Exists.'] }]);
    expect(lines({ error, rows: ['web-1', 'web-2'] })).toEqual(['web-2: username: Exists.']);
  });

  it('tells other failures in their words, and frames them with the message', () => {
    expect(lines({ error: new JmsHttpError('app.http.forbidden', 403, {}) })).toEqual([
      'Bad request, no permission for this operation',
    ]);
    expect(lines({ error: "command 'rm' is rejected", message: 'jobs.quick.rejected' })).toEqual([
      "Not run: command 'rm' is rejected",
    ]);
  });
});
