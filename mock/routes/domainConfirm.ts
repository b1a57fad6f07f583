/**
 * User confirmation endpoints (docs/wire.md §11) and the secret endpoints it protects: account
 * secrets, their history, and account-template secrets (level mfa).
 */
import { randomInt } from 'node:crypto';
import { getSpec } from '../catalogue';
import {
  CONFIRM_TYPES,
  confirmBackend,
  confirmMessage,
  confirmUser,
  mfaOptions,
  requireConfirm,
  secretsConfirmLevel,
  type ConfirmType,
} from '../domain/confirm';
import { domainOf } from '../domain/state';
import { detail, json, readJson, type Ctx } from '../http';
import type { Route } from '../router';
import { presentValue } from '../serialize';
import type { Row } from '../types';
import { asObject, fmt, paginate, requirePerm } from './domainCommon';
import { listQuery, presentOne } from '../query';
import { exportList, wantsExport } from '../export/exportList';

function invalidChoice(field: string, value: unknown): Response {
  return json({ [field]: [`"${String(value)}" is not a valid choice.`] }, 400);
}

function getConfirm(ctx: Ctx): Response {
  const requested = ctx.url.searchParams.get('confirm_type') || 'password';
  if (!CONFIRM_TYPES.includes(requested as ConfirmType))
    return invalidChoice('confirm_type', requested);
  const backend = confirmBackend(ctx, requested as ConfirmType);
  if (!backend) return json({ error: confirmMessage(ctx.lang, 'noBackend') }, 404);
  return json({
    confirm_type: backend,
    content: backend === 'mfa' ? mfaOptions(ctx, ctx.user!) : '',
  });
}

async function postConfirm(ctx: Ctx): Promise<Response> {
  const body = asObject(await readJson(ctx));
  const type = body.confirm_type;
  if (type === undefined) return json({ confirm_type: ['This field is required.'] }, 400);
  if (!CONFIRM_TYPES.includes(type as ConfirmType)) return invalidChoice('confirm_type', type);
  const result = confirmUser(ctx, {
    confirm_type: type as ConfirmType,
    mfa_type: typeof body.mfa_type === 'string' ? body.mfa_type : undefined,
    secret_key: typeof body.secret_key === 'string' ? body.secret_key : '',
  });
  return result.ok ? json('ok') : json({ error: result.error }, 400);
}

/** Sends an SMS code to the session user (or the user half-way through an MFA login). */
async function selectMfa(ctx: Ctx): Promise<Response> {
  const body = asObject(await readJson(ctx));
  if (body.type === undefined) return json({ type: ['This field is required.'] }, 400);
  const type = String(body.type);
  if (!['otp', 'sms', 'otp_radius', 'mfa_custom'].includes(type))
    return invalidChoice('type', type);
  const pending = ctx.session?.pendingMfaUserId
    ? ctx.state.store.find('users.users', ctx.session.pendingMfaUserId)
    : undefined;
  const user = ctx.user ?? pending;
  const option = user ? mfaOptions(ctx, user).find((o) => o.name === type) : undefined;
  // Only SMS needs a challenge sent; OTP codes come from the user's app.
  if (!user || !option || option.disabled || type !== 'sms') {
    return json({ error: confirmMessage(ctx.lang, 'notSupported', { type }) }, 400);
  }
  domainOf(ctx.state).smsCodes.set(
    String(user.id),
    String(randomInt(0, 1_000_000)).padStart(6, '0'),
  );
  return json({ type, username: typeof body.username === 'string' ? body.username : null }, 201);
}

function withSecret(ctx: Ctx, specKey: string, row: Row): Record<string, unknown> {
  return {
    ...presentOne(getSpec(specKey), row, ctx),
    secret: row.secret ?? '',
    passphrase: row.passphrase ?? '',
  };
}

/** The secret serializers make these write-only fields readable. */
const SECRET_FIELDS = ['secret', 'passphrase'] as const;

/**
 * A secret endpoint: RBAC first, then the confirmation, then the generic list/detail shapes plus
 * the secret. Its list also renders CSV/XLSX (docs/domain.md §4.5: secrets are exported from here).
 */
function secretsEndpoint(specKey: string, perm: string) {
  return (ctx: Ctx): Response => {
    const guard = requirePerm(ctx, perm) ?? requireConfirm(ctx, secretsConfirmLevel(ctx));
    if (guard) return guard;
    const [id, sub] = ctx.params;
    if (!id && wantsExport(ctx)) {
      return exportList(getSpec(specKey), ctx, {
        perm,
        readable: SECRET_FIELDS,
        present: (row) => withSecret(ctx, specKey, row),
      });
    }
    const result = listQuery(getSpec(specKey), ctx);
    if ('errors' in result) return json(result.errors, 400);
    if (!id) return paginate(ctx, result.rows, (r) => withSecret(ctx, specKey, r));
    const row = result.rows.find((r) => String(r.id) === id);
    if (!row)
      return detail(
        404,
        `${(getSpec(specKey).model ?? '').split('.').pop()} object does not exist.`,
        'object_does_not_exist',
      );
    if (!sub) return json(withSecret(ctx, specKey, row));
    // Secret history, newest first: the earlier versions (`history`, newest last); the view
    // omits the newest row when it equals the current secret (docs/domain.md §4.5).
    const history = [
      ...((row.history as { secret: string; version: number; date: string }[] | undefined) ?? []),
    ];
    if (history.at(-1)?.secret === String(row.secret ?? '')) history.pop();
    return paginate(
      ctx,
      history.reverse().map((h, i) => ({
        id: `${String(row.id)}-${h.version}-${i}`,
        secret: h.secret,
        secret_type: presentValue(
          ctx,
          getSpec(specKey).fields.find((f) => f.name === 'secret_type')!,
          row.secret_type,
        ),
        version: h.version,
        history_date: fmt(ctx, h.date),
        history_user: 'Administrator(admin)',
      })),
    );
  };
}

export const confirmRoutes: Route[] = [
  { method: 'GET', pattern: /^\/api\/v1\/authentication\/confirm\/$/, handle: getConfirm },
  { method: 'POST', pattern: /^\/api\/v1\/authentication\/confirm\/$/, handle: postConfirm },
  // AllowAny: the login flow uses it before a session user exists.
  {
    method: 'POST',
    pattern: /^\/api\/v1\/authentication\/mfa\/(?:select|send-code)\/$/,
    public: true,
    handle: selectMfa,
  },
  {
    method: 'GET',
    pattern: /^\/api\/v1\/accounts\/account-secrets\/(?:([^/]+)\/(?:(histories)\/)?)?$/,
    handle: secretsEndpoint('accounts.accounts', 'accounts.view_accountsecret'),
  },
  {
    method: 'GET',
    pattern: /^\/api\/v1\/accounts\/account-template-secrets\/(?:([^/]+)\/)?$/,
    handle: secretsEndpoint('accounts.account_templates', 'accounts.view_accounttemplatesecret'),
  },
];
