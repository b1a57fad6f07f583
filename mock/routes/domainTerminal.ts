/**
 * Terminal management calls beyond the generic protocol (docs/domain.md §11.1–11.3): storage
 * connection tests and their delete guard, the smart endpoint match and the component metrics.
 */
import {
  componentMetrics,
  matchEndpoint,
  storageTest,
  storageUndeletable,
} from '../domain/terminal';
import { DEFAULT_ENDPOINT_ID } from '../seed/terminal';
import { json, type Ctx } from '../http';
import type { Route } from '../router';
import { delegateToRest, requirePerm } from './domainCommon';

const UUID = '[0-9a-f-]{36}';
const key = (kind: string) => `terminal.${kind}_storages`;

function testStorage(ctx: Ctx): Response | Promise<Response> {
  const [kind, id] = ctx.params as [string, string];
  const denied = requirePerm(ctx, `terminal.view_${kind}storage`);
  if (denied) return denied;
  const storage = ctx.state.store.find(key(kind), id);
  if (!storage) return delegateToRest(ctx);
  return json(storageTest(storage));
}

function deleteStorage(ctx: Ctx): Response | Promise<Response> {
  const [kind, id] = ctx.params as ['replay' | 'command', string];
  const storage = ctx.state.store.find(key(kind), id);
  const denied = requirePerm(ctx, `terminal.delete_${kind}storage`);
  if (denied || !storage) return delegateToRest(ctx);
  const refusal = storageUndeletable(storage, ctx.state.store.rows('terminal.terminals'), kind);
  return refusal ? json({ msg: refusal }, 400) : delegateToRest(ctx);
}

/** The endpoint a rule matched (or Default, its host taken from the request's). */
async function smartEndpoint(ctx: Ctx): Promise<Response> {
  const q = ctx.url.searchParams;
  const protocol = q.get('protocol');
  if (!protocol) return json({ error: 'Not found protocol query params' }, 404);
  const asset = q.get('asset_id') ? ctx.state.store.find('assets.assets', q.get('asset_id')) : null;
  const address = q.get('target_ip') || String(asset?.address ?? '');
  const store = ctx.state.store;
  const endpoint = address
    ? matchEndpoint(
        store.rows('terminal.endpoint_rules'),
        store.rows('terminal.endpoints'),
        address,
        protocol,
      )
    : null;
  const id = String(endpoint?.id ?? DEFAULT_ENDPOINT_ID);
  const read = { ...ctx, method: 'GET', path: `/api/v1/terminal/endpoints/${id}/` };
  const answer = await delegateToRest(read);
  if (!answer.ok) return answer;
  const body = (await answer.json()) as Record<string, unknown>;
  if (!body.host) body.host = ctx.url.hostname;
  return json(body);
}

export const terminalRoutes: Route[] = [
  {
    method: 'GET',
    pattern: new RegExp(`^/api/v1/terminal/(replay|command)-storages/(${UUID})/test-connective/$`),
    handle: testStorage,
  },
  {
    method: 'DELETE',
    pattern: new RegExp(`^/api/v1/terminal/(replay|command)-storages/(${UUID})/$`),
    handle: deleteStorage,
  },
  { method: 'GET', pattern: /^\/api\/v1\/terminal\/endpoints\/smart\/$/, handle: smartEndpoint },
  {
    method: 'GET',
    pattern: /^\/api\/v1\/terminal\/components\/metrics\/$/,
    handle: (ctx) =>
      requirePerm(ctx, 'terminal.view_terminal') ??
      json(componentMetrics(ctx.state.store.rows('terminal.terminals'))),
  },
];
