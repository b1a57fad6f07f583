import { defineResource } from '../types';

export default defineResource({
  name: 'applets',
  view: 'settings',
  path: 'applets',
  api: { list: '/api/v1/terminal/applets/' },
  perms: { app: 'terminal', model: 'applet' },
  recordRepresentation: 'name',
  title: 'routes.applets',
  screens: { create: false, show: 'applets/:id', edit: false },
  list: {
    // Remote apps and the hosts that publish them (the hosts have no list route of their own).
    tabs: [
      { name: 'applets', label: 'routes.applets' },
      { name: 'appletHosts', label: 'routes.appletHosts', resource: 'appletHosts' },
    ],
    columns: ['display_name', 'version', 'author', 'type', 'is_active', 'date_created'],
  },
});
