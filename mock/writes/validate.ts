/**
 * A serializer's `is_valid()` for one object (docs/wire.md §9.1): field coercion and field
 * validators first, then unique_together validators, then the resource's `validate()`. Read-only
 * and unknown keys are ignored; `required` applies to POST and PUT, never to PATCH.
 */
import type { Ctx } from '../http';
import { behaviours } from '../resources';
import type { Attrs, WriteContext, WriteMode } from '../resources/types';
import { fieldsFor } from '../query';
import type { FieldSpec, ResourceSpec, Row } from '../types';
import { coerceValue, Invalid, isPlainObject, msg, pyType } from './coerce';
import { uniqueFieldErrors, uniqueTogetherErrors } from './uniqueness';

export type Validated =
  { ok: true; attrs: Attrs; w: WriteContext } | { ok: false; errors: unknown };

const METHOD = { create: 'POST', update: 'PUT', partial: 'PATCH' } as const;

export function writableFields(spec: ResourceSpec, ctx: Ctx, mode: WriteMode): FieldSpec[] {
  return fieldsFor(spec, ctx, METHOD[mode]).filter((f) => !f.read_only);
}

export function validateObject(
  spec: ResourceSpec,
  ctx: Ctx,
  data: unknown,
  mode: WriteMode,
  instance: Row | null,
  many = false,
): Validated {
  const w: WriteContext = {
    ctx,
    spec,
    mode,
    instance,
    many,
    partial: mode === 'partial',
    data: isPlainObject(data) ? data : {},
  };
  if (!isPlainObject(data)) {
    return {
      ok: false,
      errors: { non_field_errors: [msg(w, 'notADict', { datatype: pyType(data) })] },
    };
  }
  const b = behaviours[spec.key] ?? {};
  const input: Record<string, unknown> = b.prepare ? { ...data } : data;
  w.data = input;
  b.prepare?.(input, w);
  const attrs: Attrs = {};
  const errors: Record<string, unknown> = {};

  for (const f of writableFields(spec, ctx, mode)) {
    const present =
      Object.prototype.hasOwnProperty.call(input, f.name) && input[f.name] !== undefined;
    if (!present) {
      if (w.partial) continue;
      if (f.required) errors[f.name] = [msg(w, 'required')];
      // DRF fills a declared default on POST and PUT alike; other missing fields stay untouched.
      else if (f.default !== undefined) attrs[f.name] = structuredClone(f.default);
      continue;
    }
    if (mode !== 'create' && f.name === 'id') continue;
    try {
      const custom = b.coerce?.[f.name];
      let v = custom ? custom(input[f.name], w) : coerceValue(f, input[f.name], w);
      const check = b.validateField?.[f.name];
      if (check) v = check(v, w);
      attrs[f.name] = v;
    } catch (e) {
      if (!(e instanceof Invalid)) throw e;
      errors[f.name] = e.detail;
    }
  }
  for (const [name, e] of Object.entries(uniqueFieldErrors(spec, attrs, w))) errors[name] ??= e;
  if (Object.keys(errors).length) return { ok: false, errors };

  const together = uniqueTogetherErrors(spec, attrs, w);
  if (Object.keys(together).length) return { ok: false, errors: together };

  const objectErrors = b.validate?.(attrs, w);
  if (objectErrors && Object.keys(objectErrors).length) return { ok: false, errors: objectErrors };
  return { ok: true, attrs, w };
}
