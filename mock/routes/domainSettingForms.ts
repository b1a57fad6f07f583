/**
 * `/api/v1/settings/setting/?category=<c>` (docs/domain.md §10.1, the real SettingsApi): GET the
 * category's values, OPTIONS its field metadata, PUT/PATCH to change them. The category's
 * permission guards every method; write-only (encrypted) settings are never read back, and left
 * blank they keep the saved value; only the settings named in the body are saved.
 */
import { CATEGORIES, categoryFields, type SettingCategory } from '../domain/settings';
import { readSetting, writeSetting } from '../domain/settingValues';
import { cleanAnnouncement } from '../domain/settings/announcement';
import { detail, json, readJson, type Ctx } from '../http';
import { t, type Lang } from '../i18n';
import { metadataBody } from '../metadata';
import { can } from '../query';
import type { Route } from '../router';
import type { FieldSpec } from '../types';
import { coerceValue, Invalid, isPlainObject, msg, pyType } from '../writes/coerce';
import { denied } from './domainCommon';

/** An unknown category gets the basic serializer and no permission that grants it. */
function categoryOf(ctx: Ctx): { category: SettingCategory; perm: string | null } {
  const name = ctx.url.searchParams.get('category') || 'basic';
  const category = CATEGORIES[name];
  return category ? { category, perm: category.perm } : { category: CATEGORIES.basic!, perm: null };
}

function allowed(ctx: Ctx, perm: string | null): boolean {
  return perm ? can(ctx, perm) : Boolean(ctx.user?.is_superuser);
}

function representation(ctx: Ctx, fields: readonly FieldSpec[]): Record<string, unknown> {
  return Object.fromEntries(
    fields.filter((f) => !f.write_only).map((f) => [f.name, readSetting(ctx.state, f.name)]),
  );
}

/** Field-level clean-ups the real serializers make (`validate_SITE_URL`). */
function clean(name: string, value: unknown): unknown {
  if (name === 'SITE_URL' && typeof value === 'string') return value.replace(/\/+$/, '');
  if (name === 'ANNOUNCEMENT') return cleanAnnouncement(value);
  return value;
}

const PHONE = /^1[3456789]\d{9}$/;
const CHECKS: Record<Lang, { phone: string; template: string; length: string }> = {
  en: {
    phone: 'The mobile phone number format is incorrect',
    template: 'The template needs to contain {code}',
    length: 'Signature + Template must not exceed 65 words',
  },
  zh: {
    phone: '手机号格式不正确',
    template: '模板需要包含 {code}',
    length: '模板+签名不能超过65个字',
  },
  ja: {
    phone: '携帯電話番号の形式が正しくありません',
    template: 'テンプレートには{code}を含める必要があります',
    length: '署名+テンプレートの長さは65文字以内',
  },
};

/** The checks the SMS serializers add to their fields (PhoneValidator, CMPP2's `validate`). */
function serializerChecks(
  ctx: Ctx,
  fields: readonly FieldSpec[],
  values: Map<string, unknown>,
  errors: Record<string, unknown>,
) {
  const text = CHECKS[ctx.lang];
  const phone = values.get('SMS_TEST_PHONE');
  if (typeof phone === 'string' && phone && !PHONE.test(phone))
    errors.SMS_TEST_PHONE = [text.phone];
  // `validate` runs once every field is valid, on a partial update too.
  const cmpp2 = fields.some((f) => f.name === 'CMPP2_VERIFY_TEMPLATE_CODE');
  if (!cmpp2 || Object.keys(errors).length) return;
  const sign = String(values.get('CMPP2_VERIFY_SIGN_NAME') ?? '');
  const template = String(values.get('CMPP2_VERIFY_TEMPLATE_CODE') ?? '');
  if (!template.includes('{code}')) errors.non_field_errors = [text.template];
  else if ((sign + template).length > 65) errors.non_field_errors = [text.length];
}

/**
 * A category's serializer run over a body: the values it accepts, or the errors of a 400 (the
 * settings form's save, and the test buttons, which post the form as typed).
 */
export function validateSettings(
  ctx: Ctx,
  fields: readonly FieldSpec[],
  body: unknown,
  partial: boolean,
): { values: Map<string, unknown> } | { errors: Record<string, unknown> } {
  if (!isPlainObject(body))
    return { errors: { non_field_errors: [msg({ ctx }, 'notADict', { datatype: pyType(body) })] } };
  const values = new Map<string, unknown>();
  const errors: Record<string, unknown> = {};
  for (const f of fields) {
    const present =
      Object.prototype.hasOwnProperty.call(body, f.name) && body[f.name] !== undefined;
    if (!present) {
      if (!partial && f.required) errors[f.name] = [msg({ ctx }, 'required')];
      continue;
    }
    try {
      values.set(f.name, clean(f.name, coerceValue(f, body[f.name], { ctx, partial })));
    } catch (e) {
      if (!(e instanceof Invalid)) throw e;
      errors[f.name] = e.detail;
    }
  }
  serializerChecks(ctx, fields, values, errors);
  return Object.keys(errors).length ? { errors } : { values };
}

async function update(ctx: Ctx, fields: readonly FieldSpec[], partial: boolean): Promise<Response> {
  const checked = validateSettings(ctx, fields, await readJson(ctx), partial);
  if ('errors' in checked) return json(checked.errors, 400);
  for (const f of fields) {
    if (!checked.values.has(f.name)) continue;
    const value = checked.values.get(f.name);
    // An encrypted setting left blank keeps the saved secret.
    if (f.write_only && (value === '' || value === null)) continue;
    writeSetting(ctx.state, f.name, value);
  }
  return json(representation(ctx, fields));
}

async function handle(ctx: Ctx): Promise<Response> {
  const { category, perm } = categoryOf(ctx);
  if (!allowed(ctx, perm)) return denied(ctx);
  const fields = categoryFields(category, ctx.lang);
  switch (ctx.method) {
    case 'GET':
    case 'HEAD':
      return json(representation(ctx, fields));
    case 'OPTIONS':
      return json(metadataBody('Settings Api', fields, ['GET', 'PUT', 'PATCH']));
    case 'PUT':
      return update(ctx, fields, false);
    case 'PATCH':
      return update(ctx, fields, true);
    default:
      return detail(
        405,
        t(ctx.lang, 'methodNotAllowed', { method: ctx.method }),
        'method_not_allowed',
      );
  }
}

export const settingFormRoutes: Route[] = [
  { method: '*', pattern: /^\/api\/v1\/settings\/setting\/$/, handle },
];
