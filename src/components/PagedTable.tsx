/**
 * The table of a special screen that lists rows outside react-admin's lists (a user's granted
 * assets, an asset's authorised users, a profile's keys): fed by a list verb of the area's
 * `api.ts`, it asks one page at a time (a fixed page size) or the whole list, keeps the page shown
 * while the next one loads, and says when it is loading, empty or failed (LoadError, with Retry).
 */
import {
  CircularProgress,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useLocale, useTranslate } from 'react-admin';
import type { Paginated } from '../../dataProvider';
import { formatDate, isDateTimeText } from '../schema/datetime';
import { FixedPagination } from './FixedPagination';
import { LoadError } from './LoadError';

/** One page of a list verb, as react-admin counts them (from 1). */
export interface PageRequest {
  page: number;
  perPage: number;
}

/** What a list verb answers: a page, or the whole list as an array. */
export type ListAnswer<T> = Paginated<T> | T[];

export interface PagedColumn<T> {
  key: string;
  /** The header, translated. */
  header: ReactNode;
  /** The cell; by default the row's `key` value as text (a date in the console's format). */
  render?: (row: T) => ReactNode;
  align?: 'left' | 'center' | 'right';
}

export interface PagedTableProps<T> {
  /** The table's accessible name, translated. */
  label: string;
  /** The list's place in the query cache (the page is added to it): invalidate it to reload. */
  queryKey: QueryKey;
  /** The list verb: given a page when `perPage` is set, else asked for the whole list. */
  load(page: PageRequest | undefined, signal: AbortSignal): Promise<ListAnswer<T>>;
  perPage?: number;
  columns: readonly PagedColumn<T>[];
  /** A row's React key (default: its `id`). */
  rowKey?(row: T): string;
  /** What an empty list says, translated. */
  empty?: ReactNode;
  /** False until the verb can be asked (the record is still loading). */
  enabled?: boolean;
  /**
   * Asked once per showing, never again by itself, and dropped when the table goes (secrets read
   * behind a confirmation).
   */
  readOnce?: boolean;
}

const ONCE = { staleTime: Infinity, gcTime: 0 } as const;

interface Rows<T> {
  rows: T[];
  count: number;
}

const rowsOf = <T,>(answer: ListAnswer<T>): Rows<T> =>
  Array.isArray(answer)
    ? { rows: answer, count: answer.length }
    : { rows: answer.results, count: answer.count };

const idOf = (row: unknown) => String((row as { id?: unknown }).id);

export function PagedTable<T>({
  label,
  queryKey,
  load,
  perPage,
  columns,
  rowKey = idOf,
  empty,
  enabled = true,
  readOnce,
}: PagedTableProps<T>) {
  const translate = useTranslate();
  const locale = useLocale();
  const text = (v: unknown) => (isDateTimeText(v) ? formatDate(v, locale) : String(v ?? ''));
  // Another list (a new search, another node) starts again at its first page.
  const listId = JSON.stringify(queryKey);
  const [at, setAt] = useState({ listId, page: 1 });
  const page = at.listId === listId ? at.page : 1;
  const request = perPage ? { page, perPage } : undefined;
  const { data, error, isPending, refetch } = useQuery<Rows<T>>({
    queryKey: [...queryKey, request ?? 'all'],
    queryFn: ({ signal }) => load(request, signal).then(rowsOf),
    enabled,
    placeholderData: keepPreviousData,
    retry: false,
    ...(readOnce && ONCE),
  });
  if (error) return <LoadError error={error} onRetry={refetch} />;
  if (isPending) return <CircularProgress size={24} aria-label={translate('app.loading')} />;
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c.key} align={c.align}>
                {c.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {data.rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={columns.length} align="center">
                <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>
                  {empty ?? translate('ra.navigation.no_results')}
                </Typography>
              </TableCell>
            </TableRow>
          )}
          {data.rows.map((row) => (
            <TableRow key={rowKey(row)} hover>
              {columns.map((c) => (
                <TableCell key={c.key} align={c.align}>
                  {c.render ? c.render(row) : text((row as Record<string, unknown>)[c.key])}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {perPage && data.count > perPage && (
        <FixedPagination
          count={data.count}
          page={page - 1}
          pageSize={perPage}
          onPageChange={(p) => setAt({ listId, page: p + 1 })}
        />
      )}
    </TableContainer>
  );
}
