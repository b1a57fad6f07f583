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
  actions: [
    {
      // The run's log, live while it runs, stored once it ended (docs/domain.md §8.7).
      name: 'output',
      label: 'actions.labels.job_output',
      icon: 'task',
      places: ['row', 'detail'],
      writes: false,
      run: { kind: 'dialog', component: 'jobs/ExecutionOutput' },
    },
  ],
  fields: { summary: { cell: 'hostSummary' } },
  detail: {
    fields: [
      'job',
      'job_type',
      'material',
      'is_finished',
      'is_success',
      'summary',
      'time_cost',
      'date_start',
      'date_finished',
    ],
    tabs: [
      'basic',
      {
        kind: 'custom',
        path: 'hosts',
        label: 'pages.tabs.job_hosts',
        component: 'jobs/ExecutionHosts',
      },
    ],
  },
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
    // Runs start and finish by themselves (docs/shell.md §7.13).
    refreshEvery: 15,
  },
});
