/**
 * What the asset kinds (hosts, databases, devices, clouds, webs) share: the catalogue gives
 * them one list, one form (basic, account, other; a kind may add fields to basic and a group of its
 * own after it), the same pickers and widgets, and the asset detail page as their detail.
 */
import platforms from '../console/platforms';
import { activeSwitches, referenceTo, type FormGroupName, type ResourceDescriptor } from '../types';
import { nodePicker } from './pickers';

/** `name:value` typed in the labels select creates a new label. */
export function labelFromText(text: string) {
  const [name, ...rest] = text.split(':');
  const value = rest.join(':').trim();
  return name?.trim() && value ? { name: name.trim(), value } : null;
}

/** The list parts every kind shares (its columns and order stay in its own file). */
export const assetList = {
  minColumns: ['name', 'address'],
  exclude: ['auto_info'],
  bulkUpdate: ['domain', 'is_active', 'comment'],
  bulkActions: activeSwitches('assets', 'deactivate', 'activate'),
} satisfies Partial<NonNullable<ResourceDescriptor['list']>>;

export interface KindOptions {
  /** The platforms offered: the kind's category (default: the kind without its plural s); false for all. */
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
    },
    fields: {
      address: { rules: ['address', 'noEmoji'] },
      // Catalogue: nodes are required on the client.
      nodes: { rules: ['required'] },
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
    detail: { exclude: ['auto_info'] },
  } satisfies Omit<ResourceDescriptor, 'list'>;
}
