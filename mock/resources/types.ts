import type { Ctx } from '../http';
import type { FieldSpec, Row } from '../types';

/** What is special about one resource on the server side; everything else is generic. */
export interface ResourceBehaviour {
  /** Narrow the rows visible in the request's organisation (default: by `org_id`). */
  scope?: (rows: Row[], ctx: Ctx) => Row[];
  /** Derive computed raw values before serialising (default: the row itself). */
  raw?: (row: Row, ctx: Ctx) => Row;
  /** Per-request field variations of the metadata (default: the catalogue's fields). */
  fields?: (fields: readonly FieldSpec[], ctx: Ctx, method: 'GET' | 'POST' | 'PUT' | 'PATCH') => readonly FieldSpec[];
}
