/**
 * Three changes to happy-dom that keep what a test can observe and take about a sixth off the
 * integration tests' time (profiled: two thirds of their CPU went to happy-dom, most of it to
 * computed styles, which Testing Library asks for every accessible name):
 * - `element.toString()` is "[object HTMLDivElement]", as in a browser, not the element's whole
 *   markup: MUI's popper calls it to tell a window from an element, several times per tooltip.
 * - A computed style stays cached until happy-dom itself invalidates it (a style sheet or an
 *   element changed): happy-dom holds it through a WeakRef, which every minor garbage collection
 *   clears, so the same styles were computed again and again.
 * - A style rule whose subject names a class the element lacks does not match, decided before
 *   happy-dom parses the selector: nearly all of emotion's thousands of rules are such.
 * They reach into happy-dom 21's own modules (its version is pinned): an upgrade that moves them
 * stops every DOM test at its setup, naming the missing module.
 */
import CSSComputedStyle from 'happy-dom/lib/css/declaration/computed-style/CSSComputedStyle.js';
import Element from 'happy-dom/lib/nodes/element/Element.js';
import * as PropertySymbol from 'happy-dom/lib/PropertySymbol.js';
import QuerySelector from 'happy-dom/lib/query-selector/QuerySelector.js';

interface CacheEntry {
  result: WeakRef<object> | null;
}
type Node = Record<symbol, unknown>;

Element.prototype.toString = function (this: object) {
  return `[object ${this.constructor.name}]`;
};

const computed = CSSComputedStyle.prototype as unknown as {
  element: Node;
  getComputedStyle(): unknown;
  getCachedPropertyManager(node: Node | null): object | null;
};
const entryOf = (node: Node | null) =>
  (node?.[PropertySymbol.cache] as { computedStyle?: CacheEntry } | undefined)?.computedStyle;
/** The style of each live cache entry, held strongly for as long as happy-dom keeps the entry. */
const held = new WeakMap<CacheEntry, object>();

computed.getCachedPropertyManager = function (node) {
  const entry = entryOf(node);
  if (!entry?.result) return null;
  return entry.result.deref() ?? held.get(entry) ?? null;
};
const compute = computed.getComputedStyle;
computed.getComputedStyle = function (this: typeof computed) {
  const style = compute.call(this);
  // The element's and its ancestors' entries were (re)made just now: their WeakRefs still hold.
  for (let node: Node | null = this.element; node; node = node[PropertySymbol.parentNode] as Node) {
    const entry = entryOf(node);
    const kept = entry?.result?.deref();
    if (entry && kept) held.set(entry, kept);
  }
  return style;
};

/** The class a selector's subject must have, or '' when that cannot be read at a glance. */
const subjectClasses = new Map<string, string>();
function subjectClass(selector: string): string {
  let name = subjectClasses.get(selector);
  if (name === undefined) {
    // Groups, functional pseudo-classes, attributes and escapes are left to happy-dom.
    const subject = /[,()[\]\\"']/.test(selector)
      ? ''
      : selector
          .trim()
          .split(/[\s>+~]+/)
          .pop();
    name = /^\.(-?[_a-zA-Z][\w-]*)/.exec(subject ?? '')?.[1] ?? '';
    subjectClasses.set(selector, name);
  }
  return name;
}
const selectors = QuerySelector as unknown as {
  matches(element: { classList?: DOMTokenList }, selector: unknown, options?: unknown): unknown;
};
const matches = selectors.matches;
selectors.matches = function (element, selector, options) {
  if (typeof selector === 'string' && element.classList) {
    const name = subjectClass(selector);
    if (name && !element.classList.contains(name)) return null;
  }
  return matches.call(this, element, selector, options);
};
