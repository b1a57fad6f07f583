/**
 * Message subscriptions (the notifications app): `backends/` (enabled channels),
 * `system-msg-subscription/` (who receives each system message, grouped by category; PATCH one
 * by its message type, both behind `settings.change_systemmsgsubscription` as the real view's
 * `rbac_perms` say) and `user-msg-subscription/<user id>/` (a user's own channels).
 */
import {
  BACKENDS,
  categoryLabel,
  enabledBackends,
  presentSubscription,
  SYSTEM_MESSAGES,
  subscriptionsOf,
  userBackends,
} from '../domain/subscriptions';
import { detail, json, readJson, type Ctx } from '../http';
import { t } from '../i18n';
import type { Route } from '../router';
import { coercePk, Invalid, isPlainObject, msg, pyType } from '../writes/coerce';
import { paginate, requirePerm } from './domainCommon';

const BACKEND_NAMES = new Set(BACKENDS.map((b) => b.name));

/** A ListField of backend names, validated like a ChoiceField child. */
function backendList(ctx: Ctx, value: unknown): string[] {
  if (!Array.isArray(value))
    throw new Invalid([msg({ ctx }, 'notAList', { input_type: pyType(value) })]);
  const errors: Record<string, string[]> = {};
  value.forEach((v, i) => {
    if (!BACKEND_NAMES.has(String(v)))
      errors[String(i)] = [msg({ ctx }, 'invalidChoice', { input: v })];
  });
  if (Object.keys(errors).length) throw new Invalid(errors);
  return [...new Set(value.map(String))];
}

function pkList(ctx: Ctx, key: string, value: unknown): string[] {
  if (!Array.isArray(value))
    throw new Invalid([msg({ ctx }, 'notAList', { input_type: pyType(value) })]);
  return value.map((v) => String(coercePk({ ctx, partial: true }, key, v)));
}

const SYSTEM_PERM = 'settings.change_systemmsgsubscription';

function listSystem(ctx: Ctx): Response {
  const denied = requirePerm(ctx, SYSTEM_PERM);
  if (denied) return denied;
  const categories: { category: string; category_label: string; children: unknown[] }[] = [];
  for (const m of SYSTEM_MESSAGES) {
    let c = categories.find((x) => x.category === m.category);
    if (!c) {
      c = {
        category: m.category,
        category_label: categoryLabel(m.category, ctx.lang),
        children: [],
      };
      categories.push(c);
    }
    c.children.push(presentSubscription(ctx.state, m, ctx.lang));
  }
  return json(categories);
}

async function updateSystem(ctx: Ctx, partial: boolean): Promise<Response> {
  const denied = requirePerm(ctx, SYSTEM_PERM);
  if (denied) return denied;
  const m = SYSTEM_MESSAGES.find((x) => x.type === ctx.params[0]);
  if (!m)
    return detail(
      404,
      t(ctx.lang, 'notFound', { object: 'SystemMsgSubscription' }),
      'object_does_not_exist',
    );
  const body: unknown = await readJson(ctx);
  if (!isPlainObject(body))
    return json({ non_field_errors: [msg({ ctx }, 'notADict', { datatype: pyType(body) })] }, 400);
  const sub = subscriptionsOf(ctx.state).system.get(m.type)!;
  const next = { ...sub };
  const errors: Record<string, unknown> = {};
  const take = (name: 'users' | 'groups' | 'receive_backends', parse: (v: unknown) => string[]) => {
    if (!(name in body)) {
      if (!partial && name === 'receive_backends') errors[name] = [msg({ ctx }, 'required')];
      return;
    }
    try {
      next[name] = parse(body[name]);
    } catch (e) {
      if (!(e instanceof Invalid)) throw e;
      errors[name] = e.detail;
    }
  };
  take('users', (v) => pkList(ctx, 'users.users', v));
  take('groups', (v) => pkList(ctx, 'users.user_groups', v));
  take('receive_backends', (v) => backendList(ctx, v));
  if (Object.keys(errors).length) return json(errors, 400);
  subscriptionsOf(ctx.state).system.set(m.type, next);
  return json(presentSubscription(ctx.state, m, ctx.lang));
}

/** IsObjectOwner | IsSuperUser; the list is for superusers only. */
function ownerOrSuperuser(ctx: Ctx, userId: string): Response | null {
  if (ctx.user!.is_superuser || String(ctx.user!.id) === userId) return null;
  return detail(403, t(ctx.lang, 'permissionDenied'), 'permission_denied');
}

async function updateUser(ctx: Ctx): Promise<Response> {
  const userId = ctx.params[0]!;
  const refused = ownerOrSuperuser(ctx, userId);
  if (refused) return refused;
  if (!ctx.state.store.find('users.users', userId))
    return detail(
      404,
      t(ctx.lang, 'notFound', { object: 'UserMsgSubscription' }),
      'object_does_not_exist',
    );
  const body: unknown = await readJson(ctx);
  if (!isPlainObject(body))
    return json({ non_field_errors: [msg({ ctx }, 'notADict', { datatype: pyType(body) })] }, 400);
  if (ctx.method === 'PUT' && !('receive_backends' in body))
    return json({ receive_backends: [msg({ ctx }, 'required')] }, 400);
  if ('receive_backends' in body) {
    try {
      // The site message channel is always on (the profile page shows it checked and disabled).
      const backends = backendList(ctx, body.receive_backends);
      subscriptionsOf(ctx.state).users.set(userId, backends);
    } catch (e) {
      if (!(e instanceof Invalid)) throw e;
      return json({ receive_backends: e.detail }, 400);
    }
  }
  return json({ user_id: userId, receive_backends: userBackends(ctx.state, userId) });
}

export const subscriptionRoutes: Route[] = [
  {
    method: 'GET',
    pattern: /^\/api\/v1\/notifications\/backends\/$/,
    handle: (ctx) => json(enabledBackends(ctx.state, ctx.lang)),
  },
  {
    method: 'GET',
    pattern: /^\/api\/v1\/notifications\/system-msg-subscription\/$/,
    handle: listSystem,
  },
  {
    method: 'PATCH',
    pattern: /^\/api\/v1\/notifications\/system-msg-subscription\/([^/]+)\/$/,
    handle: (ctx) => updateSystem(ctx, true),
  },
  {
    method: 'PUT',
    pattern: /^\/api\/v1\/notifications\/system-msg-subscription\/([^/]+)\/$/,
    handle: (ctx) => updateSystem(ctx, false),
  },
  {
    method: 'GET',
    pattern: /^\/api\/v1\/notifications\/user-msg-subscription\/$/,
    handle: (ctx) => {
      if (!ctx.user!.is_superuser)
        return detail(403, t(ctx.lang, 'permissionDenied'), 'permission_denied');
      const rows = ctx.state.store.users.map((u) => ({
        user_id: u.id,
        receive_backends: userBackends(ctx.state, String(u.id)),
      }));
      return paginate(ctx, rows);
    },
  },
  {
    method: 'GET',
    pattern: /^\/api\/v1\/notifications\/user-msg-subscription\/([^/]+)\/$/,
    handle: (ctx) => {
      const userId = ctx.params[0]!;
      return (
        ownerOrSuperuser(ctx, userId) ??
        json({ user_id: userId, receive_backends: userBackends(ctx.state, userId) })
      );
    },
  },
  {
    method: 'PATCH',
    pattern: /^\/api\/v1\/notifications\/user-msg-subscription\/([^/]+)\/$/,
    handle: updateUser,
  },
  {
    method: 'PUT',
    pattern: /^\/api\/v1\/notifications\/user-msg-subscription\/([^/]+)\/$/,
    handle: updateUser,
  },
];
