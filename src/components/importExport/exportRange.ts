/**
 * The export dialog's choices (docs/shell.md §11.2): "all" only while no filter is active,
 * "selected" with at least one selected row, "filtered" with an active filter. "All" means all:
 * it never carries a filter; "selected" carries exactly the selected rows (no filter either, so
 * rows selected under an earlier filter are still exported).
 */
import type { Identifier, SortPayload } from 'react-admin';
import { listQuery } from '../../../dataProvider/listQuery';
import type { ExportRequest, FileFormat } from './transport';

export type ExportRange = 'all' | 'selected' | 'filtered';

/** The date range is never exported (docs/shell.md §11.2), so it does not make a filter active. */
const NOT_A_FILTER = new Set(['date_from', 'date_to', 'limit', 'offset', 'order']);

/** Whether the list's filters narrow what it shows (blank search tags and empty values do not). */
export function hasActiveFilter(filterValues: Record<string, unknown> | undefined): boolean {
  const query = listQuery({ filter: filterValues ?? {} });
  return Object.keys(query).some((k) => !NOT_A_FILTER.has(k));
}

export interface RangeAvailability {
  all: boolean;
  selected: boolean;
  filtered: boolean;
}

export function availableRanges(filterActive: boolean, selectedCount: number): RangeAvailability {
  return { all: !filterActive, selected: selectedCount > 0, filtered: filterActive };
}

/** The selection if there is one, else what the list shows: filtered or all. */
export function defaultRange(a: RangeAvailability): ExportRange {
  if (a.selected) return 'selected';
  return a.filtered ? 'filtered' : 'all';
}

export function exportRequest(
  range: ExportRange,
  format: FileFormat,
  list: {
    filterValues?: Record<string, unknown>;
    sort?: SortPayload;
    selectedIds?: readonly Identifier[];
  },
): ExportRequest {
  switch (range) {
    case 'all':
      return { format, filter: {}, sort: list.sort };
    case 'selected':
      return { format, filter: {}, sort: list.sort, ids: list.selectedIds ?? [] };
    case 'filtered':
      return { format, filter: list.filterValues ?? {}, sort: list.sort };
  }
}
