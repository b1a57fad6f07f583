/**
 * A pretend LDAP directory behind the LDAP settings tests (docs/domain.md §10.3). The saved
 * settings point at ldap://ldap.example.com; any other server is unreachable. Tests and syncs "run"
 * for one poll, so a client sees `running` (or 409) first and the result on the next call.
 */
import { ROLE } from '../rbac';
import type { BackendState } from '../state';
import type { Row } from '../types';
import { readSetting } from './settingValues';
import { domainOf, type LdapUser } from './state';

export const LDAP_SETTINGS = {
  AUTH_LDAP: true,
  AUTH_LDAP_SERVER_URI: 'ldap://ldap.example.com:389',
  AUTH_LDAP_BIND_DN: 'cn=admin,dc=example,dc=com',
  AUTH_LDAP_BIND_PASSWORD: 'LdapAdmin@2023',
  AUTH_LDAP_SEARCH_OU: 'ou=people,dc=example,dc=com',
  AUTH_LDAP_SEARCH_FILTER: '(cn=%(user)s)',
  AUTH_LDAP_USER_ATTR_MAP: { username: 'cn', name: 'sn', email: 'mail' },
} as const;

/** Every directory user's password (the demo directory is not a credential store). */
export const LDAP_USER_PASSWORD = 'Ldap@2023';

const NEW_PEOPLE: [string, string][] = [
  ['alice.wong', 'Alice Wong'],
  ['bob.chen', 'Bob Chen'],
  ['carol.sato', 'Carol Sato'],
  ['david.li', 'David Li'],
  ['emma.tanaka', 'Emma Tanaka'],
  ['frank.zhou', 'Frank Zhou'],
  ['grace.kim', 'Grace Kim'],
  ['zhangwei', '张伟'],
  ['liuyang', '刘洋'],
  ['wangfang', '王芳'],
  ['yamada.taro', '山田太郎'],
  ['suzuki.hanako', '鈴木花子'],
  ['svc-backup', 'Backup Service'],
  ['svc-monitor', 'Monitoring Service'],
  ['intern01', 'Summer Intern'],
];

const GROUPS = [
  'cn=devops,ou=groups,dc=example,dc=com',
  'cn=dba,ou=groups,dc=example,dc=com',
  'cn=all,ou=groups,dc=example,dc=com',
];

/** The directory: users already imported (source ldap) plus people not imported yet. */
export function directory(state: BackendState): LdapUser[] {
  const imported = state.store.users.filter((u) => u.source === 'ldap');
  const entry = (username: string, name: string, i: number): LdapUser => ({
    id: username,
    username,
    name,
    email: `${username}@example.com`,
    groups: [GROUPS[i % GROUPS.length]!, GROUPS[2]!],
    password: LDAP_USER_PASSWORD,
  });
  const known = new Set(imported.map((u) => String(u.username)));
  return [
    ...imported.map((u, i) => entry(String(u.username), String(u.name), i)),
    ...NEW_PEOPLE.filter(([u]) => !known.has(u)).map(([u, n], i) => entry(u, n, i)),
  ];
}

export interface LdapResult {
  status: number;
  body: unknown;
}

const REQUIRED = [
  'AUTH_LDAP_SERVER_URI',
  'AUTH_LDAP_BIND_DN',
  'AUTH_LDAP_SEARCH_OU',
  'AUTH_LDAP_SEARCH_FILTER',
  'AUTH_LDAP_USER_ATTR_MAP',
];

/** Python's repr of a DRF errors dict, which LDAPTestingConfigAPI puts in {"error": …}. */
function pyErrors(errors: Record<string, string>): string {
  const items = Object.entries(errors).map(
    ([k, m]) => `'${k}': [ErrorDetail(string='${m}', code='required')]`,
  );
  return `{${items.join(', ')}}`;
}

/** What the LDAP connection test answers for these settings. */
export function evaluateConfig(state: BackendState, body: Record<string, unknown>): LdapResult {
  const missing = Object.fromEntries(
    REQUIRED.filter((k) => body[k] === undefined || body[k] === '').map((k) => [
      k,
      'This field is required.',
    ]),
  );
  if (Object.keys(missing).length) return { status: 400, body: { error: pyErrors(missing) } };
  if (body.AUTH_LDAP === false)
    return {
      status: 400,
      body: 'Error (Not enabled LDAP authentication): LDAP authentication is not enabled',
    };
  const uri = /^ldaps?:\/\/([^/:]+)(?::\d+)?\/?$/.exec(String(body.AUTH_LDAP_SERVER_URI));
  if (!uri || uri[1] !== 'ldap.example.com')
    return {
      status: 400,
      body: `Error (Invalid LDAP server): {'desc': "Can't contact LDAP server"}`,
    };
  // A blank password means the saved one (docs/domain.md §10.3).
  const password = body.AUTH_LDAP_BIND_PASSWORD
    ? String(body.AUTH_LDAP_BIND_PASSWORD)
    : String(readSetting(state, 'AUTH_LDAP_BIND_PASSWORD') ?? '');
  if (
    body.AUTH_LDAP_BIND_DN !== LDAP_SETTINGS.AUTH_LDAP_BIND_DN ||
    password !== LDAP_SETTINGS.AUTH_LDAP_BIND_PASSWORD
  ) {
    return { status: 400, body: `Error (Invalid Bind DN): {'desc': 'Invalid credentials'}` };
  }
  let attrMap = body.AUTH_LDAP_USER_ATTR_MAP;
  if (typeof attrMap === 'string') {
    try {
      attrMap = JSON.parse(attrMap);
    } catch {
      attrMap = null;
    }
  }
  if (!attrMap || typeof attrMap !== 'object' || !('username' in attrMap)) {
    return {
      status: 400,
      body: 'Error (Invalid LDAP User attr map): The username attribute is required',
    };
  }
  const ous = String(body.AUTH_LDAP_SEARCH_OU).split('|');
  if (
    !ous.every((ou) => ou.trim().toLowerCase().endsWith('dc=example,dc=com')) ||
    !String(body.AUTH_LDAP_SEARCH_FILTER).includes('%(user)s')
  ) {
    return {
      status: 400,
      body: `Error (Invalid User OU or User search filter): {'desc': 'No such object'}`,
    };
  }
  return { status: 200, body: `Succeed: Match ${directory(state).length} s user` };
}

/** The login test: does this directory user authenticate with this password? */
export function testLogin(state: BackendState, username: string, password: string): LdapResult {
  const user = directory(state).find((u) => u.username === username);
  if (!user || user.password !== password) {
    return {
      status: 400,
      body: `Authentication failed (username or password incorrect): ${username}`,
    };
  }
  return { status: 200, body: `Authentication success: ${username}` };
}

export type SyncAnswer = { users: LdapUser[] } | { status: number; body: unknown };

/** One poll of `users/?cache_police=1`: start the sync, report it running, then serve the cache. */
export function pollSync(state: BackendState): SyncAnswer {
  const ldap = domainOf(state).ldap;
  if (ldap.sync === 'none') {
    ldap.sync = 'running';
    ldap.syncPollsLeft = 1;
    return { status: 409, body: { msg: 'Synchronization start, please wait.' } };
  }
  if (ldap.sync === 'running') {
    if (ldap.syncPollsLeft > 0) {
      ldap.syncPollsLeft--;
      return { status: 409, body: { msg: 'Synchronization is running, please wait.' } };
    }
    ldap.sync = 'over';
    ldap.cache = ldap.syncError ? [] : directory(state);
  }
  if (!ldap.cache?.length)
    return {
      status: 400,
      body: { error: `Synchronization error: ${ldap.syncError || 'no users found'}` },
    };
  return { users: ldap.cache };
}

export function refreshCache(state: BackendState): void {
  const ldap = domainOf(state).ldap;
  ldap.sync = 'none';
  ldap.cache = null;
  ldap.syncPollsLeft = 0;
}

/** Imports directory users into an organisation: new ones are created, known ones join it. */
export function importUsers(state: BackendState, users: LdapUser[], orgId: string): number {
  const store = state.store;
  const now = new Date().toISOString();
  for (const entry of users) {
    let user = store.userByUsername(entry.username);
    if (!user) {
      user = {
        id: crypto.randomUUID(),
        username: entry.username,
        name: entry.name,
        email: entry.email,
        wechat: '',
        phone: null,
        mfa_level: 0,
        source: 'ldap',
        wecom_id: null,
        dingtalk_id: null,
        feishu_id: null,
        created_by: 'LDAP',
        updated_by: '',
        comment: '',
        groups: [],
        password_strategy: 'email',
        is_service_account: false,
        is_active: true,
        is_first_login: true,
        need_update_password: false,
        is_superuser: false,
        date_expired: new Date(Date.now() + 70 * 365 * 86_400_000).toISOString(),
        date_joined: now,
        last_login: null,
        date_updated: now,
        date_password_last_updated: now,
      } satisfies Row;
      store.users.push(user);
      store.bindings.push({ user: String(user.id), role: ROLE.User, org: null });
    } else {
      Object.assign(user, { name: entry.name, email: entry.email, date_updated: now });
    }
    const id = String(user.id);
    if (!store.bindings.some((b) => b.user === id && b.org === orgId))
      store.bindings.push({ user: id, role: ROLE.OrgUser, org: orgId });
  }
  store.touch();
  return users.length;
}
