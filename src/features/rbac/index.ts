/** Roles and permissions: a role's permission tree, an asset permission's nodes and accounts. */
export { PermissionTree } from './PermissionTree';
export { PermissionNodes } from './PermissionNodes';
export { PermissionAccounts } from './PermissionAccounts';
