/**
 * What went wrong while following a task's log, shown under its output: the live stream cut short
 * (the log goes on over HTTP, so this only informs), or reads that kept failing (the error's words
 * and a Retry that follows the log again from the start).
 */
import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import { LoadError } from '../LoadError';
import type { TaskLogState } from './useTaskLog';

export function TaskLogTrouble({
  log,
}: {
  log: Pick<TaskLogState, 'interrupted' | 'stalled'> & { retry(): void };
}) {
  const translate = useTranslate();
  if (log.stalled)
    return <LoadError error={log.stalled.error} onRetry={log.retry} sx={{ mt: 1 }} />;
  if (!log.interrupted) return null;
  const { code } = log.interrupted;
  return (
    <Alert severity="info" sx={{ mt: 1 }}>
      {code === undefined
        ? translate('actions.task_log.socket_failed')
        : translate('actions.task_log.socket_closed', { code })}
    </Alert>
  );
}
