/** What every cell of a generated table is given. */
import type { FieldMeta } from '../../../dataProvider';
import type { FieldOverride, ResourceDescriptor } from '../../../resources/types';

export interface CellProps {
  record: Record<string, unknown>;
  source: string;
  meta?: FieldMeta;
  override: FieldOverride;
  /** `<source>_display` when the record carries it. */
  displaySource?: string;
  descriptor: ResourceDescriptor;
}

/** Where a cell fetches a value the list does not carry: `override.url`, `{id}` the row's id. */
export function valueUrl({ override, record }: Pick<CellProps, 'override' | 'record'>) {
  return override.url?.replace('{id}', encodeURIComponent(String(record.id)));
}
