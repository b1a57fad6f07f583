/**
 * Model uniqueness as DRF reports it. `unique=True` model fields fail per field ("User with this
 * Email already exists."); unique_together sets that include `org_id` go through JumpServer's
 * ProjectUniqueValidator ("This field must be unique." on each other field); other sets fail with
 * DRF's UniqueTogetherValidator under non_field_errors.
 */
import { behaviours } from '../resources';
import type { WriteContext } from '../resources/types';
import type { FieldSpec, ResourceSpec, Row } from '../types';
import { isOrgScoped, modelName } from '../query';
import { msg } from './coerce';
import { translateLabel } from '../labels';

/** Model fields declared `unique=True`, checked across the whole table. */
const UNIQUE_FIELDS: Record<string, readonly string[]> = {
  'users.users': ['username', 'email'],
  'assets.platforms': ['name'],
  'orgs.organizations': ['name'],
  'rbac.system_roles': ['name'],
  'rbac.org_roles': ['name'],
  'terminal.replay_storages': ['name'],
  'terminal.command_storages': ['name'],
  'terminal.endpoints': ['name'],
  'terminal.endpoint_rules': ['name'],
  'terminal.applets': ['name'],
  'terminal.terminals': ['name'],
};

/** unique_together sets without org_id. */
const UNIQUE_TOGETHER: Record<string, readonly (readonly string[])[]> = {
  'accounts.accounts': [
    ['username', 'asset', 'secret_type'],
    ['name', 'asset'],
  ],
  'acls.login_acls': [['name', 'user']],
};

/** unique_together sets with org_id, where they differ from the usual (org_id, name). */
const ORG_UNIQUE: Record<string, readonly (readonly string[])[]> = {
  // Names repeat across assets ("root" on every host): only the sets above bind them.
  'accounts.accounts': [],
  'assets.labels': [['name', 'value']],
  'assets.nodes': [],
  'ops.jobs': [],
  'ops.adhocs': [],
  'ops.playbooks': [],
  'ops.job_executions': [],
  'terminal.sessions': [],
  'terminal.commands': [],
};

function candidates(spec: ResourceSpec, w: WriteContext): Row[] {
  const keys = behaviours[spec.key]?.family ?? [spec.key];
  const seen = new Set<Row>();
  const store = w.ctx.state.store;
  for (const k of keys) for (const r of store.rows(k)) if (r !== w.instance) seen.add(r);
  return [...seen];
}

/** Comparable form of a stored value (FKs may be stored as ids or as `{id, …}`). */
function norm(v: unknown): string {
  if (v && typeof v === 'object' && 'id' in v) return String((v as Row).id);
  return String(v ?? '');
}

function value(attrs: Record<string, unknown>, instance: Row | null, name: string): unknown {
  return name in attrs ? attrs[name] : instance?.[name];
}

function label(fields: readonly FieldSpec[], name: string, w: WriteContext): string {
  const f = fields.find((x) => x.name === name);
  return translateLabel(f?.label ?? name, w.ctx.lang);
}

/** Per-field unique checks (run with the field validators, so they report next to type errors). */
export function uniqueFieldErrors(
  spec: ResourceSpec,
  attrs: Record<string, unknown>,
  w: WriteContext,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const names = [...(UNIQUE_FIELDS[spec.key] ?? [])];
  if (w.mode === 'create' && 'id' in attrs) names.push('id');
  const rows = names.length ? candidates(spec, w) : [];
  for (const name of names) {
    if (!(name in attrs) || attrs[name] === null || attrs[name] === '') continue;
    const v = norm(attrs[name]);
    if (rows.some((r) => norm(r[name]) === v)) {
      errors[name] = [
        msg(w, 'alreadyExists', {
          model_name: translateLabel(modelName(spec), w.ctx.lang),
          field_label: label(spec.fields, name, w),
        }),
      ];
    }
  }
  return errors;
}

/** unique_together checks, run after every field passed (DRF serializer-level validators). */
export function uniqueTogetherErrors(
  spec: ResourceSpec,
  attrs: Record<string, unknown>,
  w: WriteContext,
): Record<string, unknown> {
  const orgScoped = isOrgScoped(spec);
  const hasName = spec.fields.some((f) => f.name === 'name' && !f.read_only);
  const orgSets = orgScoped ? (ORG_UNIQUE[spec.key] ?? (hasName ? [['name']] : [])) : [];
  const plainSets = UNIQUE_TOGETHER[spec.key] ?? [];
  if (!orgSets.length && !plainSets.length) return {};
  const rows = candidates(spec, w);
  const org = w.instance ? w.instance.org_id : w.ctx.orgId;
  const clash = (set: readonly string[], sameOrg: boolean) => {
    const want = set.map((n) => value(attrs, w.instance, n));
    if (want.some((v) => v === undefined || v === null || v === '')) return false;
    const keys = want.map(norm);
    return rows.some(
      (r) => (!sameOrg || r.org_id === org) && set.every((n, i) => norm(r[n]) === keys[i]),
    );
  };
  const errors: Record<string, unknown> = {};
  for (const set of orgSets) {
    if (clash(set, true)) for (const n of set) errors[n] = [msg(w, 'mustBeUnique')];
  }
  for (const set of plainSets) {
    if (clash(set, false)) {
      const list = (errors.non_field_errors as string[] | undefined) ?? [];
      list.push(msg(w, 'uniqueSet', { field_names: set.join(', ') }));
      errors.non_field_errors = list;
    }
  }
  return errors;
}
