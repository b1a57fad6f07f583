/** Roles and asset permissions: a role's permission tree and users, a permission's relations. */
export const rbac = {
  tabs: {
    permissions: 'Permissions',
    users: 'Users',
    user_groups: 'User groups',
    assets: 'Assets',
    nodes: 'Nodes',
    accounts: 'Accounts',
  },
  tree: {
    save: 'Save permissions',
    saved: 'Permissions saved',
    builtin: 'Built-in roles are read-only',
  },
  users: {
    user: 'User',
    org: 'Organization',
  },
  perm: {
    nodes: 'Nodes',
    add_nodes: 'Add nodes',
    no_nodes: 'No nodes',
    remove: 'Remove',
    accounts: 'Accounts',
    all_accounts: 'All accounts',
    spec_accounts: 'Specified accounts',
    account_name: 'Account username',
    input_account: 'Manual account (typed at login)',
    user_account: 'Same account as the user',
    save_accounts: 'Save accounts',
    accounts_saved: 'Accounts saved',
  },
};
