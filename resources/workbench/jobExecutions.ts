import { defineResource } from '../types';

export default defineResource({
  name: 'jobExecutions',
  view: 'workbench',
  path: 'ops/executions',
  api: { list: '/api/v1/ops/job-executions/' },
  perms: { app: 'ops', model: 'jobexecution' },
  recordRepresentation: 'id',
  title: 'routes.jobExecutions',
  screens: { create: false, edit: false },
  // The job centre exists only while command execution is enabled.
  hidden: (settings) => !settings.SECURITY_COMMAND_EXECUTION,
  readOnly: true,
  list: {
    columns: [
      'id',
      'material',
      'job_type',
      'is_finished',
      'is_success',
      'time_cost',
      'date_created',
    ],
    sort: { field: 'date_created', order: 'DESC' },
  },
});
