/**
 * The display helper of docs/shell.md §14.1: empty shows "-", booleans Yes/No, choices and
 * relations by their label (trying label, name, display_name, value), arrays joined with ', '.
 * A bare choice value reads as its metadata label; a date, typed or not, in the console's format.
 * The backend's account aliases (a permission's or a request's accounts) read as words.
 */
import { formatDate, isDateTimeText } from './datetime';

export type Translate = (key: string) => string;

export interface DisplayOptions {
  /** The metadata type of the field, when known: datetimes are reformatted for the locale. */
  type?: string;
  locale?: string;
  /** The field's metadata choices: a bare value (`ssh`, `success`) is shown by its label. */
  choices?: readonly { value: unknown; label?: unknown }[];
}

/**
 * Account aliases in a permission's or a ticket's accounts (docs/domain.md §7.5): `@SPEC` only marks
 * that usernames follow, so beside them it is left out.
 */
const ACCOUNT_ALIASES: Record<string, string> = {
  '@ALL': 'app.value.accounts.all',
  '@SPEC': 'app.value.accounts.spec',
  '@INPUT': 'app.value.accounts.input',
  '@USER': 'app.value.accounts.user',
  '@ANON': 'app.value.accounts.anon',
};

function labelOf(v: Record<string, unknown>): string | null {
  for (const key of ['label', 'display_name', 'name', 'value']) {
    const x = v[key];
    if (typeof x === 'string' || typeof x === 'number') return String(x);
  }
  return null;
}

export function displayValue(value: unknown, t: Translate, opts: DisplayOptions = {}): string {
  if (value === null || value === undefined || value === '') return t('app.value.empty');
  if (typeof value === 'string' && (opts.type === 'datetime' || isDateTimeText(value)))
    return formatDate(value, opts.locale ?? 'en');
  if (typeof value === 'boolean') return t(value ? 'app.value.yes' : 'app.value.no');
  if (Array.isArray(value)) {
    const named = value.some((v) => typeof v === 'string' && !(v in ACCOUNT_ALIASES));
    const parts = value
      .filter((v) => !(named && v === '@SPEC'))
      .map((v) => displayValue(v, t, { ...opts, type: undefined }))
      .filter((s) => s !== t('app.value.empty'));
    return parts.length ? parts.join(', ') : t('app.value.empty');
  }
  if (typeof value === 'object')
    return labelOf(value as Record<string, unknown>) ?? JSON.stringify(value);
  if (typeof value === 'string' && value in ACCOUNT_ALIASES) return t(ACCOUNT_ALIASES[value]!);
  const choice = opts.choices?.find((c) => c.value === value);
  if (choice && (typeof choice.label === 'string' || typeof choice.label === 'number'))
    return String(choice.label);
  return String(value);
}
