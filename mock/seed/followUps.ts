/**
 * Rows that follow from what the other steps seeded, drawn last so the earlier rows stay the same:
 * who joined some of the sessions through a share link (docs/domain.md §6.12), what the push
 * executions did to each account (docs/domain.md §5.4), and the demo user's favourite assets
 * (docs/domain.md §15.3).
 */
import type { Row } from '../types';
import type { SeedContext } from './context';

const JOIN_FAILURES = ['Invalid verification code', 'Link expired', 'User not allowed to join'];

function seedJoinRecords(ctx: SeedContext): void {
  const { rnd, store } = ctx;
  const joiners = ['admin', 'orgadmin', 'auditor'].map((u) => store.userByUsername(u)!);
  const sessions = store.rows('terminal.sessions').filter((_, i) => i % 7 === 0);
  for (const session of sessions) {
    const sharing = ctx.uuid();
    const code = rnd.uuid().slice(0, 4);
    for (let n = rnd.int(1, 2), i = 0; i < n; i++) {
      const joined = ctx.plusSeconds(String(session.date_start), rnd.int(30, 600));
      // Now and then a joiner is refused: the record stays, with the reason.
      const failed = i > 0 && rnd.chance(0.5);
      const left = session.is_finished || failed;
      ctx.add('terminal.session_join_records', {
        id: ctx.uuid(),
        session: session.id,
        sharing,
        joiner: rnd.pick(joiners).id,
        verify_code: code,
        remote_addr: ctx.ip('172'),
        login_from: 'WT',
        is_success: !failed,
        reason: failed ? rnd.pick(JOIN_FAILURES) : '-',
        is_finished: left,
        date_joined: joined,
        date_left: left ? ctx.plusSeconds(joined, failed ? 0 : rnd.int(60, 1800)) : null,
        created_by: 'System',
        date_created: joined,
        date_updated: joined,
        org_id: session.org_id,
      });
    }
  }
}

/** Push records are change-secret records whose execution belongs to a push automation. */
function seedPushRecords(ctx: SeedContext): void {
  const { rnd, store } = ctx;
  for (const execution of store.rows('accounts.push_executions')) {
    if (!execution.date_finished) continue;
    const automation = store.find('accounts.push_automations', execution.automation);
    const usernames = ((automation?.accounts as unknown[] | undefined) ?? []).map(String);
    const assets = ((automation?.assets as unknown[] | undefined) ?? []).slice(0, 3);
    for (const assetId of assets) {
      // The automation's usernames, else the asset's privileged account (as the change-secret
      // seed).
      const ofAsset = store.rows('accounts.accounts').filter((a) => a.asset === assetId);
      const account =
        ofAsset.find((a) => usernames.includes(String(a.username))) ??
        ofAsset.find((a) => a.privileged);
      if (!account) continue;
      const ok = rnd.chance(0.8);
      ctx.add('accounts.push_account_records', {
        id: ctx.uuid(),
        asset: assetId,
        account: account.id,
        date_started: execution.date_start,
        date_finished: execution.date_finished,
        timedelta: rnd.int(1, 30),
        is_success: ok,
        error: ok ? '' : 'Authentication failed: permission denied (publickey,password)',
        execution: execution.id,
        org_id: execution.org_id,
      } as Row);
    }
  }
}

/** The demo common user starred two of the assets granted to them. */
function seedFavourites(ctx: SeedContext): void {
  const user = ctx.store.userByUsername('user')!;
  const own = ctx.store.rows('perms.asset_permissions').find((p) => p.name === 'Demo user assets');
  for (const asset of ((own?.assets as unknown[] | undefined) ?? []).slice(0, 2))
    ctx.add('assets.favorite_assets', {
      id: ctx.uuid(),
      user: user.id,
      asset: String(asset),
      date_created: ctx.within(30),
    });
}

export function seedFollowUps(ctx: SeedContext): void {
  seedJoinRecords(ctx);
  seedPushRecords(ctx);
  seedFavourites(ctx);
}
