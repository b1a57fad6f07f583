/**
 * A table cell's content on one line: cut with an ellipsis at the column's width, and shown whole
 * in a tooltip on hover or keyboard focus (a cut cell without a link of its own takes the focus).
 */
import { useCallback, useState, type ReactNode } from 'react';
import { Box, Tooltip } from '@mui/material';
import type { ColumnWidth } from './compact';

interface Measured {
  cut: boolean;
  text: string;
  /** The content has a control of its own (a link) that takes the focus. */
  control: boolean;
}

const NOTHING: Measured = { cut: false, text: '', control: false };

export function Clipped({
  width,
  full,
  children,
}: {
  width: ColumnWidth;
  /** The whole value when the content is a shortened form of it (an id). */
  full?: string;
  children: ReactNode;
}) {
  const [measured, setMeasured] = useState<Measured>(NOTHING);
  const [open, setOpen] = useState(false);
  // Measured when mounted (is it cut?) and again when the user points at it or focuses it.
  const measure = useCallback((el: HTMLElement | null) => {
    if (!el) return;
    const next = {
      cut: el.scrollWidth > el.clientWidth,
      text: el.textContent ?? '',
      control: Boolean(el.querySelector('a, button, input')),
    };
    setMeasured((prev) =>
      prev.cut === next.cut && prev.text === next.text && prev.control === next.control
        ? prev
        : next,
    );
  }, []);
  const whole = full ?? (measured.cut ? measured.text : '');
  const show = (el: HTMLElement) => {
    measure(el);
    setOpen(true);
  };
  return (
    <Tooltip
      title={whole}
      open={open && Boolean(whole)}
      onClose={() => setOpen(false)}
      disableInteractive
      placement="bottom-start"
    >
      <Box
        component="span"
        ref={measure}
        tabIndex={whole && !measured.control ? 0 : undefined}
        onMouseEnter={(e) => show(e.currentTarget)}
        onMouseLeave={() => setOpen(false)}
        onFocus={(e) => show(e.currentTarget)}
        onBlur={() => setOpen(false)}
        sx={{
          display: 'block',
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
          maxWidth: width.max,
          ...(width.fixed ? { width: width.max } : {}),
          // Chips and icon-and-label pairs stay on the line too.
          '& .MuiBox-root, & .MuiStack-root': { flexWrap: 'nowrap' },
        }}
      >
        {children}
      </Box>
    </Tooltip>
  );
}
