/**
 * The weekday × time-of-day editor of a login rule (Lina's WeekCronSelect): seven rows of 48
 * half-hour cells. A click toggles a cell, dragging paints cells with the first cell's new state,
 * a day's name toggles the whole day. Every cell is a button, so the grid works from the keyboard.
 */
import '../../../i18n/areas/acls';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import {
  SLOTS_PER_DAY,
  WEEKDAYS,
  formatPeriods,
  parsePeriods,
  slotTime,
  type SlotGrid,
  type TimePeriod,
} from './timePeriod';

export interface TimePeriodGridProps {
  value: unknown;
  onChange(next: TimePeriod[]): void;
  disabled?: boolean;
  label: string;
}

export function TimePeriodGrid({ value, onChange, disabled, label }: TimePeriodGridProps) {
  const translate = useTranslate();
  const grid = parsePeriods(value);
  // The paint state of a drag: what the cells entered while the button is held become.
  const [painting, setPainting] = useState<boolean | null>(null);

  useEffect(() => {
    if (painting === null) return;
    const stop = () => setPainting(null);
    window.addEventListener('mouseup', stop);
    return () => window.removeEventListener('mouseup', stop);
  }, [painting]);

  const apply = (change: (g: SlotGrid) => void) => {
    const next = parsePeriods(value);
    change(next);
    onChange(formatPeriods(next));
  };
  const setCell = (day: number, slot: number, on: boolean) =>
    apply((g) => {
      g[day]![slot] = on;
    });
  const toggleDay = (day: number) =>
    apply((g) => {
      const on = !g[day]!.every(Boolean);
      g[day] = Array<boolean>(SLOTS_PER_DAY).fill(on);
    });
  const dayName = (d: number) => translate(`acls.weekdays.${d}`);
  const periods = formatPeriods(grid);

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2 }} aria-label={label}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 2, mb: 1 }}>
        <Typography variant="body2" component="legend">
          {label}
        </Typography>
        <Button size="small" disabled={disabled} onClick={() => onChange([])}>
          {translate('acls.rules.clear')}
        </Button>
      </Stack>
      <Box sx={{ overflowX: 'auto' }} onMouseLeave={() => setPainting(null)}>
        <Box
          component="table"
          sx={{ borderCollapse: 'collapse', userSelect: 'none', '& td, & th': { p: 0 } }}
        >
          <thead>
            <tr>
              <th />
              {Array.from({ length: 24 }, (_, h) => (
                <Box
                  component="th"
                  key={h}
                  colSpan={2}
                  sx={{ fontSize: 11, fontWeight: 'normal', color: 'text.secondary' }}
                >
                  {h}
                </Box>
              ))}
            </tr>
          </thead>
          <tbody>
            {WEEKDAYS.map((day) => (
              <tr key={day}>
                <th scope="row">
                  <Button
                    size="small"
                    disabled={disabled}
                    onClick={() => toggleDay(day)}
                    aria-label={translate('acls.rules.whole_day', { day: dayName(day) })}
                    sx={{ minWidth: 0, px: 1, justifyContent: 'flex-start', whiteSpace: 'nowrap' }}
                  >
                    {dayName(day)}
                  </Button>
                </th>
                {grid[day]!.map((on, slot) => (
                  <td key={slot}>
                    <Box
                      component="button"
                      type="button"
                      disabled={disabled}
                      aria-pressed={on}
                      aria-label={translate('acls.rules.cell', {
                        day: dayName(day),
                        time: `${slotTime(slot)}~${slotTime(slot + 1)}`,
                      })}
                      onMouseDown={(e: React.MouseEvent) => {
                        if (e.button !== 0) return;
                        e.preventDefault();
                        setPainting(!on);
                        setCell(day, slot, !on);
                      }}
                      onMouseEnter={() => {
                        if (painting !== null && on !== painting) setCell(day, slot, painting);
                      }}
                      onKeyDown={(e: React.KeyboardEvent) => {
                        if (e.key !== 'Enter' && e.key !== ' ') return;
                        e.preventDefault();
                        setCell(day, slot, !on);
                      }}
                      sx={{
                        display: 'block',
                        width: 12,
                        height: 22,
                        p: 0,
                        border: 1,
                        borderColor: 'divider',
                        borderLeftStyle: slot % 2 ? 'dotted' : 'solid',
                        bgcolor: on ? 'primary.main' : 'background.paper',
                        cursor: disabled ? 'default' : 'pointer',
                      }}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </Box>
      </Box>
      <Box component="ul" sx={{ m: 0, mt: 1, pl: 2 }} aria-live="polite">
        {periods.length === 0 ? (
          <Typography component="li" variant="body2">
            {translate('acls.rules.any_time')}
          </Typography>
        ) : (
          WEEKDAYS.map((day) => (
            <Typography component="li" variant="body2" key={day}>
              {dayName(day)}:{' '}
              {periods.find((p) => p.id === day)?.value || translate('acls.rules.none')}
            </Typography>
          ))
        )}
      </Box>
      <Typography variant="caption" color="text.secondary">
        {translate('acls.rules.time_period_help')}
      </Typography>
    </Box>
  );
}
