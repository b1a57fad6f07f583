/**
 * Cell rules of the CSV/XLSX renderers and parsers (docs/wire.md §12.1, §12.2): wire values -> text
 * on export, text -> request values on import.
 */
import type { FieldSpec } from '../types';

type Obj = Record<string, unknown>;

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Python's `json.dumps(v, ensure_ascii=False)`: `, ` and `: ` separators, non-ASCII kept. */
export function pyJson(v: unknown): string {
  if (v === null || v === undefined) return 'null';
  if (Array.isArray(v)) return `[${v.map(pyJson).join(', ')}]`;
  if (isObj(v))
    return `{${Object.entries(v)
      .map(([k, x]) => `${JSON.stringify(k)}: ${pyJson(x)}`)
      .join(', ')}}`;
  return JSON.stringify(v);
}

/** `name(id)`, or `display_name(id)` for roles. */
export function reprOf(o: Obj): string {
  const name = o.display_name ?? o.name ?? o.username ?? '';
  return `${String(name)}(${String(o.id)})`;
}

function reprMany(v: unknown): unknown {
  return Array.isArray(v)
    ? v.map((x) => (isObj(x) && 'id' in x ? reprOf(x) : isObj(x) && 'value' in x ? x.value : x))
    : v;
}

/** One exported cell from a field's wire value. */
export function exportCell(f: FieldSpec, value: unknown, hook?: (v: unknown) => unknown): string {
  let v = hook ? hook(value) : value;
  if (v === null || v === undefined) return '-';
  if (typeof v === 'boolean') return v ? 'Yes' : 'No';
  if (typeof v === 'string') return v;
  if (typeof v === 'number') return String(v);
  switch (f.type) {
    case 'labeled_choice':
    case 'choice':
      if (isObj(v) && 'value' in v) v = v.value;
      break;
    case 'object_related_field':
    case 'nested object':
      if (isObj(v) && 'id' in v) return reprOf(v);
      break;
    default:
      // m2m, many-nested serializers, bit/multiple choices: lists of name(id) or of raw values
      v = reprMany(v);
  }
  return typeof v === 'string' ? v : pyJson(v);
}

const QUOTES: Record<string, string> = { '“': '"', '”': '"', '‘': '"', '’': '"', "'": '"' };

/** `process_row`: curly and single quotes become `"`, `[…]`/`{…}` cells are parsed as JSON. */
export function preprocessCell(cell: string): unknown {
  const s = cell.replace(/[“”‘’']/g, (c) => QUOTES[c]!);
  if ((s.startsWith('[') && s.endsWith(']')) || (s.startsWith('{') && s.endsWith('}'))) {
    try {
      return JSON.parse(s) as unknown;
    } catch {
      return s;
    }
  }
  return s;
}

const NAME_ID = /^(.+)\(([a-z0-9-]+)\)$/;

/** `name(id)` -> `{pk, name}`, with ids shorter than a UUID cast to int. */
export function idNameToObj(v: unknown): unknown {
  if (typeof v !== 'string' || !v) return v;
  const m = NAME_ID.exec(v);
  if (!m) return v;
  const [, name, id] = m as unknown as [string, string, string];
  if (id.length >= 36) return { pk: id, name };
  // Python's int(): a short id that is not a number fails the whole file (a parse error).
  if (!/^\d+$/.test(id)) throw new Error(`invalid literal for int() with base 10: '${id}'`);
  return { pk: Number.parseInt(id, 10), name };
}

const asList = (v: unknown): unknown[] => (Array.isArray(v) ? v : [v]);

/** `parse_value`: one preprocessed cell -> the value the row-by-row import will send. */
export function importValue(
  f: FieldSpec | undefined,
  v: unknown,
  hook?: (v: unknown) => unknown,
): unknown {
  if (v === '-') return null;
  if (!f) return v;
  if (hook) return hook(v);
  switch (f.type) {
    case 'boolean':
      return typeof v === 'string' ? ['true', '1', 'yes'].includes(v.toLowerCase()) : Boolean(v);
    case 'object_related_field':
    case 'nested object':
      return idNameToObj(v);
    case 'm2m_related_field':
      return asList(v).map(idNameToObj);
    case 'field':
      if (f.child?.type === 'nested object') return asList(v).map(idNameToObj);
      return v;
    case 'list':
      return Array.isArray(v) ? v : v;
    default:
      return v;
  }
}
