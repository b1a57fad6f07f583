/** The assets workspace (issue 13): node menu, asset detail tabs and quick actions. */
export const assetWorkspace = {
  node: {
    check_amount: 'Check assets amount',
    more: 'More node actions',
    add_assets: 'Add assets to node',
    remove_assets: 'Remove assets from node',
    test: 'Test connectivity of the node',
    refresh: 'Refresh hardware info of the node',
    add_confirm: 'Add %{smart_count} asset |||| Add %{smart_count} assets',
    remove_confirm: 'Remove %{smart_count} asset |||| Remove %{smart_count} assets',
    added: 'Assets added to the node',
    removed: 'Assets removed from the node',
  },
  detail: {
    none: 'None',
    perm_users: 'Authorised users',
    perm_user_groups: 'Authorised user groups',
    permissions: 'Permissions',
    view_permissions: 'View permissions',
    permissions_title: 'Permissions granting %{name} this asset',
    no_permissions: 'No permission',
    activate: 'Activate',
    deactivate: 'Deactivate',
  },
};
