/**
 * `/api/v1/settings/setting/?category=<c>` (protocol.md §6.10, the real SettingsApi): GET the
 * category's values, OPTIONS its field metadata, PUT/PATCH to change them. The category's
 * permission guards every method; write-only (encrypted) settings are never read back, and left
 * blank they keep the saved value; only the settings named in the body are saved.
 */
import { CATEGORIES, categoryFields, type SettingCategory } from '../domain/settings';
import { readSetting, writeSetting } from '../domain/settingValues';
import { cleanAnnouncement } from '../domain/settings/announcement';
import { detail, json, readJson, type Ctx } from '../http';
import { t } from '../i18n';
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

async function update(ctx: Ctx, fields: readonly FieldSpec[], partial: boolean): Promise<Response> {
  const body: unknown = await readJson(ctx);
  if (!isPlainObject(body)) {
    return json({ non_field_errors: [msg({ ctx }, 'notADict', { datatype: pyType(body) })] }, 400);
  }
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
  if (Object.keys(errors).length) return json(errors, 400);
  for (const f of fields) {
    if (!values.has(f.name)) continue;
    const value = values.get(f.name);
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
