import type { FieldsMeta } from '../../../dataProvider';
import type { ImportMode } from './transport';

/**
 * The columns of the import template (docs/wire.md §12.1): every writable field but the id (which
 * an update file starts with), by label, a required one starred.
 */
export function templateColumns(fields: FieldsMeta | undefined, mode: ImportMode): string[] {
  const writable = Object.entries(fields ?? {}).filter(
    ([name, m]) => !m.read_only && name !== 'id',
  );
  return [
    ...(mode === 'update' ? ['*ID'] : []),
    ...writable.map(([name, m]) => `${m.required ? '*' : ''}${m.label ?? name}`),
  ];
}
