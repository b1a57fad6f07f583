/**
 * A dashboard widget whose figures did not load (an error inside a page): it says why in the
 * error's own words — the server's verbatim, even when they read like an i18n key or carry
 * polyglot's markers; the console's own notices translated — and Retry asks again.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { JmsHttpError } from '../../dataProvider';
import { createI18nProvider } from '../../i18n';
import { Widget } from '../../src/features/dashboards/widgets';

function widget(error: unknown, onRetry = vi.fn()) {
  const view = render(
    <AdminContext i18nProvider={createI18nProvider('en')}>
      <Widget title="Trend" error={error} onRetry={onRetry}>
        {null}
      </Widget>
    </AdminContext>,
  );
  return { alert: screen.getByRole('alert'), onRetry, unmount: view.unmount };
}

const load = createI18nProvider('en').translate;

describe("a widget's failed load", () => {
  it('shows the server’s words as they are', () => {
    for (const words of ['ra.action.delete', 'Quota %{n} |||| exceeded']) {
      const { alert, unmount } = widget(new JmsHttpError(words, 400, {}));
      expect(
        within(alert).getByText(`${load('app.load.failed', { error: '' })}${words}`),
      ).toBeTruthy();
      unmount();
    }
  });

  it('translates the console’s own notices, and Retry asks again', async () => {
    const { alert, onRetry } = widget(new JmsHttpError('app.http.timeout', 0, null));
    expect(
      within(alert).getByText(load('app.load.failed', { error: load('app.http.timeout') })),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
