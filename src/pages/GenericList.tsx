/** The generic list page: columns from the descriptor, labels and sortability from OPTIONS. */
import { DataTable, List, Pagination, useLocaleState, useResourceContext, useTranslate, type RaRecord } from 'react-admin';
import { descriptorFor } from '../../resources';
import { displayValue } from '../schema/display';
import { useSchema } from '../schema/useSchema';

export const PAGE_SIZES = [15, 30, 50, 100];

export function GenericList() {
  const resource = useResourceContext()!;
  const descriptor = descriptorFor(resource);
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { data: fields } = useSchema(resource, 'GET');
  const columns = descriptor.list?.columns ?? [];
  return (
    <List
      perPage={PAGE_SIZES[0]}
      sort={descriptor.list?.sort}
      pagination={<Pagination rowsPerPageOptions={PAGE_SIZES} />}
      exporter={false}
    >
      <DataTable bulkActionButtons={false} rowClick={false}>
        {columns.map((name) => (
          <DataTable.Col
            key={name}
            source={name}
            label={translate(`resources.${descriptor.name}.fields.${name}`, { _: fields?.[name]?.label ?? name })}
            disableSort={!fields?.[name]?.order}
            render={(record: RaRecord) => displayValue(record[name], translate, { type: fields?.[name]?.type, locale })}
          />
        ))}
      </DataTable>
    </List>
  );
}
