/** The calls the console's shell makes at startup (docs/wire.md §14.1). */
import { json, type Ctx } from '../http';
import { ORG_SYSTEM, orgsWithPerm, permissionsIn, systemRolesOf, orgRolesOf } from '../rbac';
import type { Route } from '../router';
import { openSettings } from '../settings';
import { presentRow } from '../serialize';
import { getSpec } from '../catalogue';
import { behaviours } from '../resources';
import type { Lang } from '../i18n';
import { publicKeyInfo } from '../domain/publicKeys';
import { readSetting } from '../domain/settingValues';
import { userBackends } from '../domain/subscriptions';

const ROOT_NAMES: Record<Lang, { root: string; all: string }> = {
  en: { root: 'GLOBAL', all: 'All organizations' },
  zh: { root: '全局组织', all: '所有组织' },
  ja: { root: 'グローバル組織', all: 'すべての組織' },
};

export function profileOf(ctx: Ctx): Record<string, unknown> {
  const user = ctx.user!;
  const store = ctx.state.store;
  const id = String(user.id);
  const su = Boolean(user.is_superuser);
  const names = ROOT_NAMES[ctx.lang];
  const base = presentRow(getSpec('users.users'), behaviours['users.users']!.raw!(user, ctx), ctx);
  const orgs = (perm: string, membersOnly: boolean, rootPerm: string, rootName: string) =>
    orgsWithPerm(store, id, perm, { membersOnly, rootPerm, rootName, isSuperuser: su });
  return {
    ...base,
    system_roles: systemRolesOf(store, id).map((r) => ({ id: r.id, display_name: r.display_name })),
    org_roles: orgRolesOf(store, id, ctx.orgId).map((r) => ({
      id: r.id,
      display_name: r.display_name,
      name: r.name,
    })),
    ...publicKeyInfo(user),
    guide_url: String(readSetting(ctx.state, 'USER_GUIDE_URL') ?? ''),
    receive_backends: userBackends(ctx.state, id),
    is_superuser: su,
    console_orgs: orgs('rbac.view_console', false, 'orgs.view_rootorg', names.root),
    audit_orgs: orgs('rbac.view_audit', false, 'orgs.view_rootorg', names.root),
    workbench_orgs: orgs('rbac.view_workbench', true, 'orgs.view_alljoinedorg', names.all),
    perms: [...permissionsIn(store, id, ctx.orgId, su)].sort(),
  };
}

export const shellRoutes: Route[] = [
  {
    method: 'GET',
    pattern: /^\/api\/v1\/settings\/public\/open\/$/,
    public: true,
    handle: (ctx) => json(openSettings(ctx.state.settings)),
  },
  {
    method: 'GET',
    pattern: /^\/api\/v1\/settings\/public\/$/,
    handle: (ctx) => json(ctx.state.settings),
  },
  {
    method: 'GET',
    pattern: /^\/api\/v1\/users\/profile\/$/,
    handle: (ctx) => json(profileOf(ctx)),
  },
  {
    method: 'GET',
    pattern: /^\/api\/v1\/orgs\/orgs\/current\/$/,
    handle: (ctx) => {
      const org = ctx.state.store.orgById(ctx.orgId);
      const name = org.is_root
        ? ROOT_NAMES[ctx.lang].root
        : org.id === ORG_SYSTEM
          ? 'SYSTEM'
          : org.name;
      return json({
        id: org.id,
        name,
        is_default: org.is_default,
        is_root: org.is_root,
        comment: org.comment,
      });
    },
  },
];
