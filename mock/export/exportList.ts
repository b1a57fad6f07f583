/**
 * `GET <list>?format=csv|xlsx[&template=import|update]` (docs/wire.md §12.1): the list's own
 * filters, search, order, spm and page, rendered with localised headers and the cell rules.
 */
import type { Ctx } from '../http';
import { json } from '../http';
import { localizeFields } from '../labels';
import { can, denied, fieldsFor, listQuery, modelName, presentOne } from '../query';
import { behaviours } from '../resources';
import type { FieldSpec, ResourceSpec, Row } from '../types';
import { formatDateTime } from '../util/datetime';
import { exportCell } from './cells';
import { writeCsv, writeXlsx } from './files';

export const EXPORT_ROW_CAP = 10_000;

type Format = 'csv' | 'xlsx';

function formatOf(ctx: Ctx): Format | null {
  const f = ctx.url.searchParams.get('format');
  if (f === 'csv' || f === 'xlsx') return f;
  if (f) return null;
  const accept = ctx.request.headers.get('accept') ?? '';
  if (accept.includes('text/csv')) return 'csv';
  if (accept.includes('application/xlsx')) return 'xlsx';
  return null;
}

export function wantsExport(ctx: Ctx): boolean {
  return formatOf(ctx) !== null;
}

/**
 * `get_rendered_fields`: by template, never org_id nor the serializer's fields_unexport. The
 * update template always carries `id`, even where it is read-only (integer ids: platforms), since
 * an update import PUTs each row to `<list><id>/`. `readable` names write-only fields a secret
 * serializer makes readable (account secrets).
 */
export function renderedFields(
  spec: ResourceSpec,
  ctx: Ctx,
  template: string,
  readable: readonly string[] = [],
): FieldSpec[] {
  const unexport = new Set(['org_id', ...(behaviours[spec.key]?.unexport ?? [])]);
  const fields = localizeFields(fieldsFor(spec, ctx, 'GET'), ctx.lang).filter(
    (f) => !unexport.has(f.name),
  );
  if (template === 'import') return fields.filter((f) => !f.read_only && f.name !== 'id');
  if (template === 'update') return fields.filter((f) => !f.read_only || f.name === 'id');
  return fields.filter((f) => !f.write_only || readable.includes(f.name));
}

/** `user_2023-03-20_10-11-12.csv`, in the server's time zone (a navigation sends no X-TZ). */
function filename(spec: ResourceSpec, ctx: Ctx, format: Format): string {
  const stamp = (formatDateTime(new Date(), ctx.tz) ?? '')
    .slice(0, 19)
    .replace(/\//g, '-')
    .replace(' ', '_')
    .replace(/:/g, '-');
  return `${modelName(spec).toLowerCase()}_${stamp}.${format}`;
}

/** How a viewset other than the resource's own exports its rows (the account-secret endpoints). */
export interface ExportOptions {
  /** The permission the viewset's list needs, when it is not the resource's view permission. */
  perm?: string;
  /** Write-only fields this viewset's serializer reads out. */
  readable?: readonly string[];
  /** The viewset's own row representation (default: the resource's). */
  present?: (row: Row) => Record<string, unknown>;
}

export function exportList(spec: ResourceSpec, ctx: Ctx, options: ExportOptions = {}): Response {
  if (!can(ctx, options.perm ?? spec.permissions?.view)) return denied(ctx);
  const format = formatOf(ctx)!;
  const q = ctx.url.searchParams;
  const template = q.get('template') ?? 'export';
  const result = listQuery(spec, ctx);
  if ('errors' in result) return json(result.errors, 400);

  let rows = result.rows;
  const limit = Number.parseInt(q.get('limit') ?? '', 10);
  if (Number.isFinite(limit) && limit > 0) {
    const offset = Math.max(0, Number.parseInt(q.get('offset') ?? '0', 10) || 0);
    rows = rows.slice(offset, offset + limit);
  }
  rows = rows.slice(0, template === 'import' ? 1 : EXPORT_ROW_CAP);

  const fields = renderedFields(spec, ctx, template, options.readable);
  const hooks = behaviours[spec.key]?.exportCell ?? {};
  const present = options.present ?? ((row: Row) => presentOne(spec, row, ctx));
  const table = [fields.map((f) => `${f.required ? '*' : ''}${f.label ?? f.name}`)];
  for (const row of rows) {
    const data = present(row);
    table.push(fields.map((f) => exportCell(f, data[f.name], hooks[f.name])));
  }

  const body = format === 'csv' ? writeCsv(table) : writeXlsx(table);
  return new Response(body, {
    status: 200,
    headers: {
      'Content-Type':
        format === 'csv' ? 'text/csv; charset=utf-8' : 'application/xlsx; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filename(spec, ctx, format)}"`,
    },
  });
}
