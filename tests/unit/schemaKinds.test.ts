import { describe, expect, it } from 'vitest';
import type { FieldMeta } from '../../dataProvider';
import { cellKind, detailKind, filterSpec, inputSpec, KNOWN_TYPES } from '../../src/schema/kinds';

const m = (type: string, extra: Partial<FieldMeta> = {}): FieldMeta => ({
  type,
  required: false,
  read_only: false,
  write_only: false,
  ...extra,
});
const choices = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ value: `v${i}`, label: `L${i}` }));

describe('metadata -> form input (docs/shell.md §9.3)', () => {
  it('maps strings by max_length, write_only and name', () => {
    expect(inputSpec('name', m('string', { max_length: 128 }))).toEqual({
      kind: 'text',
      maxLength: 128,
      type: undefined,
    });
    expect(inputSpec('note', m('string'))).toEqual({ kind: 'text', multiline: 3 });
    expect(inputSpec('secret', m('string', { write_only: true, max_length: 10 }))).toMatchObject({
      kind: 'text',
      type: 'password',
    });
    expect(inputSpec('password', m('string', { max_length: 1024 }))).toMatchObject({
      kind: 'text',
      type: 'password',
    });
    expect(inputSpec('email', m('string', { max_length: 128 }))).toMatchObject({
      kind: 'text',
      type: 'email',
    });
    expect(inputSpec('comment', m('string', { max_length: 128 }))).toEqual({
      kind: 'text',
      multiline: 3,
    });
    expect(inputSpec('contact', m('email', { max_length: 64 }))).toMatchObject({
      kind: 'text',
      type: 'email',
    });
  });

  it('choices: a radio group up to 4 options, a filterable select above', () => {
    expect(inputSpec('a', m('labeled_choice', { choices: choices(4) })).kind).toBe('radio');
    expect(inputSpec('a', m('labeled_choice', { choices: choices(5) })).kind).toBe('select');
    expect(inputSpec('a', m('choice', { choices: choices(2) })).kind).toBe('radio');
    expect(inputSpec('a', m('multiple choice', { choices: choices(9) })).kind).toBe('checkboxes');
  });

  it('maps every other catalogue type', () => {
    expect(inputSpec('d', m('datetime')).kind).toBe('datetime');
    expect(inputSpec('d', m('date')).kind).toBe('date');
    expect(inputSpec('j', m('json')).kind).toBe('json');
    expect(inputSpec('b', m('boolean')).kind).toBe('switch');
    expect(inputSpec('n', m('integer', { min_value: 1, max_value: 9 }))).toEqual({
      kind: 'number',
      min: 1,
      max: 9,
      step: 1,
    });
    expect(inputSpec('t', m('tree')).kind).toBe('tree');
    expect(inputSpec('l', m('list', { child: m('string') })).kind).toBe('tags');
    expect(inputSpec('o', m('nested object', { children: { a: m('string') } }))).toEqual({
      kind: 'object',
      children: { a: m('string') },
    });
    const rows = m('field', { child: m('nested object', { children: { port: m('integer') } }) });
    expect(inputSpec('protocols', rows)).toEqual({
      kind: 'array',
      children: { port: m('integer') },
    });
    expect(inputSpec('x', m('field')).kind).toBe('readonly');
  });

  it('relations: remote selects, a required one not clearable', () => {
    const ref = { url: '/api/v1/x/' };
    expect(inputSpec('p', m('object_related_field', { required: true }), {}, ref)).toEqual({
      kind: 'reference',
      many: false,
      clearable: false,
      reference: ref,
    });
    expect(inputSpec('g', m('m2m_related_field'), {}, ref)).toEqual({
      kind: 'reference',
      many: true,
      clearable: true,
      reference: ref,
    });
    expect(
      inputSpec('labels', m('field', { child: m('nested object', { children: {} }) }), {}, ref),
    ).toMatchObject({ kind: 'reference', many: true });
  });

  it('the descriptor widget wins over the metadata', () => {
    expect(inputSpec('c', m('string', { max_length: 10 }), { widget: 'textarea' })).toEqual({
      kind: 'text',
      multiline: 3,
    });
    expect(
      inputSpec(
        'p',
        m('field', { child: m('nested object', { children: { name: m('string') } }) }),
        { widget: 'protocols' },
      ),
    ).toEqual({ kind: 'protocols', children: { name: m('string') } });
  });

  it('an unknown type is edited as text and names itself; known types without an input are read-only', () => {
    expect(inputSpec('x', m('hologram'))).toEqual({ kind: 'unknown', unknownType: 'hologram' });
    expect(inputSpec('x', m('hologram', { required: true })).kind).toBe('unknown');
    expect(inputSpec('t', m('time'))).toEqual({ kind: 'readonly' });
    expect(KNOWN_TYPES.has('labeled_choice')).toBe(true);
  });
});

describe('metadata -> list cell, detail item and filter (docs/shell.md §7)', () => {
  it('chooses cells by type, link and display companion', () => {
    expect(cellKind('name', m('string'), {}, { link: true })).toBe('link');
    expect(cellKind('is_valid', m('boolean'))).toBe('boolean');
    expect(cellKind('date_created', m('datetime'))).toBe('datetime');
    expect(cellKind('source', m('labeled_choice'))).toBe('choice');
    expect(cellKind('groups', m('m2m_related_field'))).toBe('relation');
    expect(cellKind('platform', m('object_related_field'))).toBe('relation');
    expect(cellKind('nodes_display', m('list'))).toBe('array');
    expect(cellKind('protocols', m('field', { child: m('nested object') }))).toBe('protocols');
    expect(cellKind('meta', m('json'))).toBe('json');
    expect(
      cellKind('asset', m('nested object', { children: { id: m('string'), name: m('string') } })),
    ).toBe('relation');
    expect(cellKind('meta', m('nested object', { children: { port: m('integer') } }))).toBe('json');
    expect(cellKind('password', m('string', { write_only: true }))).toBe('secret');
    expect(cellKind('reason', m('string'), {}, { hasDisplay: true })).toBe('text');
    expect(cellKind('connectivity', m('labeled_choice'), { cell: 'status' })).toBe('status');
  });

  it('detail items are never links or inline editors', () => {
    expect(detailKind('comment', m('string'), { cell: 'editable' })).toBe('text');
    expect(detailKind('is_active', m('boolean'))).toBe('boolean');
  });

  it('a relation counted in a table lists its names in the detail card', () => {
    const count = { cell: 'count', tab: 'users' } as const;
    expect(cellKind('users', m('m2m_related_field'), count)).toBe('count');
    expect(detailKind('users', m('m2m_related_field'), count)).toBe('relation');
    expect(detailKind('users_amount', m('integer'), count)).toBe('text');
  });

  it('filters: booleans True/False, choices their options, else free text', () => {
    expect(filterSpec(m('boolean'))).toEqual({ kind: 'boolean' });
    expect(filterSpec(m('labeled_choice', { choices: choices(2) }))).toEqual({
      kind: 'choice',
      choices: choices(2),
    });
    expect(filterSpec(m('string'))).toEqual({ kind: 'text' });
  });
});
