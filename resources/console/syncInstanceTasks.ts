import { nodePicker } from '../shared/pickers';
import { defineResource } from '../types';

export default defineResource({
  name: 'syncInstanceTasks',
  view: 'console',
  path: 'assets/cloud/sync-instance-tasks',
  api: { list: '/api/v1/xpack/cloud/sync-instance-tasks/' },
  perms: { app: 'xpack', model: 'syncinstancetask' },
  recordRepresentation: 'name',
  title: 'routes.syncInstanceTasks',
  licence: true,
  list: {
    columns: ['name', 'account', 'hostname_strategy', 'protocols', 'is_periodic'],
  },
  // The cloud account synced and the node the instances land in.
  references: { account: { url: '/api/v1/xpack/cloud/accounts/' }, node: nodePicker },
});
