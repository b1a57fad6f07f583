import { assetKind } from '../shared/assetKind';
import platforms from './platforms';
import { defineResource, referenceTo } from '../types';

const kind = assetKind('gateways', { category: false });

/**
 * Gateways are hosts on the internal `Gateway` platform, listed and edited in a domain's Gateways
 * tab (forms in a dialog, the domain fixed); the route map has no page of their own.
 */
export default defineResource({
  ...kind,
  perms: { app: 'assets', model: 'gateway' },
  screens: { list: false, show: false },
  references: {
    ...kind.references,
    platform: referenceTo(platforms, { query: { name: 'Gateway' } }),
  },
  form: {
    groups: {
      basic: ['name', 'address', 'platform'],
      account: ['protocols'],
      other: ['labels', 'is_active', 'comment'],
    },
  },
  list: {
    columns: ['name', 'address', 'protocols', 'connectivity', 'comment'],
    sort: { field: 'name', order: 'ASC' },
  },
});
