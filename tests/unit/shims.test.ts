/**
 * The console's stand-ins for library packages (src/shims/) answer as the packages do, for what
 * react-admin asks of them. The packages themselves are imported by file (their bare names are
 * the shims), or by Node's own loader (lodash, whose files by name are the shims).
 */
import * as theirInflection from 'inflection/lib/inflection.js';
import { File as NodeFile } from 'node:buffer';
import { createRequire } from 'node:module';
import * as theirQueryString from 'query-string/index.js';
import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { catalogueSources } from '../../i18n/catalogueSources';
import { en } from '../../i18n/en';
import { catalogue } from '../../mock/catalogue';
import { seedStore } from '../../mock/seed';
import { descriptors, resourceRoute } from '../../resources';
import * as inflection from '../../src/shims/inflection';
import isEqual from '../../src/shims/isEqual';
import merge from '../../src/shims/merge';
import * as queryString from '../../src/shims/queryString';

// Node's loader never sees Vite's aliases (the tests check the two differ).
const lodash = createRequire(import.meta.url);
const lodashIsEqual = lodash('lodash/isEqual') as typeof isEqual;
const lodashMerge = lodash('lodash/merge') as typeof merge;

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

describe('lodash merge', () => {
  type Bag = Record<string, unknown>;
  class Point {
    constructor(public x: number) {}
  }
  const asset = seedStore({ now: new Date('2024-01-01T00:00:00Z') }).rows('assets.assets')[5];
  const fromServer = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
  const isObj = (v: unknown): v is Bag => typeof v === 'object' && v !== null;
  const args = function (..._: unknown[]) {
    // eslint-disable-next-line prefer-rest-params
    return arguments;
  };
  const fn = () => 1;
  const sparse = [1];
  sparse[2] = 3;

  /** What a merge gives: the result, the arguments afterwards, and where each object came from. */
  function run(merger: typeof merge, make: () => unknown[]) {
    const params = make();
    const origin = new Map<object, string>();
    const collect = (v: unknown, name: string) => {
      if ((!isObj(v) && typeof v !== 'function') || origin.has(v as object)) return;
      origin.set(v as object, name);
      for (const key of Object.keys(v as object)) collect((v as Bag)[key], name);
    };
    params.forEach((p, i) => collect(p, i ? `source ${i}` : 'target'));
    const result = merger(params[0], ...params.slice(1));
    const places: string[] = [];
    const seen = new Set<object>();
    const walk = (v: unknown, path: string) => {
      if (!isObj(v) || seen.has(v)) return;
      seen.add(v);
      const proto = Object.getPrototypeOf(v) as { constructor?: { name: string } } | null;
      places.push(`${path}: ${origin.get(v) ?? 'new'} ${proto?.constructor?.name ?? 'null'}`);
      for (const key of Object.keys(v)) walk(v[key], `${path}.${key}`);
    };
    walk(result, '$');
    return { result, params, places };
  }

  const cases: [string, () => unknown[]][] = [
    [
      'catalogues',
      () => [
        {},
        { ra: { action: { save: 'Save', delete: 'Delete' } } },
        { ra: { action: { save: '保存' } }, app: { x: 'y' } },
      ],
    ],
    ['arrays index by index', () => [{}, { a: [1, 2, 3] }, { a: [4] }]],
    [
      'arrays of records',
      () => [
        {},
        {
          p: [
            { name: 'ssh', port: 22 },
            { name: 'rdp', port: 3389 },
          ],
        },
        { p: [{ port: 2222 }] },
      ],
    ],
    ['undefined keeps a key, adds a missing one', () => [{ a: 1 }, { a: undefined, b: undefined }]],
    [
      'null replaces',
      () => [
        { a: { x: 1 }, b: 1 },
        { a: null, b: null },
      ],
    ],
    ['NaN over NaN', () => [{ a: NaN }, { a: NaN }]],
    ['a Date is taken as it is', () => [{}, { d: new Date(1) }, { e: { d: new Date(2) } }]],
    ['a plain object into a Date', () => [{}, { d: new Date(1) }, { d: { x: 1 } }]],
    ['class instances are taken as they are', () => [{}, { p: new Point(1) }]],
    ['a plain object into an instance', () => [{ p: new Point(1) }, { p: { y: 2 } }]],
    ['Files are taken as they are', () => [{}, { f: new NodeFile(['x'], 'a.txt') }]],
    ['typed arrays are copied', () => [{}, { t: new Uint8Array([1, 2]) }]],
    ['a typed array into an array', () => [{ t: [9, 9, 9] }, { t: new Uint8Array([1]) }]],
    ['an array into a typed array', () => [{ t: new Uint8Array([1, 2]) }, { t: [7] }]],
    ['an object into a number', () => [{ a: 1 }, { a: { x: 1 } }]],
    ['an array into a string', () => [{ a: 'text' }, { a: [1] }]],
    ['an object into a function', () => [{ a: fn }, { a: { x: 1 } }]],
    ['a function is taken as it is', () => [{}, { a: fn }]],
    ['an array into an object', () => [{ a: { x: 1 } }, { a: [1] }]],
    ['an object into an array', () => [{ a: [1, 2] }, { a: { x: 1 } }]],
    ['arguments as a source value', () => [{}, { a: args(1, 2) }]],
    ['into arguments', () => [{ a: args(1, 2) }, { a: { x: 1 } }]],
    [
      'a prototype-less source value',
      () => [{}, { a: Object.assign(Object.create(null), { k: 1 }) }],
    ],
    [
      'inherited keys',
      () => [{}, Object.assign(Object.create({ inherited: { deep: 1 } }), { own: 1 })],
    ],
    ['an object made from another', () => [{}, { a: Object.create({ k: 1 }) }]],
    ['an inherited constructor key', () => [{}, Object.create({ constructor: 'c', k: 1 })]],
    ['an own constructor key', () => [{}, { constructor: 'c', k: { j: 1 } }]],
    ['symbol keys are left', () => [{}, { [Symbol.for('s')]: 1, a: 1 }]],
    ['falsy sources are skipped', () => [{ a: 1 }, null, undefined, 0, '', false, { b: 2 }]],
    ['a string source', () => [{}, 'ab']],
    ['a null target', () => [null, { a: { b: 1 } }]],
    ['an array target', () => [[1, 2, 3], [4]]],
    ['sparse arrays', () => [{}, { a: sparse }]],
    [
      'a source with a cycle',
      () => {
        const s: Bag = { id: 1, list: [] };
        s.self = s;
        (s.list as unknown[]).push(s);
        return [{}, s];
      },
    ],
    [
      'a target merged with itself',
      () => {
        const t = { a: { x: 1 } };
        return [t, t];
      },
    ],
    [
      'an object shared by target and source',
      () => {
        const shared = { x: 1 };
        return [{ a: shared }, { a: shared, b: shared }];
      },
    ],
    [
      "a form's default values and its record",
      () => [
        {},
        { name: '', protocols: [], labels: [], accounts: [], domain: null },
        fromServer(asset),
      ],
    ],
    [
      "unique validation's options",
      () => [
        { debounce: 1000, filter: {}, message: 'ra.validation.unique' },
        { filter: { org: 1 } },
      ],
    ],
  ];

  it('gives what the package gives, with the same objects copied and the same taken', () => {
    expect(lodashMerge).not.toBe(merge);
    for (const [what, make] of cases) {
      const mine = run(merge, make);
      const theirs = run(lodashMerge, make);
      expect(mine.result, what).toStrictEqual(theirs.result);
      expect(mine.params, what).toStrictEqual(theirs.params);
      expect(mine.places, what).toEqual(theirs.places);
      if (isObj(mine.params[0])) expect(mine.result, what).toBe(mine.params[0]);
    }
  });

  it('the rules, in values', () => {
    expect(merge({}, { a: [1, 2, 3] }, { a: [4] })).toEqual({ a: [4, 2, 3] });
    const undefinedKept = merge({ a: 1 }, { a: undefined, b: undefined });
    expect(undefinedKept).toEqual({ a: 1, b: undefined });
    expect('b' in undefinedKept).toBe(true);
    expect(merge({ a: { x: 1 } }, { a: null })).toEqual({ a: null });
    const date = new Date(1);
    const record = { d: date, nested: { list: [{ id: 1 }] } };
    const merged = merge({}, record);
    expect(merged.d).toBe(date);
    expect(merged.nested).not.toBe(record.nested);
    expect(merged.nested.list).not.toBe(record.nested.list);
    expect(merged.nested.list[0]).not.toBe(record.nested.list[0]);
    const typed = new Uint8Array([1, 2]);
    const copied = merge({}, { typed }).typed;
    expect(copied).not.toBe(typed);
    expect([...copied]).toEqual([1, 2]);
    expect(merge({ a: 1 }, { a: { x: 1 } })).toEqual({ a: { x: 1 } });
  });

  it('JSON from the server cannot reach a prototype', () => {
    const hostile = JSON.parse(
      '{"__proto__": {"polluted": 1}, "a": {"__proto__": {"polluted": 2}}, "b": {"__proto__": "x"},' +
        ' "constructor": {"prototype": {"polluted": 3}}}',
    ) as Bag;
    for (const merger of [merge, lodashMerge]) {
      const result = merger({}, hostile) as Bag;
      expect(({} as Bag).polluted).toBeUndefined();
      expect(Object.getPrototypeOf(result)).toBe(Object.prototype);
      expect(Object.prototype.hasOwnProperty.call(result, '__proto__')).toBe(false);
      expect(Object.getPrototypeOf(result.a)).toBe(Object.prototype);
      expect(Object.getPrototypeOf(result.b)).toBe(Object.prototype);
      expect(Object.getOwnPropertyDescriptor(result.b, '__proto__')?.value).toBe('x');
      expect(Object.prototype.hasOwnProperty.call(result, 'constructor')).toBe(true);
      expect(Object.prototype.hasOwnProperty.call(Object.prototype, 'polluted')).toBe(false);
    }
    // (Each result's own `constructor` is its own object, which toStrictEqual takes for a class.)
    expect(lodashIsEqual(merge({}, hostile), lodashMerge({}, hostile))).toBe(true);
  });

  it("react-admin's catalogues, merged as mergeTranslations does", async () => {
    const english = { ...englishMessages, ...en };
    for (const [ra, app] of [await catalogueSources.zh(), await catalogueSources.ja()]) {
      const mine = merge({}, english, ra, app);
      expect(mine).toStrictEqual(lodashMerge({}, english, ra, app));
      expect(mine).not.toBe(english);
      expect((mine as { ra: unknown }).ra).not.toBe((ra as { ra: unknown }).ra);
    }
  });

  it("is what react-admin's own import of the package loads", async () => {
    const specifier = 'lodash/merge.js';
    const loaded = (await import(/* @vite-ignore */ specifier)) as { default: unknown };
    expect(loaded.default).toBe(merge);
  });
});
