import { defineResource } from '../types';

/**
 * Ad-hoc commands are listed on the templates page; the route map has their forms and detail
 * (`workbench/ops/adhoc/:id`).
 */
export default defineResource({
  name: 'adhocs',
  view: 'workbench',
  path: 'ops/adhoc',
  api: { list: '/api/v1/ops/adhocs/' },
  perms: { app: 'ops', model: 'adhoc' },
  recordRepresentation: 'name',
  title: 'routes.adhocs',
  screens: { list: false },
  // The job centre exists only while command execution is enabled.
  hidden: (settings) => !settings.SECURITY_COMMAND_EXECUTION,
  list: {
    columns: ['name', 'module', 'comment', 'args', 'date_created'],
  },
});
