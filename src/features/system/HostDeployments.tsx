/**
 * An applet host's deployments (docs/domain.md §12.3), newest first, each with its task's log.
 */
import { Button, Chip } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import type { JmsDataProvider } from '../../../dataProvider';
import type { AnyRecord } from '../../../resources/vocabulary';
import { PagedTable } from '../../components/PagedTable';
import { TaskLogDialog } from '../../components/taskLog';
import { hostDeployments } from './api';
import { statusText } from './status';

export function HostDeployments() {
  const record = useRecordContext();
  const translate = useTranslate();
  const dp = useDataProvider<JmsDataProvider>();
  const [task, setTask] = useState<string | null>(null);
  const id = String(record?.id ?? '');
  const column = (key: string, label: string) => ({
    key,
    header: translate(`system.columns.${label}`),
  });
  return (
    <>
      <PagedTable<AnyRecord>
        label={translate('system.tabs.deployments')}
        queryKey={['jms', 'system', 'deployments', id]}
        load={() => hostDeployments(dp, id)}
        enabled={!!record}
        empty={translate('system.empty')}
        columns={[
          column('date_start', 'dateStart'),
          column('date_finished', 'dateFinished'),
          {
            ...column('status', 'status'),
            render: (r) => {
              const s = statusText(r.status);
              return <Chip size="small" label={s.label} color={s.color} />;
            },
          },
          column('comment', 'comment'),
          {
            ...column('actions', 'actions'),
            render: (r) =>
              r.task ? (
                <Button size="small" onClick={() => setTask(String(r.task))}>
                  {translate('system.log')}
                </Button>
              ) : null,
          },
        ]}
      />
      {task && <TaskLogDialog taskId={task} onClose={() => setTask(null)} />}
    </>
  );
}
