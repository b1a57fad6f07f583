/**
 * The import preview: ten rows a page (however many the file has, only one page is ever
 * rendered), a status column whose accessible name carries a failed row's messages, and cells that
 * become inputs when clicked while their row is pending or failed.
 */
import '../../../i18n/areas/importExport';
import { FixedPagination } from '../FixedPagination';
import { useMemo, useState, type KeyboardEvent } from 'react';
import {
  Box,
  CircularProgress,
  InputBase,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tooltip,
  type Theme,
} from '@mui/material';
import CheckCircle from '@mui/icons-material/CheckCircle';
import HighlightOff from '@mui/icons-material/HighlightOff';
import Schedule from '@mui/icons-material/Schedule';
import { useTranslate } from 'react-admin';
import type { FieldsMeta } from '../../../dataProvider';
import { cellText, parseCell, SECRET_COLUMNS, type Row } from './cells';
import { failureText } from './failures';
import type { ImportTask, RowState } from './importTask';
import { PREVIEW_PAGE_SIZE, type PreviewColumn } from './preview';

export type RowFilter = 'all' | 'ok' | 'error' | 'pending';

const MATCHES: Record<Exclude<RowFilter, 'all'>, (s: RowState) => boolean> = {
  ok: (s) => s === 'ok',
  error: (s) => s === 'error',
  pending: (s) => s === 'pending' || s === 'sending',
};

/** Row indices shown under a filter; for "all" the identity, never materialised. */
export function filteredRows(task: ImportTask, filter: RowFilter): number[] | null {
  if (filter === 'all') return null;
  const match = MATCHES[filter];
  const out: number[] = [];
  for (let i = 0; i < task.total; i++) if (match(task.rowState(i))) out.push(i);
  return out;
}

const STATUS_WIDTH = 64;
const INDEX_WIDTH = 64;

function StatusIcon({ task, index }: { task: ImportTask; index: number }) {
  const translate = useTranslate();
  const state = task.rowState(index);
  const label = translate(`importExport.import.status.${state}`);
  if (state === 'sending') return <CircularProgress size={16} aria-label={label} />;
  if (state === 'ok') return <CheckCircle color="success" fontSize="small" titleAccess={label} />;
  if (state === 'pending')
    return <Schedule color="disabled" fontSize="small" titleAccess={label} />;
  const text = failureText(task.failure(index) ?? []);
  return (
    <Tooltip title={<Box sx={{ whiteSpace: 'pre-line' }}>{text}</Box>} placement="right" arrow>
      <HighlightOff color="error" fontSize="small" titleAccess={`${label}: ${text}`} tabIndex={0} />
    </Tooltip>
  );
}

interface CellProps {
  value: unknown;
  column: PreviewColumn;
  rowNumber: number;
  editable: boolean;
  onCommit(text: string): void;
}

function EditableCell({ value, column, rowNumber, editable, onCommit }: CellProps) {
  const translate = useTranslate();
  const [editing, setEditing] = useState(false);
  const secret = SECRET_COLUMNS.has(column.field);
  const text = cellText(value);
  const shown = secret && text && text !== '-' ? '••••••' : text;
  const label = translate('importExport.import.edit', {
    column: column.title.replace(/^\*/, ''),
    row: rowNumber,
  });
  if (editing) {
    const finish = (commit: boolean, next: string) => {
      setEditing(false);
      if (commit && next !== text) onCommit(next);
    };
    return (
      <InputBase
        autoFocus
        fullWidth
        defaultValue={text}
        type={secret ? 'password' : 'text'}
        inputProps={{ 'aria-label': label }}
        onBlur={(e) => finish(true, e.target.value)}
        onKeyDown={(e: KeyboardEvent<HTMLInputElement>) => {
          if (e.key === 'Enter') finish(true, e.currentTarget.value);
          if (e.key === 'Escape') {
            e.stopPropagation();
            finish(false, text);
          }
        }}
        sx={{ fontSize: 'inherit', borderBottom: 1, borderColor: 'primary.main' }}
      />
    );
  }
  // Plain elements styled once by the table (CELL_STYLES): a page shows ~200 cells, and a styled
  // component or `sx` per cell made the first page's render take ~125 ms.
  const content = <span className={CELL_TEXT}>{shown || '\u00a0'}</span>;
  if (!editable) return content;
  return (
    <button
      type="button"
      className={CELL_BUTTON}
      aria-label={label}
      onClick={() => setEditing(true)}
    >
      {content}
    </button>
  );
}

const CELL_TEXT = 'import-cell-text';
const CELL_BUTTON = 'import-cell-button';

/** The cells' styles, given once on the table (see EditableCell). */
const CELL_STYLES = {
  [`& .${CELL_TEXT}`]: {
    display: 'block',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  [`& .${CELL_BUTTON}`]: {
    display: 'block',
    width: '100%',
    p: 0,
    m: 0,
    border: 0,
    bgcolor: 'transparent',
    color: 'inherit',
    textAlign: 'left',
    font: 'inherit',
    cursor: 'pointer',
    borderRadius: 0.5,
    '&:hover': { bgcolor: 'action.hover' },
    '&:focus-visible': {
      outline: (t: Theme) => `2px solid ${t.palette.primary.main}`,
    },
  },
} as const;

export interface PreviewTableProps {
  task: ImportTask;
  rows: readonly Row[];
  columns: readonly PreviewColumn[];
  /** Changes whenever rows or states did; the table re-reads them then. */
  version: number;
  filter: RowFilter;
  page: number;
  onPageChange(page: number): void;
  /** POST/PUT field metadata: an edited cell is parsed by its field's type. */
  fields?: FieldsMeta;
  onEdit(index: number, field: string, value: unknown): void;
}

export function PreviewTable({
  task,
  rows,
  columns,
  version,
  filter,
  page,
  onPageChange,
  fields,
  onEdit,
}: PreviewTableProps) {
  const translate = useTranslate();
  // Re-scanned per version: 50,000 states take about a millisecond.
  // `version` is the dependency: the task mutates in place, so it is what says the states changed.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const indices = useMemo(() => filteredRows(task, filter), [task, filter, version]);
  const count = indices ? indices.length : task.total;
  const lastPage = Math.max(0, Math.ceil(count / PREVIEW_PAGE_SIZE) - 1);
  const current = Math.min(page, lastPage);
  const start = current * PREVIEW_PAGE_SIZE;
  const visible: number[] = [];
  for (let i = start; i < Math.min(count, start + PREVIEW_PAGE_SIZE); i++)
    visible.push(indices ? indices[i]! : i);

  return (
    <Box>
      <TableContainer
        sx={{ maxHeight: '50vh', border: 1, borderColor: 'divider', borderRadius: 1 }}
      >
        <Table
          size="small"
          stickyHeader
          sx={{ tableLayout: 'fixed', width: 'max-content', minWidth: '100%', ...CELL_STYLES }}
        >
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: INDEX_WIDTH }}>#</TableCell>
              <TableCell sx={{ width: STATUS_WIDTH }}>
                {translate('importExport.import.statusColumn')}
              </TableCell>
              {columns.map((c) => (
                <TableCell
                  key={c.field}
                  sx={{ width: c.width, minWidth: c.width, maxWidth: c.width }}
                >
                  {c.title}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {visible.map((index) => {
              const editable = task.canEdit(index);
              return (
                <TableRow key={index} hover>
                  <TableCell>{index + 1}</TableCell>
                  <TableCell>
                    <StatusIcon task={task} index={index} />
                  </TableCell>
                  {columns.map((c) => (
                    // A fixed layout takes the widths from the header row alone.
                    <TableCell key={c.field}>
                      <EditableCell
                        value={rows[index]?.[c.field]}
                        column={c}
                        rowNumber={index + 1}
                        editable={editable}
                        onCommit={(text) =>
                          onEdit(index, c.field, parseCell(text, fields?.[c.field]))
                        }
                      />
                    </TableCell>
                  ))}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      <FixedPagination
        count={count}
        page={current}
        pageSize={PREVIEW_PAGE_SIZE}
        onPageChange={onPageChange}
      />
    </Box>
  );
}
