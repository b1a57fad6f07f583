/**
 * The profile's small lists of the user's own credentials (access keys, connection tokens,
 * temporary passwords): loaded whole from their list URL, shown as a table with per-row actions,
 * and reloaded after each change.
 */
import RefreshIcon from '@mui/icons-material/Refresh';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { JmsDataProvider, JmsHttpError } from '../../../dataProvider';
import { errorNotice, noticeArgs } from '../../components/notice';

export type Row = Record<string, unknown>;

export interface Column {
  key: string;
  /** i18n key */
  label: string;
  render?: (row: Row) => ReactNode;
}

export const ownListKey = (url: string) => ['jms', 'own', url] as const;

export function useOwnList(url: string) {
  const dataProvider = useDataProvider<JmsDataProvider>();
  return useQuery<Row[]>({
    queryKey: ownListKey(url),
    queryFn: () => dataProvider.call<Row[]>('GET', url, undefined, { silent: true }),
    retry: false,
  });
}

/** Runs a change on the list's server, tells how it went, and reloads the list. */
export function useOwnListAction(url: string) {
  const dataProvider = useDataProvider<JmsDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  return async <T,>(
    method: string,
    path: string,
    body?: unknown,
    done = 'pages.notify.updated',
  ) => {
    try {
      const answer = await dataProvider.call<T>(method, path, body, { silent: true });
      if (done) notify(done, { type: 'success' });
      return answer;
    } catch (e) {
      notify(...noticeArgs(errorNotice(e, 'pages.notify.request_failed'), 'error'));
      return undefined;
    } finally {
      await queryClient.invalidateQueries({ queryKey: ownListKey(url) });
    }
  };
}

export function OwnList({
  url,
  label,
  columns,
  actions,
  toolbar,
  help,
}: {
  url: string;
  /** The table's accessible name (already translated). */
  label: string;
  columns: Column[];
  actions?: (row: Row) => ReactNode;
  toolbar?: ReactNode;
  /** i18n key of a line above the table. */
  help?: string;
}) {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const { data, error, isPending, isFetching } = useOwnList(url);
  return (
    <Box>
      {help && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate(help)}
        </Alert>
      )}
      <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center' }}>
        {toolbar}
        <Box sx={{ flex: 1 }} />
        <Button
          startIcon={<RefreshIcon />}
          disabled={isFetching}
          onClick={() => void queryClient.invalidateQueries({ queryKey: ownListKey(url) })}
        >
          {translate('ra.action.refresh')}
        </Button>
      </Stack>
      {error ? (
        <Alert severity="error" role="alert">
          {translate('settings.form.load_failed', {
            error: (error as JmsHttpError).notice ?? error.message,
          })}
        </Alert>
      ) : isPending ? (
        <CircularProgress size={24} aria-label={translate('app.loading')} />
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label={label}>
            <TableHead>
              <TableRow>
                {columns.map((c) => (
                  <TableCell key={c.key}>{translate(c.label)}</TableCell>
                ))}
                {actions && <TableCell>{translate('profile.list.actions')}</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {data.length === 0 && (
                <TableRow>
                  <TableCell colSpan={columns.length + (actions ? 1 : 0)} align="center">
                    <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>
                      {translate('profile.list.empty')}
                    </Typography>
                  </TableCell>
                </TableRow>
              )}
              {data.map((row) => (
                <TableRow key={String(row.id)}>
                  {columns.map((c) => (
                    <TableCell key={c.key}>
                      {c.render ? c.render(row) : String(row[c.key] ?? '')}
                    </TableCell>
                  ))}
                  {actions && <TableCell sx={{ whiteSpace: 'nowrap' }}>{actions(row)}</TableCell>}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
}
