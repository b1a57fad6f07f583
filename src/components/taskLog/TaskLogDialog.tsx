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
import { TerminalLog } from './TerminalLog';
import { useTaskLog } from './useTaskLog';

export interface TaskLogDialogProps {
  taskId: string;
  onClose(): void;
}

function EndState({ end }: { end: 'finished' | 'failed' | null }) {
  const translate = useTranslate();
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
  const { segments, end } = useTaskLog(taskId);

  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="task-log-title">
      <DialogTitle id="task-log-title">
        <Stack direction="row" spacing={1} alignItems="center">
          <span>{translate('actions.task_log.title')}</span>
          <EndState end={end} />
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
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
