// @vitest-environment node
/**
 * User ↔ group membership rows (docs/domain.md §9.3): add posts an array, remove deletes
 * `?user=&usergroup=` matching exactly one row (else 400); each needs its own permission.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createBackend } from '../../../mock/backend';
import { as } from './client';

const backend = createBackend({ now: new Date('2026-11-01T08:00:00Z') });
afterEach(() => backend.reset());

const URL = '/api/v1/users/users-groups-relations/';
type Row = Record<string, unknown>;

async function groupAndOutsider(admin: Awaited<ReturnType<typeof as>>) {
  const groups = (await (await admin.call('/api/v1/users/groups/')).json()) as Row[];
  const group = groups[0]!;
  const members = new Set((group.users as unknown[]).map((u) => String((u as Row).id ?? u)));
  const users = (await (await admin.call('/api/v1/users/users/')).json()) as Row[];
  const outsider = users.find((u) => !members.has(String(u.id)))!;
  return { group, members, outsider };
}

const amount = async (admin: Awaited<ReturnType<typeof as>>, id: unknown) =>
  ((await (await admin.call(`/api/v1/users/groups/${String(id)}/`)).json()) as Row).users_amount;

describe('users-groups-relations', () => {
  it('adds from an array (201, the rows back) and removes one exact pair (204)', async () => {
    const admin = await as(backend, 'admin');
    const { group, members, outsider } = await groupAndOutsider(admin);
    const added = await admin.call(URL, {
      method: 'POST',
      json: [{ usergroup: group.id, user: outsider.id }],
    });
    expect(added.status).toBe(201);
    expect(await added.json()).toEqual([
      expect.objectContaining({ user: outsider.id, usergroup: group.id }),
    ]);
    expect(await amount(admin, group.id)).toBe(members.size + 1);

    const removed = await admin.call(
      `${URL}?user=${String(outsider.id)}&usergroup=${String(group.id)}`,
      { method: 'DELETE' },
    );
    expect(removed.status).toBe(204);
    expect(await amount(admin, group.id)).toBe(members.size);
  });

  it('a remove that matches no row is a 400; an unknown user on add is a 400 on its field', async () => {
    const admin = await as(backend, 'admin');
    const { group, outsider } = await groupAndOutsider(admin);
    const none = await admin.call(
      `${URL}?user=${String(outsider.id)}&usergroup=${String(group.id)}`,
      { method: 'DELETE' },
    );
    expect(none.status).toBe(400);
    const bad = await admin.call(URL, {
      method: 'POST',
      json: [{ usergroup: group.id, user: '00000000-0000-0000-0000-00000000dead' }],
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual([{ user: [expect.stringContaining('does not exist')] }]);
  });

  it('needs users.add_usergroup to add', async () => {
    const user = await as(backend, 'user');
    const res = await user.call(URL, { method: 'POST', json: [{ usergroup: 'x', user: 'y' }] });
    expect(res.status).toBe(403);
  });
});
