// @vitest-environment node
/**
 * Login ACLs on the demo backend as the user detail and the ACL form use them
 * (docs/domain.md §9.3): listed per user with `?user=`, deleted with `?user=`, and the
 * rule's time periods stored as sent.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createBackend } from '../../../mock/backend';
import { as } from './client';

const backend = createBackend({ now: new Date('2026-11-01T08:00:00Z') });
afterEach(() => backend.reset());
const URL_ = '/api/v1/acls/login-acls/';

describe('login ACLs per user', () => {
  it('lists, keeps the time periods of, and deletes one user’s rules', async () => {
    const admin = await as(backend, 'admin');
    const user = backend.state.store.userByUsername('user')!;
    const time_period = [0, 1, 2, 3, 4, 5, 6].map((id) => ({
      id,
      value: id === 3 ? '09:00~12:00、13:30~18:00' : '',
    }));
    const created = await admin.send('POST', URL_, {
      name: 'wire rule',
      user: user.id,
      rules: { ip_group: ['10.0.0.0/8'], time_period },
      action: 'reject',
    });
    expect(created.status).toBe(201);
    const id = ((await created.json()) as { id: string }).id;

    const mine = (await (await admin.send('GET', `${URL_}?user=${user.id}`)).json()) as {
      id: string;
      user: { id: string };
      rules: unknown;
    }[];
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((a) => a.user.id === user.id)).toBe(true);
    expect(mine.find((a) => a.id === id)?.rules).toEqual({
      ip_group: ['10.0.0.0/8'],
      time_period,
    });

    const bad = await admin.send('POST', URL_, {
      name: 'bad ip',
      user: user.id,
      rules: { ip_group: ['not-an-ip'] },
      action: 'reject',
    });
    expect(bad.status).toBe(400);

    expect((await admin.send('DELETE', `${URL_}${id}/?user=${user.id}`)).status).toBe(204);
    const after = (await (await admin.send('GET', `${URL_}?user=${user.id}`)).json()) as {
      id: string;
    }[];
    expect(after.some((a) => a.id === id)).toBe(false);
  });
});
