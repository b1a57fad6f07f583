import { assetKind, assetList } from '../shared/assetKind';
import { defineResource } from '../types';

/**
 * Custom assets: v3.1 has no `customs` category or API (it appears in v3.2). The closest real
 * API is the generic asset list (`/api/v1/assets/assets/`, filterable by `category`).
 */
export default defineResource({
  ...assetKind('customs'),
  api: { list: '/api/v1/assets/assets/' },
  list: {
    ...assetList,
    columns: ['name', 'address', 'platform', 'connectivity'],
    sort: { field: 'name', order: 'ASC' },
  },
});
