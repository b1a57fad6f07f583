/**
 * A run's live output: the task log over the websocket (polling as a fallback) with its ANSI
 * colours, then, once it ends, the execution's result: how many hosts succeeded, failed or were
 * skipped, each host's state, and the server's reason when the run was refused (a command ACL).
 * Closing only detaches: the real backend cannot stop a run (docs/domain.md §8.5).
 */
import '../../../../i18n/areas/jobs';
import { Button, Chip, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { Link } from 'react-router';
import type { JmsDataProvider } from '../../../../dataProvider';
import { LoadError } from '../../../components/LoadError';
import { SubmitError } from '../../../components/SubmitError';
import { TaskLogTrouble, TerminalLog, useTaskLog } from '../../../components/taskLog';
import { executionsOfJob, taskDetail } from '../api';

/**
 * The execution behind a finished task: task detail names the job, the job's executions hold it.
 */
function useRunResult(taskId: string, ended: boolean) {
  const dataProvider = useDataProvider<JmsDataProvider>();
  return useQuery({
    queryKey: ['jms', 'quickJob', 'result', taskId],
    enabled: ended,
    queryFn: async () => {
      const detail = await taskDetail(dataProvider, taskId);
      const executions = await executionsOfJob(dataProvider, detail.job_id);
      return { detail, execution: executions.find((e) => e.task_id === taskId) ?? null };
    },
  });
}

function Summary({ taskId }: { taskId: string }) {
  const translate = useTranslate();
  const { data, error, refetch } = useRunResult(taskId, true);
  if (error) return <LoadError error={error} onRetry={refetch} sx={{ mt: 1 }} />;
  if (!data) return <CircularProgress size={16} aria-label={translate('app.loading')} />;
  const summary = data.execution?.summary ?? {};
  const ok = summary.ok ?? [];
  const failed = { ...summary.failures, ...summary.dark };
  const excluded = summary.excludes ?? {};
  const status = data.detail.status;
  return (
    <Stack spacing={1} sx={{ mt: 1 }} role="status">
      <SubmitError error={summary.error} message="jobs.quick.rejected" />
      <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
        <Chip
          size="small"
          color={status === 'success' ? 'success' : status === 'running' ? 'default' : 'error'}
          label={translate(`jobs.quick.status.${status}`)}
        />
        <Typography variant="body2">
          {translate('jobs.quick.summary', {
            ok: ok.length,
            failed: Object.keys(failed).length,
            excluded: Object.keys(excluded).length,
          })}
        </Typography>
      </Stack>
      <Stack direction="row" spacing={0.5} flexWrap="wrap" useFlexGap>
        {ok.map((h) => (
          <Chip
            key={h}
            size="small"
            variant="outlined"
            color="success"
            label={h}
            title={translate('jobs.quick.hosts.ok')}
          />
        ))}
        {Object.entries(failed).map(([h, why]) => (
          <Chip key={h} size="small" variant="outlined" color="error" label={h} title={why} />
        ))}
        {Object.entries(excluded).map(([h, why]) => (
          <Chip key={h} size="small" variant="outlined" label={h} title={why} />
        ))}
      </Stack>
    </Stack>
  );
}

export function RunOutput({ taskId, onDetach }: { taskId: string; onDetach(): void }) {
  const translate = useTranslate();
  const log = useTaskLog(taskId);
  const { segments, end } = log;
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }}>
      <Stack direction="row" alignItems="center" justifyContent="space-between" sx={{ mb: 1 }}>
        <Stack direction="row" spacing={1} alignItems="center">
          <Typography variant="subtitle1" component="h2">
            {translate('jobs.quick.output')}
          </Typography>
          {!end && !log.stalled && (
            <Chip
              size="small"
              icon={<CircularProgress size={12} aria-hidden />}
              label={translate('jobs.quick.running')}
            />
          )}
        </Stack>
        <Stack direction="row" spacing={1}>
          <Button size="small" component={Link} to="/workbench/ops/executions">
            {translate('jobs.quick.executions')}
          </Button>
          <Button size="small" onClick={onDetach} title={translate('jobs.quick.detached_hint')}>
            {translate('jobs.quick.detach')}
          </Button>
        </Stack>
      </Stack>
      <TerminalLog
        segments={segments}
        label={translate('jobs.quick.output')}
        busy={!end}
        height={360}
        taskId={taskId}
      />
      <TaskLogTrouble log={log} />
      {end && <Summary taskId={taskId} />}
    </Paper>
  );
}
