/**
 * Record -> form values, driven by metadata. Records keep the server's display shape
 * ({value, label} choices, {id, name} relations); a form holds raw choice values and keeps related
 * objects (so selects know their labels). What is sent back is the data provider's to convert
 * (dataProvider/wire.ts): a form hands it the values it holds.
 */
import type { FieldMeta, FieldsMeta } from '../../dataProvider';
import { choiceValue } from '../../dataProvider/wire';

type Obj = Record<string, unknown>;

function isObject(v: unknown): v is Obj {
  return !!v && typeof v === 'object' && !Array.isArray(v);
}

function isChoiceType(meta: FieldMeta): boolean {
  return ['choice', 'labeled_choice', 'multiple choice', 'tree'].includes(meta.type);
}

/**
 * One value as a form holds it (docs/shell.md §9.3: initial values shaped like choices collapse).
 */
export function toFormValue(value: unknown, meta: FieldMeta): unknown {
  if (value === undefined || value === null) return value;
  if (isChoiceType(meta)) return Array.isArray(value) ? value.map(choiceValue) : choiceValue(value);
  const rowChildren = meta.child?.type === 'nested object' ? meta.child.children : undefined;
  if (rowChildren && Array.isArray(value)) {
    return value.map((row) => (isObject(row) ? toFormObject(row, rowChildren) : row));
  }
  if (meta.type === 'nested object' && meta.children && isObject(value)) {
    return toFormObject(value, meta.children);
  }
  return value;
}

function toFormObject(row: Obj, children: FieldsMeta): Obj {
  const out: Obj = { ...row };
  for (const [k, m] of Object.entries(children)) if (k in row) out[k] = toFormValue(row[k], m);
  return out;
}

/** The server's default for a field, recursing into nested objects. */
export function serverDefault(meta: FieldMeta): unknown {
  if (meta.default !== undefined) return toFormValue(structuredClone(meta.default), meta);
  if (meta.type === 'nested object' && meta.children) {
    const nested: Obj = {};
    for (const [k, m] of Object.entries(meta.children)) {
      const d = serverDefault(m);
      if (d !== undefined) nested[k] = d;
    }
    return Object.keys(nested).length ? nested : undefined;
  }
  return undefined;
}

/**
 * Initial form values: the record's values, then the given defaults (descriptor), then the server's
 * defaults for anything still undefined (docs/shell.md §9.2).
 */
export function initialValues(
  fields: FieldsMeta,
  record: Obj | undefined,
  defaults: Obj = {},
): Obj {
  const out: Obj = {};
  for (const [name, meta] of Object.entries(fields)) {
    let v = record ? toFormValue(record[name], meta) : undefined;
    if (v === undefined) v = defaults[name];
    if (v === undefined) v = serverDefault(meta);
    if (v !== undefined) out[name] = v;
  }
  for (const [name, v] of Object.entries(defaults))
    if (!(name in out) && v !== undefined) out[name] = v;
  return out;
}

/** An object or a list: what a JSON text stands for. */
export function isStructured(value: unknown): value is object {
  return !!value && typeof value === 'object';
}

/** Text that reads as a JSON object or list. */
export function looksLikeJson(text: string): boolean {
  return /^\s*[[{]/.test(text);
}

/** The text an unknown type's input shows: a string as it is, anything else as JSON. */
export function rawText(value: unknown): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'string' ? value : JSON.stringify(value, null, 2);
}

/**
 * What the text of an unknown type's input stores (docs/shell.md §9.3): the parsed object or list
 * when the text reads as one or the field held one (`structured`), else the trimmed text; empty
 * text is null. JSON that does not parse stays text, for the `jsonText` rule to tell.
 */
export function fromRawText(raw: string, structured: boolean): unknown {
  const text = raw.trim();
  if (text === '') return null;
  if (!structured && !looksLikeJson(text)) return text;
  try {
    const parsed: unknown = JSON.parse(text);
    return isStructured(parsed) ? parsed : text;
  } catch {
    return text;
  }
}

/** Text inputs trim what they store (docs/shell.md §9.2); secrets keep every character. */
export function trimText(value: unknown): unknown {
  return typeof value === 'string' ? value.trim() : value;
}

/** A clone's values: the source's, with its name (or hostname) marked and its id dropped. */
export function cloneValues(source: Obj, marker: (name: string) => string): Obj {
  const { id: _id, ...rest } = source;
  for (const key of ['name', 'hostname']) {
    if (typeof rest[key] === 'string') {
      rest[key] = marker(rest[key] as string);
      break;
    }
  }
  return rest;
}
