import { assetKind, assetList, platformChoice } from '../shared/assetKind';
import { defineResource } from '../types';

export default defineResource({
  ...assetKind('databases', {
    basic: ['db_name'],
    group: { secure: ['use_ssl', 'ca_cert', 'client_cert', 'client_key', 'allow_invalid_cert'] },
  }),
  list: {
    ...assetList,
    import: {},
    export: {},
    columns: ['name', 'address', 'platform', 'connectivity'],
    sort: { field: 'name', order: 'ASC' },
    createVariants: platformChoice('database'),
  },
});
