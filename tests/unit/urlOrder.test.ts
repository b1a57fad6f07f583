/** A link's `?order=-name` (the platform's ordering parameter) orders the list (issue 21). */
import { describe, expect, it } from 'vitest';
import { searchWithUrlTags } from '../../src/components/list/urlTags';

const opts = { now: new Date('2026-01-01T00:00:00Z') };

describe("the platform's order parameter in a link", () => {
  it('`-name` becomes a descending sort on name', () => {
    const out = new URLSearchParams(searchWithUrlTags('?order=-name', [], opts)!);
    expect(out.get('sort')).toBe('name');
    expect(out.get('order')).toBe('DESC');
  });

  it('`name` becomes an ascending sort, next to the tags', () => {
    const out = new URLSearchParams(searchWithUrlTags('?order=name&search=web', [], opts)!);
    expect(out.get('sort')).toBe('name');
    expect(out.get('order')).toBe('ASC');
    expect(JSON.parse(out.get('filter')!)).toEqual({ search: 'web' });
  });

  it("leaves react-admin's own sort alone", () => {
    expect(searchWithUrlTags('?sort=name&order=DESC', [], opts)).toBeNull();
    expect(searchWithUrlTags('?filter=%7B%7D&sort=name&order=ASC', [], opts)).toBeNull();
  });

  it('rewrites the order even when the address already has a filter', () => {
    const out = new URLSearchParams(searchWithUrlTags('?filter=%7B%7D&order=-date', [], opts)!);
    expect([out.get('sort'), out.get('order'), out.get('filter')]).toEqual(['date', 'DESC', '{}']);
  });
});
