/** A declared call (`CallSpec`) made concrete for one input: its URL, query and body. */
import type { ActionInput, CallSpec } from '../../../resources/types';

/** `{ids}` is the ids joined with commas; `{<field>}` the record's field (URI-encoded). */
export function fillUrl(template: string, input: ActionInput): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) =>
    key === 'ids'
      ? input.ids.map((id) => encodeURIComponent(String(id))).join(',')
      : encodeURIComponent(String(input.record?.[key] ?? '')),
  );
}

export interface ConcreteCall {
  method: CallSpec['method'];
  url: string;
  body?: unknown;
  query?: Record<string, string>;
  encrypt?: readonly string[];
}

export function concreteCall(spec: CallSpec, input: ActionInput): ConcreteCall {
  return {
    method: spec.method,
    url: typeof spec.url === 'function' ? spec.url(input) : fillUrl(spec.url, input),
    body: spec.body?.(input),
    query: spec.query?.(input),
    encrypt: spec.encrypt,
  };
}

/** The words of a refusal an answer carries (`{"error": "…"}` or `{"error": {"assets": ["…"]}}`). */
export function refusalOf(answer: unknown): string {
  const error =
    answer && typeof answer === 'object' ? (answer as Record<string, unknown>).error : answer;
  const words = (v: unknown): string[] =>
    typeof v === 'string'
      ? [v]
      : Array.isArray(v)
        ? v.flatMap(words)
        : v && typeof v === 'object'
          ? Object.values(v).flatMap(words)
          : [];
  return words(error).join(' ');
}
