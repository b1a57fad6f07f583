/**
 * The signed-in user's own profile (`/api/v1/users/profile/…`): OPTIONS and PUT/PATCH of the
 * profile (name, e-mail, phone, WeChat, MFA, the first-login mark), the password, the SSH public
 * key and the file-encryption password. Each answers in the real serializers' shapes.
 */
import { getSpec } from '../catalogue';
import { pick, type Tri } from '../domain/settings';
import { parsePublicKey, publicKeyInfo } from '../domain/publicKeys';
import { detail, json, readJson, type Ctx } from '../http';
import { localizeFields } from '../labels';
import { metadataBody } from '../metadata';
import { isAdminUser, passwordMeetsRules } from '../resources/users';
import type { Route } from '../router';
import type { FieldSpec } from '../types';
import { coerceValue, Invalid, isPlainObject, msg, pyType } from '../writes/coerce';
import { profileOf } from './shell';

const MESSAGES = {
  oldPassword: [
    'The old password is incorrect',
    '原来密码错误',
    '古いパスワードが正しくありません',
  ],
  inconsistent: [
    'The newly set password is inconsistent',
    '两次密码不一致',
    '新しく設定したパスワードが一致しません',
  ],
  rules: [
    '* Your password does not meet the requirements',
    '* 您的密码不符合要求',
    '* パスワードが要件を満たしていません',
  ],
  history: [
    '* The new password cannot be the last {n} passwords',
    '* 新密码不能是最近 {n} 次的密码',
    '* 新しいパスワードは直近 {n} 回のパスワードにできません',
  ],
  notLocal: [
    'Only local users may change their password here',
    '仅本地用户可以在这里修改密码',
    'ここでパスワードを変更できるのはローカルユーザーのみです',
  ],
  publicKey: ['Not a valid ssh public key', 'SSH密钥不合法', '有効な SSH 公開鍵ではありません'],
  emailTaken: [
    'user with this email already exists.',
    '具有 邮箱 的 用户 已存在。',
    'この メール を持った ユーザー が既に存在します。',
  ],
} satisfies Record<string, Tri>;

const say = (ctx: Ctx, key: keyof typeof MESSAGES, n?: number) =>
  pick(MESSAGES[key], ctx.lang).replace('{n}', String(n ?? ''));

const usersSpec = () => getSpec('users.users');
const readOnly = (f: FieldSpec): FieldSpec => ({ ...f, read_only: true });

const EDITABLE = new Set(['name', 'email', 'phone', 'wechat']);
const SHOWN = [
  'id',
  'username',
  'name',
  'email',
  'phone',
  'wechat',
  'mfa_level',
  'source',
  'groups',
  'system_roles',
  'org_roles',
  'is_active',
  'is_first_login',
  'date_joined',
  'last_login',
  'date_password_last_updated',
  'date_expired',
];

/** UserProfileSerializer's fields: most read-only, MFA limited to disable/enable. */
function profileFields(): FieldSpec[] {
  const byName = new Map(usersSpec().fields.map((f) => [f.name, f]));
  return SHOWN.map((name) => {
    const f = byName.get(name)!;
    if (name === 'mfa_level') {
      return { ...f, type: 'choice', required: false, choices: f.choices!.slice(0, 2) };
    }
    if (name === 'is_first_login') return { ...f, read_only: false, required: false };
    return EDITABLE.has(name) ? f : readOnly(f);
  });
}

function badBody(ctx: Ctx, body: unknown): Response {
  return json({ non_field_errors: [msg({ ctx }, 'notADict', { datatype: pyType(body) })] }, 400);
}

async function updateProfile(ctx: Ctx, partial: boolean): Promise<Response> {
  const user = ctx.user!;
  const body: unknown = await readJson(ctx);
  if (!isPlainObject(body)) return badBody(ctx, body);
  const attrs: Record<string, unknown> = {};
  const errors: Record<string, unknown> = {};
  for (const f of profileFields().filter((x) => !x.read_only)) {
    if (!(f.name in body) || body[f.name] === undefined) {
      if (!partial && f.required) errors[f.name] = [msg({ ctx }, 'required')];
      continue;
    }
    try {
      attrs[f.name] = coerceValue(f, body[f.name], { ctx, partial });
    } catch (e) {
      if (!(e instanceof Invalid)) throw e;
      errors[f.name] = e.detail;
    }
  }
  const email = attrs.email;
  if (email && ctx.state.store.users.some((u) => u.email === email && u.id !== user.id))
    errors.email = [say(ctx, 'emailTaken')];
  if (Object.keys(errors).length) return json(errors, 400);
  // validate_mfa_level: a forced MFA stays forced.
  if ('mfa_level' in attrs && user.mfa_level === 2) attrs.mfa_level = 2;
  Object.assign(user, attrs, { date_updated: new Date().toISOString() });
  ctx.state.store.touch();
  return json(profileOf(ctx));
}

/** A write-only (encrypted) field of the request, decrypted. */
function secretField(ctx: Ctx, body: Record<string, unknown>, name: string): string {
  const spec: FieldSpec = {
    name,
    type: 'string',
    required: true,
    read_only: false,
    write_only: true,
  };
  if (!(name in body)) throw new Invalid([msg({ ctx }, 'required')]);
  return String(coerceValue(spec, body[name], { ctx, partial: false }));
}

function readSecrets(
  ctx: Ctx,
  body: Record<string, unknown>,
  names: readonly string[],
): { values: Record<string, string>; errors: Record<string, unknown> } {
  const values: Record<string, string> = {};
  const errors: Record<string, unknown> = {};
  for (const name of names) {
    try {
      values[name] = secretField(ctx, body, name);
    } catch (e) {
      if (!(e instanceof Invalid)) throw e;
      errors[name] = e.detail;
    }
  }
  return { values, errors };
}

async function changePassword(ctx: Ctx): Promise<Response> {
  const user = ctx.user!;
  if ((user.source ?? 'local') !== 'local')
    return detail(403, say(ctx, 'notLocal'), 'permission_denied');
  const body: unknown = await readJson(ctx);
  if (!isPlainObject(body)) return badBody(ctx, body);
  const { values, errors } = readSecrets(ctx, body, [
    'old_password',
    'new_password',
    'new_password_again',
  ]);
  if (values.old_password !== undefined && values.old_password !== user.password)
    errors.old_password = [say(ctx, 'oldPassword')];
  const next = values.new_password;
  if (next !== undefined && !errors.new_password) {
    const limit = Number(ctx.state.settings.OLD_PASSWORD_HISTORY_LIMIT_COUNT ?? 5);
    const history = ((user.password_history as string[] | undefined) ?? []).slice(0, limit);
    if (!passwordMeetsRules(next, ctx, isAdminUser(ctx, String(user.id))))
      errors.new_password = [say(ctx, 'rules')];
    else if (next === user.password || history.includes(next))
      errors.new_password = [say(ctx, 'history', limit)];
  }
  if (Object.keys(errors).length) return json(errors, 400);
  if (next !== values.new_password_again)
    return json({ new_password_again: [say(ctx, 'inconsistent')] }, 400);
  user.password_history = [String(user.password), ...((user.password_history as string[]) ?? [])];
  user.password = next;
  user.date_password_last_updated = new Date().toISOString();
  user.need_update_password = false;
  return json({});
}

async function changeSecretKey(ctx: Ctx): Promise<Response> {
  const body: unknown = await readJson(ctx);
  if (!isPlainObject(body)) return badBody(ctx, body);
  const { values, errors } = readSecrets(ctx, body, ['new_secret_key', 'new_secret_key_again']);
  if (Object.keys(errors).length) return json(errors, 400);
  if (values.new_secret_key !== values.new_secret_key_again)
    return json({ new_secret_key_again: [say(ctx, 'inconsistent')] }, 400);
  ctx.user!.secret_key = values.new_secret_key;
  return json({});
}

async function changePublicKey(ctx: Ctx): Promise<Response> {
  const body: unknown = await readJson(ctx);
  if (!isPlainObject(body)) return badBody(ctx, body);
  const raw = body.public_key;
  if (raw === undefined || raw === null || raw === '')
    return json({ public_key: [msg({ ctx }, raw === undefined ? 'required' : 'notBlank')] }, 400);
  if (typeof raw !== 'string' || !parsePublicKey(raw))
    return json({ public_key: [say(ctx, 'publicKey')] }, 400);
  ctx.user!.public_key = raw.trim();
  return json(publicKeyInfo(ctx.user!));
}

const LABELS = {
  old_password: ['Old password', '原密码', '古いパスワード'],
  new_password: ['New password', '新密码', '新しいパスワード'],
  new_password_again: ['Confirm password', '确认密码', 'パスワードの確認'],
  new_secret_key: [
    'New file encryption password',
    '新文件加密密码',
    '新しいファイル暗号化パスワード',
  ],
  new_secret_key_again: ['Confirm password', '确认密码', 'パスワードの確認'],
  public_key: ['Public key', 'SSH公钥', 'SSH公開鍵'],
  public_key_comment: ['Key comment', '公钥备注', '鍵のコメント'],
  public_key_hash_md5: ['Fingerprint (MD5)', '公钥指纹（MD5）', 'フィンガープリント（MD5）'],
} satisfies Record<string, Tri>;

/** The fields of the password, secret-key and public-key serializers. */
function changeFields(ctx: Ctx, names: (keyof typeof LABELS)[]): FieldSpec[] {
  return names.map((name) => {
    const readOnlyInfo = name.startsWith('public_key_');
    return {
      name,
      type: 'string',
      required: !readOnlyInfo,
      read_only: readOnlyInfo,
      label: pick(LABELS[name], ctx.lang),
      ...(name === 'public_key' || readOnlyInfo ? {} : { max_length: 128 }),
      write_only: !readOnlyInfo && name !== 'public_key',
    };
  });
}

function describe(
  name: string,
  fields: FieldSpec[],
  methods: ('GET' | 'PUT' | 'PATCH')[],
): Response {
  return json(metadataBody(name, fields, methods));
}

function options(ctx: Ctx): Response {
  const fields = localizeFields(profileFields(), ctx.lang) as FieldSpec[];
  return describe('User Profile Api', fields, ['GET', 'PUT', 'PATCH']);
}

export const profileRoutes: Route[] = [
  { method: 'OPTIONS', pattern: /^\/api\/v1\/users\/profile\/$/, handle: options },
  {
    method: 'OPTIONS',
    pattern: /^\/api\/v1\/users\/profile\/password\/$/,
    handle: (ctx) =>
      describe(
        'User Password Api',
        changeFields(ctx, ['old_password', 'new_password', 'new_password_again']),
        ['PUT', 'PATCH'],
      ),
  },
  {
    method: 'OPTIONS',
    pattern: /^\/api\/v1\/users\/profile\/secret-key\/$/,
    handle: (ctx) =>
      describe(
        'User Secret Key Api',
        changeFields(ctx, ['new_secret_key', 'new_secret_key_again']),
        ['PUT', 'PATCH'],
      ),
  },
  {
    method: 'OPTIONS',
    pattern: /^\/api\/v1\/users\/profile\/public-key\/$/,
    handle: (ctx) =>
      describe(
        'User Public Key Api',
        changeFields(ctx, ['public_key_comment', 'public_key_hash_md5', 'public_key']),
        ['GET', 'PUT', 'PATCH'],
      ),
  },
  {
    method: 'PUT',
    pattern: /^\/api\/v1\/users\/profile\/$/,
    handle: (ctx) => updateProfile(ctx, false),
  },
  {
    method: 'PATCH',
    pattern: /^\/api\/v1\/users\/profile\/$/,
    handle: (ctx) => updateProfile(ctx, true),
  },
  { method: 'PUT', pattern: /^\/api\/v1\/users\/profile\/password\/$/, handle: changePassword },
  { method: 'PUT', pattern: /^\/api\/v1\/users\/profile\/secret-key\/$/, handle: changeSecretKey },
  { method: 'PUT', pattern: /^\/api\/v1\/users\/profile\/public-key\/$/, handle: changePublicKey },
];
