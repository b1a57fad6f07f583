/**
 * Compact tables: one line per row, long values cut with an ellipsis, ids
 * shortened, and each column's width chosen from what it shows, so the default columns of the
 * busiest lists fit a 1440 px window as the Vue console's do.
 */
import type { FieldMeta } from '../../../dataProvider';
import type { CellKind } from '../../../resources/types';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A UUID shows its first 8 characters (the whole id is the cell's tooltip); other values stay. */
export function shortId(value: string): string {
  return UUID.test(value) ? value.slice(0, 8) : value;
}

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/** A column's width in px: `fixed` for values of one length (dates), else a maximum. */
export interface ColumnWidth {
  max: number;
  fixed?: boolean;
}

/** Columns whose name says what they hold, whatever their metadata type. */
const BY_NAME: Record<string, ColumnWidth> = {
  id: { max: 80 },
  comment: { max: 140 },
  name: { max: 180 },
  address: { max: 130 },
  username: { max: 120 },
  email: { max: 160 },
  remote_addr: { max: 110 },
  // A session's (or a log's) user, asset and account: "name(username)", cut with the whole as the tooltip.
  user: { max: 110 },
  asset: { max: 110 },
  account: { max: 110 },
  duration: { max: 80 },
};

/** The width rule of a column: from its name, then its cell kind, then its metadata type. */
export function columnWidth(source: string, kind: CellKind, meta?: FieldMeta): ColumnWidth {
  const named = BY_NAME[source];
  if (named) return named;
  switch (kind) {
    case 'boolean':
    case 'status':
      return { max: 90 };
    case 'datetime':
      return { max: 140, fixed: true };
    case 'link':
      return { max: 180 };
    case 'choice':
      return { max: 100 };
    case 'secret':
      return { max: 120 };
    case 'tags':
    case 'labels':
    case 'protocols':
    case 'relation':
    case 'array':
    case 'onDemand':
      return { max: 110 };
    case 'json':
      return { max: 200 };
    case 'count':
      return { max: 70 };
    default:
      break;
  }
  switch (meta?.type) {
    case 'integer':
    case 'float':
    case 'decimal':
      return { max: 70 };
    case 'boolean':
      return { max: 90 };
    case 'choice':
      return { max: 100 };
    default:
      return { max: 120 };
  }
}
