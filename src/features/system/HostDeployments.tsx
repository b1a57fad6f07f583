/**
 * An applet host's deployments (`/api/v1/terminal/applet-host-deployments/?host=`,
 * domain-protocol-ops §5.6), newest first, each with its task's log.
 */
import { Button, Chip } from '@mui/material';
import { useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { TaskLogDialog } from '../../components/taskLog';
import { RowsTable, statusText, type Column } from './RowsTable';

export function HostDeployments() {
  const record = useRecordContext();
  const translate = useTranslate();
  const [task, setTask] = useState<string | null>(null);
  const url = record
    ? `/api/v1/terminal/applet-host-deployments/?host=${encodeURIComponent(String(record.id))}`
    : null;
  const columns: Column[] = [
    { label: 'system.columns.dateStart', render: (r) => String(r.date_start ?? '') },
    { label: 'system.columns.dateFinished', render: (r) => String(r.date_finished ?? '') },
    {
      label: 'system.columns.status',
      render: (r) => {
        const s = statusText(r.status);
        return (
          <Chip size="small" label={s.label} color={s.color as 'success' | 'error' | 'default'} />
        );
      },
    },
    { label: 'system.columns.comment', render: (r) => String(r.comment ?? '') },
    {
      label: 'system.columns.actions',
      render: (r) =>
        r.task ? (
          <Button size="small" onClick={() => setTask(String(r.task))}>
            {translate('system.log')}
          </Button>
        ) : null,
    },
  ];
  return (
    <>
      <RowsTable url={url} columns={columns} label="system.tabs.deployments" />
      {task && <TaskLogDialog taskId={task} onClose={() => setTask(null)} />}
    </>
  );
}
