/** A field's label: the descriptor's key, else `resources.<name>.fields.<field>`, else the server's. */
import { useTranslate } from 'react-admin';
import type { FieldMeta } from '../../../dataProvider';
import type { ResourceDescriptor } from '../../../resources/types';

export function useFieldLabel(d: ResourceDescriptor) {
  const translate = useTranslate();
  return (name: string, meta?: FieldMeta): string => {
    const key = d.fields?.[name]?.label ?? `resources.${d.name}.fields.${name}`;
    return translate(key, { _: meta?.label ?? name });
  };
}
