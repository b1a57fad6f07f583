/**
 * A descriptor plus its metadata -> the columns, filters, form groups and detail items of the
 * generic pages, as plain data (pure, unit-tested).
 */
import type { FieldMeta, FieldsMeta } from '../../dataProvider';
import type { CellKind, FieldOverride, ResourceDescriptor } from '../../resources/types';
import { cellKind, detailKind, filterSpec, isEditable, isListable, type FilterSpec } from './kinds';

/** Columns never hidden by default, whatever the descriptor says (docs/shell.md §15). */
export const DEFAULT_MIN_COLUMNS = ['id'];

export interface ColumnSpec {
  source: string;
  meta?: FieldMeta;
  kind: CellKind;
  sortable: boolean;
  /** The record carries `<source>_display`: that is what the cell shows. */
  displaySource?: string;
  override: FieldOverride;
}

export interface ListLayout {
  /** Every column offered, defaults first in their order, then the rest in metadata order. */
  columns: ColumnSpec[];
  /** Columns hidden until the user shows them. */
  hidden: string[];
  /** Columns that can never be hidden. */
  min: string[];
}

export function overrideOf(d: ResourceDescriptor, name: string): FieldOverride {
  return d.fields?.[name] ?? {};
}

export function linkColumn(d: ResourceDescriptor): string {
  return d.list?.link ?? d.recordRepresentation ?? 'name';
}

function displayCompanion(name: string, fields: FieldsMeta): string | undefined {
  const display = `${name}_display`;
  return display in fields ? display : undefined;
}

function isCompanion(name: string, fields: FieldsMeta): boolean {
  return name.endsWith('_display') && name.slice(0, -'_display'.length) in fields;
}

function column(d: ResourceDescriptor, name: string, fields: FieldsMeta): ColumnSpec {
  const meta = fields[name] ?? overrideOf(d, name).virtual;
  const override = overrideOf(d, name);
  const displaySource = displayCompanion(name, fields);
  return {
    source: name,
    meta,
    override,
    displaySource,
    kind: cellKind(name, meta, override, {
      link: name === linkColumn(d),
      hasDisplay: !!displaySource,
    }),
    sortable: !!fields[name]?.order,
  };
}

/** Readable fields, and fields whose cell fetches its own value (`url`). */
function isColumn(d: ResourceDescriptor, name: string, meta: FieldMeta): boolean {
  return isListable(meta) || !!overrideOf(d, name).url;
}

export function listLayout(d: ResourceDescriptor, fields: FieldsMeta): ListLayout {
  const exclude = new Set(d.list?.exclude ?? []);
  const known = (name: string) => name in fields || !!overrideOf(d, name).virtual;
  const defaults = (d.list?.columns ?? []).filter(known);
  const rest = Object.entries(fields)
    .filter(([name, meta]) => isColumn(d, name, meta) && !exclude.has(name))
    .filter(([name]) => !defaults.includes(name))
    .filter(([name]) => !isCompanion(name, fields) || !!d.list?.columns.includes(name))
    .map(([name]) => name);
  const names = [...defaults, ...rest];
  const min = (d.list?.minColumns ?? DEFAULT_MIN_COLUMNS).filter((n) => names.includes(n));
  const visible = new Set([...(defaults.length ? defaults : names), ...min]);
  return {
    columns: names.map((n) => column(d, n, fields)),
    hidden: names.filter((n) => !visible.has(n)),
    min,
  };
}

export interface FilterField {
  source: string;
  meta: FieldMeta;
  spec: FilterSpec;
}

/** Search-tag fields: the descriptor's list, else every GET field flagged `filter` (but id). */
export function filterFields(d: ResourceDescriptor, fields: FieldsMeta): FilterField[] {
  const names =
    d.list?.filters ?? Object.keys(fields).filter((n) => fields[n]?.filter && n !== 'id');
  return names
    .filter((n) => fields[n])
    .map((n) => ({ source: n, meta: fields[n]!, spec: filterSpec(fields[n]!) }));
}

export interface FormField {
  name: string;
  meta: FieldMeta;
  override: FieldOverride;
  /** Not in the metadata: shown and used by the form, never sent. */
  virtual: boolean;
}

export interface FormGroup {
  /** i18n key; absent for the single default group. */
  title?: string;
  fields: FormField[];
}

/** Never edited by hand even when the server marks them writable. */
const NEVER_EDITED = new Set(['id', 'org_id', 'org_name', 'created_by', 'updated_by']);

function formField(d: ResourceDescriptor, name: string, fields: FieldsMeta): FormField | null {
  const override = overrideOf(d, name);
  const meta = fields[name];
  if (meta) return isEditable(meta) ? { name, meta, override, virtual: false } : null;
  return override.virtual ? { name, meta: override.virtual, override, virtual: true } : null;
}

/** A titled group of field names, before the metadata is consulted. */
export interface FormSection {
  /** i18n key of the group's heading. */
  title: string;
  fields: readonly string[];
}

/** The descriptor's groups by name: `basic: [...]` is titled `pages.form.groups.basic`. */
function declaredSections(d: ResourceDescriptor): FormSection[] | undefined {
  const declared = d.form?.groups;
  return declared
    ? Object.entries(declared).map(([name, names]) => ({
        title: `pages.form.groups.${name}`,
        fields: names ?? [],
      }))
    : undefined;
}

/** Where required fields the descriptor's groups do not name go (a newer backend's, say). */
export const LEFTOVER_GROUP = 'pages.form.groups.other';

/**
 * Required writable fields no section names: left out, the form could never be saved. They join
 * the descriptor's `other` group, or a new one at the end.
 */
function withRequiredLeftovers(sections: FormSection[], fields: FieldsMeta): FormSection[] {
  const named = new Set(sections.flatMap((s) => s.fields));
  const left = Object.entries(fields)
    .filter(([n, m]) => m.required && isEditable(m) && !NEVER_EDITED.has(n) && !named.has(n))
    .map(([n]) => n);
  if (!left.length) return sections;
  const other = sections.find((s) => s.title === LEFTOVER_GROUP);
  return other
    ? sections.map((s) => (s === other ? { ...s, fields: [...s.fields, ...left] } : s))
    : [...sections, { title: LEFTOVER_GROUP, fields: left }];
}

/**
 * The form's titled groups: the descriptor's (with the required fields they leave out), or
 * `sections` given by a page (a part of an object, exactly those); fields the metadata lacks (and
 * are not virtual) are left out.
 */
export function formGroups(
  d: ResourceDescriptor,
  fields: FieldsMeta,
  sections?: FormSection[],
): FormGroup[] {
  const declared = declaredSections(d);
  const chosen = sections ?? (declared && withRequiredLeftovers(declared, fields));
  if (!chosen) {
    const all = Object.keys(fields)
      .filter((n) => !NEVER_EDITED.has(n))
      .map((n) => formField(d, n, fields))
      .filter((f): f is FormField => f !== null);
    return [{ fields: all }];
  }
  return chosen
    .map(({ title, fields: names }) => ({
      title,
      fields: names.map((n) => formField(d, n, fields)).filter((f): f is FormField => f !== null),
    }))
    .filter((g) => g.fields.length > 0);
}

export interface DetailItem {
  source: string;
  meta: FieldMeta;
  kind: CellKind;
  displaySource?: string;
  override: FieldOverride;
}

/**
 * The basic-info card: every readable field and every field whose cell fetches its own value (an
 * account's secret, behind its confirmation), but the descriptor's exclusions and `_display`
 * twins; `only` keeps just those fields (a list row's expansion).
 */
export function detailItems(
  d: ResourceDescriptor,
  fields: FieldsMeta,
  only?: readonly string[],
): DetailItem[] {
  const exclude = new Set(d.detail?.exclude ?? []);
  return Object.entries(fields)
    .filter(([name]) => !only || only.includes(name))
    .filter(([name, meta]) => isColumn(d, name, meta) && !exclude.has(name))
    .filter(([name]) => !isCompanion(name, fields))
    .map(([name, meta]) => ({
      source: name,
      meta,
      override: overrideOf(d, name),
      displaySource: displayCompanion(name, fields),
      kind: detailKind(name, meta, overrideOf(d, name)),
    }));
}

export interface DetailSections {
  /** What an operator reads first, in order. */
  basic: DetailItem[];
  /** Everything else, in metadata order, behind "More details". */
  more: DetailItem[];
}

/**
 * Not for a first read (docs/shell.md §8.3): the record's id and its organisation's, ids of
 * related objects (the related name is shown instead), capability flags (`can_*`) and the server's
 * computed `is_*` flags (read-only; a writable one, `is_active`, is the record's state).
 */
export function isInternalField(name: string, meta: FieldMeta): boolean {
  if (name === 'id' || name === 'org_id') return true;
  if (/_ids?$/.test(name) || name.startsWith('can_')) return true;
  return name.startsWith('is_') && !!meta.read_only;
}

/** Dates read after the rest; the comment last. */
function readingRank(name: string, meta: FieldMeta): number {
  if (name === 'comment') return 2;
  return meta.type === 'datetime' || meta.type === 'date' ? 1 : 0;
}

/**
 * The basic-info card split in two: the descriptor's `detail.fields` in their order or, without
 * them, every item but the internal ones (the record's name first, then the rest, dates, and the
 * comment); the rest under "More details".
 */
export function detailSections(d: ResourceDescriptor, fields: FieldsMeta): DetailSections {
  const items = detailItems(d, fields);
  const chosen = d.detail?.fields;
  let basic: DetailItem[];
  if (chosen) {
    basic = chosen
      .map((n) => items.find((i) => i.source === n))
      .filter((i): i is DetailItem => !!i);
  } else {
    const name = d.recordRepresentation ?? 'name';
    const kept = items.filter((i) => !isInternalField(i.source, i.meta));
    const head = kept.filter((i) => i.source === name);
    // Array.prototype.sort is stable: within a rank, metadata order stays.
    const tail = kept
      .filter((i) => i.source !== name)
      .sort((a, b) => readingRank(a.source, a.meta) - readingRank(b.source, b.meta));
    basic = [...head, ...tail];
  }
  const shown = new Set(basic.map((i) => i.source));
  return { basic, more: items.filter((i) => !shown.has(i.source)) };
}
