/**
 * Login, operate and password-change logs over the last 90 days, with the login activities that
 * the resource activity panel (docs/wire.md §14.7) shows for users.
 */
import { ORG_SYSTEM } from '../rbac';
import type { Row } from '../types';
import type { AssetIndex } from './assets';
import { userDisplay } from '../util/userDisplay';
import type { SeedContext } from './context';
import { CITIES, USER_AGENTS } from './text';

/**
 * The five audit logs add up to 5,000 entries at scale 1 (FTP logs are seeded with sessions, job
 * logs with jobs).
 */
export const AUDIT_VOLUMES = {
  loginLogs: 2000,
  operateLogs: 1800,
  ftpLogs: 600,
  passwordChangeLogs: 200,
  jobLogs: 400,
} as const;

const FAILURES: [string, string][] = [
  ['password_failed', 'Username/password check failed'],
  ['mfa_failed', 'MFA code invalid, or ntp sync server time'],
  ['block_login', 'Log in frequently and try again later'],
  ['acl_not_allow', 'ACL is not allowed'],
];

function seedLoginLogs(ctx: SeedContext): void {
  const { rnd } = ctx;
  const users = ctx.store.users;
  const logs: Row[] = [];
  const activities: Row[] = [];
  for (let i = 0; i < ctx.bulk(AUDIT_VOLUMES.loginLogs); i++) {
    const user = i < 20 ? users[i % 7]! : rnd.pick(users);
    const ok = rnd.chance(0.88);
    const failure = ok ? undefined : rnd.pick(FAILURES);
    const ldap = user.source === 'ldap';
    const at = ctx.within(90);
    const log: Row = {
      id: ctx.uuid(),
      username: userDisplay(user),
      type: rnd.chance(0.8) ? 'W' : 'T',
      ip: rnd.chance(0.3) ? ctx.publicIp() : ctx.ip('10.10'),
      city: rnd.pick(CITIES),
      user_agent: rnd.pick(USER_AGENTS),
      mfa: Number(user.mfa_level) > 0 ? 1 : 0,
      reason: failure?.[0] ?? '',
      reason_display: failure?.[1] ?? '',
      backend: ldap
        ? 'authentication.backends.ldap.LDAPAuthorizationBackend'
        : 'authentication.backends.base.JMSModelBackend',
      backend_display: ldap ? 'LDAP' : 'Password',
      status: ok,
      datetime: at,
    };
    logs.push(log);
    if (ok) {
      activities.push({
        id: ctx.uuid(),
        type: 'L',
        resource_ids: [user.id],
        datetime: at,
        detail: `${String(log.username)} login from ${String(log.ip)} (${String(log.city)})`,
        detail_id: log.id,
        org_id: ORG_SYSTEM,
      });
    }
  }
  ctx.add('audits.login_logs', ...logs);
  ctx.add('audits.activity_logs', ...activities);
}

interface Target {
  type: string;
  row: Row;
  label: string;
  /** a field that an update changes, with a plausible before/after */
  diff: () => [string, unknown, unknown];
}

function targets(ctx: SeedContext, assets: AssetIndex): Target[] {
  const { rnd } = ctx;
  const out: Target[] = [];
  for (const a of rnd.some(assets.all, 200)) {
    out.push({
      type: 'Asset',
      row: a,
      label: String(a.name),
      diff: () => ['Comment', '', rnd.pick(['Managed by the platform team', '核心业务', '本番'])],
    });
  }
  for (const u of rnd.some(ctx.store.users, 60)) {
    out.push({
      type: 'User',
      row: u,
      label: userDisplay(u),
      diff: () => ['Email', `${String(u.username)}@old.example.com`, u.email],
    });
  }
  for (const p of ctx.store.rows('perms.asset_permissions')) {
    out.push({
      type: 'Asset permission',
      row: p,
      label: String(p.name),
      diff: () => ['Actions', 'Connect', 'Connect, Upload, Download'],
    });
  }
  for (const g of ctx.store.rows('users.user_groups')) {
    out.push({
      type: 'User group',
      row: g,
      label: String(g.name),
      diff: () => ['Name', `${String(g.name)}-old`, g.name],
    });
  }
  return out;
}

function seedOperateLogs(ctx: SeedContext, assets: AssetIndex): void {
  const { rnd } = ctx;
  const admins = ['admin', 'sysadmin', 'orgadmin'].map((u) => ctx.store.userByUsername(u)!);
  const pool = targets(ctx, assets);
  const logs: Row[] = [];
  for (let i = 0; i < ctx.bulk(AUDIT_VOLUMES.operateLogs); i++) {
    const t = rnd.pick(pool);
    const actor = rnd.chance(0.8) ? rnd.pick(admins) : rnd.pick(ctx.store.users);
    const action = rnd.pick(['update', 'update', 'update', 'create', 'view', 'delete']);
    const [field, before, after] = t.diff();
    const orgId = (t.row.org_id as string | undefined) ?? ORG_SYSTEM;
    logs.push({
      id: ctx.uuid(),
      user: userDisplay(actor),
      action,
      resource_type: t.type,
      resource: t.label,
      resource_id: t.row.id,
      remote_addr: ctx.ip('10.10'),
      org_id: orgId,
      org_name: ctx.store.orgById(orgId).name,
      datetime: ctx.within(90),
      // What the diff detail (?type=action_detail) compares.
      before:
        action === 'update'
          ? { [field]: before, ID: t.row.id }
          : action === 'create'
            ? null
            : { [field]: after, ID: t.row.id },
      after: action === 'update' || action === 'create' ? { [field]: after, ID: t.row.id } : null,
    });
  }
  ctx.add('audits.operate_logs', ...logs);
}

function seedPasswordChangeLogs(ctx: SeedContext): void {
  const { rnd } = ctx;
  const admin = ctx.store.userByUsername('admin')!;
  for (let i = 0; i < ctx.bulk(AUDIT_VOLUMES.passwordChangeLogs); i++) {
    const user = rnd.pick(ctx.store.users);
    const self = rnd.chance(0.7);
    ctx.add('audits.password_change_logs', {
      id: ctx.uuid(),
      user: userDisplay(user),
      change_by: self ? userDisplay(user) : userDisplay(admin),
      remote_addr: ctx.ip('10.10'),
      datetime: ctx.within(90),
    });
  }
}

export function seedAudits(ctx: SeedContext, assets: AssetIndex): void {
  seedLoginLogs(ctx);
  seedOperateLogs(ctx, assets);
  seedPasswordChangeLogs(ctx);
}
