/**
 * A dated list's range: from/to pickers and presets, kept in the list's filter values under the
 * API's own parameter names.
 */
import { useEffect, useRef, useState } from 'react';
import { IconButton, Menu, MenuItem, Stack, TextField, Tooltip } from '@mui/material';
import DateRangeIcon from '@mui/icons-material/DateRange';
import { useListContext, useTranslate } from 'react-admin';
import dayjs from 'dayjs';
import { DATE_PRESET_DAYS, presetRange, type DateRangeParams } from '../../schema/dateRange';

function toInput(iso: unknown): string {
  return typeof iso === 'string' && iso ? dayjs(iso).format('YYYY-MM-DDTHH:mm:ss') : '';
}

function fromInput(value: string): string | undefined {
  return value ? new Date(value).toISOString() : undefined;
}

/** Room for a date and time with seconds, no more: the list header keeps one line. */
const DATE_FIELD = { width: 226, '& input': { fontSize: '0.8125rem' } } as const;

export function DateRangeFilter({ params }: { params: DateRangeParams }) {
  const translate = useTranslate();
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  // setFilters is debounced and filterValues follow only once it has run: both ends changed
  // meanwhile add up, or the second would send the first back with its old value.
  const pending = useRef<Record<string, unknown> | null>(null);
  useEffect(() => {
    pending.current = null;
  }, [filterValues]);
  const set = (patch: Record<string, string | undefined>) => {
    pending.current = { ...filterValues, ...pending.current, ...patch };
    setFilters(pending.current, displayedFilters);
  };
  return (
    <Stack direction="row" spacing={1} alignItems="center" sx={{ flexShrink: 0 }}>
      <TextField
        size="small"
        type="datetime-local"
        label={translate('pages.date_range.from')}
        value={toInput(filterValues[params.from])}
        onChange={(e) => set({ [params.from]: fromInput(e.target.value) })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 1 } }}
        sx={DATE_FIELD}
      />
      <TextField
        size="small"
        type="datetime-local"
        label={translate('pages.date_range.to')}
        value={toInput(filterValues[params.to])}
        onChange={(e) => set({ [params.to]: fromInput(e.target.value) })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 1 } }}
        sx={DATE_FIELD}
      />
      {/* Its icon alone, named for assistive technology and in a tooltip: the header keeps one line. */}
      <Tooltip title={translate('pages.date_range.presets')}>
        <IconButton
          size="small"
          color="primary"
          aria-label={translate('pages.date_range.presets')}
          aria-haspopup="menu"
          aria-expanded={!!menu}
          onClick={(e) => setMenu(e.currentTarget)}
        >
          <DateRangeIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={menu} open={!!menu} onClose={() => setMenu(null)}>
        {DATE_PRESET_DAYS.map((days) => (
          <MenuItem
            key={days}
            onClick={() => {
              set(presetRange(days, new Date(), params));
              setMenu(null);
            }}
          >
            {translate(
              days === 1 ? 'pages.date_range.last_24_hours' : 'pages.date_range.last_days',
              { smart_count: days },
            )}
          </MenuItem>
        ))}
      </Menu>
    </Stack>
  );
}
