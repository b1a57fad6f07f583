/**
 * A Celery task's executions (`/api/v1/ops/task-executions/?task_id=`, domain-protocol-ops §3.6),
 * newest first: each one's log, and "run again" (`POST …/task-executions/?from=<execution>`,
 * which answers the new run's task id, whose log then opens).
 */
import { Button, Chip, Stack } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import { useAccessContext } from '../../../authProvider/hooks';
import { hasPerm } from '../../../authProvider/permissions';
import type { JmsDataProvider } from '../../../dataProvider';
import { TaskLogDialog } from '../../components/taskLog';
import { RowsTable, type Column, type Row } from './RowsTable';

function Result({ row }: { row: Row }) {
  const translate = useTranslate();
  const state = !row.is_finished ? 'running' : row.is_success ? 'success' : 'failed';
  const color = { running: 'info', success: 'success', failed: 'error' } as const;
  return <Chip size="small" color={color[state]} label={translate(`system.state.${state}`)} />;
}

export function TaskHistory() {
  const record = useRecordContext();
  const translate = useTranslate();
  const dataProvider = useDataProvider<JmsDataProvider>();
  const queryClient = useQueryClient();
  const access = useAccessContext();
  const [task, setTask] = useState<string | null>(null);
  const canRerun = hasPerm(access.perms, 'ops.add_celerytaskexecution');
  const rerun = useMutation({
    mutationFn: (from: string) =>
      dataProvider.call<{ task_id: string }>(
        'POST',
        `/api/v1/ops/task-executions/?from=${encodeURIComponent(from)}`,
        {},
      ),
    onSuccess: async ({ task_id }) => {
      setTask(task_id);
      await queryClient.invalidateQueries({ queryKey: ['jms', 'system'] });
    },
  });
  const url = record
    ? `/api/v1/ops/task-executions/?task_id=${encodeURIComponent(String(record.id))}`
    : null;
  const columns: Column[] = [
    { label: 'system.columns.datePublished', render: (r) => String(r.date_published ?? '') },
    { label: 'system.columns.dateFinished', render: (r) => String(r.date_finished ?? '') },
    {
      label: 'system.columns.timeCost',
      render: (r) =>
        r.time_cost === null || r.time_cost === undefined
          ? ''
          : translate('system.seconds', { value: Number(r.time_cost).toFixed(1) }),
    },
    { label: 'system.columns.result', render: (r) => <Result row={r} /> },
    {
      label: 'system.columns.actions',
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
      <RowsTable url={url} columns={columns} label="system.tabs.history" />
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
