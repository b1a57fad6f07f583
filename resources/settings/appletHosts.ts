import { defineResource } from '../types';

export default defineResource({
  name: 'appletHosts',
  view: 'settings',
  path: 'applets/hosts',
  api: { list: '/api/v1/terminal/applet-hosts/' },
  perms: { app: 'terminal', model: 'applethost' },
  recordRepresentation: 'name',
  title: 'routes.appletHosts',
  screens: { list: false },
  list: {
    columns: ['name', 'address', 'protocols', 'load', 'date_synced', 'comment'],
    sort: { field: 'name', order: 'ASC' },
  },
  detail: {
    tabs: [
      'basic',
      {
        kind: 'custom',
        path: 'deployments',
        label: 'system.tabs.deployments',
        component: 'system/HostDeployments',
        perm: 'terminal.view_applethostdeployment',
      },
      {
        kind: 'custom',
        path: 'publications',
        label: 'system.tabs.publications',
        component: 'system/HostPublications',
      },
    ],
  },
  actions: [
    {
      // Installs the RemoteApp services and the active applets (domain-protocol-ops §5.6).
      name: 'deploy',
      label: 'system.actions.deploy',
      icon: 'play',
      places: ['row', 'detail'],
      perm: 'terminal.add_applethostdeployment',
      writes: false,
      confirm: 'system.actions.deployConfirm',
      run: {
        kind: 'call',
        method: 'POST',
        url: '/api/v1/terminal/applet-host-deployments/',
        body: ({ record }) => ({ host: record?.id }),
      },
      after: { task: 'task', message: false },
    },
  ],
});
