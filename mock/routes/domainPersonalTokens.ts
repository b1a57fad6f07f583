/**
 * The signed-in user's client credentials (`/api/v1/authentication/…`): access keys (API keys),
 * connection tokens (list and expire) and temporary passwords (list, create, expire). Every list
 * holds only the caller's own entries, so another user's id answers 404.
 */
import {
  ACCESS_KEY_LIMIT,
  accessKeysOf,
  connectionTokensOf,
  createAccessKey,
  createTempToken,
  expire,
  isExpired,
  removeAccessKey,
  tempTokensOf,
} from '../domain/personalTokens';
import { readSetting } from '../domain/settingValues';
import { detail, json, readJson, type Ctx } from '../http';
import { t } from '../i18n';
import type { Route } from '../router';
import type { Row } from '../types';
import { coerceValue, Invalid, isPlainObject, msg, pyType } from '../writes/coerce';
import { fmt, paginate, requirePerm } from './domainCommon';
import { userDisplay } from '../util/userDisplay';

const notFound = (ctx: Ctx, model: string) =>
  detail(404, t(ctx.lang, 'notFound', { object: model }), 'object_does_not_exist');

const forbidden = (message: string) => detail(403, message, 'permission_denied');

function presentAccessKey(ctx: Ctx, k: Row) {
  return {
    id: k.id,
    secret: k.secret,
    is_active: k.is_active,
    date_created: fmt(ctx, k.date_created),
    date_last_used: fmt(ctx, k.date_last_used),
  };
}

function presentConnectionToken(ctx: Ctx, c: Row) {
  const store = ctx.state.store;
  const asset = store.find('assets.assets', c.asset);
  const expired = isExpired(c);
  return {
    id: c.id,
    value: c.value,
    user: c.user,
    user_display: userDisplay(store.find('users.users', c.user)),
    asset: c.asset,
    asset_display: asset ? `${String(asset.name)}(${String(asset.address)})` : '',
    account: c.account,
    input_username: c.input_username,
    protocol: c.protocol,
    connect_method: c.connect_method,
    actions: c.actions,
    is_active: c.is_active,
    is_expired: expired,
    expire_time: expired ? 0 : Math.floor((Date.parse(String(c.date_expired)) - Date.now()) / 1000),
    from_ticket: c.from_ticket,
    org_id: c.org_id,
    org_name: c.org_name,
    created_by: c.created_by,
    date_created: fmt(ctx, c.date_created),
    date_expired: fmt(ctx, c.date_expired),
  };
}

function presentTempToken(ctx: Ctx, row: Row) {
  return {
    id: row.id,
    username: row.username,
    secret: row.secret,
    verified: row.verified,
    is_valid: !row.verified && !isExpired(row),
    date_created: fmt(ctx, row.date_created),
    date_verified: fmt(ctx, row.date_verified),
    date_expired: fmt(ctx, row.date_expired),
  };
}

const ACCESS_KEYS = '\\/api\\/v1\\/authentication\\/access-keys\\/';
const CONNECTION_TOKENS = '\\/api\\/v1\\/authentication\\/connection-token\\/';
const TEMP_TOKENS = '\\/api\\/v1\\/authentication\\/temp-tokens\\/';
const at = (base: string, rest = '') => new RegExp(`^${base}${rest}$`);

function ownAccessKey(ctx: Ctx): Row | undefined {
  return accessKeysOf(ctx.state.store, String(ctx.user!.id)).find((k) => k.id === ctx.params[0]);
}

async function patchAccessKey(ctx: Ctx): Promise<Response> {
  const key = ownAccessKey(ctx);
  if (!key) return notFound(ctx, 'AccessKey');
  const body: unknown = await readJson(ctx);
  if (!isPlainObject(body))
    return json({ non_field_errors: [msg({ ctx }, 'notADict', { datatype: pyType(body) })] }, 400);
  if ('is_active' in body) {
    try {
      key.is_active = coerceValue(
        { type: 'boolean', required: false, read_only: false, write_only: false },
        body.is_active,
        { ctx, partial: true },
      );
    } catch (e) {
      if (!(e instanceof Invalid)) throw e;
      return json({ is_active: e.detail }, 400);
    }
  }
  return json(presentAccessKey(ctx, key));
}

export const personalTokenRoutes: Route[] = [
  // Access keys: IsValidUser, the caller's own keys.
  {
    method: 'GET',
    pattern: at(ACCESS_KEYS),
    handle: (ctx) =>
      paginate(ctx, accessKeysOf(ctx.state.store, String(ctx.user!.id)), (k) =>
        presentAccessKey(ctx, k),
      ),
  },
  {
    method: 'POST',
    pattern: at(ACCESS_KEYS),
    handle: (ctx) => {
      const userId = String(ctx.user!.id);
      if (accessKeysOf(ctx.state.store, userId).length >= ACCESS_KEY_LIMIT)
        return forbidden(`Access keys can be created at most ${ACCESS_KEY_LIMIT}`);
      return json(presentAccessKey(ctx, createAccessKey(ctx.state.store, userId)), 201);
    },
  },
  {
    method: 'GET',
    pattern: at(ACCESS_KEYS, '([^/]+)\\/'),
    handle: (ctx) => {
      const key = ownAccessKey(ctx);
      return key ? json(presentAccessKey(ctx, key)) : notFound(ctx, 'AccessKey');
    },
  },
  { method: 'PATCH', pattern: at(ACCESS_KEYS, '([^/]+)\\/'), handle: patchAccessKey },
  {
    method: 'DELETE',
    pattern: at(ACCESS_KEYS, '([^/]+)\\/'),
    handle: (ctx) => {
      const key = ownAccessKey(ctx);
      if (!key) return notFound(ctx, 'AccessKey');
      removeAccessKey(ctx.state.store, key);
      return json(null, 204);
    },
  },
  // Connection tokens: the caller's, with the RBAC view permission.
  {
    method: 'GET',
    pattern: at(CONNECTION_TOKENS),
    handle: (ctx) =>
      requirePerm(ctx, 'authentication.view_connectiontoken') ??
      paginate(ctx, connectionTokensOf(ctx, ctx.user!), (c) => presentConnectionToken(ctx, c)),
  },
  {
    method: 'PATCH',
    pattern: at(CONNECTION_TOKENS, '([^/]+)\\/expire\\/'),
    handle: (ctx) => {
      const denied = requirePerm(ctx, 'authentication.view_connectiontoken');
      if (denied) return denied;
      const token = connectionTokensOf(ctx, ctx.user!).find((c) => c.id === ctx.params[0]);
      if (!token) return notFound(ctx, 'ConnectionToken');
      expire(token);
      return json(null, 204);
    },
  },
  // Temporary passwords.
  {
    method: 'GET',
    pattern: at(TEMP_TOKENS),
    handle: (ctx) =>
      requirePerm(ctx, 'authentication.view_temptoken') ??
      paginate(ctx, tempTokensOf(ctx.state.store, String(ctx.user!.username)), (r) =>
        presentTempToken(ctx, r),
      ),
  },
  {
    method: 'POST',
    pattern: at(TEMP_TOKENS),
    handle: (ctx) => {
      const denied = requirePerm(ctx, 'authentication.add_temptoken');
      if (denied) return denied;
      if (!readSetting(ctx.state, 'AUTH_TEMP_TOKEN')) return forbidden('Temp token disabled');
      return json(
        presentTempToken(ctx, createTempToken(ctx.state.store, String(ctx.user!.username))),
        201,
      );
    },
  },
  {
    method: 'PATCH',
    pattern: at(TEMP_TOKENS, '([^/]+)\\/expire\\/'),
    handle: (ctx) => {
      const denied = requirePerm(ctx, 'authentication.view_temptoken');
      if (denied) return denied;
      const row = tempTokensOf(ctx.state.store, String(ctx.user!.username)).find(
        (r) => r.id === ctx.params[0],
      );
      if (!row) return notFound(ctx, 'TempToken');
      expire(row);
      return json(presentTempToken(ctx, row));
    },
  },
];
