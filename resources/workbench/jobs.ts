import { executionsTab } from '../shared/relations';
import { defineResource } from '../types';
import { asksParameters } from './jobParameters';

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
  actions: [
    {
      // Run now (docs/domain.md §8.4): answers only the task id, whose log then streams.
      name: 'run',
      label: 'actions.labels.job_run',
      icon: 'play',
      places: ['row', 'detail'],
      perm: 'ops.add_jobexecution',
      hidden: asksParameters,
      run: {
        kind: 'call',
        method: 'POST',
        url: '/api/v1/ops/job-executions/',
        body: ({ record }) => ({ job: record!.id }),
      },
      after: { task: 'task_id', message: false },
    },
    // The same Run now on a job with parameters: their values are asked first.
    {
      name: 'runWithParameters',
      label: 'actions.labels.job_run',
      icon: 'play',
      places: ['row', 'detail'],
      perm: 'ops.add_jobexecution',
      hidden: (r) => !asksParameters(r),
      run: { kind: 'dialog', component: 'jobs/JobRunDialog' },
    },
    // The periodic schedule on or off; turning it on sends the schedule along, as the serializer
    // requires a setting in the request (docs/domain.md §8.3).
    {
      name: 'enable',
      label: 'actions.labels.schedule_enable',
      icon: 'play',
      places: ['row', 'detail'],
      perm: 'ops.change_job',
      hidden: (r) => Boolean(r.is_periodic) || (!r.crontab && !r.interval),
      run: {
        kind: 'call',
        method: 'PATCH',
        url: '/api/v1/ops/jobs/{id}/',
        body: ({ record }) => ({
          is_periodic: true,
          crontab: record!.crontab,
          interval: record!.interval,
        }),
      },
    },
    {
      name: 'disable',
      label: 'actions.labels.schedule_disable',
      icon: 'stop',
      places: ['row', 'detail'],
      perm: 'ops.change_job',
      hidden: (r) => !r.is_periodic,
      run: {
        kind: 'call',
        method: 'PATCH',
        url: '/api/v1/ops/jobs/{id}/',
        body: () => ({ is_periodic: false }),
      },
    },
  ],
  // Lina's JobUpdateCreate: targets from the user's own granted assets and nodes; an ad-hoc job
  // has a module and a command, a playbook job a playbook; periodic by interval or crontab.
  references: {
    assets: {
      url: '/api/v1/perms/users/self/assets/',
      label: (a) => `${String(a.name)}(${String(a.address)})`,
    },
    nodes: { url: '/api/v1/perms/users/self/nodes/', label: 'full_value' },
    playbook: { url: '/api/v1/ops/playbooks/' },
  },
  fields: {
    summary: { cell: 'successRatio' },
    module: { hidden: (v) => v.type === 'playbook' },
    args: { hidden: (v) => v.type === 'playbook', rows: 4 },
    playbook: { hidden: (v) => v.type !== 'playbook' },
    interval: { hidden: (v) => !v.is_periodic },
    crontab: { hidden: (v) => !v.is_periodic },
    is_periodic: { default: false },
    use_parameter_define: { label: 'jobParams.useDefine' },
    parameters_define: {
      label: 'jobParams.define',
      widget: 'parameters',
      default: '{}',
      hidden: (v) => !v.use_parameter_define,
    },
  },
  form: {
    groups: {
      // Parameters: values a run asks for; ansible gets them as extra vars (`{{ env }}`).
      basic: [
        'name',
        'type',
        'module',
        'args',
        'playbook',
        'use_parameter_define',
        'parameters_define',
        'comment',
      ],
      asset: ['assets', 'nodes', 'runas', 'runas_policy'],
      automation: ['is_periodic', 'interval', 'crontab'],
      other: ['timeout', 'chdir', 'run_after_save'],
    },
  },
  // Lina's JobHistory tab: the job's executions (`?job_id=`).
  detail: {
    // What it runs, where and as whom, when it runs; then its timings.
    fields: [
      'name',
      'type',
      'module',
      'playbook',
      'args',
      // `assets` and `nodes` come as bare ids: under More details.
      'runas',
      'runas_policy',
      'is_periodic',
      'crontab',
      'interval',
      'average_time_cost',
      'date_last_run',
      'date_created',
      'comment',
    ],
    tabs: ['basic', executionsTab('jobExecutions', 'job_id')],
  },
  list: {
    columns: ['name', 'type', 'average_time_cost', 'summary', 'comment', 'date_last_run'],
    sort: { field: 'date_created', order: 'ASC' },
  },
});
