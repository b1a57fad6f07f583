import { defineResource } from '../types';

export default defineResource({
  name: 'jobs',
  view: 'workbench',
  path: 'ops/job',
  api: { list: '/api/v1/ops/jobs/' },
  perms: { app: 'ops', model: 'job' },
  recordRepresentation: 'name',
  title: 'routes.jobs',
  // The job centre exists only while command execution is enabled.
  hidden: (settings) => !settings.SECURITY_COMMAND_EXECUTION,
  list: {
    columns: ['name', 'type', 'average_time_cost', 'summary', 'comment', 'date_last_run'],
    sort: { field: 'date_created', order: 'ASC' },
  },
});
