/**
 * lodash's `isEqual`, which react-admin uses to compare records, list parameters, filters, form
 * values and stored preferences. The package's version brings ~25 helper modules (a stack and
 * hash caches for cycles, tag tables, key helpers) to every page; with `merge` (./merge.ts) they
 * weigh ~3 KiB gzip. vite.config.ts aliases react-admin's `lodash/isEqual.js` to this module;
 * tests/unit/shims.test.ts holds it to the package.
 *
 * The same rules as the package: NaN equals NaN and -0 equals 0; a primitive equals its wrapper
 * object; values of different kinds (`Object.prototype.toString`) are unequal; arrays and typed
 * arrays compare element-wise, other objects by own enumerable keys and symbols, then by
 * constructor; Maps and Sets compare unordered (and, as in the package, so do arrays inside them);
 * kinds the package does not know (functions, Files, Promises…) are equal only to themselves; a
 * pair already under comparison counts as equal, so cycles end. Not carried over, none of which a
 * react-admin value has: lodash wrapper objects (`__wrapped__`), Node Buffers, and objects whose
 * own writable `Symbol.toStringTag` the package masks to read their built-in kind.
 */
type Pairs = Map<object, object>;
type Bag = Record<PropertyKey, unknown>;

const OBJECT = '[object Object]';
const ARRAY = '[object Array]';
const MAP = '[object Map]';
/** The value's kind; the package counts `arguments` as a plain object. */
function kindOf(value: unknown): string {
  if (Array.isArray(value)) return ARRAY;
  const kind = Object.prototype.toString.call(value);
  return kind === '[object Arguments]' ? OBJECT : kind;
}
const hasOwn = (value: object, key: PropertyKey) =>
  Object.prototype.hasOwnProperty.call(value, key);
const isObjectLike = (value: unknown): value is object =>
  typeof value === 'object' && value !== null;
/** lodash's `eq`: SameValueZero. */
const same = (a: unknown, b: unknown) => a === b || (a !== a && b !== b);

export default function isEqual(value: unknown, other: unknown): boolean {
  return equal(value, other, false, new Map());
}

/** `unordered`: inside a Map or Set, where the package matches array elements in any order. */
function equal(a: unknown, b: unknown, unordered: boolean, pairs: Pairs): boolean {
  if (a === b) return true;
  if (a == null || b == null || (!isObjectLike(a) && !isObjectLike(b))) return a !== a && b !== b;
  const kind = kindOf(a);
  if (kind !== kindOf(b)) return false;
  if (kind === OBJECT) return equalObjects(a as Bag, b as Bag, unordered, pairs);
  // Arrays and typed arrays: element by element.
  if (kind === ARRAY || (ArrayBuffer.isView(a) && kind !== '[object DataView]'))
    return equalLists(a as ArrayLike<unknown>, b as ArrayLike<unknown>, unordered, pairs);
  return equalByKind(a as object, b as object, kind, pairs);
}

/** Whether a pair is already being compared: both on the stack, each with the other. */
function cycle(a: object, b: object, pairs: Pairs): boolean | undefined {
  const forA = pairs.get(a);
  const forB = pairs.get(b);
  return forA && forB ? forA === b && forB === a : undefined;
}

function equalLists(
  a: ArrayLike<unknown>,
  b: ArrayLike<unknown>,
  unordered: boolean,
  pairs: Pairs,
): boolean {
  if (a.length !== b.length) return false;
  const cyclic = cycle(a, b, pairs);
  if (cyclic !== undefined) return cyclic;
  pairs.set(a, b).set(b, a);
  const matched = new Set<number>();
  let result = true;
  for (let i = 0; i < a.length && result; i++) {
    const x = a[i];
    if (!unordered) result = x === b[i] || equal(x, b[i], unordered, pairs);
    else {
      // The first element of b not yet matched that equals x.
      let j = 0;
      while (j < b.length && (matched.has(j) || !(x === b[j] || equal(x, b[j], true, pairs)))) j++;
      result = j < b.length && !!matched.add(j);
    }
  }
  pairs.delete(a);
  pairs.delete(b);
  return result;
}

/** Own enumerable keys (a prototype object's `constructor` aside), then enumerable symbols. */
function keysOf(value: Bag): PropertyKey[] {
  const isPrototype =
    value ===
    ((typeof value.constructor === 'function' && value.constructor.prototype) || Object.prototype);
  const keys: PropertyKey[] = Object.keys(value).filter(
    (k) => !(isPrototype && k === 'constructor'),
  );
  return keys.concat(
    Object.getOwnPropertySymbols(value).filter((s) =>
      Object.prototype.propertyIsEnumerable.call(value, s),
    ),
  );
}

function equalObjects(a: Bag, b: Bag, unordered: boolean, pairs: Pairs): boolean {
  const keys = keysOf(a);
  if (keys.length !== keysOf(b).length || !keys.every((key) => hasOwn(b, key))) return false;
  const cyclic = cycle(a, b, pairs);
  if (cyclic !== undefined) return cyclic;
  pairs.set(a, b).set(b, a);
  const result =
    keys.every((key) => a[key] === b[key] || equal(a[key], b[key], unordered, pairs)) &&
    (keys.includes('constructor') || sameMaker(a, b));
  pairs.delete(a);
  pairs.delete(b);
  return result;
}

/**
 * Objects made by different constructors are unequal, unless either has none (`Object.create(null)`)
 * or both are Object-like (`Ctor instanceof Ctor`: Object and Function, or another realm's).
 */
function sameMaker(a: Bag, b: Bag): boolean {
  const [ca, cb] = [a.constructor, b.constructor];
  const objectLike = (c: unknown) => typeof c === 'function' && c instanceof c;
  return (
    ca === cb || !('constructor' in a && 'constructor' in b) || (objectLike(ca) && objectLike(cb))
  );
}

function equalByKind(a: object, b: object, kind: string, pairs: Pairs): boolean {
  switch (kind) {
    case '[object DataView]': {
      const [x, y] = [a as DataView, b as DataView];
      // As the package: the views' places, then their whole buffers.
      return (
        x.byteLength === y.byteLength &&
        x.byteOffset === y.byteOffset &&
        equalByKind(x.buffer, y.buffer, '[object ArrayBuffer]', pairs)
      );
    }
    case '[object ArrayBuffer]': {
      const [x, y] = [new Uint8Array(a as ArrayBuffer), new Uint8Array(b as ArrayBuffer)];
      return x.length === y.length && x.every((byte, i) => byte === y[i]);
    }
    case '[object Boolean]':
    case '[object Date]':
    case '[object Number]':
      return same(Number(a), Number(b));
    case '[object Error]':
      return (a as Error).name == (b as Error).name && (a as Error).message == (b as Error).message;
    case '[object RegExp]':
    case '[object String]':
      // Loose, as the package: a String object or a pattern against the other's text.
      return (a as unknown as string) == (b as unknown as string) + '';
    case MAP:
    case '[object Set]': {
      const [x, y] = [
        a as Set<unknown> | Map<unknown, unknown>,
        b as Set<unknown> | Map<unknown, unknown>,
      ];
      if (x.size !== y.size) return false;
      const stacked = pairs.get(x);
      if (stacked) return stacked === y;
      const entries = (c: typeof x) => {
        const list: unknown[] = [];
        c.forEach((v: unknown, k: unknown) => list.push(kind === MAP ? [k, v] : v));
        return list;
      };
      pairs.set(x, y);
      const result = equalLists(entries(x), entries(y), true, pairs);
      pairs.delete(x);
      return result;
    }
    case '[object Symbol]':
      return Symbol.prototype.valueOf.call(a) == Symbol.prototype.valueOf.call(b);
  }
  return false;
}
