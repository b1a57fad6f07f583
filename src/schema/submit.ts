/** What a generated form sends: its visible, non-virtual fields, as the backend accepts them. */
import type { FieldsMeta } from '../../dataProvider';
import type { FieldContext, FormValues, ResourceDescriptor } from '../../resources/types';
import type { FormGroup } from './layout';
import { formToWire } from './values';

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

export function submitBody(
  groups: FormGroup[],
  fields: FieldsMeta,
  values: FormValues,
  ctx: FieldContext,
): FormValues {
  return formToWire(values, fields, submittedNames(groups, values, ctx));
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
