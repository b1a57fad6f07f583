/**
 * A DRF 400 body -> react-admin's form errors (`{ field: 'msg', nested: { sub: 'msg' },
 * root: { serverError: 'msg' } }`), so server messages land on their inputs (docs/wire.md §9.4,
 * docs/wire.md §9.4). react-admin recurses into every object and array it is given, so lists of
 * messages must become one string here, or they would land on `field.0`.
 */
import type { FieldMeta, FieldsMeta } from './types';

export interface FormErrors {
  [field: string]: string | FormErrors;
}

export interface FormErrorOptions {
  /**
   * The body answers a bulk update (an array aligned with the rows sent): a field's messages are
   * joined with ';', within a row and across rows. Array bodies are always merged row by row.
   */
  bulk?: boolean;
  /** The fields the form was built from: only nested serializers recurse into dotted paths. */
  fields?: FieldsMeta;
}

/** Keys that are about the whole object, not one field. */
const ROOT_KEYS = new Set(['non_field_errors', 'detail', 'error', 'msg', 'errors']);
/** Between messages of one field, of one field across bulk rows, and of items of a nested list. */
const FIELD_SEPARATOR = ' ';
const BULK_SEPARATOR = '; ';
const LIST_SEPARATOR = ', ';

function isRecord(v: unknown): v is Record<string, unknown> {
  return !!v && typeof v === 'object' && !Array.isArray(v);
}

function unique(messages: string[]): string[] {
  return [...new Set(messages)];
}

/** Every message anywhere inside `v` (strings, lists, nested dicts), in order. */
export function messagesIn(v: unknown): string[] {
  if (typeof v === 'string') return v ? [v] : [];
  if (Array.isArray(v)) return v.flatMap(messagesIn);
  if (isRecord(v)) return Object.values(v).flatMap(messagesIn);
  if (typeof v === 'number' || typeof v === 'boolean') return [String(v)];
  return [];
}

/** A nested serializer rendered as sub-inputs: its errors keep their own paths. */
function isNestedForm(meta: FieldMeta | undefined): boolean {
  return !!meta && meta.type === 'nested object' && !!meta.children;
}

interface Collected {
  fields: FormErrors;
  root: string[];
}

function isMessageList(v: unknown): boolean {
  return typeof v === 'string' || (Array.isArray(v) && v.every((x) => typeof x === 'string'));
}

function collect(
  body: Record<string, unknown>,
  fields: FieldsMeta | undefined,
  separator: string,
): Collected {
  const out: Collected = { fields: {}, root: [] };
  // `{"detail": …, "code": …}`: `code` names the error, it is not a field.
  const hasRootText = ['detail', 'error', 'msg'].some((k) => typeof body[k] === 'string');
  for (const [key, value] of Object.entries(body)) {
    if (key === 'code' && hasRootText && typeof value === 'string') continue;
    if (ROOT_KEYS.has(key) && isMessageList(value)) {
      out.root.push(...messagesIn(value));
      continue;
    }
    const meta = fields?.[key];
    if (isRecord(value) && (fields === undefined || isNestedForm(meta))) {
      // A nested serializer: `{"info": {"cpu_model": ["…"]}}` -> errors.info.cpu_model.
      const nested = collect(value, meta?.children, separator);
      const sub = { ...nested.fields };
      if (nested.root.length) sub.non_field_errors = unique(nested.root).join(separator);
      if (Object.keys(sub).length) out.fields[key] = sub;
      continue;
    }
    const messages = unique(messagesIn(value));
    if (!messages.length) continue;
    // A list of item errors (`[{}, {"port": ["…"]}]`) is one widget's error: flattened with ','.
    const itemErrors = Array.isArray(value) && value.some((x) => typeof x !== 'string');
    out.fields[key] = messages.join(itemErrors ? LIST_SEPARATOR : separator);
  }
  return out;
}

/** Leaf messages by dotted path, in first-seen order. */
function leaves(errors: FormErrors, prefix = '', into = new Map<string, string[]>()) {
  for (const [key, value] of Object.entries(errors)) {
    if (typeof value === 'string') {
      const list = into.get(prefix + key) ?? [];
      if (!list.includes(value)) list.push(value);
      into.set(prefix + key, list);
    } else leaves(value, `${prefix + key}.`, into);
  }
  return into;
}

/** Bulk rows' errors on one form: each path's distinct messages joined with ';'. */
function mergeRows(rows: FormErrors[]): FormErrors {
  const byPath = new Map<string, string[]>();
  for (const row of rows) leaves(row, '', byPath);
  const out: FormErrors = {};
  for (const [path, messages] of byPath) {
    const keys = path.split('.');
    let node = out;
    for (const key of keys.slice(0, -1)) {
      const next = node[key];
      // A string arriving where another row had nested errors keeps the nested ones.
      if (typeof next === 'string') break;
      node = (node[key] = next ?? {}) as FormErrors;
    }
    const last = keys[keys.length - 1]!;
    if (node[last] === undefined) node[last] = messages.join(BULK_SEPARATOR);
  }
  return out;
}

function withRoot(fields: FormErrors, root: string[]): FormErrors {
  const messages = unique(root);
  if (!messages.length) return fields;
  return { ...fields, root: { serverError: messages.join(FIELD_SEPARATOR) } };
}

/** react-admin's `errors` for a 400 body; `{}` when the body holds no message at all. */
export function toFormErrors(body: unknown, opts: FormErrorOptions = {}): FormErrors {
  const separator = opts.bulk ? BULK_SEPARATOR : FIELD_SEPARATOR;
  if (typeof body === 'string') return withRoot({}, body ? [body] : []);
  if (Array.isArray(body)) {
    // A bare list: `["msg"]` from a view, or one entry per row of a bulk update.
    const rows: FormErrors[] = [];
    const root: string[] = [];
    for (const item of body) {
      if (isRecord(item)) {
        const row = collect(item, opts.fields, separator);
        rows.push(row.fields);
        root.push(...row.root);
      } else root.push(...messagesIn(item));
    }
    return withRoot(mergeRows(rows), root);
  }
  if (isRecord(body)) {
    const { fields, root } = collect(body, opts.fields, separator);
    return withRoot(fields, root);
  }
  return {};
}

/**
 * The same errors as `field: message` lines, e.g. for an import row's status tooltip; `labels`
 * names the columns (nested paths are dotted).
 */
export function errorLines(body: unknown, labels: Record<string, string> = {}): string[] {
  const lines: string[] = [];
  const walk = (errors: FormErrors, prefix: string) => {
    for (const [key, value] of Object.entries(errors)) {
      if (key === 'root' && !prefix && isRecord(value)) {
        lines.push(...messagesIn(value));
        continue;
      }
      const path = prefix + key;
      if (typeof value === 'string') lines.push(`${labels[path] ?? path}: ${value}`);
      else walk(value, `${path}.`);
    }
  };
  walk(toFormErrors(body), '');
  return lines;
}
