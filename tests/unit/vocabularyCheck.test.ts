import { describe, expect, it } from 'vitest';
import {
  fillUrl,
  registeredFeatures,
  vocabularyProblems,
  type VocabularyContext,
} from '../../scripts/lib/vocabularyCheck';
import { defineResource, type ResourceDescriptor } from '../../resources/types';

const domain = defineResource({
  name: 'domains',
  view: 'console',
  path: 'assets/domains',
  api: { list: '/api/v1/assets/domains/' },
  perms: { app: 'assets', model: 'domain' },
  actions: [
    {
      name: 'test',
      places: ['row'],
      run: { kind: 'call', method: 'POST', url: '/api/v1/assets/domains/{id}/tasks/' },
    },
  ],
  components: { show: 'assets/DomainShow' },
  fields: { gateways: { cell: 'count', tab: 'gateways' }, nodes: { cell: 'count', tab: 'nodes' } },
  list: {
    columns: ['name'],
    tabs: [
      { name: 'domains', label: 'routes.domains' },
      { name: 'gw', label: 'routes.gateways', resource: 'nowhere' },
    ],
  },
  detail: {
    tabs: [
      'basic',
      {
        kind: 'relation',
        path: 'gateways',
        label: 'x',
        resource: 'gateways',
        filter: (r) => ({ domain: String(r.id), zone: 'x' }),
      },
      { kind: 'custom', path: 'gateways', label: 'y', component: 'assets/GatewayMap' },
    ],
  },
});
const gateways = {
  name: 'gateways',
  api: { list: '/api/v1/assets/gateways/' },
} as ResourceDescriptor;

function context(
  known: (method: string, url: string) => boolean,
): VocabularyContext & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    probe: async (method, url) => {
      calls.push(`${method} ${url}`);
      return known(method, url) ? 200 : 404;
    },
    named: (n) => (n === 'gateways' ? gateways : n === 'domains' ? domain : undefined),
    fieldsOf: async () => new Set(['id', 'name', 'domain']),
    features: registeredFeatures(
      "const LOADERS = {\n  'assets/DomainShow': [load, 'DomainShow'],\n};",
    ),
    record: { id: 'd-1', name: 'DMZ' },
  };
}

describe('check:resources on the vocabulary', () => {
  it('fills URL templates from the record', () => {
    expect(fillUrl('/api/v1/x/{id}/users/{name}/', { id: 'a b', name: 'n' })).toBe(
      '/api/v1/x/a%20b/users/n/',
    );
    expect(fillUrl('/api/v1/x/{ids}/', { id: 7 })).toBe('/api/v1/x/7/');
    expect(fillUrl('/api/v1/x/{owner}/', { id: 7 })).toBeNull();
  });

  it('reports unknown resources, relation fields, duplicate tab paths and unregistered features', async () => {
    const problems = await vocabularyProblems(
      domain,
      context(() => true),
      'reads',
    );
    expect(problems).toEqual([
      'detail.tabs: the path "gateways" is used twice',
      'detail.tabs.gateways: "zone" is not a field of gateways',
      'fields.nodes.tab: "nodes" is not a detail tab',
      'list.tabs.gw: "nowhere" is not a registered resource',
      'detail.tabs.gateways: "assets/GatewayMap" is not registered in src/features/registry.ts',
    ]);
  });

  it('probes a write call with the record filled in, and reports an endpoint the backend lacks', async () => {
    const ctx = context(() => false);
    expect(await vocabularyProblems(domain, ctx, 'writes')).toEqual([
      'actions.test: POST /api/v1/assets/domains/d-1/tasks/ is not a demo-backend endpoint (404)',
    ]);
    expect(ctx.calls).toEqual(['POST /api/v1/assets/domains/d-1/tasks/']);
    expect(
      await vocabularyProblems(
        domain,
        context(() => true),
        'writes',
      ),
    ).toEqual([]);
  });

  it("asks a call's URL function with the record, and removes a related row by that row's id", async () => {
    const role = defineResource({
      name: 'roles',
      view: 'console',
      path: 'users/roles',
      api: { list: '/api/v1/rbac/roles/' },
      perms: { app: 'rbac', model: 'role' },
      actions: [
        {
          name: 'sync',
          places: ['detail'],
          run: {
            kind: 'call',
            method: 'PUT',
            url: ({ record }) => `/api/v1/x/${String(record!.name)}/`,
          },
        },
      ],
      detail: {
        tabs: [
          {
            kind: 'relation',
            path: 'users',
            label: 'x',
            resource: 'gateways',
            filter: (r) => ({ role: String(r.id) }),
            remove: { each: true, call: { method: 'DELETE', url: '/api/v1/bindings/{ids}/' } },
          },
        ],
      },
    });
    const ctx = context(() => true);
    const asked: string[] = [];
    ctx.sampleOf = async (url, query) => {
      asked.push(`${url}?${new URLSearchParams(query)}`);
      return { id: 'b-9' };
    };
    expect(await vocabularyProblems(role, ctx, 'writes')).toEqual([]);
    expect(asked).toEqual(['/api/v1/assets/gateways/?role=d-1']);
    expect(ctx.calls).toEqual(['PUT /api/v1/x/DMZ/', 'DELETE /api/v1/bindings/b-9/']);

    // Without a related row there is nothing to remove: no probe, no problem.
    const none = context(() => true);
    none.sampleOf = async () => null;
    expect(await vocabularyProblems(role, none, 'writes')).toEqual([]);
    expect(none.calls).toEqual(['PUT /api/v1/x/DMZ/']);
  });
});
