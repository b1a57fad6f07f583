/** Asset permissions and every access-control list: login, command groups and filters, login-asset. */
import type { Org, Row } from '../types';
import type { AssetIndex } from './assets';
import type { SeedContext } from './context';

export const ASSET_PERMISSIONS = 60;
const ACTIONS = ['connect', 'upload', 'download', 'copy', 'paste'];

/** Users bound to each organisation, computed once (bindings are scanned per user otherwise). */
function membersByOrg(ctx: SeedContext): Map<string, Row[]> {
  const out = new Map<string, Row[]>(ctx.orgs.map((o) => [o.id, []]));
  const byId = new Map(ctx.store.users.map((u) => [String(u.id), u]));
  const seen = new Set<string>();
  for (const b of ctx.store.bindings) {
    if (!b.org || seen.has(`${b.user}:${b.org}`)) continue;
    seen.add(`${b.user}:${b.org}`);
    const user = byId.get(b.user);
    if (user) out.get(b.org)?.push(user);
  }
  return out;
}

function permission(
  ctx: SeedContext,
  org: Org,
  name: string,
  members: Row[],
  assets: AssetIndex,
): Row {
  const { rnd } = ctx;
  const orgAssets = assets.byOrg.get(org.id) ?? [];
  const groups = ctx.store.rows('users.user_groups').filter((g) => g.org_id === org.id);
  const start = ctx.daysAgo(rnd.int(0, 200));
  const expiry = rnd.next();
  return {
    id: ctx.uuid(),
    name,
    users: rnd.sample(members, rnd.int(0, 6)).map((u) => u.id),
    user_groups: rnd.sample(groups, rnd.int(0, 2)).map((g) => g.id),
    assets: rnd.some(orgAssets, Math.min(orgAssets.length, rnd.int(0, 12))).map((a) => a.id),
    nodes: rnd.sample(assets.nodesByOrg.get(org.id)!, rnd.int(0, 2)).map((n) => n.id),
    accounts: rnd.pick([
      ['@ALL'],
      ['@SPEC', 'root'],
      ['@SPEC', 'Administrator', 'admin'],
      ['@INPUT', '@USER'],
    ]),
    actions: rnd.chance(0.6)
      ? [...ACTIONS]
      : ACTIONS.filter((a) => a === 'connect' || rnd.chance(0.5)),
    created_by: 'Administrator',
    comment: rnd.chance(0.2)
      ? rnd.pick(['Temporary access for migration', '临时授权', '監査対応'])
      : '',
    org_id: org.id,
    org_name: org.name,
    is_active: rnd.chance(0.95),
    from_ticket: false,
    date_created: start,
    date_start: start,
    // Mostly the 70-year default, some expired, some expiring soon.
    date_expired:
      expiry < 0.1
        ? ctx.daysAgo(rnd.int(1, 60))
        : expiry < 0.2
          ? ctx.inDays(rnd.int(1, 10))
          : ctx.inDays(70 * 365),
  };
}

function seedPermissions(ctx: SeedContext, assets: AssetIndex): void {
  const names = [
    'Ops full access',
    'DBA databases',
    'Developers staging',
    'Network devices',
    '运维全部资产',
    '开发测试环境',
    'インフラ担当',
    'Auditors read-only',
    'Contractors web',
    'On-call',
  ];
  const members = membersByOrg(ctx);
  for (let i = 0; i < ctx.bulk(ASSET_PERMISSIONS); i++) {
    const org = ctx.pickOrg();
    ctx.add(
      'perms.asset_permissions',
      permission(
        ctx,
        org,
        `${ctx.rnd.pick(names)}-${String(i + 1).padStart(3, '0')}`,
        members.get(org.id)!,
        assets,
      ),
    );
  }
  // The demo common user can connect to something from the workbench.
  const user = ctx.store.userByUsername('user')!;
  const org = ctx.orgs[0]!;
  const own = permission(ctx, org, 'Demo user assets', [user], assets);
  own.users = [user.id];
  own.is_active = true;
  own.date_expired = ctx.inDays(70 * 365);
  ctx.add('perms.asset_permissions', own);
}

function seedLoginAcls(ctx: SeedContext): void {
  const { rnd } = ctx;
  const reviewers = ['admin', 'approver'].map((u) => ctx.store.userByUsername(u)!);
  const users = ctx.store.users.slice(7, 40);
  const ipGroups = [
    ['*'],
    ['10.0.0.0/8', '192.168.0.0/16'],
    ['203.0.113.5'],
    ['172.16.0.1-172.16.0.100'],
    ['2001:db8::/32'],
  ];
  const names = [
    'Office network only',
    'Block public access',
    'Review off-hours logins',
    '仅允许办公网',
    '夜間ログイン審査',
  ];
  for (let i = 0; i < 15; i++) {
    const action = rnd.pick(['reject', 'accept', 'review']);
    const created = ctx.daysAgo(rnd.int(5, 200));
    ctx.add('acls.login_acls', {
      id: ctx.uuid(),
      name: `${rnd.pick(names)}-${i + 1}`,
      priority: rnd.int(1, 100),
      user: i === 0 ? ctx.store.userByUsername('user')!.id : rnd.pick(users).id,
      rules: {
        ip_group: rnd.pick(ipGroups),
        time_period: rnd.chance(0.3)
          ? [0, 1, 2, 3, 4, 5, 6].map((id) => ({
              id,
              value: id === 0 || id === 6 ? '' : '00:00~08:00, 20:00~23:59',
            }))
          : [],
      },
      action,
      is_active: rnd.chance(0.9),
      date_created: created,
      date_updated: created,
      comment: '',
      created_by: 'Administrator',
      reviewers: action === 'review' ? reviewers.map((u) => u.id) : [],
      reviewers_amount: action === 'review' ? reviewers.length : 0,
    });
  }
}

function targetGroups(ctx: SeedContext) {
  const { rnd } = ctx;
  const users = { username_group: rnd.pick([['*'], ['user', 'user001'], ['dev*']]) };
  const accounts = { username_group: rnd.pick([['*'], ['root'], ['root', 'Administrator']]) };
  const assets = {
    name_group: rnd.pick([['*'], ['db-*'], ['web-prod-*']]),
    address_group: rnd.pick([['*'], ['10.1.0.0/16'], ['172.16.*']]),
  };
  return {
    users,
    accounts,
    assets,
    users_username_group: users.username_group,
    accounts_username_group: accounts.username_group,
    assets_name_group: assets.name_group,
    assets_address_group: assets.address_group,
  };
}

function seedOrgAcls(ctx: SeedContext, org: Org): void {
  const { rnd } = ctx;
  const approver = ctx.store.userByUsername('approver')!;
  const groups = [
    ['Dangerous commands', 'command', 'rm -rf /\nshutdown -r now\nreboot\nmkfs'],
    ['Privilege escalation', 'regex', 'sudo\\s+su.*\nsu\\s+-'],
    ['数据库删除', 'command', 'DROP DATABASE\nTRUNCATE TABLE'],
    ['再起動コマンド', 'command', 'init 6\nsystemctl reboot'],
  ].map(([name, type, content]) => ({
    id: ctx.uuid(),
    name: name!,
    type: type!,
    content: content!,
    comment: '',
    org_id: org.id,
    org_name: org.name,
    ignore_case: true,
  }));
  ctx.add('acls.command_groups', ...groups);

  ['Reject dangerous commands', 'Review privilege escalation', '禁止删库'].forEach((name, i) => {
    const action = ['reject', 'review', 'reject'][i]!;
    const created = ctx.daysAgo(rnd.int(5, 200));
    const cgs = i === 0 ? [groups[0]!, groups[3]!] : i === 1 ? [groups[1]!] : [groups[2]!];
    ctx.add('acls.command_filter_acls', {
      id: ctx.uuid(),
      name,
      ...targetGroups(ctx),
      priority: 10 + i * 10,
      action,
      comment: '',
      created_by: 'Administrator',
      org_id: org.id,
      reviewers: action === 'review' ? [approver.id] : [],
      reviewers_amount: action === 'review' ? 1 : 0,
      command_groups: cgs.map((g) => g.id),
      command_groups_amount: cgs.length,
      org_name: org.name,
      is_active: true,
      date_created: created,
      date_updated: created,
    });
  });

  ['Review production logins', 'Block contractors on databases', '本番ログイン承認'].forEach(
    (name, i) => {
      const action = i === 1 ? 'reject' : 'review';
      const created = ctx.daysAgo(rnd.int(5, 200));
      ctx.add('acls.login_asset_acls', {
        id: ctx.uuid(),
        name,
        ...targetGroups(ctx),
        priority: 20 + i * 5,
        action,
        comment: '',
        created_by: 'Administrator',
        org_id: org.id,
        reviewers: action === 'review' ? [approver.id] : [],
        reviewers_amount: action === 'review' ? 1 : 0,
        org_name: org.name,
        is_active: true,
        date_created: created,
        date_updated: created,
      });
    },
  );
}

export function seedAccess(ctx: SeedContext, assets: AssetIndex): void {
  seedPermissions(ctx, assets);
  seedLoginAcls(ctx);
  for (const org of ctx.orgs) seedOrgAcls(ctx, org);
}
