/**
 * `query-string`'s parse and stringify as react-admin calls them (default options: keys sorted,
 * repeated keys as arrays, a key without `=` as null, strict percent-encoding), on the platform's
 * decoder: the package and its four helpers weigh ~1.7 KiB gzip on every page. vite.config.ts
 * aliases the package to this module; tests/unit/shims.test.ts holds it to the package.
 */
type Parsed = Record<string, string | null | (string | null)[]>;
type Value = string | number | boolean | null | undefined;

/** Decodes what it can: a malformed escape stays as written instead of throwing. */
function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text.replace(/(?:%[0-9a-f]{2})+/gi, (run) => {
      try {
        return decodeURIComponent(run);
      } catch {
        return run;
      }
    });
  }
}

/** encodeURIComponent, plus the five characters it leaves (RFC 3986's reserved sub-delims). */
const encode = (value: Value) =>
  encodeURIComponent(String(value)).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

export function parse(query: unknown): Parsed {
  const found: Parsed = Object.create(null);
  if (typeof query !== 'string') return found;
  for (const part of query
    .trim()
    .replace(/^[?#&]/, '')
    .split('&')) {
    if (!part) continue;
    const spaced = part.replace(/\+/g, ' ');
    const eq = spaced.indexOf('=');
    const key = decode(eq < 0 ? spaced : spaced.slice(0, eq));
    const value = eq < 0 ? null : decode(spaced.slice(eq + 1));
    const prior = found[key];
    found[key] = prior === undefined ? value : [...(Array.isArray(prior) ? prior : [prior]), value];
  }
  const sorted: Parsed = Object.create(null);
  for (const key of Object.keys(found).sort()) sorted[key] = found[key]!;
  return sorted;
}

function pair(key: string, value: Value): string {
  if (value === undefined) return '';
  return value === null ? encode(key) : `${encode(key)}=${encode(value)}`;
}

export function stringify(
  object: Record<string, Value | readonly Value[]> | null | undefined,
): string {
  if (!object) return '';
  return Object.keys(object)
    .sort()
    .map((key) => {
      const value = object[key];
      return Array.isArray(value)
        ? value
            .map((item: Value) => pair(key, item))
            .filter(Boolean)
            .join('&')
        : pair(key, value as Value);
    })
    .filter(Boolean)
    .join('&');
}
