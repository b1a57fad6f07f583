/**
 * A resource table's body row: a plain `tr` and, where rows can be selected, a plain checkbox,
 * both styled once by the table (LIGHT_ROW_STYLES). react-admin's row costs a styled MUI row, its
 * expansion and navigation hooks, and an MUI Checkbox (ripple, styled layers, icons) per row, some
 * 40 components a row; a 100-row page turn mounts a hundred of them.
 *
 * What it keeps from react-admin's row: the row classes, the select checkbox (named on its input,
 * shift-click selects a range through react-admin's handler, unselectable rows are disabled). The
 * table has no row click (links lead to the detail). Rows with an expand panel or a row style are
 * react-admin's own (see ResourceTableBody).
 */
import { memo, type MouseEvent, type ReactNode } from 'react';
import { alpha, type CSSObject, type Theme } from '@mui/material/styles';
import type { Identifier, RaRecord } from 'react-admin';
import { iconMask, maskedIcon } from './iconMask';

/** A body cell styled by the table as MUI's small TableCell (see bodyCellStyles). */
export const BODY_CELL = 'jms-td';
const ROW = 'jms-tr';
const CHECK_CELL = 'jms-td-check';
const CHECK = 'jms-check';

/** MUI's CheckBoxOutlineBlank and CheckBox icons, drawn by the box's `::before` (see iconMask). */
const BLANK =
  'M19 5v14H5V5h14m0-2H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2z';
const CHECKED =
  'M19 3H5c-1.11 0-2 .9-2 2v14c0 1.1.89 2 2 2h14c1.11 0 2-.9 2-2V5c0-1.1-.89-2-2-2zm-9 14l-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8l-9 9z';

/** What MUI's hover TableRow and small primary Checkbox in a checkbox cell look like. */
export function lightRowStyles(theme: Theme): CSSObject {
  const { action, primary, text } = theme.palette;
  return {
    [`& tr.${ROW}`]: {
      color: 'inherit',
      display: 'table-row',
      verticalAlign: 'middle',
      outline: 0,
    },
    [`& tr.${ROW}.MuiTableRow-hover:hover`]: { backgroundColor: action.hover },
    // A selected row is shaded as MUI's selected TableRow, told by its checkbox's class.
    [`& tr.${ROW}:has(.${CHECK}.checked)`]: {
      backgroundColor: alpha(primary.main, action.selectedOpacity),
    },
    [`& tr.${ROW}.MuiTableRow-hover:has(.${CHECK}.checked):hover`]: {
      backgroundColor: alpha(primary.main, action.selectedOpacity + action.hoverOpacity),
    },
    // After the body cells' styles, whose padding this replaces.
    [`& td.${CHECK_CELL}`]: { width: '24px', padding: '0 8px' },
    [`& .${CHECK}`]: {
      position: 'relative',
      display: 'inline-flex',
      verticalAlign: 'middle',
      borderRadius: '50%',
      color: text.secondary,
      cursor: 'pointer',
    },
    [`& .${CHECK}:hover, & .${CHECK}:has(input:focus-visible)`]: {
      backgroundColor: alpha(primary.main, action.hoverOpacity),
    },
    [`& .${CHECK}.checked`]: { color: primary.main },
    [`& .${CHECK}.disabled`]: { color: action.disabled, cursor: 'default' },
    [`& .${CHECK} input`]: {
      position: 'absolute',
      inset: 0,
      width: '100%',
      height: '100%',
      margin: 0,
      padding: 0,
      opacity: 0,
      cursor: 'inherit',
      zIndex: 1,
    },
    [`& .${CHECK}::before`]: maskedIcon(BLANK, 24),
    [`& .${CHECK}.checked::before`]: { maskImage: iconMask(CHECKED) },
  };
}

function SelectBox({
  id,
  checked,
  selectable,
  label,
  onToggle,
}: {
  id: Identifier;
  checked: boolean;
  selectable: boolean;
  label: string;
  onToggle: RowToggle;
}) {
  // React's change event on a checkbox comes from the click: its native event tells shift-clicks.
  const onClick = (e: MouseEvent<HTMLInputElement>) => {
    e.stopPropagation();
    if (selectable) onToggle(id, e);
  };
  return (
    <span
      className={`${CHECK} MuiCheckbox-root select-item RaDataTable-checkbox${checked ? ' checked' : ''}${selectable ? '' : ' disabled'}`}
    >
      <input
        type="checkbox"
        aria-label={label}
        checked={checked}
        disabled={!selectable}
        onClick={onClick}
        // The click above toggles the selection; the box follows it as a controlled input.
        onChange={noop}
      />
    </span>
  );
}

function noop() {}

/** Toggles a row's selection; the event tells shift-clicks (react-admin's handleToggleItem). */
export type RowToggle = (id: Identifier, event: MouseEvent<HTMLInputElement>) => void;

/**
 * The row takes plain values, not react-admin's table contexts: those change on every list
 * parameter change (a page turn changes them several times before its data arrives), and each
 * change would render every row again. The body reads them once and passes what each row needs,
 * so a row renders again only when its own record, selection or columns change.
 */
export const LightRow = memo(function LightRow({
  record,
  className,
  hover,
  onToggle,
  checked,
  selectable,
  selectLabel,
  children,
}: {
  record: RaRecord;
  className: string;
  hover: boolean;
  /** Absent when rows cannot be selected; must keep its identity across renders. */
  onToggle?: RowToggle;
  checked: boolean;
  selectable: boolean;
  /** The select checkbox's name, translated once by the body. */
  selectLabel: string;
  children: ReactNode;
}) {
  return (
    <tr
      className={`${ROW} MuiTableRow-root${hover ? ' MuiTableRow-hover' : ''} ${className}${selectable ? ' RaDataTable-selectable' : ''}`}
    >
      {onToggle && (
        <td
          className={`${BODY_CELL} ${CHECK_CELL} MuiTableCell-root MuiTableCell-body MuiTableCell-paddingCheckbox MuiTableCell-sizeSmall`}
        >
          <SelectBox
            id={record.id}
            checked={checked}
            selectable={selectable}
            label={selectLabel}
            onToggle={onToggle}
          />
        </td>
      )}
      {children}
    </tr>
  );
});
