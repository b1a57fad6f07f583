/**
 * The small read-only tables of the system tabs (publications, deployments, executions,
 * members): rows read with one GET, a loading line, the empty and the failed states.
 */
import {
  Alert,
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { JmsDataProvider } from '../../../dataProvider';

export type Row = Record<string, unknown>;

export interface Column {
  /** i18n key of the header. */
  label: string;
  render(row: Row): ReactNode;
}

/** A list answer: paginated or a bare array. */
function rowsOf(body: unknown): Row[] {
  if (Array.isArray(body)) return body as Row[];
  return ((body as { results?: Row[] } | null)?.results ?? []) as Row[];
}

export function useRows(url: string | null) {
  const dataProvider = useDataProvider<JmsDataProvider>();
  return useQuery({
    queryKey: ['jms', 'system', url],
    enabled: url !== null,
    queryFn: async () => rowsOf(await dataProvider.call('GET', url!, undefined, { silent: true })),
  });
}

export function RowsTable({
  url,
  columns,
  label,
}: {
  url: string | null;
  columns: readonly Column[];
  /** i18n key naming the table for assistive technology. */
  label: string;
}) {
  const translate = useTranslate();
  const { data, isPending, isError } = useRows(url);
  if (isError) return <Alert severity="error">{translate('system.loadFailed')}</Alert>;
  if (isPending) return <LinearProgress aria-label={translate('app.loading')} />;
  if (!data.length)
    return (
      <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
        {translate('system.empty')}
      </Typography>
    );
  return (
    <Table size="small" aria-label={translate(label)}>
      <TableHead>
        <TableRow>
          {columns.map((c) => (
            <TableCell key={c.label}>{translate(c.label)}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {data.map((row, i) => (
          <TableRow key={String(row.id ?? i)}>
            {columns.map((c) => (
              <TableCell key={c.label}>{c.render(row)}</TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

const COLORS: Record<string, 'success' | 'error' | 'warning' | 'default' | 'info'> = {
  success: 'success',
  failed: 'error',
  mismatch: 'warning',
  pending: 'default',
  running: 'info',
};

/** A `{value,label}` status as a coloured chip text. */
export function statusText(status: unknown): { value: string; label: string; color: string } {
  const s = (status ?? {}) as { value?: string; label?: string };
  const value = String(s.value ?? status ?? '');
  return { value, label: String(s.label ?? value), color: COLORS[value] ?? 'default' };
}
