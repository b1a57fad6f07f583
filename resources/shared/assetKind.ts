/**
 * What the asset kinds (hosts, databases, devices, clouds, webs) share: the catalogue gives
 * them one list, one form (basic, account, other; a kind may add fields to basic and a group of its
 * own after it), the same pickers and widgets, and the asset detail page as their detail.
 */
import platforms from '../console/platforms';
import { activeSwitches, referenceTo, type FormGroupName, type ResourceDescriptor } from '../types';
import type { ActionSpec, AnyRecord, CreateVariants, RelationTab } from '../vocabulary';
import { nodePicker } from './pickers';

const autoInfo = (a: AnyRecord) => (a.auto_info ?? {}) as Record<string, unknown>;
/** Lina's rules: testing needs ansible and ping, refreshing needs ansible and fact gathering. */
export const canTest = (a: AnyRecord) =>
  Boolean(autoInfo(a).ansible_enabled && autoInfo(a).ping_enabled);
export const canRefresh = (a: AnyRecord) =>
  Boolean(autoInfo(a).ansible_enabled && autoInfo(a).gather_facts_enabled);

const TEST_PERM = 'assets.test_assetconnectivity';
const REFRESH_PERM = 'assets.refresh_assethardwareinfo';
const FOLLOW = { task: 'task', message: false } as const;

/**
 * Test connectivity and refresh hardware info (docs/domain.md §3.1) on a row, the detail
 * page and the list's selection, each following its task in the task log dialog. A bulk test has
 * no permission of its own on the server: only system administrators pass (the button shows for
 * holders of the test permission and the server answers the others 403).
 */
export const assetActions: ActionSpec[] = [
  {
    name: 'test',
    label: 'actions.labels.test_connectivity',
    icon: 'test',
    places: ['row', 'detail'],
    perm: TEST_PERM,
    disabled: (a) => (canTest(a) ? false : 'actions.reason.test_unsupported'),
    run: {
      kind: 'call',
      method: 'POST',
      url: '/api/v1/assets/assets/{id}/tasks/',
      body: () => ({ action: 'test' }),
    },
    after: FOLLOW,
  },
  {
    name: 'refresh',
    label: 'actions.labels.refresh_hardware',
    icon: 'refresh',
    places: ['row', 'detail'],
    perm: REFRESH_PERM,
    disabled: (a) => (canRefresh(a) ? false : 'actions.reason.refresh_unsupported'),
    run: {
      kind: 'call',
      method: 'POST',
      url: '/api/v1/assets/assets/{id}/tasks/',
      body: () => ({ action: 'refresh' }),
    },
    after: FOLLOW,
  },
  {
    name: 'test_selected',
    label: 'actions.labels.test_selected',
    icon: 'test',
    places: ['header'],
    bulk: true,
    perm: TEST_PERM,
    run: {
      kind: 'call',
      method: 'POST',
      url: '/api/v1/assets/assets/tasks/',
      body: ({ ids }) => ({ action: 'test', assets: [...ids] }),
    },
    after: FOLLOW,
  },
  {
    name: 'refresh_selected',
    label: 'actions.labels.refresh_selected',
    icon: 'refresh',
    places: ['header'],
    bulk: true,
    perm: REFRESH_PERM,
    run: {
      kind: 'call',
      method: 'POST',
      url: '/api/v1/assets/assets/tasks/',
      body: ({ ids }) => ({ action: 'refresh', assets: [...ids] }),
    },
    after: FOLLOW,
  },
];

/** `name:value` typed in the labels select creates a new label. */
export function labelFromText(text: string) {
  const [name, ...rest] = text.split(':');
  const value = rest.join(':').trim();
  return name?.trim() && value ? { name: name.trim(), value } : null;
}

/** A platform's category (`{value}` or a string) → the asset kind's route segment. */
function kindOf(category: unknown): string {
  const value =
    category && typeof category === 'object' && 'value' in category ? category.value : category;
  return `${String(value)}s`;
}

/**
 * Create asks for the platform (of one category, or any), then opens its kind's form with the
 * platform and the node selected in the tree preselected (as Lina's `?platform=&node=`).
 */
export function platformChoice(category?: string): CreateVariants {
  return {
    title: 'pages.create_variant.platform',
    options: {
      url: platforms.api.list,
      label: 'name',
      group: 'category',
      ...(category && { query: { category } }),
    },
    to: (platform, { node }) =>
      `/console/assets/${kindOf(platform.category)}/create?${new URLSearchParams({
        platform: String(platform.id),
        ...(node && { node }),
      }).toString()}`,
  };
}

/**
 * An asset's write without `protocols` resets them to its platform's defaults (v3.1.0's
 * `_set_protocols_default` runs on updates too): every update sends them.
 */
export const ASSET_ALWAYS_SENT = ['protocols'];

/** What a PATCH of a few of an asset's fields (its active switch) adds so its protocols stay. */
export function keptProtocols(asset: AnyRecord): AnyRecord {
  if (!Array.isArray(asset.protocols)) return {};
  return {
    protocols: (asset.protocols as AnyRecord[]).map((p) => ({ name: p.name, port: p.port })),
  };
}

/** The list parts every kind shares (its columns and order stay in its own file). */
export const assetList = {
  minColumns: ['name', 'address'],
  exclude: ['auto_info'],
  bulkUpdate: ['domain', 'is_active', 'comment'],
  bulkActions: activeSwitches('assets', 'deactivate', 'activate'),
} satisfies Partial<NonNullable<ResourceDescriptor['list']>>;

export interface KindOptions {
  /**
   * The platforms offered: the kind's category (default: the kind without its plural s); false for
   * all.
   */
  category?: string | false;
  /** Fields of this kind appended to the basic group (a database's `db_name`). */
  basic?: string[];
  /** This kind's own group, right after the basic one (a web's selectors). */
  group?: Partial<Record<FormGroupName, string[]>>;
}

/**
 * Everything but the list of the kind served at `/api/v1/assets/<kind>/`, routed at
 * `assets/<kind>`, named and titled `<kind>`; its platforms are those of the kind's category.
 */
export function assetKind(kind: string, options: KindOptions = {}) {
  return {
    name: kind,
    view: 'console',
    path: `assets/${kind}`,
    api: { list: `/api/v1/assets/${kind}/` },
    perms: { app: 'assets', model: 'asset' },
    recordRepresentation: 'name',
    title: `routes.${kind}`,
    screens: { show: '/console/assets/assets/:id' },
    references: {
      platform: referenceTo(
        platforms,
        options.category === false
          ? {}
          : { query: { category: options.category ?? kind.replace(/s$/, '') } },
      ),
      nodes: nodePicker,
      domain: { url: '/api/v1/assets/domains/' },
      labels: {
        url: '/api/v1/assets/labels/',
        label: (l) => `${String(l.name)}:${String(l.value)}`,
        create: labelFromText,
      },
    },
    form: {
      groups: {
        basic: ['name', 'address', 'platform', 'nodes', ...(options.basic ?? [])],
        ...options.group,
        account: ['protocols'],
        other: ['domain', 'labels', 'is_active', 'comment'],
      },
      alwaysSent: ASSET_ALWAYS_SENT,
    },
    fields: {
      address: { rules: ['address', 'noEmoji'] },
      // Catalogue: nodes are required on the client.
      // …and preselected from `?node=<uuid>` (the node selected in the list's tree).
      nodes: {
        rules: ['required'],
        default: ({ query }) => (query.get('node') ? [{ id: query.get('node') }] : undefined),
      },
      // Category tabs open the form with `?platform=<id>` (catalogue: route_query).
      platform: {
        default: ({ query }) =>
          query.get('platform') ? { id: Number(query.get('platform')) } : undefined,
      },
      protocols: { widget: 'protocols', cell: 'protocols', choicesFrom: 'platform' },
      labels: { cell: 'labels' },
      connectivity: { cell: 'status' },
      // Write-only here: the asset's accounts are fetched only when a row asks.
      accounts: {
        cell: 'onDemand',
        url: '/api/v1/accounts/accounts/?asset={id}',
        perm: 'accounts.view_account',
      },
    },
    detail: {
      // Lina's asset card: what and where, how it is reached, its state, then when and by whom.
      fields: [
        'name',
        'address',
        'category',
        'type',
        'platform',
        'protocols',
        ...(options.basic ?? []),
        'nodes',
        'domain',
        'labels',
        'connectivity',
        'is_active',
        'date_created',
        'created_by',
        'comment',
      ],
      // The accounts have their own tab.
      exclude: ['auto_info', 'accounts'],
    },
    actions: assetActions,
  } satisfies Omit<ResourceDescriptor, 'list'>;
}

/**
 * An asset's Accounts tab (Lina's AssetDetail Accounts, docs/domain.md §3.4; an applet host shows
 * the same): its accounts in a dialog form; `secret` is read behind the MFA confirm, test and
 * history are the accounts' own actions.
 */
export function assetAccountsTab(): RelationTab {
  return {
    kind: 'relation',
    path: 'accounts',
    label: 'pages.tabs.accounts',
    resource: 'accounts',
    columns: ['name', 'username', 'privileged', 'secret_type', 'secret', 'source', 'connectivity'],
    filter: (asset) => ({ asset: String(asset.id) }),
    dialogForm: { defaults: (asset) => ({ asset: asset.id }) },
  };
}
