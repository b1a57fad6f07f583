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
  // Lina's "output": the task log page of the execution's celery task (§1.10, §3.7).
  actions: [
    {
      name: 'task_log',
      label: 'sessions.actions.task_log',
      icon: 'task',
      places: ['row'],
      hidden: (r) => !r.task_id,
      run: { kind: 'open', url: '/core/ops/celery/task/{task_id}/log/' },
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
