// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { createBackend } from '../../../mock/backend';
import { demoLicenceFile, setLicenceState } from '../../../mock/domain/licence';
import { ORG_DEFAULT } from '../../../mock/rbac';
import { as, Client } from './client';

const backend = createBackend({ now: new Date('2026-11-01T08:00:00Z') });
// Only the licence changes in these tests; restoring it is much cheaper than re-seeding.
afterEach(() => setLicenceState(backend.state, 'valid'));

interface TypeEntry {
  value: string;
  label: string;
  category: string;
  constraints: {
    protocols: { name: string; port: number; primary: boolean }[];
    su_enabled: boolean;
    automation: Record<string, unknown>;
  };
}

describe('GET /api/v1/assets/categories/ (docs/wire.md §14.5)', () => {
  it('answers anonymous callers with every category and its types with constraints', async () => {
    const res = await Client.direct(backend).get('/api/v1/assets/categories/');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { value: string; label: string; types: TypeEntry[] }[];
    expect(body.map((c) => c.value)).toEqual(['host', 'device', 'database', 'cloud', 'web']);
    const linux = body[0]!.types.find((t) => t.value === 'linux')!;
    expect(linux).toMatchObject({
      label: 'Linux',
      category: 'host',
      constraints: { su_enabled: true, automation: { ansible_enabled: true, ping_enabled: true } },
    });
    expect(linux.constraints.protocols[0]).toMatchObject({ name: 'ssh', port: 22, primary: true });
    const mysql = body[2]!.types.find((t) => t.value === 'mysql')!;
    expect(mysql.constraints.protocols).toEqual([
      expect.objectContaining({ name: 'mysql', port: 3306, required: true }),
    ]);
    expect(body[4]!.types.map((t) => t.value)).toEqual(['website']);
  });

  it('offers fewer database types without a valid licence', async () => {
    setLicenceState(backend.state, 'absent');
    const body = (await (
      await Client.direct(backend).get('/api/v1/assets/categories/')
    ).json()) as { value: string; types: TypeEntry[] }[];
    expect(body.find((c) => c.value === 'database')!.types.map((t) => t.value)).toEqual([
      'mysql',
      'mariadb',
      'mongodb',
      'redis',
    ]);
  });

  it('serves the flat type list and one constraints object', async () => {
    const client = Client.direct(backend);
    const types = (await client.getJson('/api/v1/assets/categories/types/')) as TypeEntry[];
    expect(types.length).toBe(20);
    expect(types.find((t) => t.value === 'windows')).toMatchObject({
      category: 'host',
      constraints: { su_enabled: false },
    });
    const c = (await client.getJson(
      '/api/v1/assets/categories/constraints/?category=host&type=windows',
    )) as TypeEntry['constraints'];
    expect(c.protocols.map((p) => p.name)).toEqual(['rdp', 'ssh', 'vnc']);
    expect(
      await client.getJson('/api/v1/assets/categories/constraints/?category=host&type=mysql'),
    ).toEqual({});
  });
});

describe('licence (docs/wire.md §14.6)', () => {
  it('reports a valid licence with the current asset count', async () => {
    const admin = await as(backend, 'admin');
    const detail = (await admin.getJson('/api/v1/xpack/license/detail')) as Record<string, unknown>;
    expect(detail).toMatchObject({
      corporation: 'Demo Corporation',
      edition: 'Enterprise',
      asset_count: 5000,
      current_asset_count: backend.state.store.rows('assets.assets').length,
    });
    expect(Date.parse(String(detail.date_expired))).toBeGreaterThan(Date.now());
    expect(await admin.getJson('/api/v1/settings/public/')).toMatchObject({
      XPACK_ENABLED: true,
      XPACK_LICENSE_IS_VALID: true,
    });
  });

  it('reports an expired licence as not valid in the public settings', async () => {
    setLicenceState(backend.state, 'expired');
    const admin = await as(backend, 'admin');
    const detail = (await admin.getJson('/api/v1/xpack/license/detail')) as {
      date_expired: string;
    };
    expect(Date.parse(detail.date_expired)).toBeLessThan(Date.now());
    expect(await admin.getJson('/api/v1/settings/public/')).toMatchObject({
      XPACK_ENABLED: true,
      XPACK_LICENSE_IS_VALID: false,
    });
  });

  it('has no /api/v1/xpack/ routes at all in the community edition', async () => {
    setLicenceState(backend.state, 'absent');
    const admin = await as(backend, 'admin');
    expect((await admin.get('/api/v1/xpack/license/detail')).status).toBe(404);
    expect((await admin.get('/api/v1/xpack/cloud/accounts/')).status).toBe(404);
    expect((await Client.direct(backend).get('/api/v1/xpack/license/detail')).status).toBe(404);
    expect(await admin.getJson('/api/v1/settings/public/open/')).toMatchObject({
      XPACK_ENABLED: false,
    });
  });

  it('keeps licence details for users allowed to see them, and 401 for anonymous callers', async () => {
    expect((await Client.direct(backend).get('/api/v1/xpack/license/detail')).status).toBe(401);
    const user = await as(backend, 'user');
    expect((await user.get('/api/v1/xpack/license/detail')).status).toBe(403);
    // Other xpack resources still go through the generic protocol.
    expect((await (await as(backend, 'admin')).get('/api/v1/xpack/cloud/accounts/')).status).toBe(
      200,
    );
  });

  it('imports a licence file as multipart field `file`, and rejects a bad one', async () => {
    setLicenceState(backend.state, 'expired');
    const admin = await as(backend, 'admin');
    const upload = (text: string) => {
      const form = new FormData();
      form.append('file', new Blob([text]), 'license.lic');
      return admin.call('/api/v1/xpack/license/import', { method: 'POST', body: form });
    };
    const bad = await upload('not a licence');
    expect(bad.status).toBe(200);
    expect(await bad.json()).toEqual({ status: false, msg: expect.any(String) });
    const good = await upload(demoLicenceFile(100, 'ACME 株式会社'));
    expect(await good.json()).toEqual({ status: true, msg: expect.any(String) });
    expect(await admin.getJson('/api/v1/settings/public/')).toMatchObject({
      XPACK_LICENSE_IS_VALID: true,
      XPACK_LICENSE_INFO: { corporation: 'ACME 株式会社' },
    });
    expect(await admin.getJson('/api/v1/xpack/license/detail')).toMatchObject({
      corporation: 'ACME 株式会社',
    });
  });
});

interface Activity {
  id: string;
  timestamp: string;
  r_type: string;
  detail_url: string;
  content: string;
}

describe('GET /api/v1/audits/activities/ (docs/wire.md §14.7)', () => {
  it('merges the activities of an asset, newest first, at most 30, with local timestamps', async () => {
    const store = backend.state.store;
    const session = store.rows('terminal.sessions').find((s) => s.org_id === ORG_DEFAULT)!;
    const admin = await as(backend, 'admin');
    const res = await admin.get(
      `/api/v1/audits/activities/?resource_id=${String(session.asset_id)}`,
      { headers: { 'X-TZ': 'Asia/Tokyo' } },
    );
    const list = (await res.json()) as Activity[];
    expect(list.length).toBeGreaterThan(0);
    expect(list.length).toBeLessThanOrEqual(30);
    expect(list.some((a) => a.r_type === 'S' && a.content.includes(String(session.asset)))).toBe(
      true,
    );
    for (const a of list) {
      expect(a.timestamp).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      expect(['O', 'S', 'L', 'T']).toContain(a.r_type);
    }
    const sorted = [...list].sort((x, y) => y.timestamp.localeCompare(x.timestamp));
    expect(list.map((a) => a.timestamp)).toEqual(sorted.map((a) => a.timestamp));
    // The newest entry is the newest of what the backend holds for this asset, rendered in Tokyo
    // time.
    const assetId = String(session.asset_id);
    const times = [
      ...store
        .rows('audits.activity_logs')
        .filter((a) => (a.resource_ids as unknown[]).map(String).includes(assetId))
        .map((a) => String(a.datetime)),
      ...store
        .rows('audits.operate_logs')
        .filter((l) => String(l.resource_id) === assetId)
        .map((l) => String(l.datetime)),
    ].sort();
    const tokyo = new Date(Date.parse(times.at(-1)!) + 9 * 3600_000)
      .toISOString()
      .replace('T', ' ')
      .slice(0, 19);
    expect(list[0]!.timestamp).toBe(tokyo);
  });

  it("includes a user's logins and what the user did, and links operate logs to their diff", async () => {
    const admin = await as(backend, 'admin');
    const adminId = String(backend.state.store.userByUsername('admin')!.id);
    const list = (await admin.getJson(
      `/api/v1/audits/activities/?resource_id=${adminId}`,
    )) as Activity[];
    expect(
      list.some(
        (a) => a.r_type === 'L' && a.detail_url.startsWith('/ui/#/audit/audits/login-logs/'),
      ),
    ).toBe(true);
    const op = list.find((a) => a.r_type === 'O');
    expect(op?.content).toMatch(/^User Administrator\(admin\) \w+/);
    expect(op?.detail_url).toMatch(
      /^\/api\/v1\/audits\/operate-logs\/[0-9a-f-]+\/\?type=action_detail$/,
    );
  });

  it('needs audits.view_activitylog', async () => {
    const user = await as(backend, 'user');
    expect((await user.get('/api/v1/audits/activities/?resource_id=x')).status).toBe(403);
    expect(
      await (
        await as(backend, 'auditor')
      ).getJson('/api/v1/audits/activities/?resource_id=00000000-0000-0000-0000-00000000dead'),
    ).toEqual([]);
  });
});

describe('operate-log diff detail (?type=action_detail)', () => {
  it('lists the changed fields with before and after', async () => {
    const log = backend.state.store
      .rows('audits.operate_logs')
      .find((l) => l.action === 'update' && l.org_id === ORG_DEFAULT)!;
    const admin = await as(backend, 'admin');
    const body = (await admin.getJson(
      `/api/v1/audits/operate-logs/${String(log.id)}/?type=action_detail`,
    )) as { diff: { field: string; before: string; after: string }[] };
    const [field, after] = Object.entries(log.after as Record<string, unknown>).find(
      ([k]) => k !== 'ID',
    )!;
    expect(body.diff).toEqual([
      {
        field,
        before: String((log.before as Record<string, unknown>)[field]),
        after: String(after),
      },
    ]);
    // Without the type, the generic detail.
    const plain = (await admin.getJson(`/api/v1/audits/operate-logs/${String(log.id)}/`)) as Record<
      string,
      unknown
    >;
    expect(plain).toMatchObject({ id: log.id, action: { value: 'update', label: 'Update' } });
    expect(plain).not.toHaveProperty('diff');
  });
});
