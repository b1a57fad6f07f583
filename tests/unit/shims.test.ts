/**
 * The console's stand-ins for library packages (src/shims/) answer as the packages do, for what
 * react-admin asks of them. The packages themselves are imported by file: their bare names are
 * the shims.
 */
import * as theirInflection from 'inflection/lib/inflection.js';
import { File as NodeFile } from 'node:buffer';
import { createRequire } from 'node:module';
import * as theirQueryString from 'query-string/index.js';
import { describe, expect, it } from 'vitest';
import { catalogue } from '../../mock/catalogue';
import { seedStore } from '../../mock/seed';
import { descriptors, resourceRoute } from '../../resources';
import * as inflection from '../../src/shims/inflection';
import isEqual from '../../src/shims/isEqual';
import * as queryString from '../../src/shims/queryString';

// lodash by Node's own loader, which Vite's aliases never see.
const lodash = createRequire(import.meta.url);
const lodashIsEqual = lodash('lodash/isEqual') as typeof isEqual;

describe('inflection', () => {
  // Every resource name react-admin inflects and every field source it may humanize.
  const resources = descriptors.map(resourceRoute);
  const words = [
    ...resources,
    ...new Set(catalogue.flatMap((spec) => [spec.key, ...spec.fields.map((f) => f.name)])),
    ...['status', 'address', 'policy', 'box', 'match', 'leaf', 'knife', 'index', 'analysis'],
  ];

  it('singular and plural forms, as in default titles', () => {
    for (const word of words) {
      expect(inflection.singularize(word), word).toBe(theirInflection.singularize(word));
      expect(inflection.pluralize(word), word).toBe(theirInflection.pluralize(word));
      expect(inflection.inflect(word, 1), word).toBe(theirInflection.inflect(word, 1));
      expect(inflection.inflect(word, 2), word).toBe(theirInflection.inflect(word, 2));
    }
    expect(inflection.inflect('console/users/users', 1)).toBe('console/users/user');
  });

  it('default field labels and capitals', () => {
    for (const word of [...words, 'dateJoined', 'org_id', 'user_ids', 'a::bCd']) {
      const steps: ('underscore' | 'humanize')[] = ['underscore', 'humanize'];
      expect(inflection.transform(word, steps), word).toBe(theirInflection.transform(word, steps));
      expect(inflection.humanize(word), word).toBe(theirInflection.humanize(word));
      expect(inflection.capitalize(word), word).toBe(theirInflection.capitalize(word));
    }
    expect(inflection.transform('date_joined', ['underscore', 'humanize'])).toBe('Date joined');
  });
});

describe('query-string', () => {
  it('parses list addresses: sorted keys, repeated keys as arrays, bare keys as null', () => {
    for (const search of [
      '',
      '?',
      '?sort=name&order=ASC&page=2&perPage=15',
      '?filter=%7B%22q%22%3A%22a%20b%22%7D&displayedFilters=%7B%7D',
      '#tag=x&tag=y&tag',
      '?a=1+2&b=%E4%B8%AD%E6%96%87&c=%ZZ&d=&&e',
      '?k=%E4%B8%AD%E6%96%87%',
      '  ?x=1=2  ',
    ]) {
      expect({ ...queryString.parse(search) }, search).toEqual({
        ...theirQueryString.parse(search),
      });
      expect(Object.keys(queryString.parse(search)), search).toEqual(
        Object.keys(theirQueryString.parse(search)),
      );
    }
  });

  it("writes them back the package's way: sorted, strictly encoded, nulls bare, undefined left out", () => {
    for (const query of [
      { sort: 'name', order: 'ASC', page: 2, perPage: 15, filter: '{"q":"a b!\'()*"}' },
      { displayedFilters: '{}', empty: '', none: null, gone: undefined, yes: true },
      { tag: ['x', null, undefined, 'y z'], 中文: '值' },
      {},
    ]) {
      expect(queryString.stringify(query), JSON.stringify(query)).toBe(
        theirQueryString.stringify(query),
      );
    }
    expect(queryString.stringify({ b: 1, a: "'" })).toBe('a=%27&b=1');
  });
});

describe('lodash isEqual', () => {
  class Point {
    constructor(
      public x: number,
      public y = 0,
    ) {}
  }
  class Other {
    constructor(public x: number) {}
  }
  const store = seedStore({ now: new Date('2024-01-01T00:00:00Z') });
  const [user, asset] = [store.rows('users.users')[3], store.rows('assets.assets')[5]];
  const fromServer = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
  const symbol = Symbol('s');
  const args = function (..._: unknown[]) {
    // eslint-disable-next-line prefer-rest-params
    return arguments;
  };
  const sparse = [1];
  sparse[2] = 3; // a hole at 1
  const withExtra = Object.assign([1, 2], { extra: true });
  const cyclic = (): Record<string, unknown> => {
    const o: Record<string, unknown> = { id: 1, children: [] };
    (o.children as unknown[]).push({ parent: o });
    o.self = o;
    return o;
  };
  const loop = (): Record<string, unknown> => {
    const o: Record<string, unknown> = { id: 1 };
    o.self = o;
    return o;
  };
  const deeper = (): Record<string, unknown> => {
    const o: Record<string, unknown> = { id: 1 };
    o.self = { id: 1, self: o };
    return o;
  };
  const file = (name: string) => new NodeFile(['content'], name, { lastModified: 1 });
  const aFile = file('a.txt');
  const dataView = (bytes: number[], offset = 0) =>
    new DataView(new Uint8Array(bytes).buffer, offset);
  const mapOf = (...entries: [unknown, unknown][]) => new Map(entries);
  const selfMap = () => {
    const m = new Map<string, unknown>([['id', 1]]);
    return m.set('self', m);
  };

  // [what, a, b, lodash's answer]
  const pairs: [string, unknown, unknown, boolean][] = [
    ['a user record and its copy from the server', user, fromServer(user), true],
    ['an asset record and its copy from the server', asset, fromServer(asset), true],
    [
      'an asset whose nested protocol changed',
      asset,
      { ...fromServer(asset), protocols: [{ name: 'ssh', port: 2222 }] },
      false,
    ],
    [
      'list params',
      { page: 1, perPage: 15, sort: 'name', order: 'ASC', filter: { q: 'a' } },
      { sort: 'name', order: 'ASC', page: 1, perPage: 15, filter: { q: 'a' } },
      true,
    ],
    [
      'filters with a different value',
      { q: 'a', is_active: true },
      { q: 'a', is_active: 'true' },
      false,
    ],
    ['filters with an extra key', { q: 'a' }, { q: 'a', org: undefined }, false],
    ['selected ids in another order', [1, 2, 3], [3, 2, 1], false],
    ['selected ids', ['a', 'b'], ['a', 'b'], true],
    ['arrays of different lengths', [1, 2], [1, 2, undefined], false],
    ['a sparse array and undefined', sparse, [1, undefined, 3], true],
    ['an array with an extra property', withExtra, [1, 2], true],
    ['equal Dates', new Date(5), new Date(5), true],
    ['different Dates', new Date(5), new Date(6), false],
    ['invalid Dates', new Date(NaN), new Date(NaN), true],
    ['a Date and its time', new Date(5), 5, false],
    ['null and undefined', null, undefined, false],
    ['null and an object', null, {}, false],
    ['undefined keys', { a: undefined }, {}, false],
    ['NaN', NaN, NaN, true],
    ['NaN in records', { n: [NaN] }, { n: [NaN] }, true],
    ['-0 and +0', -0, 0, true],
    ['-0 and +0 in records', { n: -0 }, { n: 0 }, true],
    ['a number and its string', 1, '1', false],
    ['a number and its wrapper', 1, Object(1), true],
    ['a string and its wrapper', 'a', Object('a'), true],
    ['a boolean and its wrapper', true, Object(true), true],
    ['different wrappers', Object(1), Object(2), false],
    ['wrapped NaN', Object(NaN), Object(NaN), true],
    ['RegExps', /a/gi, /a/gi, true],
    ['RegExps with other flags', /a/g, /a/i, false],
    ['Errors', new Error('x'), new Error('x'), true],
    ['Errors with other messages', new Error('x'), new Error('y'), false],
    ['Errors of other names', new TypeError('x'), new RangeError('x'), false],
    ['symbols', symbol, symbol, true],
    ['other symbols', Symbol('s'), Symbol('s'), false],
    ['symbol objects', Object(symbol), Object(symbol), true],
    ['a symbol and its object', symbol, Object(symbol), true],
    ['symbol keys', { [symbol]: 1, a: 2 }, { [symbol]: 1, a: 2 }, true],
    ['different symbol values', { [symbol]: 1 }, { [symbol]: 2 }, false],
    ['a symbol key against a string key', { [symbol]: 1 }, { s: 1 }, false],
    ['a null-prototype object and a literal', Object.create(null), {}, true],
    [
      'null-prototype objects with keys',
      Object.assign(Object.create(null), { a: 1 }),
      { a: 1 },
      true,
    ],
    ['instances of one class', new Point(1), new Point(1), true],
    ['instances of one class, other values', new Point(1), new Point(2), false],
    ['instances of different classes', new Point(1), new Other(1), false],
    ['an instance and a literal', new Point(1, 0), { x: 1, y: 0 }, false],
    ['an own constructor key', { constructor: 1 }, { constructor: 1 }, true],
    ['arguments and a literal', args(1, 2), { 0: 1, 1: 2 }, true],
    ['arguments and an array', args(1, 2), [1, 2], false],
    ['Maps in another order', mapOf(['a', 1], ['b', 2]), mapOf(['b', 2], ['a', 1]), true],
    ['Maps with other values', mapOf(['a', 1]), mapOf(['a', 2]), false],
    ['Maps with object keys', mapOf([{ k: 1 }, 'v']), mapOf([{ k: 1 }, 'v']), true],
    ["Maps' pairs are compared unordered too", mapOf(['a', 'b']), mapOf(['b', 'a']), true],
    ['Sets in another order', new Set([1, { a: 2 }]), new Set([{ a: 2 }, 1]), true],
    ['Sets of other sizes', new Set([1]), new Set([1, 2]), false],
    ['arrays inside a Set, in another order', new Set([[1, 2]]), new Set([[2, 1]]), true],
    ['Maps that hold themselves', selfMap(), selfMap(), true],
    ['a Map and a literal', mapOf(['a', 1]), { a: 1 }, false],
    ['typed arrays', new Uint8Array([1, 2]), new Uint8Array([1, 2]), true],
    ['typed arrays with other bytes', new Uint8Array([1, 2]), new Uint8Array([1, 3]), false],
    ['typed arrays of other kinds', new Uint8Array([1]), new Int8Array([1]), false],
    ['float arrays with NaN', new Float64Array([NaN]), new Float64Array([NaN]), true],
    ['float arrays with -0 and 0', new Float64Array([-0]), new Float64Array([0]), true],
    ['a typed array and an array', new Uint8Array([1]), [1], false],
    ['ArrayBuffers', new Uint8Array([1, 2]).buffer, new Uint8Array([1, 2]).buffer, true],
    [
      'ArrayBuffers with other bytes',
      new Uint8Array([1]).buffer,
      new Uint8Array([2]).buffer,
      false,
    ],
    ['DataViews', dataView([1, 2]), dataView([1, 2]), true],
    ['DataViews at other offsets', dataView([1, 2], 1), dataView([1, 2], 0), false],
    ['two distinct Files with the same content', file('a.txt'), file('a.txt'), false],
    ['a File and itself', aFile, aFile, true],
    ['distinct functions', () => 1, () => 1, false],
    ['a function and an object', () => 1, {}, false],
    ['distinct Promises', Promise.resolve(1), Promise.resolve(1), false],
    ['WeakMaps', new WeakMap(), new WeakMap(), false],
    ['cycles of the same shape', cyclic(), cyclic(), true],
    ['a cycle and a deeper one', loop(), deeper(), false],
    ['cycles of other lengths', deeper(), deeper(), true],
    ['cycles that differ in a value', cyclic(), Object.assign(cyclic(), { id: 2 }), false],
  ];

  it('answers as the package on records, params, special values and cycles', () => {
    expect(lodashIsEqual).not.toBe(isEqual);
    for (const [what, a, b, expected] of pairs) {
      expect(isEqual(a, b), what).toBe(expected);
      expect(isEqual(a, b), what).toBe(lodashIsEqual(a, b));
      expect(isEqual(b, a), `${what} (reversed)`).toBe(lodashIsEqual(b, a));
    }
  });

  it("is what react-admin's own import of the package loads", async () => {
    const specifier = 'lodash/isEqual.js';
    const loaded = (await import(/* @vite-ignore */ specifier)) as { default: unknown };
    expect(loaded.default).toBe(isEqual);
  });
});
