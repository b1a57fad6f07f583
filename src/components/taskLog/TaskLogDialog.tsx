/**
 * The task log dialog: a Celery task's live log, monospaced with its ANSI colours, following the
 * bottom until the user scrolls up (and again once they scroll back down), and a clear end state.
 */
import {
  Box,
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
import { styleCss } from './ansi';
import { useFollowBottom } from './useFollowBottom';
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
  const { ref: box, onScroll } = useFollowBottom(segments);

  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="task-log-title">
      <DialogTitle id="task-log-title">
        <Stack direction="row" spacing={1} alignItems="center">
          <span>{translate('actions.task_log.title')}</span>
          <EndState end={end} />
        </Stack>
      </DialogTitle>
      <DialogContent>
        <Box
          ref={box}
          onScroll={onScroll}
          role="log"
          aria-label={translate('actions.task_log.title')}
          aria-busy={!end}
          data-task-id={taskId}
          sx={{
            height: 420,
            overflow: 'auto',
            m: 0,
            p: 1.5,
            bgcolor: '#1f1f1f',
            color: '#d4d4d4',
            fontFamily: 'Menlo, Consolas, "DejaVu Sans Mono", monospace',
            fontSize: 13,
            lineHeight: 1.5,
            whiteSpace: 'pre-wrap',
            wordBreak: 'break-all',
            borderRadius: 1,
          }}
        >
          {segments.map((s, i) => (
            <span key={i} style={styleCss(s.style)}>
              {s.text}
            </span>
          ))}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
