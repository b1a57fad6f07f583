/**
 * Accounts on every asset (secrets stored raw in the row, never serialised: the catalogue marks
 * them write-only), account templates, and the account automations with their executions.
 */
import type { Org, Row } from '../types';
import type { AssetIndex } from './assets';
import type { SeedContext } from './context';

const DB_ADMIN: Record<string, string> = {
  mysql: 'root',
  mariadb: 'root',
  postgresql: 'postgres',
  oracle: 'system',
  sqlserver: 'sa',
  mongodb: 'admin',
  redis: 'default',
  clickhouse: 'default',
};

interface AccountSpec {
  username: string;
  secretType: 'password' | 'ssh_key' | 'access_key' | 'token';
  privileged: boolean;
}

function accountsFor(ctx: SeedContext, asset: Row): AccountSpec[] {
  const type = String(asset.type);
  const extra = (names: string[], n: number) =>
    ctx.rnd
      .sample(names, n)
      .map((username) => ({ username, secretType: 'password' as const, privileged: false }));
  switch (asset.category) {
    case 'host':
      if (type === 'windows')
        return [
          { username: 'Administrator', secretType: 'password', privileged: true },
          ...extra(['svc_backup', 'operator'], ctx.rnd.int(0, 1)),
        ];
      return [
        {
          username: 'root',
          secretType: ctx.rnd.chance(0.3) ? 'ssh_key' : 'password',
          privileged: true,
        },
        ...extra(['deploy', 'app', 'www', 'monitor'], ctx.rnd.int(0, 2)),
      ];
    case 'database':
      return [
        { username: DB_ADMIN[type] ?? 'root', secretType: 'password', privileged: true },
        ...extra(['app_rw', 'app_ro', 'report'], ctx.rnd.int(0, 1)),
      ];
    case 'device':
      return [
        { username: 'admin', secretType: 'password', privileged: true },
        ...extra(['netops'], ctx.rnd.int(0, 1)),
      ];
    case 'cloud':
      if (type === 'k8s')
        return [{ username: 'kube-admin', secretType: 'token', privileged: true }];
      if (type === 'public')
        return [{ username: 'ak-readonly', secretType: 'access_key', privileged: false }];
      return [
        { username: 'administrator@vsphere.local', secretType: 'password', privileged: true },
      ];
    default:
      return [{ username: 'admin', secretType: 'password', privileged: true }];
  }
}

function secretOf(ctx: SeedContext, type: AccountSpec['secretType']): string {
  switch (type) {
    case 'ssh_key':
      return `-----BEGIN OPENSSH PRIVATE KEY-----\n${ctx.secret(64).replace(/[^A-Za-z0-9]/g, 'A')}\n-----END OPENSSH PRIVATE KEY-----\n`;
    case 'access_key':
      return `LTAI${ctx.secret(20).replace(/[^A-Za-z0-9]/g, 'x')}`;
    case 'token':
      return `eyJhbGciOiJSUzI1NiJ9.${ctx.secret(40).replace(/[^A-Za-z0-9]/g, 'k')}`;
    default:
      return ctx.secret(16);
  }
}

function seedAssetAccounts(ctx: SeedContext, assets: AssetIndex): void {
  const rows: Row[] = [];
  for (const asset of assets.all) {
    for (const spec of accountsFor(ctx, asset)) {
      const created = ctx.plusSeconds(String(asset.date_created), ctx.rnd.int(0, 86_400));
      const hasSecret = ctx.rnd.chance(0.92);
      const version = hasSecret ? ctx.rnd.int(1, 4) : 0;
      const history: { secret: string; version: number; date: string }[] = [];
      for (let v = 1; v < version; v++)
        history.push({
          secret: secretOf(ctx, spec.secretType),
          version: v,
          date: ctx.plusSeconds(created, v * 86_400 * 30),
        });
      rows.push({
        id: ctx.uuid(),
        name: spec.username,
        username: spec.username,
        secret_type: spec.secretType,
        secret: hasSecret ? secretOf(ctx, spec.secretType) : '',
        passphrase: '',
        spec_info: {},
        created_by: 'Administrator',
        comment: '',
        su_from: null,
        asset: asset.id,
        version,
        source: ctx.rnd.chance(0.1) ? 'collected' : 'local',
        connectivity: asset.connectivity,
        org_id: asset.org_id,
        org_name: asset.org_name,
        has_secret: hasSecret,
        privileged: spec.privileged,
        is_active: ctx.rnd.chance(0.97),
        date_created: created,
        date_updated: history.at(-1)?.date ?? created,
        /** earlier secrets, newest last: served by account-secrets/<id>/histories/ */
        history,
      });
    }
  }
  ctx.add('accounts.accounts', ...rows);
}

const TEMPLATES: [string, string, AccountSpec['secretType'], boolean][] = [
  ['root-password', 'root', 'password', true],
  ['root-ssh-key', 'root', 'ssh_key', true],
  ['deploy', 'deploy', 'ssh_key', false],
  ['Windows 管理员', 'Administrator', 'password', true],
  ['MySQL root', 'root', 'password', true],
  ['PostgreSQL', 'postgres', 'password', true],
  ['監視ユーザー', 'monitor', 'password', false],
  ['k8s token', 'kube-admin', 'token', true],
];

function seedTemplates(ctx: SeedContext, org: Org): void {
  for (const [name, username, secretType, privileged] of org.is_default
    ? TEMPLATES
    : TEMPLATES.slice(0, 4)) {
    const created = ctx.daysAgo(ctx.rnd.int(20, 300));
    ctx.add('accounts.account_templates', {
      id: ctx.uuid(),
      name,
      username,
      secret_type: secretType,
      secret: secretOf(ctx, secretType),
      passphrase: '',
      spec_info: {},
      created_by: 'Administrator',
      comment: '',
      org_id: org.id,
      org_name: org.name,
      has_secret: true,
      privileged,
      is_active: true,
      date_created: created,
      date_updated: created,
    });
  }
}

/** Seeded executions whose hosts partly failed (their records say so; the status does not). */
const hostFailures = new WeakSet<Row>();

function execution(ctx: SeedContext, automation: Row, org: Org, kind: string): Row {
  const start = ctx.within(60);
  const failed = ctx.rnd.chance(0.15);
  const row: Row = {
    id: ctx.uuid(),
    automation: automation.id,
    trigger: ctx.rnd.chance(0.6) ? 'timing' : 'manual',
    date_start: start,
    date_finished: ctx.plusSeconds(start, ctx.rnd.int(5, 600)),
    snapshot: {
      name: automation.name,
      type: kind,
      accounts: automation.accounts,
      total: ctx.rnd.int(1, 40),
    },
    // Always `success` once ended, whatever the hosts did (docs/domain.md §5.3); the records tell.
    status: 'success',
    org_id: org.id,
  };
  if (failed) hostFailures.add(row);
  return row;
}

/** The id of the asset's account the automation changes, if it has one. */
function automatedAccount(ctx: SeedContext, assetId: string, usernames: string[]): string | null {
  const ofAsset = ctx.store.rows('accounts.accounts').filter((a) => a.asset === assetId);
  // Else its privileged account (the seed's usernames are not on every asset).
  const account =
    ofAsset.find((a) => usernames.includes(String(a.username))) ??
    ofAsset.find((a) => a.privileged);
  return account ? String(account.id) : null;
}

function seedAutomations(ctx: SeedContext, org: Org, assets: AssetIndex, admins: Row[]): void {
  const nodes = assets.nodesByOrg.get(org.id)!;
  const orgAssets = assets.byOrg.get(org.id) ?? [];
  const common = (name: string, type: string): Row => {
    const created = ctx.daysAgo(ctx.rnd.int(30, 200));
    const periodic = ctx.rnd.chance(0.6);
    const crontab = periodic && ctx.rnd.chance(0.5) ? '0 2 * * *' : '';
    return {
      id: ctx.uuid(),
      name,
      type,
      interval: 24,
      crontab,
      periodic_display: periodic ? (crontab ? `Run at ${crontab}` : 'Run every 24h') : '',
      comment: '',
      accounts: ['root', 'Administrator'],
      nodes: ctx.rnd.sample(nodes, 1).map((n) => n.id),
      assets: ctx.rnd
        .some(orgAssets, Math.min(orgAssets.length, ctx.rnd.int(1, 6)))
        .map((a) => a.id),
      created_by: 'Administrator',
      org_id: org.id,
      org_name: org.name,
      is_periodic: periodic,
      is_active: true,
      date_created: created,
      date_updated: created,
    };
  };
  const withExecutions = (key: string, execKey: string, kind: string, automation: Row) => {
    const execs = Array.from({ length: ctx.rnd.int(2, 6) }, () =>
      execution(ctx, automation, org, kind),
    );
    automation.executed_amount = execs.length;
    ctx.add(key, automation);
    ctx.add(execKey, ...execs);
    return execs;
  };
  const secretFields = () => ({
    secret_type: ctx.rnd.chance(0.8) ? 'password' : 'ssh_key',
    secret_strategy: ctx.rnd.chance(0.7) ? 'random' : 'specific',
    secret: ctx.secret(16),
    password_rules: { length: 16 },
    ssh_key_change_strategy: 'add',
    passphrase: '',
  });

  for (const name of ['Push root to new hosts', '推送部署账号']) {
    withExecutions('accounts.push_automations', 'accounts.push_executions', 'push_account', {
      ...common(name, 'push_account'),
      ...secretFields(),
    });
  }
  for (const name of ['Gather Linux accounts', 'アカウント収集']) {
    withExecutions(
      'accounts.gather_automations',
      'accounts.gather_executions',
      'gather_accounts',
      common(name, 'gather_accounts'),
    );
  }
  for (const name of ['Rotate root passwords', '数据库密码轮换']) {
    const automation: Row = {
      ...common(name, 'change_secret'),
      ...secretFields(),
      recipients: admins.map((u) => u.id),
    };
    const execs = withExecutions(
      'accounts.change_secret_automations',
      'accounts.change_secret_executions',
      'change_secret',
      automation,
    );
    for (const exec of execs) {
      for (const assetId of (automation.assets as string[]).slice(0, 3)) {
        const ok = !hostFailures.has(exec) || ctx.rnd.chance(0.5);
        ctx.add('accounts.change_secret_records', {
          id: ctx.uuid(),
          asset: assetId,
          account: automatedAccount(ctx, assetId, automation.accounts as string[]),
          date_started: exec.date_start,
          date_finished: exec.date_finished,
          timedelta: ctx.rnd.int(1, 30),
          is_success: ok,
          error: ok ? '' : 'Authentication failed: permission denied (publickey,password)',
          execution: exec.id,
          org_id: org.id,
        });
      }
    }
  }
  const plan: Row = {
    ...common(org.is_default ? 'Weekly account backup' : '账号备份', 'backup_account'),
    recipients: admins.map((u) => u.id),
    types: ['all'],
  };
  const execs = Array.from({ length: ctx.rnd.int(2, 5) }, () => {
    const start = ctx.within(60);
    return {
      id: ctx.uuid(),
      date_start: start,
      timedelta: ctx.rnd.int(1, 120),
      plan_snapshot: { name: plan.name, types: plan.types },
      trigger: 'timing',
      reason: '',
      is_success: ctx.rnd.chance(0.9),
      org_id: org.id,
      recipients: admins.map((u) => ({ id: u.id, name: u.name })),
      plan: plan.id,
    };
  });
  plan.executed_amount = execs.length;
  ctx.add('accounts.backup_plans', plan);
  ctx.add('accounts.backup_executions', ...execs);
}

function seedGatheredAccounts(ctx: SeedContext, assets: AssetIndex): void {
  const hosts = assets.all.filter((a) => a.category === 'host');
  for (let i = 0; i < ctx.bulk(100); i++) {
    const asset = ctx.rnd.pick(hosts);
    ctx.add('accounts.gathered_accounts', {
      id: ctx.uuid(),
      asset: asset.id,
      username: ctx.rnd.pick([
        'root',
        'nobody',
        'mysql',
        'nginx',
        'jenkins',
        'oracle',
        'test',
        'backup',
      ]),
      address_last_login: ctx.ip('10.9'),
      org_id: asset.org_id,
      org_name: asset.org_name,
      present: ctx.rnd.chance(0.8),
      date_updated: ctx.within(30),
      date_last_login: ctx.within(90),
    });
  }
}

export function seedAccounts(ctx: SeedContext, assets: AssetIndex): void {
  seedAssetAccounts(ctx, assets);
  const admins = ctx.store.users.filter((u) => u.username === 'admin' || u.username === 'sysadmin');
  for (const org of ctx.orgs) {
    seedTemplates(ctx, org);
    seedAutomations(ctx, org, assets, admins);
  }
  seedGatheredAccounts(ctx, assets);
}
