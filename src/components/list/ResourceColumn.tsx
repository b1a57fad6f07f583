/**
 * A column of a resource's table. Its header and the columns dialog are react-admin's; its body
 * cells are plain `td`s styled once by the table (BODY_CELL_STYLES). react-admin's cell costs a
 * theme lookup, two styled layers, an sx and a store subscription each, and a 100-row page has
 * some 800 of them.
 */
import {
  Children,
  createContext,
  isValidElement,
  memo,
  useContext,
  useMemo,
  type ReactNode,
} from 'react';
import { alpha, darken, lighten, type CSSObject, type Theme } from '@mui/material/styles';
import {
  DataTable,
  DataTableBody,
  type DataTableBodyProps,
  DataTableClasses,
  RecordContextProvider,
  useDataTableCallbacksContext,
  useDataTableConfigContext,
  useDataTableDataContext,
  useDataTableRenderContext,
  useDataTableRowSxContext,
  useDataTableSelectedIdsContext,
  useDataTableStoreContext,
  useEvent,
  useRecordContext,
  useStore,
  useTranslate,
} from 'react-admin';
import { BODY_CELL, LightRow, type RowToggle } from './LightRow';

/** What MUI's small body TableCell looks like, for the plain cells. */
export function bodyCellStyles(theme: Theme): CSSObject {
  const divider = alpha(theme.palette.divider, 1);
  const { fontFamily, fontWeight, fontSize, lineHeight, letterSpacing } = theme.typography.body2;
  return {
    [`& td.${BODY_CELL}`]: {
      fontFamily,
      fontWeight,
      fontSize,
      lineHeight,
      letterSpacing,
      display: 'table-cell',
      verticalAlign: 'inherit',
      borderBottom: `1px solid ${theme.palette.mode === 'light' ? lighten(divider, 0.88) : darken(divider, 0.68)}`,
      textAlign: 'left',
      // The sides' padding is the table's (compact: 6 px); this selector would outweigh it.
      // Strings: numbers in an sx are theme spacing units (6 would be 48 px).
      paddingTop: '6px',
      paddingBottom: '6px',
      color: theme.palette.text.primary,
    },
  };
}

/** The columns the user has hidden, for react-admin's rows (see ResourceTableBody). */
const HiddenColumnsContext = createContext<readonly string[]>([]);

/**
 * The DataTable's body (its `body`): reads the hidden columns as react-admin's cells do, and lays
 * out light rows (LightRow) unless rows have an expand panel or a style, which react-admin's body
 * and rows provide. It reads react-admin's table contexts for the rows, which take plain values
 * and are memoised (see LightRow), so a render with the same rows, columns and selection skips them.
 */
export const ResourceTableBody = memo(function ResourceTableBody(props: DataTableBodyProps) {
  const { storeKey, defaultHiddenColumns } = useDataTableStoreContext();
  const [hidden] = useStore<string[]>(storeKey, defaultHiddenColumns);
  const { expand, hasBulkActions = false, hover = true } = useDataTableConfigContext();
  const { handleToggleItem, isRowSelectable } = useDataTableCallbacksContext();
  const selectedIds = useDataTableSelectedIdsContext();
  // The latest handler under one identity, so that rows skip renders when only it changes.
  const onToggle: RowToggle = useEvent((id, e) => handleToggleItem?.(id, e));
  const withCheckbox = hasBulkActions && Boolean(handleToggleItem);
  const rowSx = useDataTableRowSxContext();
  const data = useDataTableDataContext();
  const selectLabel = useTranslate()('ra.action.select_row', { _: 'Select this row' });
  const { children, className } = props;
  // The shown columns, chosen once for the page: a row then renders only those (a resource has
  // up to ~30 columns, most of them hidden, and a 100-row page would otherwise render each).
  const shown = useMemo(
    () =>
      Children.toArray(children).filter(
        (c) => !isValidElement<{ source?: string }>(c) || !hidden.includes(c.props.source ?? ''),
      ),
    [children, hidden],
  );
  return (
    <HiddenColumnsContext.Provider value={hidden}>
      {expand || rowSx ? (
        <DataTableBody {...props} />
      ) : (
        <tbody
          className={`MuiTableBody-root datatable-body ${DataTableClasses.tbody} ${className ?? ''}`}
        >
          {data?.map((record, i) => {
            const selectable = !isRowSelectable || isRowSelectable(record);
            return (
              <RecordContextProvider value={record} key={record.id ?? `row${i}`}>
                <LightRow
                  record={record}
                  className={`${DataTableClasses.row} ${i % 2 ? DataTableClasses.rowOdd : DataTableClasses.rowEven}`}
                  hover={hover}
                  onToggle={withCheckbox ? onToggle : undefined}
                  checked={selectable && Boolean(selectedIds?.includes(record.id))}
                  selectable={selectable}
                  selectLabel={selectLabel}
                >
                  {shown}
                </LightRow>
              </RecordContextProvider>
            );
          })}
        </tbody>
      )}
    </HiddenColumnsContext.Provider>
  );
});

export interface ResourceColumnProps {
  source: string;
  label: string;
  disableSort?: boolean;
  render(record: Record<string, unknown>): ReactNode;
}

/** In the body, the cell itself (no component of its own: a 100-row page has some 800). */
export function ResourceColumn(props: ResourceColumnProps) {
  const where = useDataTableRenderContext();
  const record = useRecordContext();
  const hidden = useContext(HiddenColumnsContext);
  if (where !== 'data') return <DataTable.Col {...props} />;
  const { source, render } = props;
  if (hidden.includes(source) || !record) return null;
  return (
    <td
      className={`${BODY_CELL} MuiTableCell-root MuiTableCell-body MuiTableCell-sizeSmall RaDataTable-rowCell column-${source}`}
    >
      {render(record)}
    </td>
  );
}
