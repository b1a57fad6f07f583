/**
 * Server strings set inside the console's sentences (a confirmation, a notice, a title, a caption)
 * are isolated from them, as `<bdi>` does: a value holding right-to-left letters or bidi controls
 * (a group named `x \u202Egnp.exe`) goes between FIRST STRONG ISOLATE and POP DIRECTIONAL ISOLATE,
 * so it can neither reorder the punctuation around it nor run past its own end (an override left
 * open ends at the isolate's end). Text without such characters is left as it is: in the console's
 * left-to-right languages it cannot move anything.
 *
 * The i18n provider applies it to every interpolated value; code that builds a caption out of
 * server strings itself uses `isolateBidi` on them.
 */

export const FSI = '\u2068';
export const PDI = '\u2069';

/** Right-to-left scripts (Hebrew, Arabic, Syriac, Thaana, N'Ko… and their presentation forms) and the bidi controls. */
const BIDI_SENSITIVE =
  /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF\u{10800}-\u{10FFF}\u{1E800}-\u{1EFFF}]|\p{Bidi_Control}/u;

export function isolateBidi(text: string): string {
  return BIDI_SENSITIVE.test(text) ? `${FSI}${text}${PDI}` : text;
}

/** Interpolation options with each string value isolated (not `_`, the default message itself). */
export function isolateArgs<T extends Record<string, unknown> | undefined>(options: T): T {
  if (!options) return options;
  let out: Record<string, unknown> | undefined;
  for (const [key, value] of Object.entries(options)) {
    if (key === '_' || typeof value !== 'string') continue;
    const isolated = isolateBidi(value);
    if (isolated !== value) (out ??= { ...options })[key] = isolated;
  }
  return (out ?? options) as T;
}
