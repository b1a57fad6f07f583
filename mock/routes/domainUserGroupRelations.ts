/**
 * User ↔ group membership rows (`/api/v1/users/users-groups-relations/`, docs/domain.md §9.3):
 * add posts `[{"usergroup","user"}]` (perm `users.add_usergroup`), remove deletes
 * `?user=<uid>&usergroup=<gid>`, which must match exactly one row (perm `users.delete_usergroup`).
 * Membership lives on the users (`user.groups`), as the user-group behaviour reads it.
 */
import type { Ctx } from '../http';
import { json, readJson } from '../http';
import type { Route } from '../router';
import type { Row } from '../types';
import { findRelated, Invalid, isPlainObject, msg, pyType } from '../writes/coerce';
import { requirePerm } from './domainCommon';

const URL_PATTERN = /^\/api\/v1\/users\/users-groups-relations\/$/;
/** Through-table rows have integer ids. */
let relationSeq = 0;

function groupsOf(user: Row): string[] {
  return ((user.groups as unknown[] | undefined) ?? []).map(String);
}

function related(ctx: Ctx, key: string, value: unknown): Row {
  const pk = isPlainObject(value) ? value.id : value;
  if (pk === undefined || pk === null || pk === '') throw new Invalid([msg({ ctx }, 'required')]);
  const row = findRelated(ctx, key, pk);
  if (!row) throw new Invalid([msg({ ctx }, 'invalidPk', { pk_value: pk })]);
  return row;
}

async function addRelations(ctx: Ctx): Promise<Response> {
  const denied = requirePerm(ctx, 'users.add_usergroup');
  if (denied) return denied;
  const body = await readJson(ctx);
  const items = Array.isArray(body) ? body : [body];
  const errors: Record<string, string[]>[] = [];
  const pairs: [Row, Row][] = [];
  for (const item of items) {
    const itemErrors: Record<string, string[]> = {};
    const pair: Partial<Record<'user' | 'usergroup', Row>> = {};
    if (!isPlainObject(item)) {
      errors.push({ non_field_errors: [msg({ ctx }, 'notADict', { datatype: pyType(item) })] });
      continue;
    }
    for (const [field, key] of [
      ['user', 'users.users'],
      ['usergroup', 'users.user_groups'],
    ] as const) {
      try {
        pair[field] = related(ctx, key, item[field]);
      } catch (e) {
        if (!(e instanceof Invalid)) throw e;
        itemErrors[field] = e.detail as string[];
      }
    }
    errors.push(itemErrors);
    if (pair.user && pair.usergroup) pairs.push([pair.user, pair.usergroup]);
  }
  if (errors.some((e) => Object.keys(e).length))
    return json(Array.isArray(body) ? errors : errors[0], 400);
  const created = pairs.map(([user, group]) => {
    if (!groupsOf(user).includes(String(group.id)))
      user.groups = [...groupsOf(user), String(group.id)];
    return {
      id: ++relationSeq,
      user: user.id,
      user_display: `${String(user.name)}(${String(user.username)})`,
      usergroup: group.id,
      usergroup_display: group.name,
    };
  });
  ctx.state.store.touch();
  return json(Array.isArray(body) ? created : created[0], 201);
}

function removeRelations(ctx: Ctx): Response {
  const denied = requirePerm(ctx, 'users.delete_usergroup');
  if (denied) return denied;
  const q = ctx.url.searchParams;
  const userId = q.get('user');
  const groupId = q.get('usergroup');
  const matches = ctx.state.store.users.filter(
    (u) => String(u.id) === userId && !!groupId && groupsOf(u).includes(groupId),
  );
  if (!userId || !groupId || matches.length !== 1)
    return json({ detail: 'Delete must match exactly one relation', code: 'invalid' }, 400);
  const user = matches[0]!;
  user.groups = groupsOf(user).filter((g) => g !== groupId);
  ctx.state.store.touch();
  return json(null, 204);
}

export const userGroupRelationRoutes: Route[] = [
  { method: 'POST', pattern: URL_PATTERN, handle: addRelations },
  { method: 'DELETE', pattern: URL_PATTERN, handle: removeRelations },
];
