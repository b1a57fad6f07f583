/**
 * A resource's table inside a list context: its columns and cells from the metadata and the
 * descriptor, its row actions, the expandable rows. The list page and the relation tabs both show
 * a resource this way, so a resource looks the same wherever it is listed.
 */
import { useMemo, type ReactNode } from 'react';
import type { Theme } from '@mui/material/styles';
import { DataTable, useRecordContext, useTranslate } from 'react-admin';
import { rowActions, rowLinkVisible } from '../../../authProvider/access';
import { useAccessContext } from '../../../authProvider/hooks';
import type { FieldsMeta } from '../../../dataProvider';
import type { ResourceDescriptor } from '../../../resources/types';
import type { ColumnSpec, ListLayout } from '../../schema/layout';
import { hasActionsAt } from '../actions';
import { Cell } from '../cells/cells';
import { CLIPPED_STYLES } from '../cells/Clipped';
import { columnWidth } from '../cells/compact';
import { DetailCard } from '../detail/DetailCard';
import { hasScreen } from '../resource/paths';
import { lightRowStyles } from './LightRow';
import { bodyCellStyles, ResourceColumn, ResourceTableBody } from './ResourceColumn';
import { RowActions } from './RowActions';
import { rowControlStyles, RowLinksProvider } from './RowLink';

/**
 * One line per row: cells and headers do not wrap (cells cut themselves, see Clipped). Cells are
 * padded by 6 px a side and the sort arrows are 14 px (MUI's take 26 px with their margins), so a header takes little more than its label.
 */
const COMPACT_TABLE = (theme: Theme) => ({
  ...bodyCellStyles(theme),
  ...lightRowStyles(theme),
  ...rowControlStyles(theme),
  '& th, & td': { whiteSpace: 'nowrap', px: 0.75 },
  '& .MuiTableSortLabel-icon': { fontSize: 14, mx: '1px' },
  ...CLIPPED_STYLES,
});

/** The row actions' column: not `actions`, which some resources use as a field name. */
export const ROW_ACTIONS_COLUMN = 'row_actions';

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

export interface ResourceTableProps {
  descriptor: ResourceDescriptor;
  fields: FieldsMeta;
  layout: ListLayout;
  label(source: string): string;
  /** Where the visible columns are remembered. */
  storeKey: string;
  /** The toolbar over selected rows; false: rows cannot be selected. */
  bulkActionButtons: ReactNode | false;
  /** The resource's row actions (update, delete, clone); default true. */
  rowActions?: boolean;
}

export function ResourceTable({
  descriptor,
  fields,
  layout,
  label,
  storeKey,
  bulkActionButtons,
  rowActions: withRowActions = true,
}: ResourceTableProps) {
  const translate = useTranslate();
  const ctx = useAccessContext();
  const hasRowActions =
    withRowActions &&
    (rowActions(descriptor, ctx).some((a) => a.availability !== 'hidden') ||
      hasActionsAt(descriptor, 'row', ctx));
  const canShow = rowLinkVisible(descriptor, ctx) && hasScreen(descriptor, 'show');

  // The columns stay the same elements while what they show is the same, so the body and its
  // rows skip a render of the table that changes neither (a page turn, until the rows arrive).
  const labels = layout.columns.map((c) => label(c.source)).join('\n');
  const actionsLabel = translate('pages.list.actions');
  const columns = useMemo(() => {
    const names = labels.split('\n');
    const render = (c: ColumnSpec) => {
      // Without the detail page, names are plain text and counts lead to no tab.
      const override =
        c.kind === 'count' && !canShow ? { ...c.override, tab: undefined } : c.override;
      return (record: Record<string, unknown>) => (
        <Cell
          kind={c.kind === 'link' && !canShow ? 'text' : c.kind}
          compact={columnWidth(c.source, c.kind, c.meta)}
          record={record}
          source={c.source}
          meta={c.meta}
          override={override}
          displaySource={c.displaySource}
          descriptor={descriptor}
        />
      );
    };
    return [
      ...layout.columns.map((c, i) => (
        <ResourceColumn
          key={c.source}
          source={c.source}
          label={names[i]!}
          disableSort={!c.sortable}
          render={render(c)}
        />
      )),
      hasRowActions && (
        <ResourceColumn
          key={ROW_ACTIONS_COLUMN}
          source={ROW_ACTIONS_COLUMN}
          label={actionsLabel}
          disableSort
          render={() => <RowActions descriptor={descriptor} />}
        />
      ),
    ];
  }, [layout, labels, actionsLabel, canShow, descriptor, hasRowActions]);

  return (
    <RowLinksProvider>
      <DataTable
        storeKey={storeKey}
        hiddenColumns={layout.hidden}
        bulkActionButtons={bulkActionButtons}
        rowClick={false}
        body={ResourceTableBody}
        sx={COMPACT_TABLE}
        expand={
          descriptor.list?.expand ? (
            <ExpandedRow descriptor={descriptor} fields={fields} />
          ) : undefined
        }
      >
        {columns}
      </DataTable>
    </RowLinksProvider>
  );
}
