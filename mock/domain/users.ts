/**
 * What an administrator sees of one user's access (docs/domain.md §9.3): the granted node
 * tree, the permed accounts of one asset, and the asset permissions naming the user directly or
 * through a group. Built on `grantsOf`, the same computation as the workbench's "my assets".
 */
import type { Ctx } from '../http';
import type { Row } from '../types';
import { grantsOf, isValidPermission } from './grants';

const ids = (v: unknown) => ((v as unknown[] | undefined) ?? []).map(String);

/** The asset permissions that name the user, or (unless `direct`) one of the user's groups. */
export function permissionsNaming(rows: Row[], user: Row, direct: boolean): Row[] {
  const groups = new Set(ids(user.groups));
  return rows.filter(
    (p) =>
      ids(p.users).includes(String(user.id)) ||
      (!direct && ids(p.user_groups).some((g) => groups.has(g))),
  );
}

const parentKey = (key: string) => key.split(':').slice(0, -1).join(':');
const under = (key: string, node: string) => key === node || key.startsWith(`${node}:`);

/** Assets of the grant under a node key (descendants included). */
export function grantedAssetsUnder(ctx: Ctx, assets: Row[], key: string): Row[] {
  const keyOf = (id: string) => String(ctx.state.store.find('assets.nodes', id)?.key ?? '');
  return assets.filter((a) => ids(a.nodes).some((n) => under(keyOf(n), key)));
}

/**
 * `nodes/children/tree/`: the granted nodes whose parent is `key` (the top ones without it), as
 * zTree nodes named with their asset count.
 */
export function grantedNodeChildren(ctx: Ctx, user: Row, key: string | null): unknown[] {
  const { assets, nodes } = grantsOf(ctx, user);
  const keys = new Set(nodes.map((n) => String(n.key)));
  const children = nodes.filter((n) => {
    const parent = parentKey(String(n.key));
    return key ? parent === key : !keys.has(parent);
  });
  return children
    .sort((a, b) => String(a.value).localeCompare(String(b.value)))
    .map((n) => {
      const nodeKey = String(n.key);
      const label = `${String(n.value)} (${grantedAssetsUnder(ctx, assets, nodeKey).length})`;
      const hasChildren = nodes.some((c) => parentKey(String(c.key)) === nodeKey);
      return {
        id: nodeKey,
        name: label,
        title: label,
        pId: parentKey(nodeKey),
        isParent: hasChildren,
        open: false,
        meta: { type: 'node', data: { id: n.id, key: nodeKey, value: n.value } },
      };
    });
}

/**
 * The accounts of one asset the user may use (PermAccountUtil): `@ALL` or the named usernames of
 * every valid permission granting the asset, with the union of their actions; `@INPUT`/`@USER`
 * add the virtual accounts.
 */
export function permedAccounts(ctx: Ctx, user: Row, asset: Row): Record<string, unknown>[] {
  const store = ctx.state.store;
  const keyOf = (id: string) => String(store.find('assets.nodes', id)?.key ?? '');
  const assetKeys = ids(asset.nodes).map(keyOf);
  const now = Date.now();
  const perms = permissionsNaming(store.rows('perms.asset_permissions'), user, false)
    .filter((p) => String(p.org_id) === String(asset.org_id) && isValidPermission(p, now))
    .filter(
      (p) =>
        ids(p.assets).includes(String(asset.id)) ||
        ids(p.nodes).some((n) => assetKeys.some((k) => under(k, keyOf(n)))),
    );
  const accounts = store
    .rows('accounts.accounts')
    .filter((a) => String(a.asset) === String(asset.id) && a.is_active !== false);
  const out = new Map<string, { row: Record<string, unknown>; actions: Set<string> }>();
  const add = (alias: string, row: Record<string, unknown>, actions: string[]) => {
    const entry = out.get(alias) ?? { row, actions: new Set<string>() };
    actions.forEach((a) => entry.actions.add(a));
    out.set(alias, entry);
  };
  for (const p of perms) {
    const names = ids(p.accounts);
    const actions = ids(p.actions);
    for (const a of accounts) {
      if (names.includes('@ALL') || names.includes(String(a.username)))
        add(String(a.username), accountRow(a), actions);
    }
    if (names.includes('@INPUT')) add('@INPUT', virtual('@INPUT', 'Manual input'), actions);
    if (names.includes('@USER')) add('@USER', virtual('@USER', 'Dynamic user'), actions);
  }
  return [...out.values()].map(({ row, actions }) => ({
    ...row,
    actions: [...actions].sort().map((value) => ({ value, label: actionLabel(value) })),
  }));
}

function accountRow(a: Row): Record<string, unknown> {
  return {
    alias: String(a.username),
    name: a.name,
    username: a.username,
    has_username: true,
    has_secret: Boolean(a.has_secret ?? a.secret),
    secret_type: a.secret_type,
  };
}

function virtual(alias: string, name: string): Record<string, unknown> {
  return {
    alias,
    name,
    username: '',
    has_username: false,
    has_secret: false,
    secret_type: 'password',
  };
}

const ACTION_LABELS: Record<string, string> = {
  connect: 'Connect',
  upload: 'Upload',
  download: 'Download',
  copy: 'Copy',
  paste: 'Paste',
  delete: 'Delete',
  share: 'Share',
};

const actionLabel = (value: string) => ACTION_LABELS[value] ?? value;
