/**
 * Account calls beyond the generic protocol (domain-protocol-assets §4.4, §4.7): the test/verify/
 * push task over accounts and the sync of a gathered account.
 */
import { accountTaskPlan, syncGathered } from '../domain/accounts';
import { startTask } from '../domain/tasks';
import { detail, json, readJson, type Ctx } from '../http';
import { can, denied } from '../query';
import type { Route } from '../router';
import type { Row } from '../types';
import { inOrg, isSystemAdmin } from './domainCommon';

const ACTIONS = ['verify', 'test', 'push'] as const;

/** Every failure of this view is `400 {"error": "<str(exception)>"}` (§0.7). */
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

export const accountRoutes: Route[] = [
  { method: 'POST', pattern: /^\/api\/v1\/accounts\/accounts\/tasks\/$/, handle: accountTasks },
  {
    method: 'POST',
    pattern: /^\/api\/v1\/accounts\/gathered-accounts\/([^/]+)\/sync\/$/,
    handle: syncGatheredAccount,
  },
];
