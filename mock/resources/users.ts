/**
 * Users are global rows; what an organisation sees of them comes from its role bindings
 * (apps/users/serializers/user.py): roles are written as bindings, the password only with the
 * "custom" strategy and within PASSWORD_RULE, and nobody deactivates themselves.
 */
import type { Ctx } from '../http';
import { ORG_ROOT, ROLE, permissionsIn } from '../rbac';
import type { Store } from '../store';
import type { FieldSpec, Role, RoleBinding, Row } from '../types';
import { Invalid, isPlainObject, msg } from '../writes/coerce';
import { readSetting } from '../domain/settingValues';
import type { Attrs, ResourceBehaviour, WriteContext } from './types';

function isValid(u: Row): boolean {
  return Boolean(u.is_active) && new Date(String(u.date_expired)).getTime() > Date.now();
}

interface BindingIndex {
  stamp: string;
  byUser: Map<string, RoleBinding[]>;
  roles: Role[];
}

const indexes = new WeakMap<Store, BindingIndex>();

/** Bindings grouped by user, rebuilt when the store version or the binding count changes. */
function bindingIndex(store: Store): BindingIndex {
  const stamp = `${store.version}:${store.bindings.length}`;
  const cached = indexes.get(store);
  if (cached?.stamp === stamp) return cached;
  const byUser = new Map<string, RoleBinding[]>();
  for (const b of store.bindings) {
    let list = byUser.get(b.user);
    if (!list) byUser.set(b.user, (list = []));
    list.push(b);
  }
  const index = { stamp, byUser, roles: store.roles };
  indexes.set(store, index);
  return index;
}

/** Role ids in role-table order, like rbac.systemRolesOf / orgRolesOf. */
function roleIds(index: BindingIndex, userId: string, pick: (b: RoleBinding) => boolean): string[] {
  const ids = new Set((index.byUser.get(userId) ?? []).filter(pick).map((b) => b.role));
  return index.roles.filter((r) => ids.has(r.id)).map((r) => r.id);
}

/** check_password_rules: PASSWORD_RULE of the public settings (admins have their own minimum). */
export function passwordMeetsRules(password: string, ctx: Ctx, isAdmin: boolean): boolean {
  const rule = (ctx.state.settings.PASSWORD_RULE ?? {}) as Record<string, number | boolean>;
  const min = Number(
    (isAdmin ? rule.SECURITY_ADMIN_USER_PASSWORD_MIN_LENGTH : rule.SECURITY_PASSWORD_MIN_LENGTH) ??
      6,
  );
  if (password.length < min) return false;
  if (rule.SECURITY_PASSWORD_UPPER_CASE && !/[A-Z]/.test(password)) return false;
  if (rule.SECURITY_PASSWORD_LOWER_CASE && !/[a-z]/.test(password)) return false;
  if (rule.SECURITY_PASSWORD_NUMBER && !/\d/.test(password)) return false;
  if (rule.SECURITY_PASSWORD_SPECIAL_CHAR && !/[^A-Za-z0-9]/.test(password)) return false;
  return true;
}

export function isAdminUser(ctx: Ctx, userId: string): boolean {
  return (ctx.state.store.bindings ?? []).some(
    (b) => b.user === userId && (b.role === ROLE.SystemAdmin || b.role === ROLE.OrgAdmin),
  );
}

/** `validate_password`: ignored on create unless the strategy is "custom", and when left empty on update. */
function validatePassword(value: unknown, w: WriteContext): unknown {
  const raw = w.data.password_strategy;
  const strategy = isPlainObject(raw) ? raw.value : raw;
  if (!w.instance && strategy !== 'custom') return undefined;
  if (w.instance && !value) return undefined;
  const password = String(value ?? '');
  if (
    !passwordMeetsRules(
      password,
      w.ctx,
      w.instance ? isAdminUser(w.ctx, String(w.instance.id)) : false,
    )
  ) {
    throw new Invalid([msg(w, 'passwordRules')]);
  }
  return password;
}

/** Replaces the user's system bindings, or its bindings in the current org, with `roles`. */
function setBindings(ctx: Ctx, userId: string, org: string | null, roles: string[]): void {
  const store = ctx.state.store;
  store.bindings = store.bindings.filter((b) => !(b.user === userId && b.org === org));
  for (const role of roles) store.bindings.push({ user: userId, role, org });
}

const SEVENTY_YEARS_MS = 70 * 365 * 86_400_000;

function save(row: Row, attrs: Attrs, w: WriteContext): void {
  const { ctx } = w;
  const creating = !w.instance;
  const id = String(row.id);
  const inOrg = ctx.orgId !== ORG_ROOT;
  const system = attrs.system_roles as string[] | undefined;
  const org = attrs.org_roles as string[] | undefined;
  delete attrs.system_roles;
  delete attrs.org_roles;
  delete attrs.password_strategy;
  if (system?.length || creating) setBindings(ctx, id, null, system?.length ? system : [ROLE.User]);
  if (inOrg && (org?.length || creating))
    setBindings(ctx, id, ctx.orgId, org?.length ? org : [ROLE.OrgUser]);

  if (attrs.password) row.date_password_last_updated = new Date().toISOString();
  else delete attrs.password;
  // Group membership is per org: groups of other organisations are kept.
  if (Array.isArray(attrs.groups) && inOrg && w.instance) {
    const others = ((w.instance.groups as string[] | undefined) ?? []).filter(
      (g) => ctx.state.store.find('users.user_groups', g)?.org_id !== ctx.orgId,
    );
    attrs.groups = [...others, ...(attrs.groups as string[])];
  }
  if (creating) {
    const now = new Date();
    Object.assign(row, {
      groups: [],
      phone: null,
      wechat: '',
      comment: '',
      is_superuser: false,
      is_first_login: true,
      last_login: null,
      date_joined: now.toISOString(),
      date_password_last_updated: now.toISOString(),
      date_expired: new Date(now.getTime() + SEVENTY_YEARS_MS).toISOString(),
    });
  }
}

/** `system_roles=` / `org_roles=` take a role id or name (apps/users/filters.py). */
function roleFilter(system: boolean) {
  return (rows: Row[], value: string, ctx: Ctx): Row[] => {
    const roles = new Set(
      ctx.state.store.roles.filter((r) => r.id === value || r.name === value).map((r) => r.id),
    );
    const orgId = ctx.orgId;
    const holders = new Set(
      ctx.state.store.bindings
        .filter(
          (b) =>
            roles.has(b.role) &&
            (system ? b.org === null : b.org !== null && (orgId === ORG_ROOT || b.org === orgId)),
        )
        .map((b) => b.user),
    );
    return rows.filter((u) => holders.has(String(u.id)));
  };
}

export const users: ResourceBehaviour = {
  scopeByOrg: true,
  lazyRaw: true,
  filters: { system_roles: roleFilter(true), org_roles: roleFilter(false) },
  scope(rows, ctx) {
    if (ctx.orgId === ORG_ROOT) return rows;
    const members = new Set(
      ctx.state.store.bindings.filter((b) => b.org === ctx.orgId).map((b) => b.user),
    );
    return rows.filter((u) => members.has(String(u.id)));
  },
  raw(row, ctx) {
    const index = bindingIndex(ctx.state.store);
    const id = String(row.id);
    const orgId = ctx.orgId;
    return {
      ...row,
      system_roles: roleIds(index, id, (b) => b.org === null),
      org_roles: roleIds(
        index,
        id,
        (b) => b.org !== null && (orgId === ORG_ROOT || b.org === orgId),
      ),
      is_valid: isValid(row),
      is_expired: new Date(String(row.date_expired)).getTime() <= Date.now(),
      mfa_enabled: Number(row.mfa_level) > 0,
      is_otp_secret_key_bound: Boolean(row.otp_secret_key),
      mfa_force_enabled: Number(row.mfa_level) === 2,
      login_blocked: Boolean(row.login_blocked),
      // `can_use_ssh_key_login()`: the terminal's public key auth switch, the same for everyone.
      can_public_key_auth: readSetting(ctx.state, 'TERMINAL_PUBLIC_KEY_AUTH') !== false,
      avatar_url: '/static/img/avatar/user.png',
    };
  },
  /** RolesSerializerMixin drops the role fields for users who may not see role bindings. */
  fields(fields: readonly FieldSpec[], ctx: Ctx, method) {
    const perms = ctx.user
      ? permissionsIn(
          ctx.state.store,
          String(ctx.user.id),
          ctx.orgId,
          Boolean(ctx.user.is_superuser),
        )
      : new Set<string>();
    const write = method !== 'GET';
    const can = (kind: 'system' | 'org') =>
      perms.has(`rbac.${write ? 'add' : 'view'}_${kind}rolebinding`);
    return fields.filter(
      (f) => (f.name !== 'system_roles' || can('system')) && (f.name !== 'org_roles' || can('org')),
    );
  },
  validateField: { password: validatePassword },
  validate(attrs, w) {
    // disallow_self_update_fields: the request's own user cannot change is_active.
    if (w.instance && String(w.instance.id) === String(w.ctx.user?.id)) delete attrs.is_active;
  },
  save,
  afterDelete(row, ctx) {
    ctx.state.store.bindings = ctx.state.store.bindings.filter((b) => b.user !== String(row.id));
  },
  bulkDelete: 'smaller-than-all',
  unexport: ['avatar_url'],
};

export const DEFAULT_ROLES = { system: ROLE.User, org: ROLE.OrgUser };
