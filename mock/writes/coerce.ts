/**
 * Request values -> raw stored values, one catalogue field at a time, the way DRF's field classes
 * (and JumpServer's LabeledChoiceField, ObjectRelatedField, BitChoicesField, EncryptedField) accept
 * them (docs/wire.md §1.2). Failures throw `Invalid` with the DRF error detail for that field.
 */
import { getSpec } from '../catalogue';
import type { Ctx } from '../http';
import { t, type MessageKey } from '../i18n';
import { ORG_ROOT } from '../rbac';
import { decryptSecret } from '../secretCrypto';
import type { FieldSpec, Row } from '../types';
import { parseDateTime } from '../util/datetime';

/** A field's validation failure; `detail` is what lands under the field name in the 400 body. */
export class Invalid {
  constructor(readonly detail: unknown) {}
}

export type FieldLike = Omit<FieldSpec, 'name'> & { name?: string };

export interface CoerceEnv {
  ctx: Ctx;
  /** PATCH: missing nested fields are skipped rather than required. */
  partial: boolean;
}

export function msg(
  env: { ctx: Ctx },
  key: MessageKey,
  vars: Record<string, unknown> = {},
): string {
  const strings = Object.fromEntries(Object.entries(vars).map(([k, v]) => [k, String(v)]));
  return t(env.ctx.lang, key, strings);
}

/** Python's `type(x).__name__`, which DRF puts in its type errors. */
export function pyType(v: unknown): string {
  if (v === null || v === undefined) return 'NoneType';
  if (Array.isArray(v)) return 'list';
  if (typeof v === 'string') return 'str';
  if (typeof v === 'boolean') return 'bool';
  if (typeof v === 'number') return Number.isInteger(v) ? 'int' : 'float';
  return 'dict';
}

export function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

const UUID_RE = /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i;
// Django's EmailValidator, simplified: a dot-atom user part and a dotted domain (or an IP literal).
const EMAIL_RE =
  /^[-!#$%&'*+/=?^_`{}|~0-9A-Z]+(\.[-!#$%&'*+/=?^_`{}|~0-9A-Z]+)*@((?:[A-Z0-9](?:[A-Z0-9-]{0,61}[A-Z0-9])?\.)+[A-Z0-9-]{2,63}|\[[0-9a-f:.]+\])$/i;
const URL_RE =
  /^(?:[a-z0-9.+-]*):\/\/(?:[^\s:@/]+(?::[^\s:@/]*)?@)?(?:[a-z0-9\u00a1-\uffff-]+(?:\.[a-z0-9\u00a1-\uffff-]+)*|\[[0-9a-f:.]+\]|\d{1,3}(?:\.\d{1,3}){3})(?::\d{1,5})?(?:[/?#][^\s]*)?$/i;
const SLUG_RE = /^[-a-zA-Z0-9_]+$/;
const INTEGER_RE = /^-?\d+(?:\.0*)?$/;
const TRUE_VALUES = new Set([
  't',
  'T',
  'y',
  'Y',
  'yes',
  'Yes',
  'YES',
  'true',
  'True',
  'TRUE',
  'on',
  'On',
  'ON',
  '1',
]);
const FALSE_VALUES = new Set([
  'f',
  'F',
  'n',
  'N',
  'no',
  'No',
  'NO',
  'false',
  'False',
  'FALSE',
  'off',
  'Off',
  'OFF',
  '0',
]);
const DATETIME_FORMATS =
  'YYYY/MM/DD hh:mm:ss [+HHMM|-HHMM], YYYY-MM-DDThh:mm[:ss[.uuuuuu]][+HH:MM|-HH:MM|Z], YYYY-MM-DD hh:mm:ss [+HHMM|-HHMM]';

/** A related row by primary key, limited to the request's organisation for org-scoped models. */
export function findRelated(ctx: Ctx, key: string, pk: unknown): Row | undefined {
  const row = ctx.state.store.find(key, pk);
  if (!row || ctx.orgId === ORG_ROOT) return row;
  const orgScoped = getSpec(key).fields.some((f) => f.name === 'org_id');
  return orgScoped && row.org_id !== ctx.orgId ? undefined : row;
}

/** `"<id>"`, `{id}` or `{pk}` (ObjectRelatedField) -> the related row's id. */
export function coercePk(
  env: CoerceEnv,
  relatedKey: string | undefined,
  input: unknown,
): string | number {
  let pk: unknown = input;
  if (isPlainObject(input)) pk = input.id ?? input.pk;
  if (typeof pk !== 'string' && typeof pk !== 'number') {
    throw new Invalid([msg(env, 'incorrectPkType', { data_type: pyType(pk) })]);
  }
  if (!relatedKey) return pk;
  const row = findRelated(env.ctx, relatedKey, pk);
  if (!row) throw new Invalid([msg(env, 'invalidPk', { pk_value: pk })]);
  return row.id;
}

function notAList(env: CoerceEnv, v: unknown): Invalid {
  return new Invalid([msg(env, 'notAList', { input_type: pyType(v) })]);
}

/** Names the console always encrypts (docs/wire.md §10.2), whatever the field's flags say. */
const SECRET_NAMES = new Set(['password', 'secret', 'private_key', 'token']);

function coerceString(f: FieldLike, value: unknown, env: CoerceEnv): string {
  if (typeof value !== 'string' && typeof value !== 'number')
    throw new Invalid([msg(env, 'notString')]);
  // EncryptedField values are secrets: never trimmed, decrypted with the session's private key.
  const secret = f.write_only || SECRET_NAMES.has(f.name ?? '');
  let s = secret ? String(value) : String(value).trim();
  if (s === '' && f.required) throw new Invalid([msg(env, 'notBlank')]);
  if (secret && s) {
    const keys = env.ctx.authVia === 'session' ? env.ctx.session?.keys : null;
    if (keys) s = decryptSecret(s, keys.privateKeyPem);
  }
  if (s === '') return s;
  const errors: string[] = [];
  if (f.max_length !== undefined && s.length > f.max_length)
    errors.push(msg(env, 'maxLength', { max_length: f.max_length }));
  if (f.min_length !== undefined && s.length < f.min_length)
    errors.push(msg(env, 'minLength', { min_length: f.min_length }));
  if (f.type === 'email' && !EMAIL_RE.test(s)) errors.push(msg(env, 'invalidEmail'));
  if (f.type === 'url' && !URL_RE.test(s)) errors.push(msg(env, 'invalidUrl'));
  if (f.type === 'slug' && !SLUG_RE.test(s)) errors.push(msg(env, 'invalidSlug'));
  if (f.name === 'id' && !UUID_RE.test(s)) errors.push(msg(env, 'invalidUuid', { value: s }));
  if (errors.length) throw new Invalid(errors);
  return s;
}

function coerceNumber(f: FieldLike, value: unknown, env: CoerceEnv): number {
  const integer = f.type === 'integer';
  let n: number;
  if (typeof value === 'number') n = value;
  else if (
    typeof value === 'string' &&
    (integer ? INTEGER_RE.test(value.trim()) : value.trim() !== '')
  )
    n = Number(value);
  else n = Number.NaN;
  if (!Number.isFinite(n) || (integer && !Number.isInteger(n))) {
    throw new Invalid([msg(env, integer ? 'invalidInteger' : 'invalidNumber')]);
  }
  const errors: string[] = [];
  if (f.max_value !== undefined && n > f.max_value)
    errors.push(msg(env, 'maxValue', { max_value: f.max_value }));
  if (f.min_value !== undefined && n < f.min_value)
    errors.push(msg(env, 'minValue', { min_value: f.min_value }));
  if (errors.length) throw new Invalid(errors);
  return n;
}

function coerceBoolean(value: unknown, env: CoerceEnv): boolean {
  if (value === true || value === false) return value;
  const s = typeof value === 'number' || typeof value === 'string' ? String(value) : '';
  if (TRUE_VALUES.has(s)) return true;
  if (FALSE_VALUES.has(s)) return false;
  throw new Invalid([msg(env, 'invalidBoolean')]);
}

/** A choice value or `{value, …}`; matched like DRF, by the value's string form. */
export function coerceChoice(f: FieldLike, value: unknown, env: CoerceEnv): unknown {
  const v = isPlainObject(value) && 'value' in value ? value.value : value;
  if (!f.choices || f.choices.length === 0) return v;
  // DRF compares string forms; Python spells booleans True/False, JSON true/false: accept both.
  const key =
    typeof v === 'boolean' || /^(true|false)$/i.test(String(v))
      ? String(v).toLowerCase()
      : String(v);
  const match = f.choices.find((c) => String(c.value) === key);
  if (!match || isPlainObject(v) || Array.isArray(v))
    throw new Invalid([msg(env, 'invalidChoice', { input: v })]);
  return match.value;
}

type TreeNode = { value: unknown; label?: string; children?: TreeNode[] };

function treeLeaves(nodes: readonly TreeNode[]): string[] {
  return nodes.flatMap((n) => (n.children ? treeLeaves(n.children) : [String(n.value)]));
}

/** BitChoicesField: a list of names or of `{value}`, or "all"; stored as names in choice order. */
function coerceBits(f: FieldLike, value: unknown, env: CoerceEnv): string[] {
  const leaves = treeLeaves((f.tree ?? []) as TreeNode[]);
  if (value === 'all') return leaves;
  if (!Array.isArray(value)) throw new Invalid([msg(env, 'bitNotList')]);
  const names = value.map((v) => String(isPlainObject(v) ? v.value : v));
  if (names.includes('all')) return leaves;
  for (const name of names) {
    if (!leaves.includes(name)) throw new Invalid([msg(env, 'invalidBitChoice', { input: name })]);
  }
  return leaves.filter((l) => names.includes(l));
}

function coerceList(f: FieldLike, value: unknown, env: CoerceEnv): unknown[] {
  if (!Array.isArray(value)) throw notAList(env, value);
  const child = f.child;
  if (!child || child.type === 'field') return value;
  const out: unknown[] = [];
  const errors: Record<string, unknown> = {};
  value.forEach((item, i) => {
    try {
      out.push(coerceValue(child, item, env));
    } catch (e) {
      if (!(e instanceof Invalid)) throw e;
      errors[String(i)] = e.detail;
    }
  });
  if (Object.keys(errors).length) throw new Invalid(errors);
  return out;
}

/** A nested serializer (`children`): a dict validated field by field, errors as a nested dict. */
export function coerceNested(
  children: readonly FieldSpec[],
  value: unknown,
  env: CoerceEnv,
): Record<string, unknown> {
  if (!isPlainObject(value))
    throw new Invalid({ non_field_errors: [msg(env, 'notADict', { datatype: pyType(value) })] });
  const out: Record<string, unknown> = {};
  const errors: Record<string, unknown> = {};
  for (const c of children) {
    if (c.read_only) continue;
    if (!(c.name in value) || value[c.name] === undefined) {
      if (env.partial) continue;
      if (c.required) errors[c.name] = [msg(env, 'required')];
      else if (c.default !== undefined) out[c.name] = c.default;
      continue;
    }
    try {
      out[c.name] = coerceValue(c, value[c.name], env);
    } catch (e) {
      if (!(e instanceof Invalid)) throw e;
      errors[c.name] = e.detail;
    }
  }
  if (Object.keys(errors).length) throw new Invalid(errors);
  return out;
}

/** A nested `many=True` serializer: a list of dicts, errors as an array aligned with the input. */
export function coerceNestedList(
  children: readonly FieldSpec[],
  value: unknown,
  env: CoerceEnv,
): Record<string, unknown>[] {
  if (!Array.isArray(value))
    throw new Invalid({ non_field_errors: [msg(env, 'notAList', { input_type: pyType(value) })] });
  const out: Record<string, unknown>[] = [];
  const errors: unknown[] = [];
  for (const item of value) {
    try {
      out.push(coerceNested(children, item, env));
      errors.push({});
    } catch (e) {
      if (!(e instanceof Invalid)) throw e;
      errors.push(e.detail);
    }
  }
  if (errors.some((e) => isPlainObject(e) && Object.keys(e).length)) throw new Invalid(errors);
  return out;
}

/** One present, non-null value -> its raw stored form. */
export function coerceValue(f: FieldLike, value: unknown, env: CoerceEnv): unknown {
  if (value === null) {
    if (f.required) throw new Invalid([msg(env, 'notNull')]);
    return null;
  }
  switch (f.type) {
    case 'string':
    case 'email':
    case 'url':
    case 'slug':
    case 'regex':
      return coerceString(f, value, env);
    case 'integer':
    case 'float':
    case 'decimal':
      return coerceNumber(f, value, env);
    case 'boolean':
      return coerceBoolean(value, env);
    case 'datetime':
    case 'date': {
      const iso = parseDateTime(value);
      if (!iso) throw new Invalid([msg(env, 'invalidDatetime', { format: DATETIME_FORMATS })]);
      return f.type === 'date' ? iso.slice(0, 10) : iso;
    }
    case 'choice':
    case 'labeled_choice':
      return coerceChoice(f, value, env);
    case 'multiple choice':
      if (!Array.isArray(value)) throw notAList(env, value);
      return value.map((v) => coerceChoice(f, v, env));
    case 'tree':
      return coerceBits(f, value, env);
    case 'object_related_field':
      return coercePk(env, f.related_resource, value);
    case 'm2m_related_field':
      if (!Array.isArray(value)) throw notAList(env, value);
      return value.map((v) => coercePk(env, f.related_resource, v));
    case 'list':
      return coerceList(f, value, env);
    case 'nested object':
      if (f.children) return coerceNested(f.children, value, env);
      if (!isPlainObject(value))
        throw new Invalid([msg(env, 'notADict', { datatype: pyType(value) })]);
      return value;
    case 'field':
      if (f.child?.type === 'nested object' && f.child.children)
        return coerceNestedList(f.child.children, value, env);
      if (f.many) {
        if (!Array.isArray(value)) throw notAList(env, value);
        return value.map((v) => coercePk(env, f.related_resource, v));
      }
      return value;
    default:
      // json, dict fields, uploads: taken as given
      return value;
  }
}
