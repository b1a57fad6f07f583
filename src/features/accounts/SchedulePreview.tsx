/**
 * The next five runs of an automation's schedule, under its crontab input while typing (Lina's
 * Crontab-Result): the crontab wins when both are set (as on the server); otherwise every
 * `interval` hours from now. Browser local time.
 */
import { useMemo } from 'react';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import dayjs from 'dayjs';
import { nextRuns, parseCron } from './cron';

const HOUR = 3600 * 1000;

export function SchedulePreview() {
  const translate = useTranslate();
  const periodic = useWatch({ name: 'is_periodic' }) as boolean | undefined;
  const crontab = String((useWatch({ name: 'crontab' }) as string | null | undefined) ?? '').trim();
  const interval = Number(useWatch({ name: 'interval' }) ?? 0);
  const result = useMemo(() => {
    const now = new Date();
    if (crontab) {
      const cron = parseCron(crontab);
      return cron ? { runs: nextRuns(cron, now) } : { invalid: true };
    }
    if (Number.isInteger(interval) && interval >= 1)
      return { runs: [1, 2, 3, 4, 5].map((k) => new Date(now.getTime() + k * interval * HOUR)) };
    return null;
  }, [crontab, interval]);
  if (periodic === false || !result) return null;
  return (
    <Box
      role="status"
      aria-label={translate('accountsArea.cron.next_runs')}
      sx={{ mt: -1, mb: 2, color: 'text.secondary' }}
    >
      {'invalid' in result ? (
        <Typography variant="caption" color="error">
          {translate('accountsArea.cron.invalid')}
        </Typography>
      ) : (
        <>
          <Typography variant="caption" component="div">
            {translate('accountsArea.cron.next_runs')}
            {!crontab &&
              ` (${translate('accountsArea.cron.every_hours', { smart_count: interval })})`}
          </Typography>
          <Box component="ol" sx={{ m: 0, pl: 3, fontSize: 13, fontFamily: 'monospace' }}>
            {result.runs.map((d) => (
              <li key={d.getTime()}>{dayjs(d).format('YYYY-MM-DD HH:mm')}</li>
            ))}
          </Box>
        </>
      )}
    </Box>
  );
}
