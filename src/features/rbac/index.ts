/** Roles and permissions: a role's permission tree and users, an asset permission's nodes and accounts. */
export { PermissionTree } from './PermissionTree';
export { RoleUsers } from './RoleUsers';
export { PermissionNodes } from './PermissionNodes';
export { PermissionAccounts } from './PermissionAccounts';
