/**
 * The profile's small lists of the user's own credentials (access keys, connection tokens,
 * temporary passwords): each read whole by its verb, shown in the shared table with per-row
 * actions, and read again after each change.
 */
import '../../../i18n/areas/profile';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Alert, Box, Button, Stack } from '@mui/material';
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { JmsDataProvider } from '../../../dataProvider';
import { errorNotice, noticeArgs } from '../../components/notice';
import { PagedTable } from '../../components/PagedTable';
import type { Row } from './api';

export type { Row };

export interface Column {
  key: string;
  /** i18n key */
  label: string;
  render?: (row: Row) => ReactNode;
}

/** Which of the user's lists: its place in the query cache. */
export const ownListKey = (list: string) => ['jms', 'own', list] as const;

/** Runs a change of the list's items, tells how it went, and reads the list again. */
export function useOwnListAction(list: string) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  return async <T,>(change: () => Promise<T>, done = 'pages.notify.updated') => {
    try {
      const answer = await change();
      if (done) notify(done, { type: 'success' });
      return answer;
    } catch (e) {
      notify(...noticeArgs(errorNotice(e, 'pages.notify.request_failed'), 'error'));
      return undefined;
    } finally {
      await queryClient.invalidateQueries({ queryKey: ownListKey(list) });
    }
  };
}

export function OwnList({
  list,
  load,
  label,
  columns,
  actions,
  toolbar,
  help,
}: {
  list: string;
  /** The area's verb reading the list. */
  load(dp: JmsDataProvider): Promise<Row[]>;
  /** The table's accessible name (already translated). */
  label: string;
  columns: Column[];
  actions?: (row: Row) => ReactNode;
  toolbar?: ReactNode;
  /** i18n key of a line above the table. */
  help?: string;
}) {
  const translate = useTranslate();
  const dp = useDataProvider<JmsDataProvider>();
  const queryClient = useQueryClient();
  const fetching = useIsFetching({ queryKey: ownListKey(list) }) > 0;
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
          disabled={fetching}
          onClick={() => void queryClient.invalidateQueries({ queryKey: ownListKey(list) })}
        >
          {translate('ra.action.refresh')}
        </Button>
      </Stack>
      <PagedTable<Row>
        label={label}
        queryKey={ownListKey(list)}
        load={() => load(dp)}
        empty={translate('profile.list.empty')}
        columns={[
          ...columns.map((c) => ({ key: c.key, header: translate(c.label), render: c.render })),
          ...(actions
            ? [
                {
                  key: 'actions',
                  header: translate('profile.list.actions'),
                  render: (row: Row) => <Box sx={{ whiteSpace: 'nowrap' }}>{actions(row)}</Box>,
                },
              ]
            : []),
        ]}
      />
    </Box>
  );
}
