/**
 * A failed row's server answer → tooltip lines "<column title>: <message>" (docs/wire.md §12.4,
 * import row error; docs/wire.md §12.4). Nested errors are flattened into text; row-wide errors
 * (`detail`, `error`, `non_field_errors`, a bare list or string) have no title.
 */
import type { FailureLine } from './importTask';

const ROW_WIDE = new Set(['non_field_errors', 'detail', 'error', 'msg', 'errors']);
const META_KEYS = new Set(['code']);

/** Any error value as one line of text: lists joined with '; ', objects as `key: text`. */
export function errorValueText(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (Array.isArray(v)) return v.map(errorValueText).filter(Boolean).join('; ');
  return Object.entries(v as Record<string, unknown>)
    .filter(([k]) => !META_KEYS.has(k))
    .map(([k, x]) => [k, errorValueText(x)] as const)
    .filter(([, text]) => text)
    .map(([k, text]) => `${k}: ${text}`)
    .join('; ');
}

export function failureLines(
  body: unknown,
  titleOf: (field: string) => string,
  fallback: string,
): FailureLine[] {
  const lines: FailureLine[] = [];
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
      if (META_KEYS.has(key)) continue;
      const message = errorValueText(value);
      if (!message) continue;
      lines.push({ title: ROW_WIDE.has(key) ? null : titleOf(key), message });
    }
  } else {
    const message = errorValueText(body);
    if (message) lines.push({ title: null, message });
  }
  return lines.length ? lines : [{ title: null, message: fallback }];
}

export function failureText(lines: readonly FailureLine[]): string {
  return lines.map((l) => (l.title ? `${l.title}: ${l.message}` : l.message)).join('\n');
}
