/**
 * The client-side rules of docs/shell.md §9.4 as pure validators: each returns undefined when the
 * value passes, else an i18n key (react-admin translates validator messages).
 */
import type { FieldMeta } from '../../dataProvider';
import type { FieldOverride, RuleName } from '../../resources/types';
import { looksLikeJson } from './values';

export type Validator = (value: unknown, values?: Record<string, unknown>) => string | undefined;

export const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const ADDRESS_RE = /^[A-Za-z0-9_:/.?=&#-]*$/;
const ALNUM_UNDERSCORE_RE = /^[A-Za-z0-9_]*$/;
const EMOJI_RE = /\p{Extended_Pictographic}/u;

function isBlank(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

export const required: Validator & { isRequired?: boolean } = (value) =>
  isBlank(value) ? 'pages.rules.required' : undefined;
// react-admin marks a label with * when a validator carries this flag.
required.isRequired = true;

export const email: Validator = (value) =>
  isBlank(value) || EMAIL_RE.test(String(value).trim()) ? undefined : 'pages.rules.email';

/** Addresses and URLs: letters, digits and `_ : / . ? = & # -` only. */
export const address: Validator = (value) =>
  isBlank(value) || ADDRESS_RE.test(String(value).trim()) ? undefined : 'pages.rules.format';

export const noEmoji: Validator = (value) =>
  typeof value === 'string' && EMOJI_RE.test(value) ? 'pages.rules.no_emoji' : undefined;

export const alnumUnderscore: Validator = (value) =>
  isBlank(value) || ALNUM_UNDERSCORE_RE.test(String(value))
    ? undefined
    : 'pages.rules.alnum_underscore';

/** Text that must parse as JSON (objects already parsed pass). */
export const json: Validator = (value) => {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  try {
    JSON.parse(value);
    return undefined;
  } catch {
    return 'pages.rules.invalid_json';
  }
};

/**
 * An unknown type's text (src/schema/values.ts `fromRawText`): what reads as JSON, or replaces an
 * object or a list (`structured`), was stored parsed; text left means it did not parse.
 */
export function jsonText(structured: boolean): Validator {
  return (value) =>
    typeof value === 'string' && (structured || looksLikeJson(value))
      ? 'pages.rules.invalid_json'
      : undefined;
}

/** A mapping JSON (attribute -> user field) must map something to `username`. */
export const usernameMapping: Validator = (value) => {
  let mapping: unknown = value;
  if (typeof value === 'string') {
    if (value.trim() === '') return undefined;
    try {
      mapping = JSON.parse(value);
    } catch {
      return 'pages.rules.invalid_json';
    }
  }
  if (!mapping || typeof mapping !== 'object') return 'pages.rules.username_mapping';
  return Object.values(mapping as Record<string, unknown>).includes('username')
    ? undefined
    : 'pages.rules.username_mapping';
};

/** A list of rows carrying `primary`: exactly one must be primary. */
export const onePrimary: Validator = (value) => {
  if (!Array.isArray(value) || value.length === 0) return undefined;
  const primaries = value.filter(
    (row) => row && typeof row === 'object' && (row as { primary?: unknown }).primary === true,
  );
  return primaries.length === 1 ? undefined : 'pages.rules.one_primary';
};

export const RULES: Record<RuleName, Validator> = {
  required,
  email,
  address,
  noEmoji,
  alnumUnderscore,
  json,
  usernameMapping,
  onePrimary,
};

/**
 * Which rules a field gets: required from metadata, email by name or type, plus the descriptor's.
 */
export function ruleNames(name: string, meta: FieldMeta, override: FieldOverride = {}): RuleName[] {
  const names: RuleName[] = [];
  if (meta.required && !meta.read_only) names.push('required');
  if (name === 'email' || meta.type === 'email') names.push('email');
  if (meta.type === 'json') names.push('json');
  for (const r of override.rules ?? []) if (!names.includes(r)) names.push(r);
  return names;
}

export function validatorsFor(
  name: string,
  meta: FieldMeta,
  override: FieldOverride = {},
): Validator[] {
  return ruleNames(name, meta, override).map((r) => RULES[r]);
}

/**
 * A nested select's values: 36-character uuids are existing records; anything else is a new entry,
 * kept only when creation is allowed.
 */
export function splitNestedSelection(
  values: readonly string[],
  allowCreate: boolean,
): { existing: string[]; created: string[] } {
  const existing = values.filter((v) => UUID_RE.test(v));
  const created = allowCreate ? values.filter((v) => !UUID_RE.test(v)) : [];
  return { existing, created };
}

/** Search and filter tags: blank values dropped, the rest trimmed, duplicates ignored. */
export function cleanTags(values: readonly string[]): string[] {
  const out: string[] = [];
  for (const v of values) {
    const t = v.trim();
    if (t && !out.includes(t)) out.push(t);
  }
  return out;
}
