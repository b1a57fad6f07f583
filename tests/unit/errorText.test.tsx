/**
 * An error shown inside a page (a widget's failure note, a form's load failure): the server's words
 * verbatim, even when they read like an i18n key or carry polyglot's markers; the client's own
 * notices translated.
 */
import { render } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { JmsHttpError } from '../../dataProvider';
import { createI18nProvider } from '../../i18n';
import { FailureNote } from '../../src/features/dashboards/widgets';

function note(error: unknown) {
  const { container, unmount } = render(
    <AdminContext i18nProvider={createI18nProvider('en')}>
      <FailureNote error={error} />
    </AdminContext>,
  );
  const text = container.textContent;
  unmount();
  return text;
}

describe('an error inside a page', () => {
  it('shows the server’s words as they are', () => {
    expect(note(new JmsHttpError('ra.action.delete', 400, {}))).toBe('ra.action.delete');
    expect(note(new JmsHttpError('Quota %{n} |||| exceeded', 400, {}))).toBe(
      'Quota %{n} |||| exceeded',
    );
  });

  it('translates the console’s own notices', () => {
    expect(note(new JmsHttpError('app.http.timeout', 0, null))).toBe(
      createI18nProvider('en').translate('app.http.timeout'),
    );
    expect(note(new Error('ra.action.delete'))).toBe('Delete');
  });
});
