import { assetKind, assetList, platformChoice } from '../shared/assetKind';
import { defineResource } from '../types';

export default defineResource({
  ...assetKind('devices'),
  list: {
    ...assetList,
    import: {},
    export: {},
    columns: ['name', 'address', 'platform', 'connectivity'],
    sort: { field: 'name', order: 'ASC' },
    createVariants: platformChoice('device'),
  },
});
