/**
 * Account calls beyond the generic protocol (docs/domain.md §4.4, §4.7): the test/verify/
 * push task over accounts, the sync of a gathered account, and the accounts one may switch from
 * (docs/domain.md §4.8).
 */
import { accountTaskPlan, syncGathered } from '../domain/accounts';
import { startTask } from '../domain/tasks';
import { detail, json, readJson, type Ctx } from '../http';
import { getSpec } from '../catalogue';
import { can, denied, listQuery, presentOne } from '../query';
import type { Route } from '../router';
import type { Row } from '../types';
import { inOrg, isSystemAdmin } from './domainCommon';

const ACTIONS = ['verify', 'test', 'push'] as const;

/** Every failure of this view is `400 {"error": "<str(exception)>"}` (docs/domain.md §4.4). */
function error(message: string): Response {
  return json({ error: message }, 400);
}

/**
 * `POST accounts/accounts/tasks/`: the view's permission check returns a bool instead of raising,
 * so any signed-in user may call it; the first account's asset must support ansible and ping.
 */
async function accountTasks(ctx: Ctx): Promise<Response> {
  const body = ((await readJson(ctx)) ?? {}) as Row;
  const action = body.action as (typeof ACTIONS)[number];
  if (!ACTIONS.includes(action))
    return error(
      `{'action': [ErrorDetail(string='"${String(body.action)}" is not a valid choice.', code='invalid_choice')]}`,
    );
  const ids = Array.isArray(body.accounts) ? body.accounts.map(String) : [];
  const store = ctx.state.store;
  const accounts: Row[] = [];
  for (const id of ids) {
    const row = store.find('accounts.accounts', id);
    if (!row || !inOrg(ctx, row))
      return error(
        `{'accounts': [ErrorDetail(string='Invalid pk "${id}" - object does not exist.', code='does_not_exist')]}`,
      );
    accounts.push(row);
  }
  if (!accounts.length) return error('list index out of range');
  const assetOf = (a: Row) => store.find('assets.assets', a.asset);
  if (action !== 'push') {
    const auto = (assetOf(accounts[0]!)?.auto_info ?? {}) as Row;
    if (!auto.ansible_enabled || !auto.ping_enabled)
      return error('This function is not supported temporarily');
  }
  const id = crypto.randomUUID();
  startTask(
    ctx.state,
    accountTaskPlan(action, accounts, (a) => String(assetOf(a)?.name ?? a.asset), id),
    id,
  );
  return json({ task: id }, 201);
}

function syncGatheredAccount(ctx: Ctx): Response {
  // Also requires the non-existent `assets.add_gatheredaccount`.
  if (!can(ctx, 'accounts.view_gatheredaccount') || !isSystemAdmin(ctx)) return denied(ctx);
  const row = ctx.state.store.find('accounts.gathered_accounts', ctx.params[0]);
  if (!row || !inOrg(ctx, row)) return detail(404, 'Not found.', 'not_found');
  syncGathered(ctx.state, row);
  return new Response(null, { status: 201 });
}

/**
 * `GET accounts/su-from-accounts/?account=&asset=` (`accounts.view_account`): with `account`, the
 * other accounts of its asset but itself and those switching from it; else with `asset`, all of
 * the asset's accounts; else none. The generic filters, search and order apply, and the answer is
 * always a bare array of full accounts (no pagination).
 */
function suFromAccounts(ctx: Ctx): Response {
  if (!can(ctx, 'accounts.view_account')) return denied(ctx);
  const q = ctx.url.searchParams;
  const store = ctx.state.store;
  const accountId = q.get('account');
  const assetId = q.get('asset');
  let candidates: Row[] = [];
  if (accountId) {
    const account = store.find('accounts.accounts', accountId);
    if (!account || !inOrg(ctx, account)) return detail(404, 'Not found.', 'not_found');
    candidates = store
      .rows('accounts.accounts')
      .filter((a) => a.asset === account.asset && a.id !== account.id && a.su_from !== account.id);
  } else if (assetId) {
    const asset = store.find('assets.assets', assetId);
    if (!asset || !inOrg(ctx, asset)) return detail(404, 'Not found.', 'not_found');
    candidates = store.rows('accounts.accounts').filter((a) => a.asset === asset.id);
  }
  const spec = getSpec('accounts.accounts');
  const listed = listQuery(spec, ctx);
  if ('errors' in listed) return json(listed.errors, 400);
  const ids = new Set(candidates.map((a) => String(a.id)));
  return json(
    listed.rows.filter((a) => ids.has(String(a.id))).map((a) => presentOne(spec, a, ctx)),
  );
}

export const accountRoutes: Route[] = [
  {
    method: 'GET',
    pattern: /^\/api\/v1\/accounts\/accounts\/su-from-accounts\/$/,
    handle: suFromAccounts,
  },
  { method: 'POST', pattern: /^\/api\/v1\/accounts\/accounts\/tasks\/$/, handle: accountTasks },
  {
    method: 'POST',
    pattern: /^\/api\/v1\/accounts\/gathered-accounts\/([^/]+)\/sync\/$/,
    handle: syncGatheredAccount,
  },
];
