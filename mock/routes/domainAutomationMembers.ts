/**
 * What a change-secret or push-account automation runs on (docs/domain.md §5.5): its
 * assets (direct and under its nodes) listed, direct assets added and removed, nodes added and
 * removed. The update views answer their validation failures with HTTP 200 `{"error": …}`, and
 * the push add-asset URL is spelt `push-accountt` (docs/domain.md §5.5).
 */
import { automationAssets } from '../domain/automations';
import { detail, json, readJson, type Ctx } from '../http';
import { can, denied } from '../query';
import { ORG_ROOT } from '../rbac';
import type { Route } from '../router';
import type { Row } from '../types';
import { paginate } from './domainCommon';

const UUID = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';

interface Kind {
  table: string;
  /** The automation model's codename suffix. */
  model: string;
}

const KINDS: Record<string, Kind> = {
  'change-secret': { table: 'accounts.change_secret_automations', model: 'changesecretautomation' },
  'push-account': { table: 'accounts.push_automations', model: 'pushaccountautomation' },
};

const notFound = () => detail(404, 'Not found.', 'not_found');

function inOrg(ctx: Ctx, row: Row): boolean {
  return ctx.orgId === ORG_ROOT || row.org_id === ctx.orgId;
}

/** `get_object_or_404` on the org-scoped automation model. */
function automationOf(ctx: Ctx, kind: Kind): Row | undefined {
  const row = ctx.state.store.find(kind.table, ctx.params[1]);
  return row && inOrg(ctx, row) ? row : undefined;
}

/**
 * `GET …/<pk>/assets/` (`assets.view_asset`): `{id, name, address}`, searched on name and address,
 * ordered by the serializer's fields (DRF's default ordering fields), by name otherwise.
 */
function listAssets(ctx: Ctx): Response {
  const kind = KINDS[ctx.params[0]!]!;
  if (!can(ctx, 'assets.view_asset')) return denied(ctx);
  const automation = automationOf(ctx, kind);
  if (!automation) return notFound();
  const term = (ctx.url.searchParams.get('search') ?? '').trim().toLowerCase();
  const order = ctx.url.searchParams.get('order') ?? 'name';
  const key = order.replace(/^-/, '') === 'address' ? 'address' : 'name';
  const dir = order.startsWith('-') ? -1 : 1;
  const rows = automationAssets(ctx, automation)
    .filter(
      (a) =>
        !term ||
        [a.name, a.address].some((v) =>
          String(v ?? '')
            .toLowerCase()
            .includes(term),
        ),
    )
    .sort((a, b) => String(a[key]).localeCompare(String(b[key])) * dir);
  return paginate(ctx, rows, (a) => ({ id: a.id, name: a.name, address: a.address }));
}

type Validated = { ids: string[] } | { error: Record<string, string[]> };

/** A `PrimaryKeyRelatedField(many=True)` over the request organisation's rows. */
function primaryKeys(ctx: Ctx, body: unknown, key: string, table: string): Validated {
  const value = body && typeof body === 'object' ? (body as Row)[key] : undefined;
  if (value === undefined) return { ids: [] };
  if (!Array.isArray(value)) {
    const type = typeof value === 'string' ? 'str' : typeof value;
    return { error: { [key]: [`Expected a list of items but got type "${type}".`] } };
  }
  for (const v of value) {
    const row = ctx.state.store.find(table, v);
    if (!row || !inOrg(ctx, row))
      return { error: { [key]: [`Invalid pk "${String(v)}" - object does not exist.`] } };
  }
  return { ids: value.map(String) };
}

type Change = (current: string[], ids: string[]) => string[];
const add: Change = (current, ids) => [...new Set([...current, ...ids])];
const remove: Change = (current, ids) => current.filter((id) => !ids.includes(id));

/**
 * A `RetrieveUpdateAPIView` on the automation: GET shows the field's ids, PUT and PATCH change
 * them (`change_<model>`), anything else is not allowed.
 */
function membership(field: 'assets' | 'nodes', change: (ctx: Ctx) => Change | string) {
  return async (ctx: Ctx): Promise<Response> => {
    const kind = KINDS[ctx.params[0]!]!;
    const read = ctx.method === 'GET';
    if (!read && ctx.method !== 'PUT' && ctx.method !== 'PATCH')
      return detail(405, `Method "${ctx.method}" not allowed.`, 'method_not_allowed');
    if (!can(ctx, `accounts.${read ? 'view' : 'change'}_${kind.model}`)) return denied(ctx);
    const automation = automationOf(ctx, kind);
    if (!automation) return notFound();
    const current = Array.isArray(automation[field])
      ? (automation[field] as unknown[]).map(String)
      : [];
    if (read) return json({ id: automation.id, [field]: current });
    const how = change(ctx);
    if (typeof how === 'string') return json({ error: how });
    const checked = primaryKeys(
      ctx,
      await readJson(ctx),
      field,
      field === 'assets' ? 'assets.assets' : 'assets.nodes',
    );
    if ('error' in checked) return json({ error: checked.error });
    if (checked.ids.length) {
      automation[field] = how(current, checked.ids);
      automation.date_updated = new Date().toISOString();
      ctx.state.store.touch();
    }
    return json({ msg: 'ok' });
  };
}

/** `?action=add|remove`; anything else is refused in a 200. */
function nodeAction(ctx: Ctx): Change | string {
  const action = ctx.url.searchParams.get('action');
  if (action === 'add') return add;
  if (action === 'remove') return remove;
  return "The parameter 'action' must be [add,remove]";
}

const kinds = '(change-secret|push-account)';

export const automationMemberRoutes: Route[] = [
  {
    method: 'GET',
    pattern: new RegExp(`^/api/v1/accounts/${kinds}/(${UUID})/assets/$`),
    handle: listAssets,
  },
  {
    method: '*',
    pattern: new RegExp(`^/api/v1/accounts/(change-secret|push-account)t?/(${UUID})/asset/add/$`),
    handle: (ctx) => {
      // The push add-asset route is only the misspelt one; the change-secret one is not.
      const misspelt = ctx.path.includes(`/${ctx.params[0]!}t/`);
      if ((ctx.params[0] === 'push-account') !== misspelt) return notFound();
      return membership('assets', () => add)(ctx);
    },
  },
  {
    method: '*',
    pattern: new RegExp(`^/api/v1/accounts/${kinds}/(${UUID})/asset/remove/$`),
    handle: membership('assets', () => remove),
  },
  {
    method: '*',
    pattern: new RegExp(`^/api/v1/accounts/${kinds}/(${UUID})/nodes/$`),
    handle: membership('nodes', nodeAction),
  },
];
