/**
 * Organisations, built-in roles, user groups, users and role bindings. The draw order of the first
 * part is kept from the original seed so that the demo users and user001… keep their ids and names.
 */
import { ORG_DEFAULT, ROLE, builtinRoles } from '../rbac';
import type { Org, Row } from '../types';
import type { SeedContext } from './context';
import { CJK_NAMES, FAMILY, GIVEN, GROUP_NAMES } from './text';

/** The demo accounts documented in the README. */
export const DEMO_USERS = [
  { username: 'admin', name: 'Administrator', password: 'ChangeMe', kind: 'superuser' },
  { username: 'sysadmin', name: 'System Admin', password: 'Sysadmin@2023', kind: 'system-admin' },
  { username: 'orgadmin', name: 'Org Admin', password: 'Orgadmin@2023', kind: 'org-admin' },
  { username: 'auditor', name: 'Org Auditor', password: 'Auditor@2023', kind: 'org-auditor' },
  { username: 'user', name: 'Common User', password: 'User@2023', kind: 'org-user' },
  {
    username: 'approver',
    name: 'Ticket Approver',
    password: 'Approver@2023',
    kind: 'ticket-approver',
  },
  { username: 'loner', name: 'No Org User', password: 'Loner@2023', kind: 'no-console-orgs' },
] as const;

/**
 * The demo user who signs in with a TOTP code. Kept out of DEMO_USERS because a password alone
 * does not sign it in. The secret is the well-known RFC 4648 example `JBSWY3DPEHPK3PXP` ("Hello!\xDE\xAD\xBE\xEF"),
 * so any authenticator app or `totp('JBSWY3DPEHPK3PXP')` from util/totp.ts yields the code.
 */
export const MFA_DEMO_USER = {
  username: 'mfa',
  name: 'MFA User',
  password: 'Mfa@2023',
  otpSecret: 'JBSWY3DPEHPK3PXP',
} as const;

/**
 * A custom organisation role (an administrator's, not built in) that the MFA demo user holds in
 * Default: the console's accounts list and their secrets, so that exporting account secrets asks
 * this user for an OTP (the user-confirm dialog's mfa case).
 */
export const SECRET_VIEWER_ROLE = {
  id: '5d1c6a2e-8f3b-4c7d-9a0e-2b4f6c8d0e13',
  name: 'AccountSecretViewer',
  permissions: [
    'rbac.view_console',
    'accounts.view_account',
    'accounts.view_accountsecret',
    'assets.view_asset',
  ],
} as const;

/** Generated users at scale 1: with the demo users and the MFA user, 300 in all. */
export const GENERATED_USERS = 300 - DEMO_USERS.length - 1;

export const ORG_BEIJING = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
export const ORG_TOKYO = '16fd2706-8baf-433b-82eb-8c7fada847da';

export function seedIdentity(ctx: SeedContext): void {
  const { rnd, store } = ctx;
  const iso = (daysAgo: number) => ctx.daysAgo(daysAgo);

  // Organisations: Default plus two more (fixed ids keep links stable across runs).
  const orgs: Org[] = [
    { id: ORG_DEFAULT, name: 'Default', is_default: true, is_root: false, comment: '' },
    {
      id: ORG_BEIJING,
      name: 'Beijing DC',
      is_default: false,
      is_root: false,
      comment: '北京数据中心',
    },
    { id: ORG_TOKYO, name: 'Tokyo Branch', is_default: false, is_root: false, comment: '東京支社' },
  ];
  store.rows('orgs.organizations').push(...(orgs as unknown as Row[]));

  for (const role of builtinRoles()) {
    const row = {
      ...role,
      comment: '',
      created_by: 'System',
      date_created: iso(400),
      date_updated: iso(400),
    };
    store
      .rows(role.scope === 'system' ? 'rbac.system_roles' : 'rbac.org_roles')
      .push(row as unknown as Row);
  }

  const groups = store.rows('users.user_groups');
  for (const org of orgs) {
    for (const name of org.is_default ? GROUP_NAMES : GROUP_NAMES.slice(0, 6)) {
      groups.push({
        id: rnd.uuid(),
        name,
        comment: '',
        org_id: org.id,
        created_by: 'Administrator',
        date_created: iso(rnd.int(30, 300)),
      });
    }
  }
  const groupsIn = (orgId: string) => groups.filter((g) => g.org_id === orgId);

  const users = store.users;
  const addUser = (u: Partial<Row> & { username: string; name: string }): Row => {
    const joined = iso(rnd.int(10, 400));
    const row: Row = {
      id: rnd.uuid(),
      email: `${u.username}@example.com`,
      wechat: '',
      phone: null,
      mfa_level: 0,
      source: 'local',
      wecom_id: null,
      dingtalk_id: null,
      feishu_id: null,
      created_by: 'System',
      updated_by: '',
      comment: '',
      groups: [],
      password_strategy: 'email',
      is_service_account: false,
      is_active: true,
      is_first_login: false,
      need_update_password: false,
      is_superuser: false,
      date_expired: new Date(ctx.now.getTime() + 70 * 365 * 86400000).toISOString(),
      date_joined: joined,
      last_login: iso(rnd.int(0, 30)),
      date_updated: joined,
      date_password_last_updated: joined,
      ...u,
    };
    users.push(row);
    return row;
  };
  const bind = (user: Row, role: string, org: string | null = null) =>
    store.bindings.push({ user: String(user.id), role, org });

  for (const demo of DEMO_USERS) {
    const user = addUser({
      username: demo.username,
      name: demo.name,
      password: demo.password,
      created_by: 'System',
    });
    switch (demo.kind) {
      case 'superuser':
        user.is_superuser = true;
        bind(user, ROLE.SystemAdmin);
        bind(user, ROLE.OrgAdmin, ORG_DEFAULT);
        break;
      case 'system-admin':
        bind(user, ROLE.SystemAdmin);
        bind(user, ROLE.OrgAdmin, ORG_DEFAULT);
        break;
      case 'org-admin':
        bind(user, ROLE.User);
        bind(user, ROLE.OrgAdmin, ORG_DEFAULT);
        bind(user, ROLE.OrgAdmin, orgs[1]!.id);
        break;
      case 'org-auditor':
        bind(user, ROLE.User);
        bind(user, ROLE.OrgAuditor, ORG_DEFAULT);
        break;
      case 'org-user':
      case 'ticket-approver':
        bind(user, ROLE.User);
        bind(user, ROLE.OrgUser, ORG_DEFAULT);
        break;
      case 'no-console-orgs':
        bind(user, ROLE.User);
        break;
    }
  }

  const bulk = ctx.bulk(GENERATED_USERS);
  for (let i = 1; i <= bulk; i++) {
    const cjk = rnd.chance(0.3);
    const name = cjk ? `${rnd.pick(CJK_NAMES)}${i}` : `${rnd.pick(GIVEN)} ${rnd.pick(FAMILY)}`;
    const username = `user${String(i).padStart(3, '0')}`;
    const org = i % 5 === 0 ? orgs[1 + (i % 2)]! : orgs[0]!;
    const user = addUser({
      username,
      name,
      password: `Pass${i}@word`,
      source: rnd.chance(0.15) ? 'ldap' : 'local',
      is_active: rnd.chance(0.92),
      mfa_level: rnd.chance(0.2) ? 1 : 0,
      created_by: 'Administrator',
      groups: rnd.sample(groupsIn(org.id), rnd.int(0, 2)).map((g) => g.id),
      comment: rnd.chance(0.1) ? 'Contractor account' : '',
    });
    bind(user, ROLE.User);
    bind(user, rnd.chance(0.1) ? ROLE.OrgAuditor : ROLE.OrgUser, org.id);
  }

  const mfa = addUser({
    username: MFA_DEMO_USER.username,
    name: MFA_DEMO_USER.name,
    password: MFA_DEMO_USER.password,
    otp_secret_key: MFA_DEMO_USER.otpSecret,
    mfa_level: 1,
  });
  bind(mfa, ROLE.User);
  bind(mfa, ROLE.OrgUser, ORG_DEFAULT);
  store.rows('rbac.org_roles').push({
    ...SECRET_VIEWER_ROLE,
    permissions: [...SECRET_VIEWER_ROLE.permissions].sort(),
    display_name: SECRET_VIEWER_ROLE.name,
    scope: 'org',
    builtin: false,
    comment: 'Reads account secrets (demo)',
    created_by: 'Administrator',
    // Not `iso()`: it draws from the seed's random stream, and every later row would change.
    date_created: new Date(ctx.now.getTime() - 90 * 86_400_000).toISOString(),
    date_updated: new Date(ctx.now.getTime() - 90 * 86_400_000).toISOString(),
  });
  bind(mfa, SECRET_VIEWER_ROLE.id, ORG_DEFAULT);

  varyGeneratedUsers(ctx, users.slice(DEMO_USERS.length, DEMO_USERS.length + bulk));
}

/** Second pass over generated users (after the original draws): the less common states. */
function varyGeneratedUsers(ctx: SeedContext, generated: Row[]): void {
  const { rnd } = ctx;
  for (const u of generated) {
    if (rnd.chance(0.3))
      u.phone = `+86 1${rnd.int(30, 89)}${String(rnd.int(0, 99_999_999)).padStart(8, '0')}`;
    if (rnd.chance(0.04)) u.login_blocked = true;
    if (rnd.chance(0.03)) u.date_expired = ctx.daysAgo(rnd.int(1, 60));
    if (rnd.chance(0.05)) u.is_first_login = true;
    if (rnd.chance(0.03)) u.need_update_password = true;
    if (u.source === 'local' && rnd.chance(0.04)) u.source = rnd.pick(['openid', 'cas', 'saml2']);
    if (rnd.chance(0.1)) u.date_password_last_updated = ctx.daysAgo(rnd.int(80, 120));
  }
}
