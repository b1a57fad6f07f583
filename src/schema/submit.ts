/**
 * What a generated form sends: its visible, non-virtual fields, as the form holds them; an update
 * only those the user changed. The data provider turns them into what the backend accepts
 * (dataProvider/wire.ts), by the same metadata the form was built from.
 */
import type { FieldsMeta } from '../../dataProvider';
import { changedFrom, toWire } from '../../dataProvider/wire';
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

/**
 * A periodic task's switch and schedule: the server checks the switch against the schedule in the
 * same request (`validate_is_periodic`), whatever the resource.
 */
const PERIODIC_TASK = ['is_periodic', 'interval', 'crontab'];

/**
 * What an update sends (docs/shell.md §9.2): the submitted fields whose value on the wire differs
 * from the form's initial one, with those the server reads together with them (`sentTogether`, a
 * periodic task's schedule) and those it needs every time (`alwaysSent`). Empty when the user
 * changed nothing.
 */
export function changedValues(
  d: ResourceDescriptor,
  fields: FieldsMeta,
  groups: FormGroup[],
  change: { values: FormValues; initial: FormValues; ctx: FieldContext },
): FormValues {
  const sent = submittedValues(groups, change.values, change.ctx);
  const before = submittedValues(groups, change.initial, change.ctx);
  const names = new Set(Object.keys(changedFrom(toWire(sent, fields), toWire(before, fields))));
  if (!names.size) return {};
  for (const together of [PERIODIC_TASK, ...(d.form?.sentTogether ?? [])])
    if (together.some((n) => names.has(n))) together.forEach((n) => names.add(n));
  for (const n of d.form?.alwaysSent ?? []) names.add(n);
  return Object.fromEntries(Object.entries(sent).filter(([n]) => names.has(n)));
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
