import { assetKind, assetList, platformChoice } from '../shared/assetKind';
import { defineResource } from '../types';

export default defineResource({
  ...assetKind('webs', {
    group: {
      selector: ['autofill', 'username_selector', 'password_selector', 'submit_selector', 'script'],
    },
  }),
  list: {
    ...assetList,
    import: {},
    export: {},
    columns: ['name', 'address', 'platform', 'connectivity'],
    sort: { field: 'name', order: 'ASC' },
    createVariants: platformChoice('web'),
  },
});
