import { defineResource } from '../types';

/**
 * Gateways are listed inside a domain's detail page; the route map only has their forms.
 */
export default defineResource({
  name: 'gateways',
  view: 'console',
  path: 'assets/gateways',
  api: { list: '/api/v1/assets/gateways/' },
  perms: { app: 'assets', model: 'gateway' },
  recordRepresentation: 'name',
  title: 'routes.gateways',
  screens: { list: false, show: false },
  actions: [
    {
      // Domain-protocol-assets §3.1: the port defaults to the gateway's ssh port; answers 200.
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
  list: {
    import: {},
    export: {},
    columns: ['name', 'address', 'protocols', 'nodes_display', 'connectivity', 'comment'],
    sort: { field: 'name', order: 'ASC' },
  },
});
