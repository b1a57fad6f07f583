// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { demoBackend, signInAs, type Client } from './client';

type Field = {
  type: string;
  label?: string;
  choices?: { value: unknown; label: string }[];
  children?: Record<string, Field>;
  tree?: unknown[];
  min_value?: number;
  max_value?: number;
};
type Meta = { name: string; actions: Record<string, Record<string, Field>> };

const backend = demoBackend();
let admin: Client;

beforeAll(async () => {
  admin = await signInAs(backend, 'admin');
});

function lang(client: Client, value: string): Client {
  client.cookies.set('django_language', value);
  return client;
}

describe('OPTIONS methods (docs/wire.md §8.1)', () => {
  it('a bulk list offers GET, POST, PUT, PATCH; a detail GET, PUT, PATCH; a read-only view GET', async () => {
    const list = await admin.options<Meta>('/api/v1/users/users/?draw=1&display=1');
    expect(list.body.name).toBe('User List');
    expect(Object.keys(list.body.actions)).toEqual(['GET', 'POST', 'PUT', 'PATCH']);
    const detail = await admin.options<Meta>(
      '/api/v1/users/users/5f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0/',
    );
    expect(detail.body.name).toBe('User Instance');
    expect(Object.keys(detail.body.actions)).toEqual(['GET', 'PUT', 'PATCH']);
    const plain = await admin.options<Meta>('/api/v1/assets/platforms/');
    expect(Object.keys(plain.body.actions)).toEqual(['GET', 'POST']);
    const logs = await admin.options<Meta>('/api/v1/audits/login-logs/');
    expect(Object.keys(logs.body.actions)).toEqual(['GET']);
  });

  it('needs no RBAC permission, but a signed-in user', async () => {
    const loner = await signInAs(backend, 'loner');
    expect((await loner.options('/api/v1/users/users/')).status).toBe(200);
    expect((await loner.get('/api/v1/users/users/')).status).toBe(403);
  });

  it('drops the role fields for users who may not see role bindings', async () => {
    const full = await admin.options<Meta>('/api/v1/users/users/');
    expect(full.body.actions.GET).toHaveProperty('system_roles');
    const loner = await signInAs(backend, 'loner');
    const partial = await loner.options<Meta>('/api/v1/users/users/');
    expect(partial.body.actions.GET).not.toHaveProperty('system_roles');
    expect(partial.body.actions.POST).not.toHaveProperty('org_roles');
    expect(partial.body.actions.GET).toHaveProperty('groups');
  });
});

describe('per-path and per-query variations', () => {
  it('narrows asset category and type choices by the URL (hosts → host); detail URLs list all', async () => {
    lang(admin, 'en');
    const hosts = await admin.options<Meta>('/api/v1/assets/hosts/');
    expect(hosts.body.actions.GET!.category!.choices).toEqual([{ value: 'host', label: 'Host' }]);
    expect(hosts.body.actions.GET!.type!.choices!.map((c) => c.value)).toEqual([
      'linux',
      'windows',
      'unix',
      'other',
    ]);
    const dbs = await admin.options<Meta>('/api/v1/assets/databases/');
    expect(dbs.body.actions.GET!.category!.choices!.map((c) => c.value)).toEqual(['database']);
    const all = await admin.options<Meta>('/api/v1/assets/assets/');
    expect(all.body.actions.GET!.category!.choices!.length).toBe(5);
    const detail = await admin.options<Meta>(
      '/api/v1/assets/hosts/5f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0/',
    );
    expect(detail.body.actions.PUT!.category!.choices!.length).toBe(5);
  });

  it('describes storage meta by ?type=', async () => {
    const s3 = await admin.options<Meta>('/api/v1/terminal/replay-storages/?type=s3');
    expect(Object.keys(s3.body.actions.POST!.meta!.children!)).toEqual([
      'BUCKET',
      'ACCESS_KEY',
      'SECRET_KEY',
      'ENDPOINT',
    ]);
    const none = await admin.options<Meta>('/api/v1/terminal/replay-storages/');
    expect(none.body.actions.POST!.meta!.children).toEqual({});
    const es = await admin.options<Meta>('/api/v1/terminal/command-storages/?type=es');
    expect(Object.keys(es.body.actions.POST!.meta!.children!)).toContain('HOSTS');
  });

  it('drops the login ACL "review" action without a valid licence, in OPTIONS and on write', async () => {
    lang(admin, 'en');
    const me = (await admin.get<{ id: string }[]>('/api/v1/users/users/?username=user')).body[0]!;
    const acl = { name: 'needs review', user: me.id, action: 'review', rules: { ip_group: ['*'] } };
    const licensed = await admin.options<Meta>('/api/v1/acls/login-acls/');
    expect(licensed.body.actions.POST!.action!.choices!.map((c) => c.value)).toContain('review');
    backend.state.settings.XPACK_LICENSE_IS_VALID = false;
    try {
      const unlicensed = await admin.options<Meta>('/api/v1/acls/login-acls/');
      expect(unlicensed.body.actions.POST!.action!.choices!.map((c) => c.value)).toEqual([
        'reject',
        'accept',
      ]);
      const refused = await admin.post('/api/v1/acls/login-acls/', acl);
      expect(refused.body).toEqual({ action: ['"review" is not a valid choice.'] });
    } finally {
      backend.state.settings.XPACK_LICENSE_IS_VALID = true;
    }
    expect((await admin.post('/api/v1/acls/login-acls/', acl)).status).toBe(201);
  });

  it('shows ACL priorities as 1–100', async () => {
    const acl = await admin.options<Meta>('/api/v1/acls/command-filter-acls/');
    expect(acl.body.actions.POST!.priority).toMatchObject({ min_value: 1, max_value: 100 });
  });
});

describe('translated labels (Django i18n)', () => {
  it('translates field labels and choice labels in zh and ja; English is the default msgid', async () => {
    lang(admin, 'zh-hans');
    const zh = (await admin.options<Meta>('/api/v1/users/users/')).body.actions.GET!;
    expect(zh.name!.label).toBe('名称');
    expect(zh.username!.label).toBe('用户名');
    expect(zh.email!.label).toBe('邮箱');
    expect(zh.comment!.label).toBe('备注');
    expect(zh.is_active!.label).toBe('激活');
    expect(zh.source!.choices![0]).toEqual({ value: 'local', label: '数据库' });

    lang(admin, 'ja');
    const ja = (await admin.options<Meta>('/api/v1/users/users/')).body.actions.GET!;
    expect(ja.name!.label).toBe('名前');
    expect(ja.username!.label).toBe('ユーザー名');
    expect(ja.email!.label).toBe('メール');
    expect(ja.comment!.label).toBe('コメント');
    expect(ja.is_active!.label).toBe('有効');

    lang(admin, 'en');
    const en = (await admin.options<Meta>('/api/v1/users/users/')).body.actions.GET!;
    expect(en.name!.label).toBe('Name');
  });

  it('covers assets, platforms, permissions, ACLs, command groups and login logs', async () => {
    lang(admin, 'zh-hans');
    const labelOf = async (url: string, field: string) =>
      (await admin.options<Meta>(url)).body.actions.GET![field]!.label;
    expect(await labelOf('/api/v1/assets/hosts/', 'date_created')).toBe('创建日期');
    expect(await labelOf('/api/v1/assets/platforms/', 'charset')).toBe('编码');
    expect(await labelOf('/api/v1/perms/asset-permissions/', 'date_expired')).toBe('失效日期');
    expect(await labelOf('/api/v1/acls/command-filter-acls/', 'priority')).toBe('优先级');
    expect(await labelOf('/api/v1/acls/command-groups/', 'ignore_case')).toBe('忽略大小写');
    expect(await labelOf('/api/v1/audits/login-logs/', 'ip')).toBe('登录IP');
    const hosts = (await admin.options<Meta>('/api/v1/assets/hosts/')).body.actions.GET!;
    expect(hosts.connectivity!.choices!.map((c) => c.label)).toEqual(['未知', '成功', '失败']);
    lang(admin, 'ja');
    const perm = (await admin.options<Meta>('/api/v1/perms/asset-permissions/')).body.actions.POST!;
    const tree = perm.actions!.tree as {
      value: string;
      label: string;
      children: { value: string; label: string }[];
    }[];
    expect(tree[0]!.label).toBe('すべて');
    // Branch nodes carry their translated label as value; leaves keep their names.
    expect(tree[0]!.value).toBe('すべて');
    expect(tree[0]!.children[0]).toEqual({ value: 'connect', label: '接続' });
    lang(admin, 'en');
  });

  it('falls back to Accept-Language, and leaves untranslated labels in English', async () => {
    const client = await signInAs(backend, 'admin');
    const ja = await client.options<Meta>('/api/v1/users/users/', {
      headers: { 'Accept-Language': 'ja,en;q=0.8' },
    });
    expect(ja.body.actions.GET!.name!.label).toBe('名前');
    const storage = await client.options<Meta>('/api/v1/terminal/replay-storages/?type=s3', {
      headers: { 'Accept-Language': 'ja' },
    });
    expect(storage.body.actions.POST!.meta!.children!.BUCKET!.label).toBe('バケット');
    // "Is alive" has no msgid in the v3.1.0 catalogues, so gettext keeps it English.
    const terminals = await client.options<Meta>('/api/v1/terminal/terminals/', {
      headers: { 'Accept-Language': 'ja' },
    });
    expect(terminals.body.actions.GET!.is_alive!.label).toBe('Is alive');
  });

  it('translates the session and command columns of the audit pages', async () => {
    const SESSIONS = '/api/v1/terminal/sessions/';
    const COMMANDS = '/api/v1/terminal/commands/';
    const labels = async (url: string, ...fields: string[]) => {
      const get = (await admin.options<Meta>(url)).body.actions.GET!;
      return fields.map((f) => get[f]!.label);
    };
    const expected = {
      'zh-hans': [
        ['协议', '结束日期', '是否完成'],
        ['风险等级', '时间戳', '会话ID', '账号'],
      ],
      ja: [
        ['プロトコル', '終了日', '終了しました'],
        ['リスクレベル', 'タイムスタンプ', 'セッションID', 'アカウント'],
      ],
    };
    for (const [language, [sessions, commands]] of Object.entries(expected)) {
      lang(admin, language);
      expect(await labels(SESSIONS, 'protocol', 'date_end', 'is_finished')).toEqual(sessions);
      expect(await labels(COMMANDS, 'risk_level', 'timestamp', 'session', 'account')).toEqual(
        commands,
      );
    }
    // The command serializer's msgid carries a trailing space ("Account "); English keeps it.
    lang(admin, 'en');
    expect(await labels(COMMANDS, 'risk_level', 'account')).toEqual(['Risk level', 'Account ']);
  });

  it('renders choice labels of GET rows in the request language', async () => {
    lang(admin, 'zh-hans');
    const rows = await admin.get<{ source: { value: string; label: string } }[]>(
      '/api/v1/users/users/?source=local&fields=source',
    );
    expect(rows.body[0]!.source).toEqual({ value: 'local', label: '数据库' });
    lang(admin, 'en');
    const en = await admin.get<{ source: { value: string; label: string } }[]>(
      '/api/v1/users/users/?source=local&fields=source',
    );
    expect(en.body[0]!.source).toEqual({ value: 'local', label: 'Local' });
  });
});
