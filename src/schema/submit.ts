/**
 * What a generated form sends: its visible, non-virtual fields, as the form holds them. The data
 * provider turns them into what the backend accepts (dataProvider/wire.ts), by the same metadata
 * the form was built from.
 */
import type { FieldContext, FormValues, ResourceDescriptor } from '../../resources/types';
import type { FormGroup } from './layout';

export function submittedNames(
  groups: FormGroup[],
  values: FormValues,
  ctx: FieldContext,
): string[] {
  return groups
    .flatMap((g) => g.fields)
    .filter((f) => !f.virtual)
    .filter((f) => !f.override.hidden?.(values, ctx))
    .filter((f) => f.override.submit?.(values, ctx) ?? true)
    .map((f) => f.name);
}

/** The submitted fields' values (those the form holds). */
export function submittedValues(
  groups: FormGroup[],
  values: FormValues,
  ctx: FieldContext,
): FormValues {
  const out: FormValues = {};
  for (const name of submittedNames(groups, values, ctx))
    if (name in values) out[name] = values[name];
  return out;
}

/** The descriptor's per-field defaults, functions evaluated for this form. */
export function descriptorDefaults(d: ResourceDescriptor, ctx: FieldContext): FormValues {
  const out: FormValues = {};
  for (const [name, o] of Object.entries(d.fields ?? {})) {
    if (o.default === undefined) continue;
    out[name] =
      typeof o.default === 'function'
        ? (o.default as (c: FieldContext) => unknown)(ctx)
        : o.default;
  }
  return out;
}
