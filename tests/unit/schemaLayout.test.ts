import { describe, expect, it } from 'vitest';
import type { FieldsMeta } from '../../dataProvider';
import { defineResource } from '../../resources/types';
import {
  detailItems,
  detailSections,
  filterFields,
  formGroups,
  LEFTOVER_GROUP,
  listLayout,
} from '../../src/schema/layout';
import { descriptorDefaults, submittedNames } from '../../src/schema/submit';

const fields: FieldsMeta = {
  id: { type: 'string', filter: true },
  name: { type: 'string', max_length: 128, order: true, filter: true, required: true },
  password: { type: 'string', write_only: true },
  source: { type: 'labeled_choice', filter: true, choices: [{ value: 'local', label: 'Local' }] },
  reason: { type: 'string' },
  reason_display: { type: 'field', read_only: true },
  created_by: { type: 'string', read_only: true },
  comment: { type: 'string' },
};

const d = defineResource({
  name: 'things',
  view: 'console',
  path: 'x/things',
  api: { list: '/api/v1/x/things/' },
  perms: { app: 'x', model: 'thing' },
  recordRepresentation: 'name',
  list: { columns: ['name', 'reason', 'missing'], minColumns: ['name'], exclude: ['comment'] },
  form: {
    groups: { basic: ['name', 'flag', 'password', 'nope'], other: ['created_by'] },
  },
  fields: {
    flag: { virtual: { type: 'boolean' }, default: true },
    password: { hidden: (v) => !v.flag },
    comment: { default: ({ mode }) => `made in ${mode}` },
  },
});

describe('descriptor + metadata -> page layout', () => {
  it('lists default columns first, then the rest; write-only, excluded and _display twins left out', () => {
    const layout = listLayout(d, fields);
    expect(layout.columns.map((c) => c.source)).toEqual([
      'name',
      'reason',
      'id',
      'source',
      'created_by',
    ]);
    expect(layout.hidden).toEqual(['id', 'source', 'created_by']);
    expect(layout.min).toEqual(['name']);
    expect(layout.columns[0]).toMatchObject({ kind: 'link', sortable: true });
    expect(layout.columns[1]).toMatchObject({ displaySource: 'reason_display', sortable: false });
  });

  it('filters are the flagged GET fields but id', () => {
    expect(filterFields(d, fields).map((f) => f.source)).toEqual(['name', 'source']);
  });

  it('form groups keep writable and virtual fields, drop unknown ones and empty groups', () => {
    const groups = formGroups(d, fields);
    expect(groups.map((g) => [g.title, g.fields.map((f) => f.name)])).toEqual([
      ['pages.form.groups.basic', ['name', 'flag', 'password']],
    ]);
    expect(groups[0]!.fields[1]!.virtual).toBe(true);
    const ctx = { mode: 'create' as const, query: new URLSearchParams() };
    expect(submittedNames(groups, { flag: false }, ctx)).toEqual(['name']);
    expect(submittedNames(groups, { flag: true }, ctx)).toEqual(['name', 'password']);
    expect(descriptorDefaults(d, ctx)).toEqual({ flag: true, comment: 'made in create' });
  });

  it("required writable fields the groups leave out join the 'other' group, or a new one", () => {
    const more: FieldsMeta = {
      ...fields,
      serial: { type: 'quantum_entangled', required: true },
      org_id: { type: 'string', required: true },
      readonly_key: { type: 'string', required: true, read_only: true },
      optional: { type: 'string' },
    };
    const names = (groups: ReturnType<typeof formGroups>) =>
      groups.map((g) => [g.title, g.fields.map((f) => f.name)]);
    expect(names(formGroups(d, more))).toEqual([
      ['pages.form.groups.basic', ['name', 'flag', 'password']],
      ['pages.form.groups.other', ['serial']],
    ]);
    const noOther = { ...d, form: { groups: { basic: ['flag'] } } };
    expect(names(formGroups(noOther, more))).toEqual([
      ['pages.form.groups.basic', ['flag']],
      [LEFTOVER_GROUP, ['name', 'serial']],
    ]);
    // A page that shows a part of an object gives its sections: exactly those.
    const part = [{ title: 'settings.part', fields: ['comment'] }];
    expect(names(formGroups(d, more, part))).toEqual([['settings.part', ['comment']]]);
  });

  it('without groups the form is every writable field but bookkeeping ones', () => {
    const plain = { ...d, form: undefined };
    expect(formGroups(plain, fields)[0]!.fields.map((f) => f.name)).toEqual([
      'name',
      'password',
      'source',
      'reason',
      'comment',
    ]);
  });

  it('the detail card shows readable fields, with the display twin as the value', () => {
    const items = detailItems(d, fields);
    expect(items.map((i) => i.source)).toEqual([
      'id',
      'name',
      'source',
      'reason',
      'created_by',
      'comment',
    ]);
    expect(items.find((i) => i.source === 'reason')!.displaySource).toBe('reason_display');
  });

  it('the generated card puts the name first, dates and comment last, ids and flags aside', () => {
    const more: FieldsMeta = {
      date_created: { type: 'datetime', read_only: true },
      ...fields,
      org_id: { type: 'string', read_only: true },
      user_id: { type: 'string' },
      can_join: { type: 'boolean', read_only: true },
      is_expired: { type: 'boolean', read_only: true },
      is_active: { type: 'boolean' },
    };
    const s = detailSections(d, more);
    expect(s.basic.map((i) => i.source)).toEqual([
      'name',
      'source',
      'reason',
      'created_by',
      'is_active',
      'date_created',
      'comment',
    ]);
    expect(s.more.map((i) => i.source)).toEqual([
      'id',
      'org_id',
      'user_id',
      'can_join',
      'is_expired',
    ]);
  });

  it("a descriptor's detail fields are the card in their order, the rest more details", () => {
    const chosen = { ...d, detail: { fields: ['comment', 'name', 'nope'] } };
    const s = detailSections(chosen, fields);
    expect(s.basic.map((i) => i.source)).toEqual(['comment', 'name']);
    expect(s.more.map((i) => i.source)).toEqual(['id', 'source', 'reason', 'created_by']);
  });
});
