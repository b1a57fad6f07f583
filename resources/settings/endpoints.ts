import { defineResource } from '../types';

export default defineResource({
  name: 'endpoints',
  view: 'settings',
  path: 'terminal/endpoint',
  api: { list: '/api/v1/terminal/endpoints/' },
  perms: { app: 'terminal', model: 'endpoint' },
  recordRepresentation: 'name',
  title: 'routes.endpoints',
  screens: { list: false, show: false },
  list: {
    import: {},
    export: {},
    columns: [
      'name',
      'host',
      'http_port',
      'https_port',
      'ssh_port',
      'rdp_port',
      'mysql_port',
      'mariadb_port',
      'postgresql_port',
      'redis_port',
      'oracle_port_range',
    ],
    sort: { field: 'name', order: 'ASC' },
  },
});
