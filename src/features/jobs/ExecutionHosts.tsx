/**
 * A job execution's per-host results (`/api/v1/ops/job-execution/asset-detail/`, domain-protocol-ops
 * §3.4): each host's state and output once the run has ended, and the run's error (a command ACL's
 * rejection, say) when it had one. While the run goes on, its output is the live log.
 */
import {
  Alert,
  Box,
  Chip,
  CircularProgress,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import type { JmsDataProvider } from '../../../dataProvider';
import { TaskLogTrouble, TerminalLog, useTaskLog } from '../../components/taskLog';

interface AssetDetail {
  summary: { error?: string };
  detail: { name: string; status: 'ok' | 'failed' | 'excludes'; tasks: { output: string }[] }[];
}

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
  const dataProvider = useDataProvider<JmsDataProvider>();
  const id = String(record?.id ?? '');
  const finished = Boolean(record?.is_finished);
  const { data, isPending } = useQuery({
    queryKey: ['jms', 'execution', id, 'hosts'],
    enabled: Boolean(record) && finished,
    queryFn: () =>
      dataProvider.call<AssetDetail | null>(
        'GET',
        `/api/v1/ops/job-execution/asset-detail/?execution_id=${encodeURIComponent(id)}`,
        undefined,
        { silent: true },
      ),
  });
  if (!record) return null;
  if (!finished) return <LiveLog taskId={String(record.task_id)} />;
  if (isPending) return <CircularProgress size={20} aria-label={translate('app.loading')} />;
  return (
    <Box sx={{ mt: 1 }}>
      {data?.summary.error && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {translate('jobs.quick.rejected', { reason: data.summary.error })}
        </Alert>
      )}
      <Table size="small" aria-label={translate('jobs.tabs.hosts')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('jobs.hosts.name')}</TableCell>
            <TableCell>{translate('jobs.hosts.status')}</TableCell>
            <TableCell>{translate('jobs.hosts.output')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {(data?.detail ?? []).map((h) => (
            <TableRow key={h.name}>
              <TableCell>{h.name}</TableCell>
              <TableCell>
                <Chip
                  size="small"
                  color={COLOR[h.status]}
                  label={translate(`jobs.quick.hosts.${h.status}`)}
                />
              </TableCell>
              <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'pre-wrap' }}>
                {h.tasks.map((t) => t.output).join('\n')}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
