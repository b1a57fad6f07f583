import { describe, expect, it } from 'vitest';
import { columnWidth, isUuid, shortId } from '../../src/components/cells/compact';

describe('id shortening', () => {
  it('shows a UUID by its first 8 characters', () => {
    expect(shortId('2b6d3f1e-9c4a-4e8b-a1d2-0f3e5c7b9a11')).toBe('2b6d3f1e');
    expect(isUuid('2B6D3F1E-9C4A-4E8B-A1D2-0F3E5C7B9A11')).toBe(true);
  });

  it('leaves other values whole', () => {
    for (const v of ['42', 'web-01', '2b6d3f1e-9c4a', '2b6d3f1e-9c4a-4e8b-a1d2-0f3e5c7b9a11x'])
      expect(shortId(v)).toBe(v);
    expect(isUuid(42)).toBe(false);
  });
});

describe('column widths from the field', () => {
  it('keeps booleans and statuses narrow, datetimes fixed, names wider', () => {
    const bool = columnWidth('is_valid', 'boolean', { type: 'boolean' });
    const status = columnWidth('connectivity', 'status');
    const date = columnWidth('date_start', 'datetime', { type: 'datetime' });
    const name = columnWidth('name', 'link', { type: 'string' });
    const text = columnWidth('remote_addr', 'text', { type: 'string' });
    expect(bool.max).toBeLessThan(text.max);
    expect(status.max).toBeLessThan(text.max);
    expect(date).toEqual({ max: 140, fixed: true });
    expect(name.max).toBeGreaterThan(text.max);
    expect(bool.fixed).toBeUndefined();
  });

  it('chooses by the column name first, then the cell kind, then the metadata type', () => {
    expect(columnWidth('id', 'text', { type: 'string' }).max).toBe(80);
    expect(columnWidth('command_amount', 'text', { type: 'integer' }).max).toBe(70);
    expect(columnWidth('protocol', 'choice', { type: 'choice' }).max).toBe(100);
    expect(columnWidth('groups', 'relation', { type: 'm2m_related_field' }).max).toBe(110);
  });
});
