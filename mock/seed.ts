/**
 * Deterministic demo data. The same seed always gives the same rows, so tests can name them;
 * `scale` multiplies the bulk volumes for benchmarks (MOCK_SCALE).
 */
import { ORG_DEFAULT, ROLE, builtinRoles } from './rbac';
import { Store } from './store';
import type { Org, Row } from './types';
import { Random } from './util/random';

export interface SeedOptions {
  seed?: number;
  scale?: number;
  /** A fixed "now" keeps relative dates stable in tests. */
  now?: Date;
}

/** The demo accounts documented in the README. */
export const DEMO_USERS = [
  { username: 'admin', name: 'Administrator', password: 'ChangeMe', kind: 'superuser' },
  { username: 'sysadmin', name: 'System Admin', password: 'Sysadmin@2023', kind: 'system-admin' },
  { username: 'orgadmin', name: 'Org Admin', password: 'Orgadmin@2023', kind: 'org-admin' },
  { username: 'auditor', name: 'Org Auditor', password: 'Auditor@2023', kind: 'org-auditor' },
  { username: 'user', name: 'Common User', password: 'User@2023', kind: 'org-user' },
  { username: 'approver', name: 'Ticket Approver', password: 'Approver@2023', kind: 'ticket-approver' },
  { username: 'loner', name: 'No Org User', password: 'Loner@2023', kind: 'no-console-orgs' },
] as const;

const FAMILY = ['Wang', 'Li', 'Zhang', 'Liu', 'Chen', 'Yang', 'Huang', 'Zhao', 'Sato', 'Suzuki', 'Takahashi', 'Tanaka', 'Smith', 'Garcia', 'Müller', 'Martin'];
const GIVEN = ['Wei', 'Fang', 'Min', 'Jing', 'Lei', 'Yan', 'Hiroshi', 'Yuki', 'Haruto', 'Aoi', 'Alice', 'Bob', 'Carol', 'David', 'Emma', 'Lucas'];
const CJK_NAMES = ['王伟', '李娜', '张敏', '刘洋', '陈静', '杨磊', '佐藤健', '鈴木花子', '高橋翔', '田中美咲'];
const GROUP_NAMES = ['Default', 'DevOps', 'DBA', 'Network', 'Security', 'SRE', 'QA', 'Finance', 'HR', 'Support', '运维组', '开发组', '安全组', '数据库组', '网络组', 'インフラ', '開発チーム', 'Contractors', 'Interns', 'Auditors'];

function iso(now: Date, daysAgo: number, rnd: Random): string {
  return new Date(now.getTime() - daysAgo * 86400000 - rnd.int(0, 86399) * 1000).toISOString();
}

export function seedStore(opts: SeedOptions = {}): Store {
  const rnd = new Random(opts.seed ?? 20230316);
  const scale = Math.max(1, opts.scale ?? 1);
  const now = opts.now ?? new Date();
  const store = new Store();

  // Organisations: Default plus two more (fixed ids keep links stable across runs).
  const orgs: Org[] = [
    { id: ORG_DEFAULT, name: 'Default', is_default: true, is_root: false, comment: '' },
    { id: '7c9e6679-7425-40de-944b-e07fc1f90ae7', name: 'Beijing DC', is_default: false, is_root: false, comment: '北京数据中心' },
    { id: '16fd2706-8baf-433b-82eb-8c7fada847da', name: 'Tokyo Branch', is_default: false, is_root: false, comment: '東京支社' },
  ];
  store.rows('orgs.organizations').push(...(orgs as unknown as Row[]));

  for (const role of builtinRoles()) {
    const row = { ...role, comment: '', created_by: 'System', date_created: iso(now, 400, rnd), date_updated: iso(now, 400, rnd) };
    store.rows(role.scope === 'system' ? 'rbac.system_roles' : 'rbac.org_roles').push(row as unknown as Row);
  }

  const groups = store.rows('users.user_groups');
  for (const org of orgs) {
    for (const name of org.is_default ? GROUP_NAMES : GROUP_NAMES.slice(0, 6)) {
      groups.push({ id: rnd.uuid(), name, comment: '', org_id: org.id, created_by: 'Administrator', date_created: iso(now, rnd.int(30, 300), rnd) });
    }
  }
  const groupsIn = (orgId: string) => groups.filter((g) => g.org_id === orgId);

  const users = store.users;
  const addUser = (u: Partial<Row> & { username: string; name: string }): Row => {
    const joined = iso(now, rnd.int(10, 400), rnd);
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
      date_expired: new Date(now.getTime() + 70 * 365 * 86400000).toISOString(),
      date_joined: joined,
      last_login: iso(now, rnd.int(0, 30), rnd),
      date_updated: joined,
      date_password_last_updated: joined,
      ...u,
    };
    users.push(row);
    return row;
  };
  const bind = (user: Row, role: string, org: string | null = null) => store.bindings.push({ user: String(user.id), role, org });

  for (const demo of DEMO_USERS) {
    const user = addUser({ username: demo.username, name: demo.name, password: demo.password, created_by: 'System' });
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

  const bulk = 60 * scale;
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
  return store;
}
