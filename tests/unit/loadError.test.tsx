/**
 * A load that failed inside a page: the error's words in an alert, and Retry asks again.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { JmsHttpError } from '../../dataProvider';
import { createI18nProvider } from '../../i18n';
import type { Locale } from '../../i18n/locale';
import { LoadError } from '../../src/components/LoadError';
import '../support/catalogues';

function show(error: unknown, onRetry?: () => void, locale: Locale = 'en') {
  render(
    <AdminContext i18nProvider={createI18nProvider(locale)}>
      <LoadError error={error} onRetry={onRetry} />
    </AdminContext>,
  );
}

describe('LoadError', () => {
  it('says the server’s words verbatim and the client’s notices translated', () => {
    show(new JmsHttpError('Quota %{n} exceeded', 400, {}));
    expect(screen.getByRole('alert').textContent).toBe('Could not load: Quota %{n} exceeded');
  });

  it('translates a client notice, in the current language', () => {
    show(new JmsHttpError('app.http.server_error', 500, null), undefined, 'zh');
    expect(screen.getByRole('alert').textContent).toBe('加载失败：服务器错误');
  });

  it('offers Retry only where the caller can ask again, and Retry asks', async () => {
    const retry = vi.fn();
    show(new JmsHttpError('app.http.server_error', 500, null), retry);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('has no Retry without a way to ask again', () => {
    show(new Error('app.http.network'));
    expect(screen.queryByRole('button')).toBeNull();
  });
});
