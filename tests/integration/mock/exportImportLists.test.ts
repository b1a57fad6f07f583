// @vitest-environment node
/**
 * Every list the catalogue gives import or export buttons (resources.json `list.header_actions`)
 * answers them on the demo backend: CSV and XLSX exports holding every row of the list, import
 * and update templates, and a round trip of template -> render-to-json -> POST, then update
 * template -> render-to-json -> PUT, in both formats.
 */
import * as XLSX from '@e965/xlsx';
import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoBackend, signInAs, type Client } from './client';

/** import + export */
const IMPORTABLE = [
  '/api/v1/users/users/',
  '/api/v1/users/groups/',
  '/api/v1/rbac/system-roles/',
  '/api/v1/rbac/org-roles/',
  '/api/v1/assets/hosts/',
  '/api/v1/assets/databases/',
  '/api/v1/assets/devices/',
  '/api/v1/assets/clouds/',
  '/api/v1/assets/webs/',
  '/api/v1/assets/domains/',
  '/api/v1/assets/gateways/',
  '/api/v1/assets/platforms/',
  '/api/v1/assets/labels/',
  '/api/v1/perms/asset-permissions/',
  '/api/v1/terminal/endpoints/',
  '/api/v1/terminal/endpoint-rules/',
  '/api/v1/accounts/accounts/',
];

const EXPORT_ONLY = [
  '/api/v1/tickets/flows/',
  '/api/v1/assets/assets/',
  '/api/v1/xpack/cloud/accounts/',
  '/api/v1/terminal/sessions/',
  '/api/v1/terminal/commands/',
  '/api/v1/audits/ftp-logs/',
  '/api/v1/audits/login-logs/',
  '/api/v1/audits/operate-logs/',
  '/api/v1/audits/password-change-logs/',
  '/api/v1/audits/job-logs/',
];

type Format = 'csv' | 'xlsx';
type Obj = Record<string, unknown> & { id: string | number };

const backend = demoBackend();
let admin: Client;

beforeAll(async () => {
  admin = await signInAs(backend, 'admin');
  admin.cookies.set('django_language', 'en');
});

async function download(
  path: string,
  format: Format,
): Promise<{ bytes: Uint8Array<ArrayBuffer>; rows: string[][] }> {
  const res = await admin.raw('GET', path);
  expect(res.status, path).toBe(200);
  expect(res.headers.get('content-type'), path).toBe(
    format === 'csv' ? 'text/csv; charset=utf-8' : 'application/xlsx; charset=utf-8',
  );
  expect(res.headers.get('content-disposition'), path).toMatch(
    new RegExp(`^attachment; filename="[a-z]+_[-_\\d]+\\.${format}"$`),
  );
  const bytes = new Uint8Array(await res.arrayBuffer());
  if (format === 'csv') {
    const text = new TextDecoder().decode(bytes).replace(/^\uFEFF/, '');
    return { bytes, rows: Papa.parse<string[]>(text, { skipEmptyLines: true }).data };
  }
  const book = XLSX.read(bytes, { type: 'array' });
  const rows = XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]!]!, {
    header: 1,
    raw: false,
    defval: '',
  });
  return { bytes, rows };
}

/**
 * The query a list needs to list anything: commands are read from one storage (without one or a
 * session the server lists none, docs/domain.md §6.7).
 */
function needed(list: string): string {
  if (list !== '/api/v1/terminal/commands/') return '';
  const local = backend.state.store
    .rows('terminal.command_storages')
    .find((s) => s.type === 'server')!;
  return `command_storage_id=${String(local.id)}&`;
}

async function count(list: string): Promise<number> {
  const res = await admin.get<{ count: number }>(`${list}?${needed(list)}limit=1`);
  expect(res.status, list).toBe(200);
  return res.body.count;
}

describe('exports of every list with an Export button', () => {
  for (const list of [...IMPORTABLE, ...EXPORT_ONLY]) {
    it(`${list}: all rows as CSV and XLSX`, async () => {
      const total = await count(list);
      expect(total, list).toBeGreaterThan(0);
      for (const format of ['csv', 'xlsx'] as const) {
        const { rows } = await download(`${list}?${needed(list)}format=${format}`, format);
        expect(rows[0]!.length, list).toBeGreaterThan(0);
        expect(rows.length - 1, `${list} ${format}`).toBe(Math.min(total, 10_000));
      }
    });
  }
});

/** The row a user fills in from a template, made unique where the resource wants it. */
function uniqueRow(row: Record<string, unknown>, tag: string): Record<string, unknown> {
  const out = { ...row };
  for (const key of ['name', 'username', 'value', 'address']) {
    if (typeof out[key] === 'string' && out[key]) out[key] = `${String(out[key])}-${tag}`;
  }
  if (typeof out.email === 'string') out.email = `${tag}@example.com`;
  // The sample platform is a built-in one; a user's own platform is not (and so can be changed).
  if ('internal' in out) out.internal = false;
  return out;
}

async function renderToJson(list: string, bytes: Uint8Array<ArrayBuffer>, format: Format) {
  const res = await admin.call<{ title: [string, string][]; data: Record<string, unknown>[] }>(
    'POST',
    `${list}render-to-json/`,
    { body: bytes, contentType: `text/${format}` },
  );
  expect(res.status, `${list} render-to-json`).toBe(200);
  return res.body;
}

describe('imports of every list with an Import button', () => {
  for (const list of IMPORTABLE) {
    for (const format of ['csv', 'xlsx'] as const) {
      it(`${list}: a ${format.toUpperCase()} template row creates one record, its update template updates it`, async () => {
        const before = await count(list);
        const template = await download(`${list}?format=${format}&template=import&limit=1`, format);
        expect(template.rows).toHaveLength(2);
        expect(template.rows[0]).not.toContain('ID');
        const parsed = await renderToJson(list, template.bytes, format);
        expect(parsed.data).toHaveLength(1);
        const tag = `rt${format}${Date.now().toString(36)}`;
        const created = await admin.post<Obj>(list, uniqueRow(parsed.data[0]!, tag));
        expect(created.status, JSON.stringify(created.body)).toBe(201);
        expect(await count(list)).toBe(before + 1);

        const spm = (
          await admin.post<{ spm: string }>('/api/v1/common/resources/cache/', {
            resources: [created.body.id],
          })
        ).body.spm;
        const update = await download(
          `${list}?format=${format}&template=update&spm=${spm}`,
          format,
        );
        expect(update.rows).toHaveLength(2);
        expect(update.rows[0]).toContain('ID');
        const row = (await renderToJson(list, update.bytes, format)).data[0]!;
        expect(String(row.id)).toBe(String(created.body.id));
        if ('comment' in row) row.comment = `updated ${tag}`;
        const updated = await admin.put<Obj>(`${list}${String(row.id)}/`, row);
        expect(updated.status, JSON.stringify(updated.body)).toBe(200);
        if ('comment' in row) expect(updated.body.comment).toBe(`updated ${tag}`);
        expect(await count(list)).toBe(before + 1);
      });
    }
  }
});
