import { describe, expect, it } from 'vitest';
import {
  availableRanges,
  defaultRange,
  exportRequest,
  hasActiveFilter,
} from '../../src/components/importExport/exportRange';

describe('export ranges', () => {
  it('counts only real filters as active: blank search tags and the date range do not', () => {
    expect(hasActiveFilter({})).toBe(false);
    expect(hasActiveFilter(undefined)).toBe(false);
    expect(hasActiveFilter({ q: '  ', search: [] })).toBe(false);
    expect(
      hasActiveFilter({ date_from: '2026-11-01T00:00:00Z', date_to: '2026-11-08T00:00:00Z' }),
    ).toBe(false);
    expect(hasActiveFilter({ q: 'ali' })).toBe(true);
    expect(hasActiveFilter({ is_active: false })).toBe(true);
    expect(hasActiveFilter({ source: 'ldap', date_from: '2026-11-01T00:00:00Z' })).toBe(true);
  });

  it('offers all only without a filter, selected with a selection, filtered with a filter', () => {
    expect(availableRanges(false, 0)).toEqual({ all: true, selected: false, filtered: false });
    expect(availableRanges(true, 2)).toEqual({ all: false, selected: true, filtered: true });
    expect(defaultRange(availableRanges(false, 0))).toBe('all');
    expect(defaultRange(availableRanges(true, 0))).toBe('filtered');
    expect(defaultRange(availableRanges(true, 3))).toBe('selected');
  });

  it('"all" never carries a filter; "selected" carries only the rows; "filtered" the filters', () => {
    const list = {
      filterValues: { q: 'ali', source: 'local' },
      sort: { field: 'name', order: 'ASC' as const },
      selectedIds: ['a', 'b'],
    };
    expect(exportRequest('all', 'csv', list)).toEqual({
      format: 'csv',
      filter: {},
      sort: list.sort,
    });
    expect(exportRequest('selected', 'xlsx', list)).toEqual({
      format: 'xlsx',
      filter: {},
      sort: list.sort,
      ids: ['a', 'b'],
    });
    expect(exportRequest('filtered', 'csv', list)).toEqual({
      format: 'csv',
      filter: list.filterValues,
      sort: list.sort,
    });
  });
});
