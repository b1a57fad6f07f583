/**
 * The display helper of docs/shell.md §14.1: empty shows "-", booleans Yes/No, choices and
 * relations by their label (trying label, name, display_name, value), arrays joined with ', '.
 */
import { formatDate } from './datetime';

export type Translate = (key: string) => string;

export interface DisplayOptions {
  /** The metadata type of the field, when known: datetimes are reformatted for the locale. */
  type?: string;
  locale?: string;
}

function labelOf(v: Record<string, unknown>): string | null {
  for (const key of ['label', 'display_name', 'name', 'value']) {
    const x = v[key];
    if (typeof x === 'string' || typeof x === 'number') return String(x);
  }
  return null;
}

export function displayValue(value: unknown, t: Translate, opts: DisplayOptions = {}): string {
  if (value === null || value === undefined || value === '') return t('app.value.empty');
  if (opts.type === 'datetime' && typeof value === 'string')
    return formatDate(value, opts.locale ?? 'en');
  if (typeof value === 'boolean') return t(value ? 'app.value.yes' : 'app.value.no');
  if (Array.isArray(value)) {
    const parts = value.map((v) => displayValue(v, t)).filter((s) => s !== t('app.value.empty'));
    return parts.length ? parts.join(', ') : t('app.value.empty');
  }
  if (typeof value === 'object')
    return labelOf(value as Record<string, unknown>) ?? JSON.stringify(value);
  return String(value);
}
