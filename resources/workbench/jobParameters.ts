/**
 * A job's `parameters_define` (docs/domain.md §8.3): a JSONField Lina stores and reads as a
 * JSON-encoded string, `{"env":{"label":"Env","type":"text","default":"prod"}}`. Older rows may
 * hold the object itself, so both are read.
 */
export interface ParameterDefine {
  label?: string;
  type?: string;
  default?: unknown;
  options?: { label: string; value: string }[];
  [key: string]: unknown;
}

export type ParametersDefine = Record<string, ParameterDefine>;

export function parseParametersDefine(value: unknown): ParametersDefine {
  let parsed: unknown = value;
  if (typeof value === 'string') {
    try {
      parsed = value.trim() ? JSON.parse(value) : {};
    } catch {
      return {};
    }
  }
  return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
    ? (parsed as ParametersDefine)
    : {};
}

/** Whether Run now must first ask for values (Lina's Job/index.vue). */
export function asksParameters(job: Record<string, unknown>): boolean {
  return (
    Boolean(job.use_parameter_define) &&
    Object.keys(parseParametersDefine(job.parameters_define)).length > 0
  );
}
