/**
 * The six `inflection` functions react-admin calls, for the words it gives them: resource names
 * (`console/users/users`, singular and plural in default titles) and field sources (default labels:
 * `date_joined` → "Date joined"). The package's full English tables weigh ~3 KiB gzip on every page,
 * and the console names its resources and fields itself; the regular rules below agree with the
 * package on every resource and field of the console (tests/unit/shims.test.ts). vite.config.ts
 * aliases the package to this module.
 */
type Rule = readonly [RegExp, string];

// Most specific first; the first rule whose pattern matches applies.
const PLURAL: readonly Rule[] = [
  [/(quiz)$/i, '$1zes'],
  [/(matr|vert|ind)(?:ix|ex)$/i, '$1ices'],
  [/(x|ch|ss|sh)$/i, '$1es'],
  [/([^aeiouy]|qu)y$/i, '$1ies'],
  [/(?:([^f])fe|([lr])f)$/i, '$1$2ves'],
  [/sis$/i, 'ses'],
  [/([ti])(?:a|um)$/i, '$1a'],
  [/(alias|status|bus)$/i, '$1es'],
  [/s$/i, 's'],
  [/$/, 's'],
];
const SINGULAR: readonly Rule[] = [
  [/(database)s$/i, '$1'],
  [/(quiz)zes$/i, '$1'],
  [/(matr)ices$/i, '$1ix'],
  [/(vert|ind)ices$/i, '$1ex'],
  [/(alias|status|bus)es$/i, '$1'],
  [/(x|ch|ss|sh)es$/i, '$1'],
  [/([^aeiouy]|qu)ies$/i, '$1y'],
  [/([lr])ves$/i, '$1f'],
  [/([^f])ves$/i, '$1fe'],
  [/(analy|ba|diagno|parenthe|progno|synop|the)ses$/i, '$1sis'],
  [/([ti])a$/i, '$1um'],
  [/(sis|ss|us)$/i, '$1'],
  [/s$/i, ''],
];
const UNCOUNTABLE = new Set(['equipment', 'information', 'data', 'series', 'species', 'validity']);

function apply(word: string, rules: readonly Rule[], override?: string): string {
  if (override) return override;
  if (UNCOUNTABLE.has(word.toLowerCase())) return word;
  const rule = rules.find(([pattern]) => pattern.test(word));
  return rule ? word.replace(rule[0], rule[1]) : word;
}

export const pluralize = (word: string, plural?: string) => apply(word, PLURAL, plural);
export const singularize = (word: string, singular?: string) => apply(word, SINGULAR, singular);

export function inflect(word: string, count: number, singular?: string, plural?: string): string {
  if (isNaN(count)) return word;
  return count === 1 ? singularize(word, singular) : pluralize(word, plural);
}

export function capitalize(text: string): string {
  const lower = text.toLowerCase();
  return lower.charAt(0).toUpperCase() + lower.slice(1);
}

/** `user_ids` → "User"; `date_joined` → "Date joined". */
export function humanize(text: string, lowFirstLetter?: boolean): string {
  const words = text
    .toLowerCase()
    .replace(/(_ids|_id)$/, '')
    .replace(/_/g, ' ');
  return lowFirstLetter ? words : capitalize(words);
}

/** `dateJoined` → `date_joined`. */
export function underscore(text: string): string {
  return text
    .split('::')
    .map((part) => part.replace(/([A-Z])/g, '_$1').replace(/^_/, ''))
    .join('/')
    .toLowerCase();
}

const STEPS: Record<string, (text: string) => string> = {
  pluralize,
  singularize,
  capitalize,
  humanize,
  underscore,
};

export function transform(text: string, steps: readonly string[]): string {
  return steps.reduce((out, step) => STEPS[step]?.(out) ?? out, text);
}
