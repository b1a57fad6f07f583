/**
 * lodash's `merge`, which react-admin calls to combine translation catalogues, a form's default
 * values with its record, and option objects. The package's version brings ~20 helper modules
 * (cloning, key and kind helpers, a stack for cycles) to every page; with `isEqual` (./isEqual.ts)
 * they weigh ~3 KiB gzip. vite.config.ts aliases react-admin's `lodash/merge.js` to this module;
 * tests/unit/shims.test.ts holds it to the package.
 *
 * The same rules as the package: the target is changed and returned; each source's enumerable keys,
 * inherited ones too, are merged in turn; plain objects and arrays are merged into copies (arrays
 * index by index), never shared with a source; typed arrays are copied; other objects (Dates,
 * Files, class instances, functions) are taken as they are; an `undefined` value never replaces a
 * key the target has; a key `__proto__` never reaches a prototype (an object under it is dropped,
 * another value becomes an own property), so JSON from the server cannot pollute `Object.prototype`.
 * Not carried over: the package's guard for use as an iteratee (`_.map(list, _.merge)`, where the
 * second argument is an index) and Node Buffers, neither of which react-admin's calls can meet.
 */
type Bag = Record<PropertyKey, unknown>;
type Pairs = Map<unknown, Bag>;

const hasOwn = (value: object, key: PropertyKey) =>
  Object.prototype.hasOwnProperty.call(value, key);
const kindOf = (value: unknown) => Object.prototype.toString.call(value);
const isObject = (value: unknown): value is Bag =>
  value !== null && (typeof value === 'object' || typeof value === 'function');
const isLength = (value: unknown): value is number =>
  typeof value === 'number' && value > -1 && value % 1 === 0 && value <= Number.MAX_SAFE_INTEGER;
const isArrayLike = (value: unknown): value is ArrayLike<unknown> =>
  value != null && typeof value !== 'function' && isLength((value as Bag).length);
const isArguments = (value: unknown) =>
  typeof value === 'object' && value !== null && kindOf(value) === '[object Arguments]';
const isTypedArray = (value: unknown): value is Uint8Array =>
  ArrayBuffer.isView(value) && !(value instanceof DataView);
const isPrototype = (value: Bag) =>
  value ===
  ((typeof value.constructor === 'function' && value.constructor.prototype) || Object.prototype);

/** lodash's `eq`: SameValueZero. */
const same = (a: unknown, b: unknown) => a === b || (a !== a && b !== b);

const objectSource = Function.prototype.toString.call(Object);
/** An object literal's kind: made by `Object` (this realm's or another's) or with no prototype. */
function isPlainObject(value: unknown): value is Bag {
  if (typeof value !== 'object' || value === null || kindOf(value) !== '[object Object]')
    return false;
  const proto = Object.getPrototypeOf(value) as Bag | null;
  if (proto === null) return true;
  const maker = hasOwn(proto, 'constructor') && proto.constructor;
  return (
    typeof maker === 'function' &&
    maker instanceof maker &&
    Function.prototype.toString.call(maker) === objectSource
  );
}

export default function merge<T, S>(object: T, ...sources: S[]): T & S {
  const target = Object(object) as Bag;
  for (const source of sources) if (source) mergeInto(target, source, new Map());
  return target as T & S;
}

/** Array-likes' indices (holes too), then every enumerable key, inherited ones too. */
function keysIn(value: unknown): string[] {
  const indexed = Array.isArray(value) || isArguments(value) || isTypedArray(value);
  const length = indexed ? (value as ArrayLike<unknown>).length : 0;
  const keys = Array.from({ length }, (_, i) => String(i));
  // A prototype's `constructor`, or an inherited one, is not the object's own data.
  const skipMaker =
    isObject(value) &&
    !isArrayLike(value) &&
    ((key: string) => key === 'constructor' && (isPrototype(value) || !hasOwn(value, key)));
  for (const key in Object(value)) {
    if (indexed && (key === 'length' || (/^(?:0|[1-9]\d*)$/.test(key) && +key < length))) continue;
    if (skipMaker && skipMaker(key)) continue;
    keys.push(key);
  }
  return keys;
}

/** The package's `safeGet`: a key that leads to a prototype reads as absent. */
const read = (value: Bag, key: string) =>
  (key === 'constructor' && typeof value[key] === 'function') || key === '__proto__'
    ? undefined
    : value[key];

/** Sets a key unless the target holds that value already, or the value is undefined and the key is there. */
function assign(target: Bag, key: string, value: unknown): void {
  if (value === undefined ? key in target : same(target[key], value)) return;
  if (key === '__proto__')
    Object.defineProperty(target, key, {
      configurable: true,
      enumerable: true,
      value,
      writable: true,
    });
  else target[key] = value;
}

/** `pairs`: each source object under merge and its copy, so a cycle in a source maps onto the copy. */
function mergeInto(target: Bag, source: unknown, pairs: Pairs): void {
  if (target === source) return;
  const from = Object(source) as Bag;
  for (const key of keysIn(source)) {
    if (isObject(from[key])) mergeValue(target, from, key, pairs);
    else assign(target, key, from[key]);
  }
}

function mergeValue(target: Bag, source: Bag, key: string, pairs: Pairs): void {
  const current = read(target, key);
  const value = read(source, key);
  const copied = pairs.get(value);
  if (copied) return assign(target, key, copied);
  let result: unknown = value;
  let deep = true;
  if (Array.isArray(value) || isTypedArray(value)) {
    if (Array.isArray(current)) result = current;
    else if (typeof current === 'object' && isArrayLike(current))
      result = Array.from({ length: current.length }, (_, i) => current[i]);
    else if (isTypedArray(value)) {
      deep = false;
      const Typed = value.constructor as new (
        b: ArrayBuffer,
        offset: number,
        length: number,
      ) => unknown;
      result = new Typed((value.buffer as ArrayBuffer).slice(0), value.byteOffset, value.length);
    } else result = [];
  } else if (isPlainObject(value) || isArguments(value)) {
    result = current;
    if (isArguments(current))
      result = Object.fromEntries(keysIn(current).map((k) => [k, (current as Bag)[k]]));
    else if (!isObject(current) || typeof current === 'function') result = emptyLike(value as Bag);
  } else deep = false;
  if (deep) {
    pairs.set(value, result as Bag);
    mergeInto(result as Bag, value, pairs);
    pairs.delete(value);
  }
  assign(target, key, result);
}

/** An empty object with the source's prototype (a prototype-less source gives a literal). */
function emptyLike(value: Bag): Bag {
  const proto = Object.getPrototypeOf(value) as object | null;
  return typeof value.constructor === 'function' && !isPrototype(value) && proto
    ? (Object.create(proto) as Bag)
    : {};
}
