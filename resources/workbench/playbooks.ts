import { defineResource } from '../types';

/**
 * Playbooks are listed on the templates page; the route map only has their forms.
 */
export default defineResource({
  name: 'playbooks',
  view: 'workbench',
  path: 'ops/playbook',
  api: { list: '/api/v1/ops/playbooks/' },
  perms: { app: 'ops', model: 'playbook' },
  recordRepresentation: 'name',
  title: 'routes.playbooks',
  screens: { list: false, show: false },
  // The job centre exists only while command execution is enabled.
  hidden: (settings) => !settings.SECURITY_COMMAND_EXECUTION,
  list: {
    columns: ['name', 'comment', 'date_created'],
    sort: { field: 'date_created', order: 'ASC' },
  },
});
