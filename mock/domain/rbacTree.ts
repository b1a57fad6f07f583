/**
 * A role's permission tree (docs/domain.md §9.4, apps/rbac/tree.py): the permission codenames
 * grouped by view → app → model, as a flat zTree array with `(checked/total)` counts in the names.
 * Permission ids are integers on the wire; here a codename's id is its position in ALL_PERMISSIONS
 * (stable for one build of the demo backend), and roles keep codenames.
 */
import { ALL_PERMISSIONS, isSystemOnly } from '../rbac';
import type { RoleScope } from '../types';

export const ROOT = '$ROOT$';

const ID_OF = new Map(ALL_PERMISSIONS.map((p, i) => [p, i + 1]));

export function permissionId(codename: string): number | undefined {
  return ID_OF.get(codename);
}

export function permissionById(id: unknown): string | undefined {
  const n = Number(id);
  return Number.isInteger(n) && n >= 1 ? ALL_PERMISSIONS[n - 1] : undefined;
}

/** The codenames a role of this scope may hold (org roles never hold system-only ones). */
export function scopePermissions(scope: RoleScope): string[] {
  return ALL_PERMISSIONS.filter((p) => scope === 'system' || !isSystemOnly(p));
}

const VIEWS: [string, string][] = [
  ['view_console', 'Console view'],
  ['view_workbench', 'Workbench view'],
  ['view_audit', 'Audit view'],
  ['view_setting', 'System setting'],
  ['view_other', 'Other'],
];

const AUDIT = /^(audits\.|terminal\.(view|download)_(session|command|sessionreplay|replay))/;
const WORKBENCH =
  /^(perms\.view_myassets|rbac\.view_(workbench|webterminal|filemanager)|authentication\.)/;

/** Which view a codename sits under, as the real tree sorts them into its top-level groups. */
function viewOf(perm: string): string {
  if (perm === 'rbac.view_console') return 'view_console';
  if (perm === 'rbac.view_audit' || AUDIT.test(perm)) return 'view_audit';
  if (WORKBENCH.test(perm)) return 'view_workbench';
  if (/^(settings|terminal|xpack)\./.test(perm)) return 'view_setting';
  if (/^(rbac|notifications|orgs)\./.test(perm)) return 'view_other';
  return 'view_console';
}

const title = (s: string) => {
  const words = s.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** `app.view_model` → app `app`, model `model`, label "View model". */
function parts(perm: string): { app: string; model: string; label: string } {
  const [app = '', codename = ''] = perm.split('.');
  const cut = codename.indexOf('_');
  const action = cut > 0 ? codename.slice(0, cut) : codename;
  const model = cut > 0 ? codename.slice(cut + 1) : codename;
  return { app, model, label: title(`${action} ${model}`) };
}

type TreeNode = Record<string, unknown>;

function node(id: string, name: string, pId: string, type: string, extra: TreeNode = {}): TreeNode {
  return {
    id,
    name,
    title: id,
    pId,
    parentInfo: '',
    isParent: true,
    open: type === 'root',
    iconSkin: '',
    nocheck: false,
    checked: false,
    halfCheck: false,
    chkDisabled: false,
    meta: { type },
    ...extra,
  };
}

/** The tree of a role: every permission of its scope, the role's own checked. */
export function permissionTree(
  scope: RoleScope,
  granted: readonly string[],
  builtin: boolean,
): TreeNode[] {
  const has = new Set(granted);
  const perms = scopePermissions(scope);
  const count = new Map<string, [number, number]>();
  const bump = (id: string, on: boolean) => {
    const c = count.get(id) ?? [0, 0];
    count.set(id, [c[0] + (on ? 1 : 0), c[1] + 1]);
  };
  const groups = new Map<string, TreeNode>();
  const leaves: TreeNode[] = [];
  for (const perm of perms) {
    const view = viewOf(perm);
    const { app, model, label } = parts(perm);
    const appId = `${view}.${app}`;
    const modelId = `${appId}.${model}`;
    const on = has.has(perm);
    if (!groups.has(appId)) groups.set(appId, node(appId, title(app), view, 'app'));
    if (!groups.has(modelId)) groups.set(modelId, node(modelId, title(model), appId, 'model'));
    for (const id of [ROOT, view, appId, modelId]) bump(id, on);
    leaves.push({
      ...node(String(permissionId(perm)), label, modelId, 'perm'),
      title: perm,
      isParent: false,
      iconSkin: perm.split('.')[1]!.split('_')[0],
      checked: on,
      chkDisabled: builtin,
    });
  }
  const views = VIEWS.filter(([id]) => count.has(id)).map(([id, name]) =>
    node(id, name, ROOT, 'view'),
  );
  const named = (n: TreeNode): TreeNode => {
    const [on, all] = count.get(String(n.id)) ?? [0, 0];
    return {
      ...n,
      name: `${String(n.name)}(${on}/${all})`,
      checked: on > 0 && on === all,
      halfCheck: on > 0 && on < all,
      chkDisabled: builtin,
    };
  };
  const root = node(ROOT, 'All permissions', '', 'root');
  const sorted = [...groups.values()].sort((a, b) => String(a.id).localeCompare(String(b.id)));
  return [root, ...views, ...sorted].map(named).concat(leaves);
}
