/**
 * Records keep the server's representation for display ({value, label} choices, {id, name}
 * relations); what goes back is the raw value the backend accepts (docs/wire.md §6.1), decided by
 * the write method's OPTIONS metadata. Without metadata the shapes are recognised as a fallback.
 * This is the console's one conversion to the wire: forms hand the provider their values as they
 * hold them (raw choices, related objects) and it converts them here. What comes back is read here
 * too: a list or a record answer of another shape is a failed call (docs/wire.md §9.2).
 */
import { unreadableAnswer } from './errors';
import type { FieldMeta, FieldsMeta } from './types';

export type WireRecord = Record<string, unknown>;

function isRecord(v: unknown): v is Record<string, unknown> {
  return !!v && typeof v === 'object' && !Array.isArray(v) && !(v instanceof Date);
}

function isChoice(v: unknown): v is { value: unknown } {
  return isRecord(v) && 'value' in v && Object.keys(v).every((k) => k === 'value' || k === 'label');
}

/** `{id, …}` or `{pk, …}` -> the id; anything else (a new label `{name, value}`) as it is. */
export function relationId(v: unknown): unknown {
  if (!isRecord(v)) return v;
  if ('id' in v) return v.id;
  if ('pk' in v) return v.pk;
  return v;
}

/** `{value, label}` -> the value; a raw value as it is. */
export function choiceValue(v: unknown): unknown {
  return isRecord(v) && 'value' in v ? v.value : v;
}

function isEmpty(v: unknown): boolean {
  return v === undefined || v === null || v === '';
}

function convert(value: unknown, meta: FieldMeta): unknown {
  if (value === null || value === undefined) return value;
  switch (meta.type) {
    // A choice field may hold several values (a multiple select's list of choices).
    case 'choice':
    case 'labeled_choice':
    case 'multiple choice':
    case 'tree':
      return Array.isArray(value) ? value.map(choiceValue) : choiceValue(value);
    case 'object_related_field':
      return relationId(value);
    case 'm2m_related_field':
      return Array.isArray(value) ? value.map(relationId) : value;
    case 'json':
      return value;
    // A nested serializer takes its own fields only.
    case 'nested object':
      return meta.children && isRecord(value) ? writeObject(value, meta.children) : value;
  }
  if (meta.children && isRecord(value))
    return writeObject(value, meta.children, { keepUnknown: true });
  if (meta.child && Array.isArray(value)) {
    const child = meta.child;
    return value.map((item) =>
      child.children && isRecord(item)
        ? writeObject(item, child.children, { keepUnknown: true })
        : convert(item, child),
    );
  }
  return value;
}

interface WriteOptions {
  /** Keep keys the metadata does not describe (inside nested items, which may carry extra keys). */
  keepUnknown?: boolean;
}

/**
 * The body of a write: read-only fields dropped, write-only fields left empty dropped (an empty
 * password on update must not overwrite the stored one), display objects turned into raw values.
 */
export function writeObject(
  data: WireRecord,
  fields: FieldsMeta,
  opts: WriteOptions = {},
): WireRecord {
  const out: WireRecord = {};
  for (const [key, value] of Object.entries(data)) {
    const meta = fields[key];
    if (!meta) {
      if (opts.keepUnknown) out[key] = value;
      continue;
    }
    if (meta.read_only) continue;
    if (meta.write_only && isEmpty(value)) continue;
    if (value === undefined) continue;
    out[key] = convert(value, meta);
  }
  return out;
}

const RELATION_KEYS = new Set(['id', 'name', 'display_name']);

/** `{id, name}`, `{id, display_name}`, `{id, display_name, name}`: how relations are rendered. */
function isRelation(v: unknown): v is { id: unknown } {
  return isRecord(v) && 'id' in v && Object.keys(v).every((k) => RELATION_KEYS.has(k));
}

function guessOne(v: unknown): unknown {
  if (isChoice(v)) return v.value;
  if (isRelation(v)) return v.id;
  return v;
}

/** Without metadata: choices become their value, relations their id, in lists too. */
export function guessWireValue(v: unknown): unknown {
  return Array.isArray(v) ? v.map(guessOne) : guessOne(v);
}

/** The write body: by metadata when there is some, else by recognising shapes. */
export function toWire(data: WireRecord, fields?: FieldsMeta | null): WireRecord {
  if (fields && Object.keys(fields).length) return writeObject(data, fields);
  const out: WireRecord = {};
  for (const [key, value] of Object.entries(data)) {
    if (value !== undefined) out[key] = guessWireValue(value);
  }
  return out;
}

/** The fields of a write body whose value differs from the one it replaces (both on the wire). */
export function changedFrom(body: WireRecord, before: WireRecord): WireRecord {
  return Object.fromEntries(
    Object.entries(body).filter(([name, v]) => JSON.stringify(v) !== JSON.stringify(before[name])),
  );
}

/**
 * A record from a write's response, without anything secret: write-only fields (the server
 * should not echo them, but a response must never put one back into the form state) and the
 * secrets that were sent.
 */
export function withoutSecrets<T extends WireRecord>(
  record: T,
  fields: FieldsMeta | null | undefined,
  secretNames: readonly string[],
): T {
  const out: WireRecord = { ...record };
  for (const name of secretNames) delete out[name];
  for (const [name, meta] of Object.entries(fields ?? {})) if (meta.write_only) delete out[name];
  return out as T;
}

/** What a read's answer is turned into; `silent` as the call was (its caller tells the error). */
interface AnswerOptions {
  silent?: boolean;
}

/**
 * A list answer: an array (a list asked whole) or a page `{count, results}`. Anything else (an
 * HTML page served with 200, `{"detail": "ok"}`, `null`) is not an empty list but a failed call.
 */
export function readList<T>(body: unknown, opts: AnswerOptions = {}): { data: T[]; total: number } {
  if (Array.isArray(body)) return { data: body as T[], total: body.length };
  if (isRecord(body) && Array.isArray(body.results) && typeof body.count === 'number')
    return { data: body.results as T[], total: body.count };
  // The status is a success's: only those reach a reader.
  throw unreadableAnswer(200, body, opts.silent);
}

/** An object answer (metadata, a settings category); anything else is a failed call. */
export function readObject<T>(body: unknown, opts: AnswerOptions = {}): T {
  if (isRecord(body)) return body as T;
  throw unreadableAnswer(200, body, opts.silent);
}

/** A record answer: an object with its id, as react-admin needs every record to be. */
export function readRecord<T>(body: unknown, opts: AnswerOptions = {}): T {
  const record = readObject<Record<string, unknown>>(body, opts);
  if (record.id === undefined || record.id === null) throw unreadableAnswer(200, body, opts.silent);
  return record as T;
}
