/**
 * Import cells as text and back, with the same rules the server used when it read the file
 * (docs/wire.md §12.2): `-` is null, `[…]`/`{…}` are JSON, `name(id)` is a related object, booleans
 * accept true/1/yes. What the preview shows is therefore what the spreadsheet said, and an edited
 * cell reaches the server in the shape a parsed file would have.
 */
import type { FieldMeta } from '../../../dataProvider';

export type Row = Record<string, unknown>;

/** Columns whose values are encrypted before upload (docs/wire.md §10.2, import rows). */
export const SECRET_COLUMNS: ReadonlySet<string> = new Set(['password', 'secret', 'private_key']);

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function relationText(o: Record<string, unknown>): string | null {
  const id = o.pk ?? o.id;
  if (id === undefined || id === null) return null;
  const name = o.display_name ?? o.name ?? o.username ?? '';
  return `${String(name)}(${String(id)})`;
}

function itemText(v: unknown): unknown {
  if (isObject(v)) return relationText(v) ?? v;
  return v;
}

/** A cell as the spreadsheet writes it. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return value === null ? '-' : '';
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return String(value);
  // A blank many-field cell reaches us as `['']`: still blank.
  if (Array.isArray(value)) return isBlank(value) ? '' : JSON.stringify(value.map(itemText));
  return relationText(value as Record<string, unknown>) ?? JSON.stringify(value);
}

const CURLY_OR_SINGLE = /[“”‘’']/g;
const NAME_ID = /^(.+)\(([A-Za-z0-9-]+)\)$/;

/** `name(id)` → `{pk, name}`; ids shorter than a UUID are integers (platforms). */
export function relationOf(v: unknown): unknown {
  if (typeof v !== 'string') return v;
  const m = NAME_ID.exec(v);
  if (!m) return v;
  const id = m[2]!;
  return { pk: id.length < 36 && /^\d+$/.test(id) ? Number(id) : id, name: m[1]! };
}

function preprocess(text: string): unknown {
  const s = text.replace(CURLY_OR_SINGLE, '"');
  if ((s.startsWith('[') && s.endsWith(']')) || (s.startsWith('{') && s.endsWith('}'))) {
    try {
      return JSON.parse(s) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

const asList = (v: unknown): unknown[] => (Array.isArray(v) ? v : [v]);

/** An edited cell → the value to send, by the field's metadata type when known. */
export function parseCell(text: string, meta?: FieldMeta): unknown {
  const trimmed = text.trim();
  if (trimmed === '-') return null;
  const v = preprocess(trimmed);
  switch (meta?.type) {
    case 'boolean':
      return typeof v === 'string' ? ['true', '1', 'yes'].includes(v.toLowerCase()) : Boolean(v);
    case 'object_related_field':
    case 'nested object':
      return relationOf(v);
    case 'm2m_related_field':
      return trimmed === '' ? '' : asList(v).map(relationOf);
    case 'field':
      return meta.child?.type === 'nested object' && trimmed !== '' ? asList(v).map(relationOf) : v;
    default:
      return v;
  }
}

/** A cell left blank: `''`, or the `['']` a blank many-field cell becomes. */
export function isBlank(value: unknown): boolean {
  if (value === undefined || value === '') return true;
  return Array.isArray(value) && value.length > 0 && value.every((x) => x === '' || x === null);
}

/**
 * The request body for one row. Blank cells are left out, so the server keeps what it has on
 * update (a blank group or role cell must not wipe the relation) and applies its defaults on
 * create; `-` (null) and an explicit `[]` are sent as written. Columns the server could not
 * match (key `''`) are dropped.
 */
export function rowPayload(row: Row): Row {
  const out: Row = {};
  for (const [key, value] of Object.entries(row)) {
    if (key === '' || isBlank(value)) continue;
    out[key] = value;
  }
  return out;
}
