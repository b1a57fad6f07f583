import { describe, expect, it } from 'vitest';
import type { FieldMeta } from '../../dataProvider';
import {
  address,
  alnumUnderscore,
  cleanTags,
  email,
  json,
  jsonText,
  noEmoji,
  onePrimary,
  required,
  ruleNames,
  splitNestedSelection,
  usernameMapping,
} from '../../src/schema/rules';

const m = (type: string, extra: Partial<FieldMeta> = {}): FieldMeta => ({ type, ...extra });

describe('the validation rules of docs/shell.md §9.4', () => {
  it('required rejects blank text and empty lists', () => {
    expect(required('')).toBe('pages.rules.required');
    expect(required('  ')).toBe('pages.rules.required');
    expect(required([])).toBe('pages.rules.required');
    expect(required(null)).toBe('pages.rules.required');
    expect(required('x')).toBeUndefined();
    expect(required(false)).toBeUndefined();
  });

  it('e-mail, address, emoji, letters-digits-underscore', () => {
    expect(email('a@b.co')).toBeUndefined();
    expect(email('nope')).toBe('pages.rules.email');
    expect(email('')).toBeUndefined();
    expect(address(' https://a.b/c?d=1&e#f ')).toBeUndefined();
    expect(address('10.0.0.1')).toBeUndefined();
    expect(address('a b')).toBe('pages.rules.format');
    expect(address('x;rm')).toBe('pages.rules.format');
    expect(noEmoji('hello 🙂')).toBe('pages.rules.no_emoji');
    expect(noEmoji('你好')).toBeUndefined();
    expect(alnumUnderscore('abc_1')).toBeUndefined();
    expect(alnumUnderscore('a-b')).toBe('pages.rules.alnum_underscore');
  });

  it('JSON text and a username mapping', () => {
    expect(json('{"a":1}')).toBeUndefined();
    expect(json('{a:1}')).toBe('pages.rules.invalid_json');
    expect(json({ a: 1 })).toBeUndefined();
    expect(usernameMapping('{"uid":"username"}')).toBeUndefined();
    expect(usernameMapping({ mail: 'email' })).toBe('pages.rules.username_mapping');
    expect(usernameMapping('{oops')).toBe('pages.rules.invalid_json');
  });

  it("an unknown type's text: JSON-like text, or text replacing an object or a list, must parse", () => {
    expect(jsonText(false)('plain words')).toBeUndefined();
    expect(jsonText(false)({ a: 1 })).toBeUndefined();
    expect(jsonText(false)('{"a": ')).toBe('pages.rules.invalid_json');
    expect(jsonText(false)(' [1, ')).toBe('pages.rules.invalid_json');
    expect(jsonText(true)('plain words')).toBe('pages.rules.invalid_json');
    expect(jsonText(true)(['a'])).toBeUndefined();
    expect(jsonText(true)(null)).toBeUndefined();
  });

  it('exactly one primary row', () => {
    expect(onePrimary([{ primary: true }, { primary: false }])).toBeUndefined();
    expect(onePrimary([{ primary: true }, { primary: true }])).toBe('pages.rules.one_primary');
    expect(onePrimary([{ primary: false }])).toBe('pages.rules.one_primary');
    expect(onePrimary([])).toBeUndefined();
  });

  it('nested selects: uuids are existing records, other values new entries only when allowed', () => {
    const id = '6f1607c2-1f30-4f4b-8950-a5f391724ed2';
    expect(splitNestedSelection([id, 'new-one'], true)).toEqual({
      existing: [id],
      created: ['new-one'],
    });
    expect(splitNestedSelection([id, 'new-one'], false)).toEqual({ existing: [id], created: [] });
  });

  it('tags: blanks dropped, values trimmed, duplicates ignored', () => {
    expect(cleanTags([' a ', '', 'b', 'a', '  '])).toEqual(['a', 'b']);
  });

  it('a field gets required from metadata, email by name or type, json by type, plus its own', () => {
    expect(ruleNames('name', m('string', { required: true }))).toEqual(['required']);
    expect(ruleNames('name', m('string', { required: true, read_only: true }))).toEqual([]);
    expect(ruleNames('email', m('string'))).toEqual(['email']);
    expect(ruleNames('meta', m('json'))).toEqual(['json']);
    expect(ruleNames('address', m('string'), { rules: ['address', 'noEmoji'] })).toEqual([
      'address',
      'noEmoji',
    ]);
  });
});
