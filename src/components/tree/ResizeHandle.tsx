/**
 * The side tree's right edge: drag it (or focus it and use the arrow keys) to change the panel's
 * width within bounds.
 */
import '../../../i18n/areas/tree';
import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';

export const MIN_WIDTH = 180;
export const MAX_WIDTH = 520;
const KEY_STEP = 20;

export function clampWidth(width: number): number {
  return Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, Math.round(width)));
}

export function ResizeHandle({ width, onResize }: { width: number; onResize(w: number): void }) {
  const translate = useTranslate();
  const start = (event: React.PointerEvent<HTMLElement>) => {
    event.preventDefault();
    const x0 = event.clientX;
    const move = (e: PointerEvent) => onResize(clampWidth(width + e.clientX - x0));
    const stop = () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', stop);
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', stop);
  };
  return (
    <Box
      role="separator"
      aria-orientation="vertical"
      aria-label={translate('tree.resize')}
      aria-valuenow={width}
      aria-valuemin={MIN_WIDTH}
      aria-valuemax={MAX_WIDTH}
      tabIndex={0}
      onPointerDown={start}
      onKeyDown={(e) => {
        if (e.key === 'ArrowLeft') onResize(clampWidth(width - KEY_STEP));
        else if (e.key === 'ArrowRight') onResize(clampWidth(width + KEY_STEP));
      }}
      sx={{
        width: 6,
        flexShrink: 0,
        cursor: 'col-resize',
        borderLeft: 1,
        borderColor: 'divider',
        '&:hover, &:focus-visible': { bgcolor: 'action.hover', outline: 'none' },
      }}
    />
  );
}
