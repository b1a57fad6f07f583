/**
 * Metadata -> what to render, as pure data: one function per use (form input, list cell, detail
 * item, search filter). The components that draw each kind live in src/components; a descriptor's
 * override always wins over what the metadata implies (docs/shell.md §9.3).
 */
import type { FieldMeta } from '../../dataProvider';
import type { CellKind, FieldOverride, InputWidget, Reference } from '../../resources/types';

export type Choice = { value: string | number | boolean; label: string };

/** Choice lists longer than this become a filterable select instead of a radio group. */
export const RADIO_MAX_CHOICES = 4;
/** Rows of the textarea used for strings without a max_length. */
export const TEXTAREA_ROWS = 3;

/** Every metadata type the catalogue uses; anything else is edited as text (the `unknown` input). */
export const KNOWN_TYPES = new Set([
  'string',
  'email',
  'url',
  'slug',
  'regex',
  'integer',
  'float',
  'decimal',
  'boolean',
  'date',
  'datetime',
  'time',
  'choice',
  'labeled_choice',
  'multiple choice',
  'tree',
  'file upload',
  'image upload',
  'list',
  'nested object',
  'json',
  'object_related_field',
  'm2m_related_field',
  'field',
]);

export type InputSpec =
  | { kind: 'text'; type?: 'email' | 'password' | 'url'; multiline?: number; maxLength?: number }
  | { kind: 'number'; min?: number; max?: number; step?: number }
  | { kind: 'switch' }
  | { kind: 'radio'; choices: Choice[] }
  | { kind: 'select'; choices: Choice[] }
  | { kind: 'checkboxes'; choices: Choice[] }
  | { kind: 'datetime' }
  | { kind: 'date' }
  | { kind: 'json' }
  | { kind: 'tree' }
  | { kind: 'tags' }
  | { kind: 'reference'; many: boolean; clearable: boolean; reference?: Reference }
  | { kind: 'array'; children: Record<string, FieldMeta> }
  | { kind: 'object'; children: Record<string, FieldMeta> }
  | { kind: 'protocols'; children: Record<string, FieldMeta> }
  | { kind: 'crontab' }
  | { kind: 'parameters' }
  | { kind: 'readonly' }
  /** A type this console does not know (a newer backend's): its value as text, or JSON. */
  | { kind: 'unknown'; unknownType: string };

function choicesOf(meta: FieldMeta): Choice[] {
  return (meta.choices ?? []).map((c) => ({ value: c.value, label: String(c.label) }));
}

function nestedChildren(meta: FieldMeta): Record<string, FieldMeta> | null {
  if (meta.child?.type === 'nested object' && meta.child.children) return meta.child.children;
  return null;
}

function fromWidget(widget: InputWidget, meta: FieldMeta, reference?: Reference): InputSpec {
  switch (widget) {
    case 'text':
      return { kind: 'text', maxLength: meta.max_length };
    case 'textarea':
      return { kind: 'text', multiline: TEXTAREA_ROWS };
    case 'password':
      return { kind: 'text', type: 'password', maxLength: meta.max_length };
    case 'email':
      return { kind: 'text', type: 'email', maxLength: meta.max_length };
    case 'number':
      return { kind: 'number', min: meta.min_value, max: meta.max_value };
    case 'select':
      return { kind: 'select', choices: choicesOf(meta) };
    case 'radio':
      return { kind: 'radio', choices: choicesOf(meta) };
    case 'checkboxes':
      return { kind: 'checkboxes', choices: choicesOf(meta) };
    case 'switch':
      return { kind: 'switch' };
    case 'datetime':
      return { kind: 'datetime' };
    case 'json':
      return { kind: 'json' };
    case 'tree':
      return { kind: 'tree' };
    case 'tags':
      return { kind: 'tags' };
    case 'reference':
      return {
        kind: 'reference',
        many: meta.type === 'm2m_related_field' || meta.type === 'list' || meta.type === 'field',
        clearable: !meta.required,
        reference,
      };
    case 'array':
      return { kind: 'array', children: nestedChildren(meta) ?? meta.children ?? {} };
    case 'object':
      return { kind: 'object', children: meta.children ?? {} };
    case 'protocols':
      return { kind: 'protocols', children: nestedChildren(meta) ?? {} };
    case 'crontab':
      return { kind: 'crontab' };
    case 'parameters':
      return { kind: 'parameters' };
    case 'readonly':
      return { kind: 'readonly' };
  }
}

/** The form input for a field (docs/shell.md §9.3). */
export function inputSpec(
  name: string,
  meta: FieldMeta,
  override: FieldOverride = {},
  reference?: Reference,
): InputSpec {
  if (override.widget) return fromWidget(override.widget, meta, reference);
  if (reference && meta.type !== 'nested object') {
    return fromWidget('reference', meta, reference);
  }
  switch (meta.type) {
    case 'string':
    case 'slug':
    case 'regex':
    case 'url': {
      if (name === 'password' || meta.write_only) {
        return { kind: 'text', type: 'password', maxLength: meta.max_length };
      }
      if (name === 'email') return { kind: 'text', type: 'email', maxLength: meta.max_length };
      // Every periodic task's schedule (PeriodTaskSerializerMixin) previews its next runs.
      if (name === 'crontab') return { kind: 'crontab' };
      if (name === 'comment' || meta.max_length === undefined) {
        return { kind: 'text', multiline: override.rows ?? TEXTAREA_ROWS };
      }
      return {
        kind: 'text',
        maxLength: meta.max_length,
        type: meta.type === 'url' ? 'url' : undefined,
      };
    }
    case 'email':
      return { kind: 'text', type: 'email', maxLength: meta.max_length };
    case 'integer':
      return { kind: 'number', min: meta.min_value, max: meta.max_value, step: 1 };
    case 'float':
    case 'decimal':
      return { kind: 'number', min: meta.min_value, max: meta.max_value };
    case 'boolean':
      return { kind: 'switch' };
    case 'choice':
    case 'labeled_choice': {
      const choices = choicesOf(meta);
      return choices.length > RADIO_MAX_CHOICES
        ? { kind: 'select', choices }
        : { kind: 'radio', choices };
    }
    case 'multiple choice':
      return { kind: 'checkboxes', choices: choicesOf(meta) };
    case 'datetime':
      return { kind: 'datetime' };
    case 'date':
      return { kind: 'date' };
    case 'json':
      return { kind: 'json' };
    case 'tree':
      return { kind: 'tree' };
    case 'list':
      return { kind: 'tags' };
    case 'object_related_field':
      return { kind: 'reference', many: false, clearable: !meta.required, reference };
    case 'm2m_related_field':
      return { kind: 'reference', many: true, clearable: !meta.required, reference };
    case 'nested object':
      return { kind: 'object', children: meta.children ?? {} };
    case 'field': {
      const children = nestedChildren(meta);
      return children ? { kind: 'array', children } : { kind: 'readonly' };
    }
    default:
      // A required field must be fillable whatever its type: text is what any serializer parses.
      return KNOWN_TYPES.has(meta.type)
        ? { kind: 'readonly' }
        : { kind: 'unknown', unknownType: meta.type };
  }
}

/**
 * The table cell for a column (docs/shell.md §7.6); `hasDisplay` says the record carries
 * `<name>_display`.
 */
export function cellKind(
  name: string,
  meta: FieldMeta | undefined,
  override: FieldOverride = {},
  opts: { link?: boolean; hasDisplay?: boolean } = {},
): CellKind {
  if (override.cell) return override.cell;
  if (opts.link) return 'link';
  if (!meta) return 'text';
  if (meta.write_only) return 'secret';
  if (opts.hasDisplay) return 'text';
  switch (meta.type) {
    case 'boolean':
      return 'boolean';
    case 'datetime':
    case 'date':
      return 'datetime';
    case 'choice':
    case 'labeled_choice':
    case 'multiple choice':
    case 'tree':
      return 'choice';
    case 'object_related_field':
    case 'm2m_related_field':
      return 'relation';
    case 'list':
      return 'array';
    case 'json':
      return 'json';
    case 'nested object':
      // A related record sent whole (an account's asset) reads as its label.
      return meta.children && ('name' in meta.children || 'label' in meta.children)
        ? 'relation'
        : 'json';
    case 'field':
      if (name === 'protocols') return 'protocols';
      return nestedChildren(meta) ? 'relation' : 'text';
    default:
      return 'text';
  }
}

/**
 * The detail card item: like a cell, but never a link nor an inline editor, and a relation
 * counted in a table shows its names (the card has the room).
 */
export function detailKind(
  name: string,
  meta: FieldMeta | undefined,
  override: FieldOverride = {},
): CellKind {
  const kind = cellKind(name, meta, override);
  if (kind === 'count') return cellKind(name, meta, { ...override, cell: undefined });
  return kind === 'link' || kind === 'editable' ? 'text' : kind;
}

export type FilterSpec =
  { kind: 'choice'; choices: Choice[] } | { kind: 'boolean' } | { kind: 'text' };

/**
 * A search-tag filter: choices offer their values, booleans True/False, anything else free text.
 */
export function filterSpec(meta: FieldMeta): FilterSpec {
  if (meta.type === 'boolean') return { kind: 'boolean' };
  if (meta.choices?.length) return { kind: 'choice', choices: choicesOf(meta) };
  return { kind: 'text' };
}

/**
 * Fields a form edits: writable ones the server describes, plus the descriptor's virtual fields.
 */
export function isEditable(meta: FieldMeta): boolean {
  return !meta.read_only;
}

/** Columns a list may show: everything the GET metadata returns except write-only fields. */
export function isListable(meta: FieldMeta): boolean {
  return !meta.write_only;
}
