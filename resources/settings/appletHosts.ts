import {
  ASSET_ALWAYS_SENT,
  assetAccountsTab,
  assetActions,
  keptProtocols,
} from '../shared/assetKind';
import { defineResource } from '../types';
import { activeToggle } from '../shared/activeToggle';
import { publishAll } from './appletPublications';

/**
 * A host is an asset (docs/domain.md §12.5): its connectivity test and hardware refresh are
 * the asset tasks, its Is active switch the asset's PATCH.
 */
const assetTasks = assetActions.filter((a) => a.name === 'test' || a.name === 'refresh');

export default defineResource({
  name: 'appletHosts',
  view: 'settings',
  path: 'applets/hosts',
  api: { list: '/api/v1/terminal/applet-hosts/' },
  perms: { app: 'terminal', model: 'applethost' },
  recordRepresentation: 'name',
  title: 'routes.appletHosts',
  screens: { list: false },
  // A host is an asset: every update sends its protocols.
  form: { alwaysSent: ASSET_ALWAYS_SENT },
  list: {
    columns: ['name', 'address', 'protocols', 'load', 'date_synced', 'comment'],
    sort: { field: 'name', order: 'ASC' },
  },
  detail: {
    tabs: [
      'basic',
      // Its accounts, as any asset's (Lina lists the same account table here).
      assetAccountsTab(),
      {
        kind: 'custom',
        path: 'deployments',
        label: 'system.tabs.deployments',
        component: 'system/HostDeployments',
        perm: 'terminal.view_applethostdeployment',
      },
      {
        // The applets published here; each can be published again, or all at once (detail).
        kind: 'relation',
        path: 'publications',
        label: 'system.tabs.publications',
        resource: 'appletPublications',
        columns: ['applet', 'status', 'date_updated'],
        filter: (host) => ({ host: String(host.id) }),
        rowActions: true,
      },
    ],
  },
  actions: [
    {
      // Installs the RemoteApp services and the active applets (docs/domain.md §12.3).
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
    publishAll,
    ...assetTasks,
    ...activeToggle({
      url: '/api/v1/assets/assets/{id}/',
      perm: 'assets.change_asset',
      places: ['detail'],
      extra: keptProtocols,
    }),
  ],
});
