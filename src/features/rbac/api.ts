/**
 * The rbac area's calls (docs/domain.md §9.4, §9.6): a role's permission tree and its saving,
 * an asset permission's node relations and its accounts. A role's users are its descriptor's
 * relation tab (resources/shared/roleDetail.ts).
 */
import type { JmsDataProvider } from '../../../dataProvider';
import type { AnyRecord, TreeNodeData } from '../../../resources/vocabulary';

const silent = { silent: true };
const roleUrl = (scope: 'system' | 'org', id: string) =>
  `/api/v1/rbac/${scope}-roles/${encodeURIComponent(id)}/`;
const NODE_RELATIONS_URL = '/api/v1/perms/asset-permissions-nodes-relations/';

/** The picker's source of nodes: every node by its full path. */
export const NODE_OPTIONS = { url: '/api/v1/assets/nodes/', label: 'full_value' };

/**
 * The role's permissions as the server's flat zTree nodes (leaves checked, builtin ones disabled).
 */
export const rolePermissionTree = (
  dp: JmsDataProvider,
  scope: 'system' | 'org',
  roleId: string,
  signal?: AbortSignal,
) =>
  dp.call<TreeNodeData[]>('GET', `${roleUrl(scope, roleId)}permissions/tree/`, undefined, {
    signal,
    ...silent,
  });

/** A custom role's permissions: the checked leaves' ids. */
export const saveRolePermissions = (
  dp: JmsDataProvider,
  scope: 'system' | 'org',
  roleId: string,
  permissions: string[],
) => dp.call('PATCH', roleUrl(scope, roleId), { permissions }, silent);

/** The nodes an asset permission grants (relation rows: `node`, `node_display`). */
export const permissionNodes = (dp: JmsDataProvider, permissionId: string, signal?: AbortSignal) =>
  dp.call<AnyRecord[]>('GET', NODE_RELATIONS_URL, undefined, {
    query: { assetpermission: permissionId },
    signal,
    ...silent,
  });

/** Nodes added in one POST of relation rows. */
export const addPermissionNodes = (
  dp: JmsDataProvider,
  permissionId: string,
  nodeIds: readonly (string | number)[],
) =>
  dp.call(
    'POST',
    NODE_RELATIONS_URL,
    nodeIds.map((node) => ({ node, assetpermission: permissionId })),
    silent,
  );

export const removePermissionNode = (dp: JmsDataProvider, permissionId: string, nodeId: string) =>
  dp.call('DELETE', NODE_RELATIONS_URL, undefined, {
    query: { assetpermission: permissionId, node: nodeId },
    ...silent,
  });

/** The permission's own `accounts` list (`@ALL`, or `@SPEC` and names; `@INPUT`, `@USER`). */
export const savePermissionAccounts = (
  dp: JmsDataProvider,
  permissionId: string,
  accounts: string[],
) =>
  dp.call(
    'PATCH',
    `/api/v1/perms/asset-permissions/${encodeURIComponent(permissionId)}/`,
    { accounts },
    silent,
  );
