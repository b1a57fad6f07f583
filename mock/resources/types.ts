import type { Ctx } from '../http';
import type { FieldSpec, ResourceSpec, Row } from '../types';
import type { CoerceEnv } from '../writes/coerce';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';

/** create = POST, update = PUT (full), partial = PATCH. */
export type WriteMode = 'create' | 'update' | 'partial';

/** What a write hook knows: DRF's `initial_data`, `instance` and `partial`, plus the request. */
export interface WriteContext extends CoerceEnv {
  spec: ResourceSpec;
  mode: WriteMode;
  /** the stored row being updated; null on create */
  instance: Row | null;
  /** the request object as sent */
  data: Record<string, unknown>;
  /** One item of a bulk write: the item serializer's own `is_valid()` does not run. */
  many?: boolean;
}

export type Attrs = Record<string, unknown>;

/** What is special about one resource on the server side; everything else is generic. */
export interface ResourceBehaviour {
  /** Narrow the rows visible in the request's organisation (default: by `org_id`). */
  scope?: (rows: Row[], ctx: Ctx) => Row[];
  /** `scope` depends only on the org and the stored rows/bindings, so list order can be cached. */
  scopeByOrg?: boolean;
  /** Derive computed raw values needed by filters and ordering (default: the row itself). */
  raw?: (row: Row, ctx: Ctx) => Row;
  /**
   * `raw` feeds no filter or ordering: apply it to the rendered rows only (big tables stay fast).
   */
  lazyRaw?: boolean;
  /** Derive display-only values, applied only to the rows a response renders. */
  present?: (row: Row, ctx: Ctx) => Row;
  /** Per-request field variations of the metadata (default: the catalogue's fields). */
  fields?: (fields: readonly FieldSpec[], ctx: Ctx, method: Method) => readonly FieldSpec[];
  /**
   * The view's `DatetimeRangeFilter` (docs/wire.md §5.5): `date_from`/`date_to` bound this column,
   * inclusively; `epochSeconds` when it holds a Unix timestamp (commands).
   */
  dateRange?: { field: string; epochSeconds?: boolean };
  /** Custom query filters by parameter name; they replace the generic filter of that name. */
  filters?: Record<string, (rows: Row[], value: string, ctx: Ctx) => Row[] | { error: string[] }>;

  /** A read-only viewset: writes answer 405 and OPTIONS offers only GET. */
  readOnly?: boolean;
  /** Adjusts the request object before validation (DRF code that rewrites `initial_data`). */
  prepare?: (data: Record<string, unknown>, w: WriteContext) => void;
  /** Per-field input handling replacing the generic coercion; throws `Invalid`. */
  coerce?: Record<string, (value: unknown, w: WriteContext) => unknown>;
  /** DRF `validate_<field>`: runs after coercion, returns the value to keep; throws `Invalid`. */
  validateField?: Record<string, (value: unknown, w: WriteContext) => unknown>;
  /**
   * DRF `validate()`: object-level checks on the coerced values; returns field errors to reject.
   */
  validate?: (attrs: Attrs, w: WriteContext) => Record<string, unknown> | void;
  /**
   * Collections a new row joins (default: the resource's own); subclass tables share row objects.
   */
  tables?: (row: Row) => string[];
  /**
   * Every collection that may hold this resource's rows: removal and uniqueness look at all of
   * them.
   */
  family?: readonly string[];
  /**
   * Runs before the validated values are merged into `row` (a fresh row with its id on create):
   * may rewrite or drop entries of `attrs` and keeps side tables (role bindings, labels) in step.
   */
  save?: (row: Row, attrs: Attrs, w: WriteContext) => void;
  /** True when other rows point at this one: DELETE answers 400 `referenced_by_others`. */
  referenced?: (row: Row, ctx: Ctx) => boolean;
  /** A 403 detail when this row may not be changed or deleted (e.g. internal platforms). */
  protect?: (row: Row, ctx: Ctx) => string | null;
  /** Side-table cleanup after a delete. */
  afterDelete?: (row: Row, ctx: Ctx) => void;
  /** Bulk DELETE guard beyond the generic one (docs/wire.md §7.2). */
  bulkDelete?: 'never' | 'smaller-than-all';
  /** Serializer `Meta.fields_unexport`. */
  unexport?: readonly string[];
  /** Export cell hooks by field name (value: the wire representation). */
  exportCell?: Record<string, (value: unknown) => unknown>;
  /** Import cell hooks by field name (`to_file_internal_value`). */
  importCell?: Record<string, (cell: unknown) => unknown>;
}
