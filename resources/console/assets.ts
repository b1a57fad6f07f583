import {
  assetAccountsTab,
  assetKind,
  assetList,
  keptProtocols,
  platformChoice,
} from '../shared/assetKind';
import { nodePicker } from '../shared/pickers';
import { namedBy, relatedIds } from '../shared/relations';
import { assetNodeTree, typeTree } from '../shared/trees';
import { defineResource } from '../types';
import type { ActionInput, ActionSpec, RelationTab } from '../vocabulary';

/**
 * Every asset; each kind (hosts, databases …) has its own list and forms, and they all share this
 * detail page, which shows their fields the way their lists do.
 */
const kind = assetKind('assets', { category: false });
const ASSET_URL = '/api/v1/assets/assets/{id}/';

export default defineResource({
  ...kind,
  screens: { create: false, edit: 'detail/:id/update' },
  list: {
    ...assetList,
    export: {},
    columns: ['name', 'address', 'platform', 'connectivity'],
    sort: { field: 'name', order: 'ASC' },
    // Each kind's own list (its columns, its forms) side by side with all assets.
    tabs: [
      { name: 'all', label: 'pages.tabs.all' },
      { name: 'host', label: 'routes.hosts', resource: 'hosts' },
      { name: 'device', label: 'routes.devices', resource: 'devices' },
      { name: 'database', label: 'routes.databases', resource: 'databases' },
      { name: 'cloud', label: 'routes.clouds', resource: 'clouds' },
      { name: 'web', label: 'routes.webs', resource: 'webs' },
    ],
    trees: [assetNodeTree({ nodeActions: true, currentOnly: true }), typeTree],
    // An asset is created as its platform's kind: pick the platform, then that kind's form.
    createVariants: platformChoice(),
  },
  detail: {
    ...kind.detail,
    tabs: [
      'basic',
      assetAccountsTab(),
      nodesTab(),
      {
        // Who can reach this asset and through which permission (docs/domain.md §3.3).
        kind: 'custom',
        path: 'authorised',
        label: 'assetWorkspace.detail.perm_users',
        component: 'assets/AuthorisedUsers',
        perm: 'perms.view_assetpermission',
      },
      'activity',
    ],
  },
  // Lina's active switch among the detail's quick actions: a PATCH of `is_active` (and protocols).
  actions: [...kind.actions, activeSwitch(true), activeSwitch(false), hardwareInfo()],
});

/** The asset's node ids once the picked ones are added or the selected ones removed. */
function nodesAfter(change: 'add' | 'remove') {
  return ({ record, ids }: ActionInput) => {
    const current = relatedIds(record?.nodes);
    const changed = new Set(ids.map(String));
    return {
      // v3.1.0 resets the protocols of an asset written without them (docs/domain.md §3).
      ...keptProtocols(record ?? {}),
      nodes:
        change === 'add'
          ? [...current, ...[...changed].filter((id) => !current.includes(id))]
          : current.filter((id) => !changed.has(id)),
    };
  };
}

/**
 * The nodes the asset is under (Lina's Node card of the asset page): added and removed by a PATCH
 * of the asset's whole node list, as Lina does.
 */
function nodesTab(): RelationTab {
  const edit = (change: 'add' | 'remove') => ({
    call: { method: 'PATCH' as const, url: ASSET_URL, body: nodesAfter(change) },
    perm: 'assets.change_asset',
  });
  return {
    kind: 'relation',
    path: 'nodes',
    label: 'assetWorkspace.titles.nodes',
    resource: 'nodes',
    filter: namedBy('nodes'),
    perm: 'assets.view_node',
    add: { ...edit('add'), options: { url: nodePicker.url, label: 'full_value' } },
    remove: edit('remove'),
  };
}

/** A host's gathered hardware facts (what "Refresh hardware info" writes), in a dialog. */
function hardwareInfo(): ActionSpec {
  return {
    name: 'hardware',
    label: 'assetWorkspace.hardware.label',
    icon: 'monitor',
    places: ['detail'],
    hidden: (a) => categoryOf(a) !== 'host',
    run: { kind: 'dialog', component: 'assets/HardwareInfo' },
  };
}

function categoryOf(asset: Record<string, unknown>): unknown {
  const c = asset.category;
  return c && typeof c === 'object' && 'value' in c ? c.value : c;
}

function activeSwitch(on: boolean): ActionSpec {
  return {
    name: on ? 'activate' : 'deactivate',
    label: `assetWorkspace.detail.${on ? 'activate' : 'deactivate'}`,
    icon: on ? 'unlock' : 'lock',
    places: ['detail'],
    perm: 'assets.change_asset',
    hidden: (a) => Boolean(a.is_active) === on,
    run: {
      kind: 'call',
      method: 'PATCH',
      url: ASSET_URL,
      body: ({ record }) => ({ is_active: on, ...keptProtocols(record!) }),
    },
  };
}
