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
    columns: ['name', 'address', 'protocols', 'load', 'comment'],
    sort: { field: 'name', order: 'ASC' },
  },
});
