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
    columns: ['display_name', 'version', 'author', 'type', 'is_active', 'date_created'],
  },
});
