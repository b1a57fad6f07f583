/**
 * The generic list page (shell-spec §2.5, §4.5, §6, §9): columns, filters and cells from the GET
 * metadata and the descriptor; filters, sort and page in the URL; page size and columns in the Store.
 */
import { useMemo, useState } from 'react';
import { Box, CircularProgress } from '@mui/material';
import {
  DataTable,
  List,
  Pagination,
  useRecordContext,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { Navigate, useLocation } from 'react-router';
import { listActions, rowActions, rowLinkVisible } from '../../authProvider/access';
import type { FieldsMeta } from '../../dataProvider';
import type { ResourceDescriptor } from '../../resources/types';
import { Cell } from '../components/cells/cells';
import { columnWidth } from '../components/cells/compact';
import { DetailCard } from '../components/detail/DetailCard';
import { BulkActions } from '../components/list/BulkActions';
import { ListHeader } from '../components/list/ListHeader';
import { useInitialSearchReady } from '../components/list/useInitialSearch';
import { searchWithUrlTags } from '../components/list/urlTags';
import { RowActions } from '../components/list/RowActions';
import { hasScreen } from '../components/resource/paths';
import { useDescriptor } from '../components/resource/useDescriptor';
import { useFieldLabel } from '../components/resource/useFieldLabel';
import { useAccessContext, useProfile } from '../../authProvider/hooks';
import { initialRange } from '../schema/dateRange';
import { filterFields, listLayout, type ColumnSpec } from '../schema/layout';
import { useSchema } from '../schema/useSchema';
import { resourceTitle } from './titles';

export const PAGE_SIZES = [15, 30, 50, 100];
export const DEFAULT_PAGE_SIZE = 15;
/** The row actions' column: not `actions`, which some resources use as a field name. */
export const ROW_ACTIONS_COLUMN = 'row_actions';

/** One line per row: cells and headers do not wrap (cells cut themselves, see Clipped). */
const COMPACT_TABLE = { '& th, & td': { whiteSpace: 'nowrap', px: 1 } } as const;

export function GenericList() {
  const descriptor = useDescriptor();
  const resource = useResourceContext()!;
  const { data: fields, isError } = useSchema(resource, 'GET');
  if (!fields) {
    return (
      <Box sx={{ p: 4, textAlign: 'center' }}>
        {isError ? null : <CircularProgress size={24} aria-label="loading" />}
      </Box>
    );
  }
  return <ListView descriptor={descriptor} fields={fields} />;
}

function ExpandedRow({
  descriptor,
  fields,
}: {
  descriptor: ResourceDescriptor;
  fields: FieldsMeta;
}) {
  const record = useRecordContext();
  const expand = descriptor.list?.expand;
  return record ? (
    <DetailCard
      descriptor={descriptor}
      fields={fields}
      record={record}
      only={Array.isArray(expand) ? expand : undefined}
    />
  ) : null;
}

function ListView({ descriptor, fields }: { descriptor: ResourceDescriptor; fields: FieldsMeta }) {
  const resource = useResourceContext()!;
  const translate = useTranslate();
  const location = useLocation();
  const fieldLabel = useFieldLabel(descriptor);
  const ctx = useAccessContext();
  const profile = useProfile();
  const layout = useMemo(() => listLayout(descriptor, fields), [descriptor, fields]);
  const fixedQuery = useMemo(() => {
    const fixed = descriptor.list?.fixedQuery;
    return fixed && profile ? fixed(profile) : undefined;
  }, [descriptor, profile]);
  // A field the list is fixed on is no search tag.
  const filters = useMemo(
    () => filterFields(descriptor, fields).filter((f) => !(f.source in (fixedQuery ?? {}))),
    [descriptor, fields, fixedQuery],
  );
  const label = (source: string) =>
    fieldLabel(source, fields[source] ?? descriptor.fields?.[source]?.virtual);
  // The date range starts from the browser query or the last 7 days, once per visit.
  const [defaultFilters] = useState(() =>
    descriptor.list?.dateRange
      ? initialRange(new URLSearchParams(location.search), new Date())
      : undefined,
  );
  const tableKey = `${resource}.datatable`;
  const gates = listActions(descriptor, ctx);
  const selectable =
    gates.bulkDelete !== 'hidden' ||
    gates.bulkUpdate !== 'hidden' ||
    !!descriptor.list?.bulkActions?.length ||
    (!!descriptor.list?.export?.selectable && gates.export !== 'hidden');
  const hasRowActions = rowActions(descriptor, ctx).some((a) => a.availability !== 'hidden');
  const canShow = rowLinkVisible(descriptor, ctx) && hasScreen(descriptor, 'show');
  // The tag search in the header mounts with this view; its first search is the first request.
  const searchReady =
    useInitialSearchReady(resource) && (!descriptor.list?.fixedQuery || !!fixedQuery);

  const render = (c: ColumnSpec) => (record: Record<string, unknown>) => (
    <Cell
      kind={c.kind === 'link' && !canShow ? 'text' : c.kind}
      compact={columnWidth(c.source, c.kind, c.meta)}
      record={record}
      source={c.source}
      meta={c.meta}
      override={c.override}
      displaySource={c.displaySource}
      descriptor={descriptor}
    />
  );

  // A link's plain query tags become the list's filter before the list reads the address.
  const tagged = searchWithUrlTags(
    location.search,
    filters.map((f) => f.source),
    { dateRange: !!descriptor.list?.dateRange, defaults: defaultFilters, now: new Date() },
  );
  if (tagged) return <Navigate replace to={{ search: tagged }} />;

  return (
    <List
      title={resourceTitle(translate, descriptor)}
      perPage={DEFAULT_PAGE_SIZE}
      sort={descriptor.list?.sort}
      filterDefaultValues={defaultFilters}
      filter={fixedQuery}
      queryOptions={{ enabled: searchReady }}
      actions={
        <ListHeader
          descriptor={descriptor}
          layout={layout}
          filters={filters}
          tableKey={tableKey}
          label={label}
        />
      }
      pagination={<Pagination rowsPerPageOptions={PAGE_SIZES} />}
      exporter={false}
      empty={false}
    >
      <DataTable
        storeKey={tableKey}
        hiddenColumns={layout.hidden}
        bulkActionButtons={selectable ? <BulkActions descriptor={descriptor} /> : false}
        rowClick={false}
        sx={COMPACT_TABLE}
        expand={
          descriptor.list?.expand ? (
            <ExpandedRow descriptor={descriptor} fields={fields} />
          ) : undefined
        }
      >
        {layout.columns.map((c) => (
          <DataTable.Col
            key={c.source}
            source={c.source}
            label={label(c.source)}
            disableSort={!c.sortable}
            render={render(c)}
          />
        ))}
        {hasRowActions && (
          <DataTable.Col
            source={ROW_ACTIONS_COLUMN}
            label={translate('pages.list.actions')}
            disableSort
            render={() => <RowActions descriptor={descriptor} />}
          />
        )}
      </DataTable>
    </List>
  );
}
