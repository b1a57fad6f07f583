// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { getSpec } from '../../../mock/catalogue';
import { createBackend } from '../../../mock/backend';
import { ORG_DEFAULT, ORG_SYSTEM, ROLE } from '../../../mock/rbac';
import {
  ASSET_VOLUMES,
  AUDIT_VOLUMES,
  DEMO_USERS,
  GENERATED_USERS,
  MFA_DEMO_USER,
  SECRET_VIEWER_ROLE,
  SESSION_VOLUMES,
  TICKET_TYPES,
  seedStore,
} from '../../../mock/seed';
import type { Store } from '../../../mock/store';
import { as } from './client';

const NOW = new Date('2026-11-01T08:00:00Z');
const one = seedStore({ now: NOW });
const count = (store: Store, key: string) => store.rows(key).length;
const BULK_ASSETS = Object.values(ASSET_VOLUMES).reduce((a, b) => a + b, 0);
/** Applet hosts are assets too, but not bulk ones. */
const bulkAssets = (store: Store) =>
  store.rows('assets.assets').filter((a) => !store.rows('terminal.applet_hosts').includes(a))
    .length;
const auditTotal = (store: Store) =>
  [
    'audits.login_logs',
    'audits.operate_logs',
    'audits.ftp_logs',
    'audits.password_change_logs',
    'audits.job_logs',
  ].reduce((n, k) => n + count(store, k), 0);

describe('seed determinism', () => {
  it('gives identical rows for the same seed and now, and different ones for another seed', () => {
    const again = seedStore({ now: NOW });
    for (const key of [
      'users.users',
      'assets.assets',
      'accounts.accounts',
      'tickets.tickets',
      'audits.login_logs',
      'notifications.site_messages',
    ]) {
      expect(JSON.stringify(again.rows(key)), key).toBe(JSON.stringify(one.rows(key)));
    }
    const other = seedStore({ now: NOW, seed: 7 });
    expect(other.rows('assets.assets').map((a) => a.id)).not.toEqual(
      one.rows('assets.assets').map((a) => a.id),
    );
  });

  it('keeps the demo users, their passwords, the orgs and the role bindings', () => {
    for (const demo of DEMO_USERS)
      expect(one.userByUsername(demo.username)).toMatchObject({
        name: demo.name,
        password: demo.password,
      });
    expect(one.orgs.map((o) => o.id)).toEqual([
      ORG_DEFAULT,
      '7c9e6679-7425-40de-944b-e07fc1f90ae7',
      '16fd2706-8baf-433b-82eb-8c7fada847da',
    ]);
    const roles = (u: string) =>
      one.bindings
        .filter((b) => b.user === one.userByUsername(u)!.id)
        .map((b) => `${b.role}@${b.org}`);
    expect(roles('admin')).toEqual([`${ROLE.SystemAdmin}@null`, `${ROLE.OrgAdmin}@${ORG_DEFAULT}`]);
    expect(roles('orgadmin')).toEqual([
      `${ROLE.User}@null`,
      `${ROLE.OrgAdmin}@${ORG_DEFAULT}`,
      `${ROLE.OrgAdmin}@7c9e6679-7425-40de-944b-e07fc1f90ae7`,
    ]);
    expect(roles('loner')).toEqual([`${ROLE.User}@null`]);
    expect(one.userByUsername('user001')).toBeDefined();
  });

  it('gives the MFA demo user its documented OTP secret', () => {
    const mfa = one.userByUsername('mfa')!;
    expect(mfa).toMatchObject({
      name: 'MFA User',
      password: 'Mfa@2023',
      otp_secret_key: 'JBSWY3DPEHPK3PXP',
      mfa_level: 1,
    });
    expect(MFA_DEMO_USER.otpSecret).toBe('JBSWY3DPEHPK3PXP');
    // An org user of Default who may also read account secrets there (the confirm dialog's mfa case).
    expect(one.bindings.filter((b) => b.user === mfa.id).map((b) => `${b.role}@${b.org}`)).toEqual([
      `${ROLE.User}@null`,
      `${ROLE.OrgUser}@${ORG_DEFAULT}`,
      `${SECRET_VIEWER_ROLE.id}@${ORG_DEFAULT}`,
    ]);
    expect(one.rows('rbac.org_roles').find((r) => r.id === SECRET_VIEWER_ROLE.id)).toMatchObject({
      builtin: false,
      scope: 'org',
      permissions: expect.arrayContaining(['accounts.view_account', 'accounts.view_accountsecret']),
    });
  });
});

describe('seed volumes at scale 1', () => {
  it('has the volumes of the brief', () => {
    expect(count(one, 'orgs.organizations')).toBeGreaterThanOrEqual(3);
    expect(count(one, 'users.users')).toBe(300);
    expect(one.rows('users.user_groups').filter((g) => g.org_id === ORG_DEFAULT)).toHaveLength(20);
    expect(bulkAssets(one)).toBe(2000);
    expect(auditTotal(one)).toBe(5000);
    expect(count(one, 'terminal.sessions')).toBe(SESSION_VOLUMES.sessions);
  });

  it('has assets of every category and type, on integer-id platforms', () => {
    const assets = one.rows('assets.assets');
    expect(new Set(assets.map((a) => a.category))).toEqual(
      new Set(['host', 'database', 'device', 'cloud', 'web']),
    );
    const types = getSpec('assets.assets')
      .fields.find((f) => f.name === 'type')!
      .choices!.map((c) => c.value);
    expect(new Set(assets.map((a) => a.type))).toEqual(new Set(types));
    const platforms = new Map(one.rows('assets.platforms').map((p) => [String(p.id), p]));
    for (const a of assets) {
      expect(Number.isInteger(a.platform)).toBe(true);
      expect(platforms.get(String(a.platform))).toMatchObject({
        category: a.category,
        type: a.type,
      });
    }
    for (const [key, category] of [
      ['assets.hosts', 'host'],
      ['assets.databases', 'database'],
      ['assets.devices', 'device'],
      ['assets.clouds', 'cloud'],
      ['assets.webs', 'web'],
    ] as const) {
      expect(
        one.rows(key).every((a) => a.category === category),
        key,
      ).toBe(true);
    }
  });

  it('carries org_id on everything org-scoped, and names in three languages', () => {
    // Logs about global objects (users) are kept in the System org.
    const orgIds = new Set([...one.orgs.map((o) => o.id), ORG_SYSTEM]);
    for (const spec of [
      'assets.assets',
      'accounts.accounts',
      'perms.asset_permissions',
      'terminal.sessions',
      'tickets.tickets',
      'acls.command_groups',
      'ops.jobs',
      'audits.operate_logs',
    ]) {
      expect(
        one.rows(spec).every((r) => orgIds.has(String(r.org_id))),
        spec,
      ).toBe(true);
    }
    const names = one.rows('assets.assets').map((a) => String(a.name));
    expect(names.some((n) => /[\u4e00-\u9fff]/.test(n) && !/[\u3040-\u30ff]/.test(n))).toBe(true);
    expect(names.some((n) => /[\u3040-\u30ff]/.test(n))).toBe(true);
    expect(names.some((n) => /^[a-z]/.test(n))).toBe(true);
  });

  it('builds node trees under Default and seeds every ACL type, flows and tickets in every status', () => {
    const nodes = one.rows('assets.nodes').filter((n) => n.org_id === ORG_DEFAULT);
    expect(nodes.find((n) => n.key === '1')).toMatchObject({
      value: 'Default',
      full_value: '/Default',
    });
    expect(nodes.filter((n) => String(n.key).startsWith('1:')).length).toBeGreaterThan(10);
    for (const key of [
      'acls.login_acls',
      'acls.command_groups',
      'acls.command_filter_acls',
      'acls.login_asset_acls',
      'tickets.ticket_flows',
      'accounts.account_templates',
      'assets.labels',
    ]) {
      expect(count(one, key), key).toBeGreaterThan(0);
    }
    expect(
      one
        .rows('acls.login_acls')
        .some((a) => (a.rules as { ip_group: string[] }).ip_group.some((ip) => ip.includes('/'))),
    ).toBe(true);
    const tickets = one.rows('tickets.tickets');
    const combos = new Set(tickets.map((t) => `${t.type}:${t.state}:${t.status}`));
    for (const type of TICKET_TYPES) {
      for (const s of ['pending:open', 'approved:closed', 'rejected:closed', 'closed:closed'])
        expect(combos.has(`${type}:${s}`), `${type}:${s}`).toBe(true);
    }
    const approver = String(one.userByUsername('approver')!.id);
    expect(
      tickets.some(
        (t) =>
          t.status === 'open' &&
          (t.steps as { assignees: string[] }[]).some((s) => s.assignees.includes(approver)),
      ),
    ).toBe(true);
  });

  it('spreads the audit logs over the last 90 days, and has online and offline sessions with commands', () => {
    const oldest = NOW.getTime() - 90 * 86_400_000;
    for (const log of one.rows('audits.login_logs')) {
      expect(Date.parse(String(log.datetime))).toBeGreaterThanOrEqual(oldest);
      expect(Date.parse(String(log.datetime))).toBeLessThanOrEqual(NOW.getTime());
    }
    const sessions = one.rows('terminal.sessions');
    expect(sessions.filter((s) => !s.is_finished)).toHaveLength(SESSION_VOLUMES.online);
    expect(count(one, 'terminal.commands')).toBeGreaterThan(1000);
    // Commands were typed before now, online sessions' too.
    const late = one
      .rows('terminal.commands')
      .filter((c) => Number(c.timestamp) * 1000 > NOW.getTime());
    expect(late).toEqual([]);
    expect(one.rows('ops.job_executions')).toHaveLength(AUDIT_VOLUMES.jobLogs);
    expect(count(one, 'ops.celery_tasks')).toBeGreaterThan(0);
    for (const key of [
      'terminal.terminals',
      'terminal.replay_storages',
      'terminal.command_storages',
      'terminal.endpoints',
      'terminal.applets',
      'terminal.applet_hosts',
      'ops.adhocs',
      'ops.playbooks',
    ]) {
      expect(count(one, key), key).toBeGreaterThan(0);
    }
  });

  it('gives every demo user site messages, some unread', () => {
    for (const u of [...DEMO_USERS.map((d) => d.username), 'mfa']) {
      const mine = one
        .rows('notifications.site_messages')
        .filter((m) => m.user === one.userByUsername(u)!.id);
      expect(mine.length, u).toBeGreaterThan(3);
      expect(mine.filter((m) => !m.has_read).length, u).toBeGreaterThan(0);
    }
  });

  it('stores account secrets but never serialises them', async () => {
    const accounts = one.rows('accounts.accounts');
    expect(
      accounts
        .filter((a) => a.has_secret)
        .every((a) => typeof a.secret === 'string' && String(a.secret).length > 0),
    ).toBe(true);
    const backend = createBackend({ now: NOW });
    const admin = await as(backend, 'admin');
    const page = (await admin.getJson('/api/v1/accounts/accounts/?limit=20')) as {
      results: Record<string, unknown>[];
    };
    expect(page.results).toHaveLength(20);
    for (const row of page.results) {
      expect(row).not.toHaveProperty('secret');
      expect(row.asset).toMatchObject({
        id: expect.any(String),
        name: expect.any(String),
        category: { value: expect.any(String) },
      });
    }
    const assetId = String(page.results[0]!.asset && (page.results[0]!.asset as { id: string }).id);
    const onAsset = (await admin.getJson(`/api/v1/accounts/accounts/?asset=${assetId}`)) as {
      asset: { id: string };
    }[];
    expect(onAsset.length).toBeGreaterThan(0);
    expect(onAsset.every((a) => a.asset.id === assetId)).toBe(true);
  });
});

describe('seed scale', () => {
  it('doubles the bulk at scale 2 and keeps the fixed data fixed', () => {
    const two = seedStore({ now: NOW, scale: 2 });
    expect(count(two, 'users.users') - DEMO_USERS.length - 1).toBe(2 * GENERATED_USERS);
    expect(bulkAssets(two)).toBe(2 * BULK_ASSETS);
    expect(auditTotal(two)).toBe(2 * auditTotal(one));
    expect(count(two, 'terminal.sessions')).toBe(2 * count(one, 'terminal.sessions'));
    expect(count(two, 'tickets.tickets')).toBe(2 * count(one, 'tickets.tickets'));
    expect(count(two, 'orgs.organizations')).toBe(count(one, 'orgs.organizations'));
    expect(count(two, 'assets.platforms')).toBe(count(one, 'assets.platforms'));
    // The first generated users keep their names whatever the scale.
    expect(two.userByUsername('user001')!.name).toBe(one.userByUsername('user001')!.name);
  });
});
