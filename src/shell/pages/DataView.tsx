/**
 * A read-only view of what an endpoint answers, for pages this release does not build yet
 * (settings categories, licence, profile lists): an object as name/value rows, a list as a table.
 * Loaded through the data provider's `call`, cached per URL and language.
 */
import {
  Alert,
  CircularProgress,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import type { JmsDataProvider } from '../../../dataProvider';
import { displayValue } from '../../schema/display';

type Row = Record<string, unknown>;

/** The rows of a list answer (a plain array or a page of `results`), or null for an object. */
function rowsOf(data: unknown): Row[] | null {
  if (Array.isArray(data)) return data as Row[];
  if (data && typeof data === 'object' && Array.isArray((data as { results?: unknown }).results)) {
    return (data as { results: Row[] }).results;
  }
  return null;
}

const MAX_COLUMNS = 8;

export function ValuesTable({ values, label }: { values: Row; label: string }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const entries = Object.entries(values);
  if (!entries.length) return <Typography>{translate('shell.data.empty')}</Typography>;
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('shell.data.key')}</TableCell>
          <TableCell>{translate('shell.data.value')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {entries.map(([key, value]) => (
          <TableRow key={key}>
            <TableCell component="th" scope="row" sx={{ fontFamily: 'monospace' }}>
              {key}
            </TableCell>
            <TableCell sx={{ wordBreak: 'break-word' }}>
              {displayValue(value, translate, { locale })}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export function RowsTable({ rows, label }: { rows: Row[]; label: string }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (!rows.length) return <Typography>{translate('shell.data.empty')}</Typography>;
  const columns = Object.keys(rows[0]!)
    .filter((k) => k !== 'id')
    .slice(0, MAX_COLUMNS);
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          {columns.map((c) => (
            <TableCell key={c}>{c}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row, i) => (
          <TableRow key={String(row.id ?? i)}>
            {columns.map((c) => (
              <TableCell key={c}>{displayValue(row[c], translate, { locale })}</TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export function DataView({ url, label }: { url: string; label: string }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<JmsDataProvider>();
  const [locale] = useLocaleState();
  const { data, error, isPending } = useQuery({
    queryKey: ['jms', 'shell', 'data', url, locale],
    queryFn: () => dataProvider.call<unknown>('GET', url, undefined, { silent: true }),
    retry: false,
  });
  if (isPending) return <CircularProgress size={24} aria-label={translate('app.loading')} />;
  if (error) {
    return (
      <Alert severity="warning">{translate('shell.data.failed', { error: error.message })}</Alert>
    );
  }
  const rows = rowsOf(data);
  if (rows) return <RowsTable rows={rows} label={label} />;
  return <ValuesTable values={(data ?? {}) as Row} label={label} />;
}
