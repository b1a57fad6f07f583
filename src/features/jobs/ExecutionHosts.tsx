/**
 * A job execution's per-host results (docs/domain.md §8.4): each host's state and output once
 * the run has ended, and the run's error (a command ACL's rejection, say) when it had one. While
 * the run goes on, its output is the live log.
 */
import '../../../i18n/areas/jobs';
import { Box, Chip } from '@mui/material';
import { useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import type { JmsDataProvider } from '../../../dataProvider';
import { PagedTable } from '../../components/PagedTable';
import { SubmitError } from '../../components/SubmitError';
import { TaskLogTrouble, TerminalLog, useTaskLog } from '../../components/taskLog';
import { executionHosts, type HostResult } from './api';

const COLOR = { ok: 'success', failed: 'error', excludes: 'default' } as const;

function LiveLog({ taskId }: { taskId: string }) {
  const translate = useTranslate();
  const log = useTaskLog(taskId);
  return (
    <>
      <TerminalLog
        segments={log.segments}
        label={translate('jobs.hosts.output')}
        busy={!log.end}
        height={360}
        taskId={taskId}
      />
      <TaskLogTrouble log={log} />
    </>
  );
}

export function ExecutionHosts() {
  const record = useRecordContext();
  const translate = useTranslate();
  const dp = useDataProvider<JmsDataProvider>();
  if (!record) return null;
  const id = String(record.id);
  if (!record.is_finished) return <LiveLog taskId={String(record.task_id)} />;
  // The run's own error: the summary the execution carries (the hosts' answer repeats it).
  const refused = (record.summary as { error?: string } | undefined)?.error;
  return (
    <Box sx={{ mt: 1 }}>
      <SubmitError error={refused} message="jobs.quick.rejected" sx={{ mb: 1 }} />
      <PagedTable<HostResult>
        label={translate('pages.tabs.job_hosts')}
        queryKey={['jms', 'execution', id, 'hosts']}
        load={(_, signal) => executionHosts(dp, id, signal)}
        rowKey={(h) => h.name}
        columns={[
          { key: 'name', header: translate('jobs.hosts.name') },
          {
            key: 'status',
            header: translate('jobs.hosts.status'),
            render: (h) => (
              <Chip
                size="small"
                color={COLOR[h.status]}
                label={translate(`jobs.quick.hosts.${h.status}`)}
              />
            ),
          },
          {
            key: 'output',
            header: translate('jobs.hosts.output'),
            render: (h) => (
              <Box component="span" sx={{ fontFamily: 'monospace', whiteSpace: 'pre-wrap' }}>
                {h.tasks.map((t) => t.output).join('\n')}
              </Box>
            ),
          },
        ]}
      />
    </Box>
  );
}
