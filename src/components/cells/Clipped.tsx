/**
 * A table cell's content on one line: cut with an ellipsis at the column's width, and shown whole
 * in a tooltip on hover or keyboard focus (a cut cell without a link of its own takes the focus).
 */
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Box, Tooltip } from '@mui/material';
import type { ColumnWidth } from './compact';

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
  const ref = useRef<HTMLSpanElement>(null);
  const [cut, setCut] = useState(false);
  const [open, setOpen] = useState(false);
  useLayoutEffect(() => {
    const el = ref.current;
    if (el) setCut(el.scrollWidth > el.clientWidth);
  }, [children]);
  const whole = full ?? (cut ? (ref.current?.textContent ?? '') : '');
  const focusable = Boolean(whole) && !ref.current?.querySelector('a, button, input');
  return (
    <Tooltip
      title={whole}
      open={open && Boolean(whole)}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      disableInteractive
      placement="bottom-start"
    >
      <Box
        component="span"
        ref={ref}
        tabIndex={focusable ? 0 : undefined}
        onFocus={() => setOpen(true)}
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
