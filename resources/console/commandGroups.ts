import { defineResource } from '../types';

export default defineResource({
  name: 'commandGroups',
  view: 'console',
  path: 'perms/cmd-groups',
  api: { list: '/api/v1/acls/command-groups/' },
  perms: { app: 'acls', model: 'commandgroup' },
  recordRepresentation: 'name',
  title: 'routes.commandGroups',
  list: {
    columns: ['name', 'type', 'content'],
    minColumns: ['name'],
    sort: { field: 'name', order: 'ASC' },
  },
  form: {
    groups: { basic: ['name', 'type', 'content', 'ignore_case', 'comment'] },
  },
  fields: {
    content: { rows: 4, help: 'resources.commandGroups.help.content' },
  },
});
