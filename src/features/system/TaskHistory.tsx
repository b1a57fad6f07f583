/**
 * A Celery task's executions (docs/domain.md §8.6), newest first: each one's log, and "run
 * again" (from that execution), which answers the new run's task id, whose log then opens.
 */
import { Button, Chip, Stack } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { useAccessContext } from '../../../authProvider/hooks';
import { hasPerm } from '../../../authProvider/permissions';
import type { JmsDataProvider } from '../../../dataProvider';
import type { AnyRecord as Row } from '../../../resources/vocabulary';
import { errorNotice, noticeArgs } from '../../components/notice';
import { PagedTable, type PagedColumn } from '../../components/PagedTable';
import { TaskLogDialog } from '../../components/taskLog';
import { rerunTask, taskExecutions } from './api';

function Result({ row }: { row: Row }) {
  const translate = useTranslate();
  const state = !row.is_finished ? 'running' : row.is_success ? 'success' : 'failed';
  const color = { running: 'info', success: 'success', failed: 'error' } as const;
  return <Chip size="small" color={color[state]} label={translate(`system.state.${state}`)} />;
}

export function TaskHistory() {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<JmsDataProvider>();
  const queryClient = useQueryClient();
  const access = useAccessContext();
  const [task, setTask] = useState<string | null>(null);
  const canRerun = hasPerm(access.perms, 'ops.add_celerytaskexecution');
  const rerun = useMutation({
    mutationFn: (from: string) => rerunTask(dataProvider, from),
    onError: (e) => notify(...noticeArgs(errorNotice(e), 'error')),
    onSuccess: async ({ task_id }) => {
      setTask(task_id);
      await queryClient.invalidateQueries({ queryKey: ['jms', 'system'] });
    },
  });
  const id = String(record?.id ?? '');
  const columns: PagedColumn<Row>[] = [
    { key: 'date_published', header: translate('system.columns.datePublished') },
    { key: 'date_finished', header: translate('system.columns.dateFinished') },
    {
      key: 'time_cost',
      header: translate('system.columns.timeCost'),
      render: (r) =>
        r.time_cost === null || r.time_cost === undefined
          ? ''
          : translate('system.seconds', { value: Number(r.time_cost).toFixed(1) }),
    },
    {
      key: 'result',
      header: translate('system.columns.result'),
      render: (r) => <Result row={r} />,
    },
    {
      key: 'actions',
      header: translate('system.columns.actions'),
      render: (r) => (
        <Stack direction="row" spacing={1}>
          <Button size="small" onClick={() => setTask(String(r.id))}>
            {translate('system.log')}
          </Button>
          {canRerun && (
            <Button
              size="small"
              disabled={rerun.isPending}
              onClick={() => rerun.mutate(String(r.id))}
            >
              {translate('system.rerun')}
            </Button>
          )}
        </Stack>
      ),
    },
  ];
  return (
    <>
      <PagedTable<Row>
        label={translate('system.tabs.history')}
        queryKey={['jms', 'system', 'executions', id]}
        load={() => taskExecutions(dataProvider, id)}
        enabled={!!record}
        empty={translate('system.empty')}
        columns={columns}
      />
      {task && (
        <TaskLogDialog
          taskId={task}
          onClose={() => {
            setTask(null);
            void queryClient.invalidateQueries({ queryKey: ['jms', 'system'] });
          }}
        />
      )}
    </>
  );
}
