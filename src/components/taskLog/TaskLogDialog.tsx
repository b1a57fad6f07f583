/**
 * The task log dialog: a Celery task's live log, monospaced with its ANSI colours, following the
 * bottom until the user scrolls up (and again once they scroll back down), and a clear end state.
 */
import {
  Button,
  Chip,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { TaskLogTrouble } from './TaskLogTrouble';
import { TerminalLog } from './TerminalLog';
import { useTaskLog } from './useTaskLog';

export interface TaskLogDialogProps {
  taskId: string;
  onClose(): void;
}

function EndState({ end, stalled }: { end: 'finished' | 'failed' | null; stalled: boolean }) {
  const translate = useTranslate();
  if (stalled) return null;
  if (!end)
    return (
      <Chip
        size="small"
        icon={<CircularProgress size={12} aria-hidden />}
        label={translate('actions.task_log.running')}
      />
    );
  return (
    <Chip
      size="small"
      color={end === 'finished' ? 'success' : 'error'}
      label={translate(`actions.task_log.${end}`)}
    />
  );
}

export function TaskLogDialog({ taskId, onClose }: TaskLogDialogProps) {
  const translate = useTranslate();
  const log = useTaskLog(taskId);
  const { segments, end } = log;

  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="task-log-title">
      <DialogTitle id="task-log-title">
        <Stack direction="row" spacing={1} alignItems="center">
          <span>{translate('actions.task_log.title')}</span>
          <EndState end={end} stalled={Boolean(log.stalled)} />
        </Stack>
      </DialogTitle>
      <DialogContent>
        <TerminalLog
          segments={segments}
          label={translate('actions.task_log.title')}
          busy={!end}
          height={420}
          taskId={taskId}
        />
        <TaskLogTrouble log={log} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
