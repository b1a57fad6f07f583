import { assetKind, assetList } from '../shared/assetKind';
import { assetNodeTree, typeTree } from '../shared/trees';
import { defineResource } from '../types';

/**
 * Every asset; each kind (hosts, databases …) has its own list and forms, and they all share this
 * detail page, which shows their fields the way their lists do.
 */
export default defineResource({
  ...assetKind('assets', { category: false }),
  screens: { create: false, edit: 'detail/:id/update' },
  list: {
    ...assetList,
    export: {},
    columns: ['name', 'address', 'platform', 'connectivity'],
    sort: { field: 'name', order: 'ASC' },
    trees: [assetNodeTree({ nodeActions: true, currentOnly: true }), typeTree],
  },
});
