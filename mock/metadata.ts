/** OPTIONS bodies in the shape of JumpServer's SimpleMetadataWithFilters (docs/wire.md §8). */
import type { FieldSpec, ResourceSpec } from './types';

const CATALOGUE_ONLY = new Set([
  'name',
  'related_resource',
  'related_model',
  'repr_attrs',
  'many',
  'default_note',
  'choices_note',
  'note',
  'alias_choices',
  'bit_values',
  'inferred',
]);

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';

function fieldInfo(
  f: Omit<FieldSpec, 'name'> & { name?: string },
  method: Method,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(f)) {
    if (CATALOGUE_ONLY.has(k) || v === undefined) continue;
    if ((k === 'filter' || k === 'order') && method !== 'GET') continue;
    if (k === 'children' && Array.isArray(v)) {
      out.children = Object.fromEntries(
        (v as FieldSpec[]).map((c) => [c.name, fieldInfo(c, method)]),
      );
    } else if (k === 'child' && v && typeof v === 'object') {
      out.child = fieldInfo(v as FieldSpec, method);
    } else {
      out[k] = v;
    }
  }
  return out;
}

export function actionsFor(
  fields: readonly FieldSpec[],
  methods: readonly Method[],
): Record<string, Record<string, unknown>> {
  return Object.fromEntries(
    methods.map((m) => [m, Object.fromEntries(fields.map((f) => [f.name, fieldInfo(f, m)]))]),
  );
}

export function optionsBody(
  spec: ResourceSpec,
  fields: readonly FieldSpec[],
  isDetail: boolean,
  writable: boolean,
) {
  const model = (spec.model ?? spec.key).split('.').pop() ?? spec.key;
  const methods: Method[] = isDetail
    ? ['GET', ...(writable ? (['PUT', 'PATCH'] as const) : [])]
    : [
        'GET',
        ...(writable ? (['POST'] as const) : []),
        ...(writable && spec.api.bulk ? (['PUT', 'PATCH'] as const) : []),
      ];
  return metadataBody(`${model} ${isDetail ? 'Instance' : 'List'}`, fields, methods);
}

/** The OPTIONS answer of a DRF view named `name` (its renderers and parsers are the platform's). */
export function metadataBody(
  name: string,
  fields: readonly FieldSpec[],
  methods: readonly Method[],
) {
  return {
    name,
    description: '',
    renders: ['application/json', 'text/csv', 'application/xlsx'],
    parses: [
      'application/json',
      'application/x-www-form-urlencoded',
      'multipart/form-data',
      'text/csv',
      'text/xlsx',
      '*/*',
    ],
    actions: actionsFor(fields, methods),
  };
}
