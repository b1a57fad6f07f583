// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { demoBackend, ORG_BEIJING, ORG_DEFAULT, signInAs, type Client } from './client';

type Page<T> = { count: number; next: string | null; previous: string | null; results: T[] };
type Named = {
  id: string;
  name: string;
  username?: string;
  is_active?: boolean;
  source?: { value: string };
};

const backend = demoBackend();
let admin: Client;

beforeAll(async () => {
  admin = await signInAs(backend, 'admin');
  admin.cookies.set('django_language', 'en');
});

describe('pagination (docs/wire.md §5.1)', () => {
  it('answers a bare array without limit, and for limit=0 or a non-number', async () => {
    for (const q of ['', '?limit=0', '?limit=abc']) {
      const res = await admin.get<Named[]>(`/api/v1/users/groups/${q}`);
      expect(res.status).toBe(200);
      expect(Array.isArray(res.body)).toBe(true);
      expect(res.body.length).toBeGreaterThan(5);
    }
  });

  it('pages with count/next/previous and caps limit at 100', async () => {
    const all = await admin.get<Named[]>('/api/v1/users/users/');
    const first = await admin.get<Page<Named>>(
      '/api/v1/users/users/?limit=15&offset=0&display=1&draw=1',
    );
    expect(first.body.count).toBe(all.body.length);
    expect(first.body.results).toHaveLength(15);
    expect(first.body.previous).toBeNull();
    expect(first.body.next).toMatch(
      /^http:\/\/127\.0\.0\.1\/api\/v1\/users\/users\/\?.*limit=15.*offset=15/,
    );
    expect(first.body.results.map((u) => u.id)).toEqual(all.body.slice(0, 15).map((u) => u.id));

    const second = await admin.get<Page<Named>>('/api/v1/users/users/?limit=15&offset=15');
    expect(second.body.previous).toMatch(/offset=0/);
    expect(second.body.results.map((u) => u.id)).toEqual(all.body.slice(15, 30).map((u) => u.id));

    const capped = await admin.get<Page<Named>>('/api/v1/users/users/?limit=1000');
    expect(capped.body.results).toHaveLength(100);
    const last = await admin.get<Page<Named>>(
      `/api/v1/users/users/?limit=10&offset=${all.body.length - 3}`,
    );
    expect(last.body.results).toHaveLength(3);
    expect(last.body.next).toBeNull();
  });
});

describe('ordering and search (docs/wire.md §5.4)', () => {
  it('orders by order=field and order=-field; unknown fields fall back to the default ordering', async () => {
    const asc = await admin.get<Named[]>('/api/v1/users/users/?order=username');
    const names = asc.body.map((u) => String(u.username).toLowerCase());
    expect(names).toEqual([...names].sort());
    const desc = await admin.get<Named[]>('/api/v1/users/users/?order=-username');
    expect(desc.body.map((u) => u.id)).toEqual([...asc.body].reverse().map((u) => u.id));
    const byDefault = await admin.get<Named[]>('/api/v1/users/users/');
    const bogus = await admin.get<Named[]>('/api/v1/users/users/?order=no_such_field');
    expect(bogus.body.map((u) => u.id)).toEqual(byDefault.body.map((u) => u.id));
    const defaultNames = byDefault.body.map((u) => u.name.toLowerCase());
    expect(defaultNames).toEqual([...defaultNames].sort());
  });

  it('search matches every term (comma or space separated) in any search field, case-insensitively', async () => {
    const one = await admin.get<Named[]>('/api/v1/users/users/?search=ADMIN');
    expect(one.body.map((u) => u.username)).toEqual(
      expect.arrayContaining(['admin', 'sysadmin', 'orgadmin']),
    );
    expect(
      one.body.every((u) =>
        `${u.username} ${u.name} ${String((u as { email?: string }).email)}`
          .toLowerCase()
          .includes('admin'),
      ),
    ).toBe(true);
    const both = await admin.get<Named[]>('/api/v1/users/users/?search=org,admin');
    expect(both.body.map((u) => u.username)).toContain('orgadmin');
    expect(both.body.map((u) => u.username)).not.toContain('sysadmin');
    const none = await admin.get<Named[]>('/api/v1/users/users/?search=zz-no-such-user-zz');
    expect(none.body).toEqual([]);
  });
});

describe('filters (docs/wire.md §5.4)', () => {
  it('applies declared filters, ignores undeclared ones', async () => {
    const active = await admin.get<Named[]>('/api/v1/users/users/?is_active=False');
    expect(active.body.length).toBeGreaterThan(0);
    expect(active.body.every((u) => u.is_active === false)).toBe(true);
    const ldap = await admin.get<Named[]>('/api/v1/users/users/?source=ldap');
    expect(ldap.body.length).toBeGreaterThan(0);
    expect(ldap.body.every((u) => u.source?.value === 'ldap')).toBe(true);
    const all = await admin.get<Named[]>('/api/v1/users/users/');
    const ignored = await admin.get<Named[]>('/api/v1/users/users/?not_a_filter=1&q=name~x');
    expect(ignored.body).toHaveLength(all.body.length);
  });

  it('answers 400 with field errors for an invalid filter value', async () => {
    const bool = await admin.get('/api/v1/users/users/?is_active=maybe');
    expect(bool.status).toBe(400);
    expect(bool.body).toEqual({
      is_active: ['Select a valid choice. maybe is not one of the available choices.'],
    });
    const choice = await admin.get('/api/v1/users/users/?source=floppy');
    expect(choice.status).toBe(400);
    expect(choice.body).toHaveProperty('source');
    const id = await admin.get('/api/v1/users/users/?id=not-a-uuid');
    expect(id.status).toBe(400);
    expect(id.body).toEqual({ id: ['Enter a valid UUID.'] });
  });

  it('filters users by role id or name', async () => {
    const byName = await admin.get<Named[]>('/api/v1/users/users/?system_roles=SystemAdmin');
    expect(byName.body.map((u) => u.username).sort()).toEqual(['admin', 'sysadmin']);
    const byId = await admin.get<Named[]>(
      '/api/v1/users/users/?system_roles=00000000-0000-0000-0000-000000000001',
    );
    expect(byId.body.map((u) => u.id).sort()).toEqual(byName.body.map((u) => u.id).sort());
  });

  it('filters assets by category, platform name and label', async () => {
    const dbs = await admin.get<Page<{ category: { value: string } }>>(
      '/api/v1/assets/assets/?category=database&limit=100',
    );
    expect(dbs.body.count).toBeGreaterThan(0);
    expect(dbs.body.results.every((a) => a.category.value === 'database')).toBe(true);
    const linux = await admin.get<Page<{ platform: { name: string } }>>(
      '/api/v1/assets/hosts/?platform=Linux&limit=50',
    );
    expect(linux.body.count).toBeGreaterThan(0);
    expect(linux.body.results.every((a) => a.platform.name === 'Linux')).toBe(true);
    type Labelled = { labels: { name: string; value: string }[] };
    const sample = await admin.get<Page<Labelled>>('/api/v1/assets/hosts/?limit=100');
    const label = sample.body.results.flatMap((a) => a.labels)[0]!;
    const labelled = await admin.get<Page<Labelled>>(
      `/api/v1/assets/hosts/?limit=100&labels=${label.name}:${label.value}`,
    );
    expect(labelled.body.count).toBeGreaterThan(0);
    expect(labelled.body.count).toBeLessThan(sample.body.count);
    for (const a of labelled.body.results)
      expect(a.labels).toContainEqual(expect.objectContaining(label));
  });

  it('ids= and spm= keep only the named rows; an unknown spm matches nothing', async () => {
    const all = await admin.get<Named[]>('/api/v1/users/groups/');
    const picked = all.body.slice(0, 3).map((g) => g.id);
    const byIds = await admin.get<Named[]>(`/api/v1/users/groups/?ids=${picked.join(',')}`);
    expect(byIds.body.map((g) => g.id).sort()).toEqual([...picked].sort());
    const cache = await admin.post<{ spm: string }>('/api/v1/common/resources/cache/', {
      resources: picked.slice(0, 2),
    });
    expect(cache.status).toBe(200);
    expect(cache.body.spm).toMatch(/^[0-9a-f-]{36}$/);
    const bySpm = await admin.get<Named[]>(`/api/v1/users/groups/?spm=${cache.body.spm}`);
    expect(bySpm.body.map((g) => g.id).sort()).toEqual(picked.slice(0, 2).sort());
    const unknown = await admin.get<Named[]>(
      '/api/v1/users/groups/?spm=5f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0',
    );
    expect(unknown.body).toEqual([]);
  });

  it('fields_size=mini keeps the mini fields', async () => {
    const res = await admin.get<Record<string, unknown>[]>('/api/v1/users/users/?fields_size=mini');
    expect(Object.keys(res.body[0]!).sort()).toEqual(['id', 'name', 'username']);
  });
});

describe('organisations', () => {
  it('scopes org resources by the X-JMS-ORG cookie, header or oid', async () => {
    const inDefault = await admin.get<{ org_id: string }[]>('/api/v1/users/groups/');
    expect(inDefault.body.every((g) => g.org_id === '00000000-0000-0000-0000-000000000002')).toBe(
      true,
    );
    const byHeader = await admin.get<{ org_id: string }[]>('/api/v1/users/groups/', {
      headers: { 'X-JMS-ORG': ORG_BEIJING },
    });
    expect(byHeader.body.length).toBeGreaterThan(0);
    expect(byHeader.body.every((g) => g.org_id === ORG_BEIJING)).toBe(true);
    const root = await admin.get<{ org_id: string }[]>('/api/v1/users/groups/?oid=root');
    expect(root.body.length).toBeGreaterThan(inDefault.body.length + byHeader.body.length - 1);
    expect(new Set(root.body.map((g) => g.org_id)).size).toBeGreaterThan(1);
  });
});

describe('date range (docs/wire.md §5.4)', () => {
  const NOW = Date.parse('2023-03-20T02:00:00Z');
  const from = new Date(NOW - 10 * 86_400_000).toISOString();
  const to = new Date(NOW - 3 * 86_400_000).toISOString();
  const within = (t: number) => t >= Date.parse(from) && t <= Date.parse(to);
  const ids = (rows: { id: unknown }[]) => rows.map((r) => String(r.id)).sort();

  it('bounds the audit logs by their date column, both ends inclusive', async () => {
    const res = await admin.get<Named[]>(
      `/api/v1/audits/login-logs/?date_from=${from}&date_to=${to}`,
    );
    const stored = backend.state.store
      .rows('audits.login_logs')
      .filter((r) => within(Date.parse(String(r.datetime))));
    expect(stored.length).toBeGreaterThan(10);
    expect(stored.length).toBeLessThan(backend.state.store.rows('audits.login_logs').length);
    expect(ids(res.body)).toEqual(ids(stored));

    const exactly = String(stored[0]!.datetime);
    const edge = await admin.get<Named[]>(
      `/api/v1/audits/login-logs/?date_from=${exactly}&date_to=${exactly}`,
    );
    expect(ids(edge.body)).toContain(String(stored[0]!.id));
  });

  it('reads command timestamps as Unix seconds, and refuses a date it cannot read', async () => {
    const local = backend.state.store
      .rows('terminal.command_storages')
      .find((s) => s.type === 'server')!;
    const res = await admin.get<Named[]>(
      `/api/v1/terminal/commands/?command_storage_id=${String(local.id)}&date_from=${from}&date_to=${to}`,
    );
    const stored = backend.state.store
      .rows('terminal.commands')
      .filter((r) => r.org_id === ORG_DEFAULT && within(Number(r.timestamp) * 1000));
    expect(stored.length).toBeGreaterThan(10);
    expect(ids(res.body)).toEqual(ids(stored));
    // Neither a storage nor a session: the real viewset lists nothing (docs/domain.md §6.7).
    const bare = await admin.get<Named[]>(
      `/api/v1/terminal/commands/?date_from=${from}&date_to=${to}`,
    );
    expect(bare.body).toEqual([]);
    const session = String(stored[0]!.session);
    const ofSession = await admin.get<Named[]>(`/api/v1/terminal/commands/?session_id=${session}`);
    expect(ids(ofSession.body)).toContain(String(stored[0]!.id));
    const bad = await admin.get('/api/v1/audits/login-logs/?date_from=yesterday');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ date_from: ['Enter a valid date/time.'] });
  });
});
