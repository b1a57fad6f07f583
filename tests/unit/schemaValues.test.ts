import { describe, expect, it } from 'vitest';
import type { FieldsMeta } from '../../dataProvider';
import { initialRange, presetRange } from '../../src/schema/dateRange';
import {
  cloneValues,
  fromRawText,
  initialValues,
  isStructured,
  rawText,
  toFormValue,
  trimText,
} from '../../src/schema/values';

const fields: FieldsMeta = {
  name: { type: 'string', max_length: 128 },
  source: {
    type: 'labeled_choice',
    default: 'local',
    choices: [{ value: 'local', label: 'Local' }],
  },
  is_active: { type: 'boolean', default: true },
  groups: { type: 'm2m_related_field' },
  platform: { type: 'object_related_field' },
  password: { type: 'string', write_only: true },
  actions: { type: 'tree', default: ['connect'] },
  created_by: { type: 'string', read_only: true },
  info: {
    type: 'nested object',
    children: { vendor: { type: 'string', default: 'x' }, os: { type: 'labeled_choice' } },
  },
  protocols: {
    type: 'field',
    child: {
      type: 'nested object',
      children: { name: { type: 'string' }, port: { type: 'integer' } },
    },
  },
};

describe('record <-> form values', () => {
  it('collapses choices, keeps relations, fills server defaults where undefined', () => {
    const record = {
      id: 'u1',
      name: 'alice',
      source: { value: 'ldap', label: 'LDAP' },
      groups: [{ id: 'g1', name: 'Ops' }],
      actions: [
        { value: 'connect', label: 'Connect' },
        { value: 'upload', label: 'Upload' },
      ],
      info: { vendor: 'Dell', os: { value: 'linux', label: 'Linux' } },
    };
    expect(initialValues(fields, record)).toEqual({
      name: 'alice',
      source: 'ldap',
      is_active: true,
      groups: [{ id: 'g1', name: 'Ops' }],
      actions: ['connect', 'upload'],
      info: { vendor: 'Dell', os: 'linux' },
    });
    expect(initialValues(fields, undefined)).toEqual({
      source: 'local',
      is_active: true,
      actions: ['connect'],
      info: { vendor: 'x' },
    });
    expect(initialValues(fields, undefined, { name: 'preset', extra: 1 })).toMatchObject({
      name: 'preset',
      extra: 1,
    });
  });

  it('rows of nested objects keep their own choices collapsed', () => {
    expect(toFormValue([{ name: 'ssh', port: 22 }], fields.protocols!)).toEqual([
      { name: 'ssh', port: 22 },
    ]);
  });

  it('trims text and marks clones', () => {
    expect(trimText('  a b ')).toBe('a b');
    expect(trimText(3)).toBe(3);
    expect(cloneValues({ id: 1, name: 'web', hostname: 'h' }, (n) => `Clone from ${n}`)).toEqual({
      name: 'Clone from web',
      hostname: 'h',
    });
    expect(cloneValues({ id: 1, hostname: 'h' }, (n) => `C ${n}`)).toEqual({ hostname: 'C h' });
  });
});

describe("an unknown type's text (docs/shell.md §9.3)", () => {
  it('shows a string as it is and anything else as JSON', () => {
    expect(rawText('up')).toBe('up');
    expect(rawText(null)).toBe('');
    expect(rawText({ spin: 'up' })).toBe('{\n  "spin": "up"\n}');
    expect(rawText(3)).toBe('3');
  });

  it('stores JSON-like text parsed, other text trimmed, empty text as null', () => {
    expect(fromRawText(' up ', false)).toBe('up');
    expect(fromRawText(' {"spin": "up"} ', false)).toEqual({ spin: 'up' });
    expect(fromRawText('[1, 2]', false)).toEqual([1, 2]);
    expect(fromRawText('{"spin": ', false)).toBe('{"spin":');
    expect(fromRawText('  ', false)).toBeNull();
  });

  it('a field that held an object or a list keeps only an object or a list parsed', () => {
    expect(fromRawText('["a"]', true)).toEqual(['a']);
    expect(fromRawText('down', true)).toBe('down');
    expect(fromRawText('42', true)).toBe('42');
    expect(isStructured([])).toBe(true);
    expect(isStructured('[]')).toBe(false);
  });
});

describe('the audit date range (docs/shell.md §15)', () => {
  const now = new Date('2026-11-01T08:00:00Z');
  it('defaults to the last 7 days, or date_start/date_end from the query', () => {
    const r = initialRange(new URLSearchParams(), now);
    expect(new Date(r.date_to).getTime()).toBeGreaterThanOrEqual(now.getTime());
    const days = (new Date(r.date_to).getTime() - new Date(r.date_from).getTime()) / 86_400_000;
    expect(days).toBeGreaterThan(7);
    expect(days).toBeLessThan(8.01);
    const q = initialRange(
      new URLSearchParams('date_start=2026-10-01T00:00:00Z&date_end=2026-10-02T00:00:00Z'),
      now,
    );
    expect(q).toEqual({
      date_from: '2026-10-01T00:00:00.000Z',
      date_to: '2026-10-02T00:00:00.000Z',
    });
  });
  it('the 24-hour preset is exactly 24 hours', () => {
    expect(presetRange(1, now)).toEqual({
      date_from: '2026-10-31T08:00:00.000Z',
      date_to: now.toISOString(),
    });
  });
});

describe('date range parameters', () => {
  it('a descriptor may name the API parameters and the default days', async () => {
    const { dateRangeParams, initialRange } = await import('../../src/schema/dateRange');
    expect(dateRangeParams(true)).toEqual({ from: 'date_from', to: 'date_to', days: 7 });
    expect(dateRangeParams(undefined)).toBeUndefined();
    const params = dateRangeParams({ from: 'start', to: 'end', days: 30 })!;
    const now = new Date('2026-11-01T08:00:00Z');
    const r = initialRange(new URLSearchParams(), now, params);
    expect(Object.keys(r).sort()).toEqual(['end', 'start']);
    const days = (Date.parse(r.end!) - Date.parse(r.start!)) / 86_400_000;
    expect(days).toBeGreaterThan(30);
    expect(days).toBeLessThan(31.01);
  });
});
