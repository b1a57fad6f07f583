/**
 * Text trimmed on change (docs/shell.md §9.4): every keystroke stores the trimmed text in the form
 * state, so validation, dirty state and a submit by Enter all see it, while the input keeps showing
 * what the user typed until it loses focus. Trimming what is shown would eat the space typed
 * between two words and move the caret.
 */
import { useState } from 'react';
import { trimText } from '../../schema/values';

export interface TrimmedTextProps {
  parse(raw: string): unknown;
  format(value: unknown): string;
  onBlur(): void;
}

function stored(raw: string): unknown {
  const text = trimText(raw);
  // react-admin's own rule: an empty text is null for the backend.
  return text === '' ? null : text;
}

export function useTrimmedText(): TrimmedTextProps {
  // What the user typed, while they are typing; null once the input is left.
  const [draft, setDraft] = useState<string | null>(null);
  return {
    parse(raw) {
      setDraft(raw);
      return stored(raw);
    },
    // The draft is shown only while it is what the form holds: a reset or a value set by the
    // page replaces it.
    format: (value) =>
      draft !== null && stored(draft) === value
        ? draft
        : value === null || value === undefined
          ? ''
          : String(value),
    onBlur: () => setDraft(null),
  };
}
