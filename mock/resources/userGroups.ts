/**
 * User groups. Membership is stored on the users (`user.groups`), so a group's `users` and
 * `users_amount` are read from there and written back there. Deleting a group just drops the
 * membership: groups are not protected against deletion.
 */
import type { Ctx } from '../http';
import type { Row } from '../types';
import type { ResourceBehaviour } from './types';

function members(ctx: Ctx, groupId: string): Row[] {
  return ctx.state.store.users.filter(
    (u) => Array.isArray(u.groups) && u.groups.some((g) => String(g) === groupId),
  );
}

function withoutGroup(user: Row, groupId: string): void {
  user.groups = ((user.groups as unknown[] | undefined) ?? []).filter((g) => String(g) !== groupId);
}

export const userGroups: ResourceBehaviour = {
  present(row, ctx) {
    const users = members(ctx, String(row.id)).map((u) => u.id);
    return { ...row, users, users_amount: users.length };
  },
  save(row, attrs, w) {
    if (!Array.isArray(attrs.users)) return;
    const groupId = String(row.id);
    const wanted = new Set((attrs.users as unknown[]).map(String));
    for (const user of w.ctx.state.store.users) {
      const isMember = Array.isArray(user.groups) && user.groups.some((g) => String(g) === groupId);
      if (isMember && !wanted.has(String(user.id))) withoutGroup(user, groupId);
      if (!isMember && wanted.has(String(user.id)))
        user.groups = [...((user.groups as unknown[]) ?? []), groupId];
    }
    delete attrs.users;
  },
  afterDelete(row, ctx) {
    for (const user of members(ctx, String(row.id))) withoutGroup(user, String(row.id));
  },
};
