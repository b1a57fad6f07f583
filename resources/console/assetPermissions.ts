import { defineResource, referenceTo } from '../types';
import userGroups from './userGroups';

const YEARS_OF_VALIDITY = 70;

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
    columns: ['name', 'users', 'user_groups', 'assets', 'nodes', 'accounts', 'actions', 'is_valid'],
    minColumns: ['name'],
    sort: { field: 'name', order: 'ASC' },
    bulkUpdate: ['is_active', 'date_expired', 'comment'],
  },
  references: {
    users: {
      url: '/api/v1/users/users/',
      label: (u) => `${String(u.name)}(${String(u.username)})`,
      query: { fields_size: 'mini' },
    },
    user_groups: referenceTo(userGroups),
    assets: {
      url: '/api/v1/assets/assets/',
      label: (a) => `${String(a.name)}(${String(a.address)})`,
    },
    nodes: { url: '/api/v1/assets/nodes/', label: 'full_value' },
  },
  form: {
    groups: [
      { title: 'pages.form.groups.basic', fields: ['name'] },
      { title: 'pages.form.groups.user', fields: ['users', 'user_groups'] },
      { title: 'pages.form.groups.asset', fields: ['assets', 'nodes'] },
      { title: 'pages.form.groups.account', fields: ['accounts'] },
      { title: 'pages.form.groups.actions', fields: ['actions'] },
      {
        title: 'pages.form.groups.validity',
        fields: ['is_active', 'date_start', 'date_expired', 'comment'],
      },
    ],
  },
  fields: {
    accounts: { default: ['@ALL'], help: 'resources.assetPermissions.help.accounts' },
    date_start: { default: () => new Date().toISOString() },
    date_expired: {
      default: () => new Date(Date.now() + YEARS_OF_VALIDITY * 365 * 86_400_000).toISOString(),
    },
  },
});
