/**
 * A task's output as a terminal shows it: ANSI colours on a dark background, following the bottom
 * while it grows unless the reader has scrolled up. The task log dialog, the quick job runner and
 * a running job execution show their output through it.
 */
import { Box } from '@mui/material';
import { styleCss, type AnsiSegment } from './ansi';
import { useFollowBottom } from './useFollowBottom';

export function TerminalLog({
  segments,
  label,
  busy,
  height,
  taskId,
}: {
  segments: readonly AnsiSegment[];
  label: string;
  /** Still growing (announced to screen readers as busy). */
  busy: boolean;
  height: number;
  taskId?: string;
}) {
  const { ref, onScroll } = useFollowBottom(segments);
  return (
    <Box
      ref={ref}
      onScroll={onScroll}
      role="log"
      aria-label={label}
      aria-busy={busy}
      data-task-id={taskId}
      sx={{
        height,
        overflow: 'auto',
        p: 1.5,
        bgcolor: '#1f1f1f',
        color: '#d4d4d4',
        fontFamily: 'Menlo, Consolas, "DejaVu Sans Mono", monospace',
        fontSize: 13,
        lineHeight: 1.5,
        whiteSpace: 'pre-wrap',
        wordBreak: 'break-all',
        borderRadius: 1,
        // A terminal is dark in both themes; the edge keeps it apart from a dark page.
        border: 1,
        borderColor: 'divider',
      }}
    >
      {segments.map((s, i) => (
        <span key={i} style={styleCss(s.style)}>
          {s.text}
        </span>
      ))}
    </Box>
  );
}
