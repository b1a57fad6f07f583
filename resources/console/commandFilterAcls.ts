import { defineResource, referenceTo } from '../types';
import commandGroups from './commandGroups';

export default defineResource({
  name: 'commandFilterAcls',
  view: 'console',
  path: 'perms/cmd-acls',
  api: { list: '/api/v1/acls/command-filter-acls/' },
  perms: { app: 'acls', model: 'commandfilteracl' },
  recordRepresentation: 'name',
  title: 'routes.commandFilterAcls',
  list: {
    columns: ['name', 'command_groups', 'priority', 'action', 'is_active', 'comment'],
    minColumns: ['name'],
    exclude: ['users', 'assets', 'accounts'],
    sort: { field: 'priority', order: 'ASC' },
  },
  references: {
    command_groups: referenceTo(commandGroups),
    reviewers: {
      url: '/api/v1/users/users/',
      label: (u) => `${String(u.name)}(${String(u.username)})`,
      query: { fields_size: 'mini' },
    },
  },
  form: {
    groups: [
      { title: 'pages.form.groups.basic', fields: ['name'] },
      { title: 'pages.form.groups.user', fields: ['users'] },
      { title: 'pages.form.groups.asset', fields: ['assets'] },
      { title: 'pages.form.groups.account', fields: ['accounts'] },
      { title: 'pages.form.groups.command_group', fields: ['command_groups'] },
      { title: 'pages.form.groups.action', fields: ['action', 'reviewers'] },
      { title: 'pages.form.groups.other', fields: ['priority', 'is_active', 'comment'] },
    ],
  },
  fields: {
    users: { default: { username_group: ['*'] } },
    assets: { default: { name_group: ['*'], address_group: ['*'] } },
    accounts: { default: { username_group: ['*'] } },
    reviewers: { hidden: (v) => v.action !== 'review' },
  },
  detail: { exclude: ['users', 'assets', 'accounts'] },
});
