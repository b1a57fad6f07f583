// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { createBackend } from '../../../mock/backend';
import { as, Client } from './client';

const backend = createBackend({ now: new Date('2026-11-01T08:00:00Z') });
afterEach(() => backend.reset());

interface Page<T> {
  count: number;
  results: T[];
}

describe('the workbench home lists (docs/domain.md §1.3)', () => {
  it("my-sessions: the caller's sessions only, newest first, all of them in the org", async () => {
    const user = await as(backend, 'user');
    const me = String(backend.state.store.userByUsername('user')!.id);
    const res = await user.get('/api/v1/terminal/my-sessions/?limit=5');
    expect(res.status).toBe(200);
    const body = (await res.json()) as Page<{ user_id: string; date_start: string }>;
    const expected = backend.state.store
      .rows('terminal.sessions')
      .filter(
        (s) => s.user_id === me && s.org_id === '00000000-0000-0000-0000-000000000002',
      ).length;
    expect(body.count).toBe(expected);
    expect(body.count).toBeGreaterThan(0);
    expect(body.results.every((s) => s.user_id === me)).toBe(true);
    const starts = body.results.map((s) => s.date_start);
    expect(starts).toEqual([...starts].sort().reverse());
  });

  it("my-login-logs: the caller's logins only; anonymous callers get 401", async () => {
    const user = await as(backend, 'user');
    const res = await user.get('/api/v1/audits/my-login-logs/?limit=5');
    const body = (await res.json()) as Page<{ username: string }>;
    expect(body.count).toBe(
      backend.state.store
        .rows('audits.login_logs')
        .filter((l) => ['user', 'Common User(user)'].includes(String(l.username))).length,
    );
    expect(body.results.length).toBeGreaterThan(0);
    expect(body.results.every((l) => l.username === 'Common User(user)')).toBe(true);
    const anonymous = Client.direct(backend);
    expect((await anonymous.get('/api/v1/audits/my-login-logs/')).status).toBe(401);
  });
});
