import { defineResource } from '../types';

/**
 * Playbooks are listed on the templates page; the detail (`workbench/ops/playbook/:id`) has the
 * file workspace (docs/domain.md §8.2).
 */
export default defineResource({
  name: 'playbooks',
  view: 'workbench',
  path: 'ops/playbook',
  api: { list: '/api/v1/ops/playbooks/' },
  perms: { app: 'ops', model: 'playbook' },
  recordRepresentation: 'name',
  title: 'routes.playbooks',
  screens: { list: false },
  // The job centre exists only while command execution is enabled.
  hidden: (settings) => !settings.SECURITY_COMMAND_EXECUTION,
  actions: [
    {
      name: 'upload',
      label: 'actions.labels.playbook_upload',
      icon: 'upload',
      places: ['header'],
      perm: 'ops.add_playbook',
      writes: true,
      run: { kind: 'dialog', component: 'jobs/PlaybookUpload' },
    },
  ],
  detail: {
    tabs: [
      'basic',
      {
        kind: 'custom',
        path: 'workspace',
        label: 'pages.tabs.playbook_workspace',
        component: 'jobs/PlaybookWorkspace',
        perm: 'ops.change_playbook',
      },
    ],
  },
  list: {
    columns: ['name', 'comment', 'date_created'],
    sort: { field: 'date_created', order: 'ASC' },
  },
});
