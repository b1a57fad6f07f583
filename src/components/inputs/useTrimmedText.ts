/**
 * Text trimmed on change (docs/shell.md §9.4): every keystroke stores the trimmed text in the form
 * state, so validation, dirty state and a submit by Enter all see it, while the input keeps showing
 * what the user typed until it loses focus. Trimming what is shown would eat the space typed
 * between two words and move the caret.
 */
import { useState } from 'react';
import { trimText } from '../../schema/values';

export interface DraftTextProps {
  parse(raw: string): unknown;
  format(value: unknown): string;
  onBlur(): void;
}

function stored(raw: string): unknown {
  const text = trimText(raw);
  // react-admin's own rule: an empty text is null for the backend.
  return text === '' ? null : text;
}

function sameValue(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

/**
 * A text input whose form value is what `store` makes of the text (trimmed text, parsed JSON),
 * showing what the user typed while it is still what the form holds, else `show` of the value.
 */
export function useDraftText(
  store: (raw: string) => unknown,
  show: (value: unknown) => string,
): DraftTextProps {
  // What the user typed, while they are typing; null once the input is left.
  const [draft, setDraft] = useState<string | null>(null);
  return {
    parse(raw) {
      setDraft(raw);
      return store(raw);
    },
    // The draft is shown only while it is what the form holds: a reset or a value set by the
    // page replaces it.
    format: (value) => (draft !== null && sameValue(store(draft), value) ? draft : show(value)),
    onBlur: () => setDraft(null),
  };
}

export function useTrimmedText(): DraftTextProps {
  return useDraftText(stored, (value) =>
    value === null || value === undefined ? '' : String(value),
  );
}
