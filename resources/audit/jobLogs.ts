import { defineResource } from '../types';

export default defineResource({
  name: 'jobLogs',
  view: 'audit',
  path: 'audits/job-execution-log',
  api: { list: '/api/v1/audits/job-logs/' },
  perms: { app: 'audits', model: 'joblog' },
  recordRepresentation: 'material',
  title: 'routes.jobLogs',
  screens: { create: false, show: false, edit: false },
  readOnly: true,
  actions: [
    {
      // Lina's "output": the execution's task log (docs/domain.md §6.10, §8.7).
      name: 'output',
      label: 'actions.labels.job_output',
      icon: 'task',
      places: ['row'],
      writes: false,
      run: { kind: 'dialog', component: 'jobs/ExecutionOutput' },
    },
  ],
  list: {
    export: {},
    columns: [
      'created_by',
      'material',
      'is_finished',
      'is_success',
      'time_cost',
      'date_start',
      'date_finished',
    ],
    sort: { field: 'date_start', order: 'DESC' },
    // DatetimeRangeFilter on the view: date_from/date_to, the last 7 days by default.
    dateRange: true,
  },
});
