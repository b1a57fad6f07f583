import { defineResource } from '../types';
import { activeToggle } from '../shared/activeToggle';

export default defineResource({
  name: 'applets',
  view: 'settings',
  path: 'applets',
  api: { list: '/api/v1/terminal/applets/' },
  perms: { app: 'terminal', model: 'applet' },
  recordRepresentation: 'name',
  title: 'routes.applets',
  // Applets come only from packages (the upload action); they are never edited.
  screens: { create: false, show: 'applets/:id', edit: false },
  list: {
    // Remote apps and the hosts that publish them (the hosts have no list route of their own).
    tabs: [
      { name: 'applets', label: 'routes.applets' },
      { name: 'appletHosts', label: 'routes.appletHosts', resource: 'appletHosts' },
    ],
    columns: ['display_name', 'version', 'author', 'type', 'is_active', 'date_created'],
    rowActions: { update: false, clone: false },
  },
  detail: {
    tabs: [
      'basic',
      {
        // The hosts it is published on.
        kind: 'relation',
        path: 'publications',
        label: 'system.tabs.publications',
        resource: 'appletPublications',
        columns: ['host', 'status', 'date_updated'],
        filter: (applet) => ({ applet: String(applet.id) }),
        rowActions: true,
      },
    ],
  },
  actions: [
    {
      name: 'upload',
      label: 'system.actions.upload',
      icon: 'upload',
      places: ['header'],
      perm: 'terminal.add_applet',
      writes: false,
      run: { kind: 'dialog', component: 'system/AppletUpload' },
    },
    // The Activate switch of the applet's page (docs/domain.md §12.1).
    ...activeToggle({
      url: '/api/v1/terminal/applets/{id}/',
      perm: 'terminal.change_applet',
      places: ['row', 'detail'],
    }),
  ],
});
