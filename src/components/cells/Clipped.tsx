/**
 * A table cell's content on one line: cut with an ellipsis at the column's width, and shown whole
 * in a tooltip on hover or keyboard focus (a cut cell without a link of its own takes the focus).
 *
 * A 100-row page has hundreds of these, so a cell costs one plain span: its look is a class styled
 * once by the table (CLIPPED_STYLES), its width an inline style, whether it is cut is read from the
 * DOM as the browser lays it out (no second render), and the tooltip exists only while it is shown.
 */
import { useCallback, useState, type ReactNode } from 'react';
import { Tooltip } from '@mui/material';
import type { ColumnWidth } from './compact';

const CLIPPED = 'jms-clipped';

/** The cells' look, set once on the table that holds them. */
export const CLIPPED_STYLES = {
  [`& .${CLIPPED}`]: {
    display: 'block',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  // Chips and icon-and-label pairs stay on the line too.
  [`& .${CLIPPED} .MuiBox-root, & .${CLIPPED} .MuiStack-root`]: { flexWrap: 'nowrap' },
} as const;

const isCut = (el: HTMLElement) => el.scrollWidth > el.clientWidth;
const hasControl = (el: HTMLElement) => Boolean(el.querySelector('a, button, input'));

/**
 * A cut cell without a control of its own takes the focus, so the keyboard reaches its tooltip.
 * Set on the element itself: a state would render every cell of the page twice.
 */
function setFocusable(el: HTMLElement, focusable: boolean) {
  if (focusable) el.tabIndex = 0;
  else el.removeAttribute('tabindex');
}

/**
 * Cut or not is read when a ResizeObserver reports the cells: that comes after the browser's own
 * layout, so a page of cells is measured without forcing one (reading their widths from script as
 * they mount would), and a cell cut or freed as its column resizes follows. All reads, then all
 * writes.
 */
let sizes: ResizeObserver | undefined;
function watchCut(el: HTMLElement) {
  sizes ??= new ResizeObserver((entries) => {
    const cells = entries.map(({ target }) => target as HTMLElement);
    const focusable = cells.map((cell) => isCut(cell) && !hasControl(cell));
    cells.forEach((cell, i) => setFocusable(cell, focusable[i]!));
  });
  sizes.observe(el);
  return () => sizes!.unobserve(el);
}

interface Tip {
  anchor: HTMLElement;
  text: string;
}

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
  const [tip, setTip] = useState<Tip | null>(null);
  // A cell whose content is a shortened form of its value is always cut.
  const mark = useCallback(
    (el: HTMLElement | null) => {
      if (!el) return;
      if (!full) return watchCut(el);
      setFocusable(el, !hasControl(el));
    },
    [full],
  );
  const show = (el: HTMLElement) => {
    const text = full ?? (isCut(el) ? (el.textContent ?? '') : '');
    setTip(text ? { anchor: el, text } : null);
  };
  const hide = () => setTip(null);
  return (
    <>
      <span
        ref={mark}
        className={CLIPPED}
        style={{ maxWidth: width.max, width: width.fixed ? width.max : undefined }}
        aria-label={full}
        onMouseEnter={(e) => show(e.currentTarget)}
        onMouseLeave={hide}
        onFocus={(e) => show(e.currentTarget)}
        onBlur={hide}
      >
        {children}
      </span>
      {tip && (
        // Anchored to the cell; its own child is a placeholder that takes no room.
        <Tooltip
          title={tip.text}
          open
          onClose={hide}
          disableInteractive
          placement="bottom-start"
          slotProps={{ popper: { anchorEl: tip.anchor } }}
        >
          <span hidden />
        </Tooltip>
      )}
    </>
  );
}
