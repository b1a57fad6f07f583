/** The dashboards on the wire: each widget one `/api/v1/index/` request with its own keys. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signIn, startDemoBackend } from '../../support/backend';
import { renderConsole } from '../shell/support';
import '../../support/catalogues';

startDemoBackend();
const LONG = { timeout: 15000 };

/** The query of every `/api/v1/index/` request from now on. */
function indexQueries(): URLSearchParams[] {
  const seen: URLSearchParams[] = [];
  const real = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://127.0.0.1',
    );
    if (url.pathname === '/api/v1/index/') seen.push(url.searchParams);
    return real(input, init);
  });
  return seen;
}

const keysOf = (q: URLSearchParams) =>
  [...q.keys()]
    .filter((k) => k !== 'days')
    .sort()
    .join(',');

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('audit dashboard requests', () => {
  it('asks each widget once for the last 7 days, and again once for 30', async () => {
    document.cookie = 'django_language=en; path=/';
    await signIn('auditor', 'Auditor@2023');
    const seen = indexQueries();
    renderConsole('/audit/dashboard');
    const card = await screen.findByRole('link', { name: /^Login logs \d+/ }, LONG);
    expect(within(card).getByText(/\d+ succeeded/)).toBeTruthy();
    await waitFor(() => expect(seen).toHaveLength(3), LONG);
    expect(seen.map((q) => q.get('days'))).toEqual(['7', '7', '7']);
    expect(seen.map(keysOf).sort()).toEqual([
      'dates_metrics,session_dates_metrics',
      'total_count_change_password_logs,total_count_commands,total_count_commands_danger,' +
        'total_count_ftp_logs,total_count_history_sessions,total_count_online_sessions,' +
        'total_count_operate_logs,total_count_user_login_logs,total_count_user_login_success_logs',
      'total_count_job_logs,total_count_job_logs_failed,total_count_job_logs_running',
    ]);
    // Each number leads to its list over the same range.
    const href = new URL(card.getAttribute('href')!, 'http://127.0.0.1');
    expect(href.pathname).toBe('/audit/audits/login-logs');
    const span =
      Date.parse(href.searchParams.get('date_end')!) -
      Date.parse(href.searchParams.get('date_start')!);
    expect(span).toBe(7 * 86_400_000);

    // Until the 30-day figures arrive, the 7-day number is shown dimmed and busy.
    fireEvent.click(screen.getByRole('button', { name: 'Last 30 days' }));
    const busy = () => card.closest('[aria-busy]')?.getAttribute('aria-busy');
    expect(busy()).toBe('true');
    await waitFor(() => expect(seen).toHaveLength(6), LONG);
    expect(seen.slice(3).map((q) => q.get('days'))).toEqual(['30', '30', '30']);
    await waitFor(() => expect(busy()).toBe('false'), LONG);
    const now30 = screen.getByRole('link', { name: /^Login logs \d+/ });
    const query30 = new URL(now30.getAttribute('href')!, 'http://127.0.0.1').searchParams;
    expect(Date.parse(query30.get('date_end')!) - Date.parse(query30.get('date_start')!)).toBe(
      30 * 86_400_000,
    );
    expect(localStorage.getItem('dashboardDays')).toBe('30');
  });
});
