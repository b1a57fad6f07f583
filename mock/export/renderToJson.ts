/**
 * `POST <list>render-to-json/` with a raw CSV (`text/csv`) or XLSX (`text/xlsx`) body
 * (docs/wire.md §12.2): titles mapped to writable fields by label (any UI language) or field name,
 * cells converted, `{title: [[title, field]…], data: […]}` returned for the row-by-row import.
 */
import type { Ctx } from '../http';
import { detail, json } from '../http';
import { t } from '../i18n';
import { labelSpellings } from '../labels';
import { can, denied, fieldsFor } from '../query';
import { behaviours } from '../resources';
import type { FieldSpec, ResourceSpec } from '../types';
import { importValue, preprocessCell } from './cells';
import { readCsv, readXlsx } from './files';

export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;

/**
 * Upper-cased titles and names of the writable fields -> field name (the first spelling wins).
 * `id` is kept even where it is read-only: update imports address their rows by it.
 */
function titleMap(fields: readonly FieldSpec[]): Map<string, string> {
  const map = new Map<string, string>();
  for (const f of fields) {
    if (f.read_only && f.name !== 'id') continue;
    for (const s of labelSpellings(f))
      if (!map.has(s.toLowerCase())) map.set(s.toLowerCase(), f.name);
  }
  return map;
}

async function readBody(ctx: Ctx): Promise<Uint8Array | null> {
  const bytes = new Uint8Array(await ctx.request.arrayBuffer());
  return bytes.byteLength > IMPORT_MAX_BYTES ? null : bytes;
}

export async function renderToJson(spec: ResourceSpec, ctx: Ctx): Promise<Response> {
  if (!can(ctx, spec.permissions?.add)) return denied(ctx);
  const type = (ctx.request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === 'application/json') {
    // The JSON parser hands the body through; there are no column titles.
    const text = await ctx.request.text();
    return json({ title: [], data: text ? (JSON.parse(text) as unknown) : {} });
  }
  if (type !== 'text/csv' && type !== 'text/xlsx') {
    return detail(415, t(ctx.lang, 'unsupportedMediaType', { type }), 'unsupported_media_type');
  }
  if (behaviours[spec.key]?.readOnly)
    return detail(400, t(ctx.lang, 'importUnsupported'), 'parse_error');

  const bytes = await readBody(ctx);
  if (!bytes) {
    return detail(
      400,
      t(ctx.lang, 'fileOverflow', { max: String(IMPORT_MAX_BYTES) }),
      'file_content_overflowed',
    );
  }
  let rows: string[][];
  try {
    rows = type === 'text/csv' ? readCsv(bytes) : readXlsx(bytes);
  } catch (e) {
    return detail(
      400,
      t(ctx.lang, 'parseFileError', { error: (e as Error).message }),
      'parse_error',
    );
  }

  const fields = fieldsFor(spec, ctx, 'POST');
  const byName = new Map(fields.map((f) => [f.name, f]));
  const map = titleMap(fields);
  const titles = (rows[0] ?? []).map((c) => c.trim());
  const names = titles.map((title) => map.get(title.replace(/\*/g, '').trim().toLowerCase()) ?? '');
  const hooks = behaviours[spec.key]?.importCell ?? {};

  const data: Record<string, unknown>[] = [];
  try {
    for (const row of rows.slice(1)) {
      if (!row.some((c) => c !== '')) continue;
      const obj: Record<string, unknown> = {};
      names.forEach((name, i) => {
        obj[name] = importValue(byName.get(name), preprocessCell(row[i] ?? ''), hooks[name]);
      });
      data.push(obj);
    }
  } catch (e) {
    return detail(
      400,
      t(ctx.lang, 'parseFileError', { error: (e as Error).message }),
      'parse_error',
    );
  }
  if (!data.length) return json({ error: t(ctx.lang, 'fileFormatWrong') }, 400);
  const title = titles.map((c, i) => [c, names[i]!]).filter(([c, n]) => c && n);
  return json({ title, data });
}
