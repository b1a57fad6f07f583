import { defineResource } from '../types';

/**
 * Asset nodes as rows (by their full path), for the relation tabs that list the nodes a record
 * names (an automation's). The nodes themselves are managed in the asset tree; no page of their own.
 */
export default defineResource({
  name: 'nodes',
  view: 'console',
  path: 'assets/nodes',
  api: { list: '/api/v1/assets/nodes/' },
  perms: { app: 'assets', model: 'node' },
  recordRepresentation: 'full_value',
  title: 'assetWorkspace.titles.nodes',
  screens: { list: false, create: false, show: false, edit: false },
  list: { columns: ['full_value'], minColumns: ['full_value'] },
});
