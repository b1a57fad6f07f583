/**
 * Account tasks of the demo backend (docs/domain.md §4.4, §4.7): verify/test and push over
 * accounts, and a gathered account synced into the accounts. Outcomes are fixed per account so a
 * test reads the same result every time.
 */
import { createHash } from 'node:crypto';
import { ansibleLog, type TaskPlan } from './tasks';
import type { BackendState } from '../state';
import type { Row } from '../types';

export const VERIFY_TASK = 'accounts.tasks.verify_account.verify_accounts_connectivity_task';
export const PUSH_TASK = 'accounts.tasks.push_account.push_accounts_to_assets_task';

/** Whether a demo account logs in: fixed per account id. */
export function accountWorks(account: Row): boolean {
  return createHash('md5').update(String(account.id)).digest()[0]! % 4 !== 0;
}

/** The task of `accounts/tasks/`: `verify`/`test` write `connectivity`, `push` nothing visible. */
export function accountTaskPlan(
  action: 'verify' | 'test' | 'push',
  accounts: Row[],
  assetName: (account: Row) => string,
  id: string,
): TaskPlan {
  const name = action === 'push' ? PUSH_TASK : VERIFY_TASK;
  const hosts = accounts.map((a) => ({
    name: `${assetName(a)}(${String(a.username)})`,
    ok: accountWorks(a),
  }));
  return {
    name,
    args: [accounts.map((a) => a.id)],
    lines: ansibleLog(
      name,
      id,
      action === 'push' ? 'Push account' : 'Verify account',
      action === 'push' ? 'Push account to asset' : 'Verify account connectivity',
      hosts,
    ),
    failed: hosts.every((h) => !h.ok),
    effect(state: BackendState) {
      if (action === 'push') return;
      const now = new Date().toISOString();
      for (const a of accounts)
        Object.assign(a, { connectivity: accountWorks(a) ? 'ok' : 'err', date_verified: now });
      state.store.touch();
    },
  };
}

/**
 * `gathered-accounts/<id>/sync/`: accounts of the asset with that username become `collected`;
 * with none, a `<username>-Collected` account without a secret is created.
 */
export function syncGathered(state: BackendState, gathered: Row): void {
  const store = state.store;
  const same = store
    .rows('accounts.accounts')
    .filter((a) => String(a.asset) === String(gathered.asset) && a.username === gathered.username);
  const now = new Date().toISOString();
  if (same.length)
    for (const a of same) Object.assign(a, { source: 'collected', date_updated: now });
  else
    store.rows('accounts.accounts').push({
      id: crypto.randomUUID(),
      name: `${String(gathered.username)}-Collected`,
      username: gathered.username,
      asset: gathered.asset,
      secret_type: 'password',
      secret: '',
      has_secret: false,
      privileged: false,
      is_active: true,
      source: 'collected',
      connectivity: '-',
      version: 0,
      su_from: null,
      spec_info: {},
      comment: '',
      created_by: 'System',
      org_id: gathered.org_id,
      org_name: gathered.org_name,
      date_created: now,
      date_updated: now,
      history: [],
    });
  store.touch();
}

/**
 * What a change-secret execution leaves (docs/domain.md §5.4): one record per account of the
 * automation's usernames on each asset; a reachable asset's accounts get a new secret (the old one
 * joins the history), an unreachable one's record carries the error.
 */
export function recordSecretChanges(
  state: BackendState,
  automation: Row,
  assets: Row[],
  execution: string,
  started: string,
  reachable: (asset: Row) => boolean,
): void {
  const store = state.store;
  const usernames = ((automation.accounts as unknown[]) ?? []).map(String);
  const finished = new Date().toISOString();
  for (const asset of assets) {
    const ok = reachable(asset);
    const accounts = store
      .rows('accounts.accounts')
      .filter((a) => a.asset === asset.id && usernames.includes(String(a.username)));
    for (const account of accounts) {
      if (ok && automation.secret_type === account.secret_type) {
        account.history = [
          ...((account.history as unknown[] | undefined) ?? []),
          {
            secret: String(account.secret ?? ''),
            version: Number(account.version ?? 0),
            date: String(account.date_updated),
          },
        ];
        Object.assign(account, {
          secret:
            automation.secret_strategy === 'specific' && automation.secret
              ? automation.secret
              : `Jms-${crypto.randomUUID().slice(0, 12)}`,
          version: Number(account.version ?? 0) + 1,
          date_updated: finished,
        });
      }
      store.rows('accounts.change_secret_records').push({
        id: crypto.randomUUID(),
        asset: asset.id,
        account: account.id,
        date_started: started,
        date_finished: finished,
        timedelta: Math.max(0.5, (Date.parse(finished) - Date.parse(started)) / 1000),
        is_success: ok,
        error: ok ? '' : 'Failed to connect to the host via ssh',
        execution,
        org_id: automation.org_id,
      });
    }
  }
}

/**
 * What a push-account execution leaves (docs/domain.md §5.4): one record per account of
 * the automation's usernames on each asset, in the push-account records (the same model as the
 * change-secret records, told apart by the execution's automation type).
 */
export function recordPushes(
  state: BackendState,
  automation: Row,
  assets: Row[],
  execution: string,
  started: string,
  reachable: (asset: Row) => boolean,
): void {
  const usernames = ((automation.accounts as unknown[]) ?? []).map(String);
  const finished = new Date().toISOString();
  for (const asset of assets) {
    const ok = reachable(asset);
    for (const account of state.store
      .rows('accounts.accounts')
      .filter((a) => a.asset === asset.id && usernames.includes(String(a.username)))) {
      state.store.rows('accounts.push_account_records').push({
        id: crypto.randomUUID(),
        asset: asset.id,
        account: account.id,
        date_started: started,
        date_finished: finished,
        timedelta: Math.max(0.5, (Date.parse(finished) - Date.parse(started)) / 1000),
        is_success: ok,
        error: ok ? '' : 'Failed to connect to the host via ssh',
        execution,
        org_id: automation.org_id,
      });
    }
  }
}
