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
  actions: [
    {
      // docs/domain.md §3.1: the port defaults to the gateway's ssh port; answers 200.
      name: 'test',
      label: 'actions.labels.test_connection',
      icon: 'test',
      places: ['row'],
      perm: 'assets.test_assetconnectivity',
      run: {
        kind: 'call',
        method: 'POST',
        url: '/api/v1/assets/gateways/{id}/test-connective/',
        body: ({ values }) => ({ port: values.port }),
        form: {
          fields: {
            port: {
              type: 'integer',
              label: 'actions.form.port',
              required: true,
              default: ({ record }) =>
                (record?.protocols as { name: string; port: number }[] | undefined)?.find(
                  (p) => p.name === 'ssh',
                )?.port ?? 22,
            },
          },
        },
      },
      after: { task: 'task', message: false },
    },
  ],
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
    alwaysSent: kind.form.alwaysSent,
  },
  list: {
    columns: ['name', 'address', 'protocols', 'connectivity', 'comment'],
    sort: { field: 'name', order: 'ASC' },
  },
});
