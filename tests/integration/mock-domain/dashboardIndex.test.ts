// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { createBackend } from '../../../mock/backend';
import { ORG_DEFAULT } from '../../../mock/rbac';
import { as, type Client } from './client';

const NOW = new Date('2026-11-01T08:00:00Z');
const backend = createBackend({ now: NOW });
afterEach(() => backend.reset());

const DAY = 86_400_000;
const org = { headers: { 'X-JMS-ORG': ORG_DEFAULT } };

async function figures(client: Client, query: string): Promise<Record<string, unknown>> {
  const res = await client.get(`/api/v1/index/?${query}`, org);
  expect(res.status).toBe(200);
  return (await res.json()) as Record<string, unknown>;
}

async function listCount(client: Client, path: string, query = ''): Promise<number> {
  const res = await client.get(`${path}?limit=1&${query}`, org);
  expect(res.status).toBe(200);
  return ((await res.json()) as { count: number }).count;
}

/** The range a dashboard link gives its list: the last `days` days up to now. */
const range = (days: number) =>
  `date_from=${new Date(NOW.getTime() - days * DAY).toISOString()}&date_to=${NOW.toISOString()}`;

describe('GET /api/v1/index/ (docs/domain.md §1)', () => {
  it("answers only the requested keys, Lina's blank-padded values included", async () => {
    const admin = await as(backend, 'admin');
    const body = await figures(
      admin,
      'total_count_users=1%20%20%20&total_count_assets=1%20%20&total_count_online_sessions=&days=7',
    );
    expect(Object.keys(body).sort()).toEqual(['total_count_assets', 'total_count_users']);
  });

  it('counts equal the lists they link to, with the same range', async () => {
    const admin = await as(backend, 'admin');
    for (const days of [7, 30]) {
      const body = await figures(
        admin,
        'total_count_users=1&total_count_assets=1&total_count_user_login_logs=1&total_count_operate_logs=1' +
          '&total_count_change_password_logs=1&total_count_ftp_logs=1&total_count_job_logs=1' +
          `&total_count_online_sessions=1&total_count_history_sessions=1&days=${days}`,
      );
      expect(body.total_count_users).toBe(await listCount(admin, '/api/v1/users/users/'));
      expect(body.total_count_assets).toBe(await listCount(admin, '/api/v1/assets/assets/'));
      const r = range(days);
      const logins = await listCount(admin, '/api/v1/audits/login-logs/', r);
      expect(logins).toBeGreaterThan(0);
      expect(body.total_count_user_login_logs).toBe(logins);
      expect(body.total_count_operate_logs).toBe(
        await listCount(admin, '/api/v1/audits/operate-logs/', r),
      );
      expect(body.total_count_change_password_logs).toBe(
        await listCount(admin, '/api/v1/audits/password-change-logs/', r),
      );
      expect(body.total_count_ftp_logs).toBe(await listCount(admin, '/api/v1/audits/ftp-logs/', r));
      expect(body.total_count_job_logs).toBe(await listCount(admin, '/api/v1/audits/job-logs/', r));
      const online = await listCount(admin, '/api/v1/terminal/sessions/', 'is_finished=0');
      expect(online).toBeGreaterThan(0);
      expect(body.total_count_online_sessions).toBe(online);
      expect(body.total_count_history_sessions).toBe(
        (await listCount(admin, '/api/v1/terminal/sessions/', r)) - online,
      );
    }
  });

  it('dates_metrics: one entry per day, oldest first, summing to the windowed login count', async () => {
    const admin = await as(backend, 'admin');
    const body = await figures(admin, 'dates_metrics=1&session_dates_metrics=1&days=7');
    // NOW is 16:00 on 11-01 in Asia/Shanghai.
    expect(body.dates_metrics_date).toEqual([
      '10-26',
      '10-27',
      '10-28',
      '10-29',
      '10-30',
      '10-31',
      '11-01',
    ]);
    const logins = body.dates_metrics_total_count_login as number[];
    expect(logins).toHaveLength(7);
    const since = Date.parse('2026-10-25T16:00:00Z');
    const expected = backend.state.store
      .rows('audits.login_logs')
      .filter(
        (l) =>
          Date.parse(String(l.datetime)) >= since &&
          Date.parse(String(l.datetime)) <= NOW.getTime(),
      ).length;
    expect(logins.reduce((a, b) => a + b, 0)).toBe(expected);
    expect((body.dates_metrics_total_count_session as number[]).some((n) => n > 0)).toBe(true);
  });

  it('top-10 rankings count the sessions of each user in the window', async () => {
    const admin = await as(backend, 'admin');
    const body = await figures(
      admin,
      'dates_login_times_top10_users=1&dates_login_times_top10_assets=1&days=30',
    );
    const users = body.dates_login_times_top10_users as {
      user_id: string;
      total: number;
      user: string;
      last: string;
    }[];
    expect(users.length).toBeGreaterThan(0);
    expect(users.length).toBeLessThanOrEqual(10);
    expect(users.map((u) => u.total)).toEqual([...users.map((u) => u.total)].sort((a, b) => b - a));
    expect(users[0]!.last).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{6})?\+00:00$/);
    expect(users[0]!.total).toBe(
      await listCount(
        admin,
        '/api/v1/terminal/sessions/',
        `user=${encodeURIComponent(users[0]!.user)}&${range(30)}`,
      ),
    );
    expect((body.dates_login_times_top10_assets as unknown[]).length).toBeGreaterThan(0);
  });

  it('assets by type add up to the asset count, ordered by type', async () => {
    const admin = await as(backend, 'admin');
    const body = await figures(admin, 'total_count_type_to_assets_amount=1&total_count_assets=1');
    const types = body.total_count_type_to_assets_amount as {
      type: string;
      total: number;
      label: string;
    }[];
    expect(types.map((t) => t.type)).toEqual([...types.map((t) => t.type)].sort());
    expect(types.reduce((a, t) => a + t.total, 0)).toBe(body.total_count_assets);
    expect(types.find((t) => t.type === 'linux')?.label).toBe('Linux');
  });

  it('total_count=1 turns on every total; a non-integer days is a plain 500; POST is 405', async () => {
    const admin = await as(backend, 'admin');
    const body = await figures(admin, 'total_count=1');
    expect(body).toHaveProperty('total_count_type_to_assets_amount');
    expect(body).toHaveProperty('total_count_online_users');
    expect(body).not.toHaveProperty('dates_metrics_date');
    const bad = await admin.get('/api/v1/index/?days=week', org);
    expect(bad.status).toBe(500);
    expect(bad.headers.get('content-type')).toContain('text/html');
    expect((await admin.call('/api/v1/index/', { method: 'POST', json: {} })).status).toBe(405);
  });
});
