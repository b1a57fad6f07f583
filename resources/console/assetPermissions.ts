import { defineResource, referenceTo } from '../types';
import { activeToggle } from '../shared/activeToggle';
import userGroups from './userGroups';
import { nodePicker, userPicker } from '../shared/pickers';
import { namedBy } from '../shared/relations';
import { assetNodeTree } from '../shared/trees';
import type { RelationTab } from '../vocabulary';

const YEARS_OF_VALIDITY = 70;
const RELATIONS = '/api/v1/perms/asset-permissions';

/**
 * A relation tab of the permission (docs/domain.md §9.6): the related rows the record names,
 * added as through rows in one POST, removed with one `DELETE ?assetpermission=&<field>=` each.
 */
function relationTab(
  path: string,
  resource: string,
  field: 'user' | 'usergroup' | 'asset',
  list: 'users' | 'user_groups' | 'assets',
  options: NonNullable<RelationTab['add']>['options'],
  columns: readonly string[],
): RelationTab {
  const url = `${RELATIONS}-${path}-relations/`;
  return {
    kind: 'relation',
    path,
    label: `rbac.tabs.${list}`,
    resource,
    columns,
    filter: namedBy(list),
    add: {
      options,
      call: {
        method: 'POST',
        url,
        body: ({ record, ids }) => ids.map((id) => ({ [field]: id, assetpermission: record?.id })),
      },
      perm: 'perms.add_assetpermission',
    },
    remove: {
      each: true,
      call: {
        method: 'DELETE',
        url,
        query: ({ record, ids }) => ({
          assetpermission: String(record?.id),
          [field]: String(ids[0]),
        }),
      },
      perm: 'perms.delete_assetpermission',
    },
  };
}

export default defineResource({
  name: 'assetPermissions',
  view: 'console',
  path: 'perms/asset-permissions',
  api: { list: '/api/v1/perms/asset-permissions/' },
  perms: { app: 'perms', model: 'assetpermission' },
  recordRepresentation: 'name',
  title: 'routes.assetPermissions',
  list: {
    import: {},
    export: {},
    columns: [
      'name',
      'users',
      'user_groups',
      'assets',
      'nodes',
      'accounts',
      'actions',
      'is_valid',
      'date_expired',
    ],
    minColumns: ['name'],
    sort: { field: 'name', order: 'ASC' },
    bulkUpdate: ['is_active', 'date_expired', 'comment'],
    // Lina's permission list tree: a node or an asset selects the permissions naming it or,
    // with all=1, one of its ancestor nodes (apps/perms/filters.py).
    trees: [
      {
        ...assetNodeTree({ assets: true }),
        filter: (node) => {
          const query = assetNodeTree().filter(node);
          return Object.keys(query).length ? { ...query, all: '1' } : query;
        },
      },
    ],
  },
  detail: {
    // Who, what, which accounts, which actions, valid from and to.
    fields: [
      'name',
      'users',
      'user_groups',
      'assets',
      'nodes',
      'accounts',
      'actions',
      'is_active',
      'date_start',
      'date_expired',
      'created_by',
      'comment',
    ],
    tabs: [
      'basic',
      relationTab(
        'users',
        'users',
        'user',
        'users',
        { url: '/api/v1/users/users/', label: 'name', query: { fields_size: 'mini' } },
        ['name', 'username', 'email'],
      ),
      relationTab(
        'user-groups',
        'userGroups',
        'usergroup',
        'user_groups',
        { url: '/api/v1/users/groups/', label: 'name' },
        ['name', 'comment'],
      ),
      relationTab(
        'assets',
        'assets',
        'asset',
        'assets',
        { url: '/api/v1/assets/assets/', label: 'name' },
        ['name', 'address', 'platform'],
      ),
      {
        kind: 'custom',
        path: 'nodes',
        label: 'rbac.tabs.nodes',
        component: 'rbac/PermissionNodes',
      },
      {
        kind: 'custom',
        path: 'accounts',
        label: 'rbac.tabs.accounts',
        component: 'rbac/PermissionAccounts',
      },
      'activity',
    ],
  },
  // Lina's Active switch of the permission's page.
  actions: activeToggle({
    url: '/api/v1/perms/asset-permissions/{id}/',
    perm: 'perms.change_assetpermission',
    places: ['detail'],
  }),
  references: {
    users: userPicker,
    user_groups: referenceTo(userGroups),
    assets: {
      url: '/api/v1/assets/assets/',
      label: (a) => `${String(a.name)}(${String(a.address)})`,
    },
    nodes: nodePicker,
  },
  form: {
    groups: {
      basic: ['name'],
      user: ['users', 'user_groups'],
      asset: ['assets', 'nodes'],
      account: ['accounts'],
      actions: ['actions'],
      validity: ['is_active', 'date_start', 'date_expired', 'comment'],
    },
  },
  fields: {
    // The related rows counted in the list, each count leading to its tab (Lina's list).
    users: { cell: 'count', tab: 'users' },
    user_groups: { cell: 'count', tab: 'user-groups' },
    assets: { cell: 'count', tab: 'assets' },
    nodes: { cell: 'count', tab: 'nodes' },
    accounts: {
      cell: 'count',
      tab: 'accounts',
      default: ['@ALL'],
      help: 'resources.assetPermissions.help.accounts',
    },
    // The actions granted (connect, upload, download, copy, paste, delete, share) counted, named
    // in the count's tooltip: chips would not fit the row.
    actions: { cell: 'count' },
    date_start: { default: () => new Date().toISOString() },
    date_expired: {
      default: () => new Date(Date.now() + YEARS_OF_VALIDITY * 365 * 86_400_000).toISOString(),
    },
  },
});
