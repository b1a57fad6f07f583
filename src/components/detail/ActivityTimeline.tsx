/**
 * The Activity tab (docs/shell.md §8.4): the last 30 days of a resource as a timeline starting with
 * Now. Operation records (r_type O) open their before/after diff; the others open their log.
 */
import { useState } from 'react';
import { Box, Link, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import {
  useDataProvider,
  useLocaleState,
  useNotify,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { ActivityEntry, JmsDataProvider } from '../../../dataProvider';
import { formatDate } from '../../schema/datetime';
import { DiffDialog, type DiffRow } from '../dialogs/DiffDialog';
import { openPopup } from '../../shell/layout/popup';
import { errorNotice, noticeArgs } from '../notice';

export const ACTIVITY_DAYS = 30;

/** Entries of the last 30 days (timestamps are local `YYYY-mm-dd HH:MM:SS`). */
export function recentActivities(
  entries: readonly ActivityEntry[],
  now: Date,
  days = ACTIVITY_DAYS,
): ActivityEntry[] {
  const since = now.getTime() - days * 86_400_000;
  return entries.filter((e) => {
    const t = new Date(e.timestamp.replace(' ', 'T')).getTime();
    return Number.isNaN(t) || t >= since;
  });
}

function Dot({ first }: { first?: boolean }) {
  return (
    <Box
      sx={{
        width: 10,
        height: 10,
        borderRadius: '50%',
        bgcolor: first ? 'primary.main' : 'grey.400',
        mt: 0.75,
        flexShrink: 0,
      }}
      aria-hidden
    />
  );
}

export function ActivityTimeline() {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider<JmsDataProvider>();
  const [diff, setDiff] = useState<DiffRow[] | null>(null);
  const activities = useQuery({
    queryKey: ['activities', record?.id],
    queryFn: () => dataProvider.activities(record!.id),
    enabled: !!record,
  });
  const open = async (e: ActivityEntry) => {
    if (!e.detail_url) return;
    if (e.r_type === 'O') {
      try {
        const body = await dataProvider.getAt<{ diff?: DiffRow[] }>(e.detail_url);
        setDiff(body.diff ?? []);
      } catch (err) {
        notify(...noticeArgs(errorNotice(err), 'error'));
      }
    } else {
      openPopup(e.detail_url);
    }
  };
  const entries = recentActivities(activities.data ?? [], new Date());
  return (
    <Box
      component="ol"
      sx={{ listStyle: 'none', p: 0, m: 0 }}
      aria-label={translate('pages.detail.activity')}
    >
      <Box component="li" sx={{ display: 'flex', gap: 1.5, pb: 2 }}>
        <Dot first />
        <Typography variant="body2" fontWeight={600}>
          {translate('pages.activity.now')}
        </Typography>
      </Box>
      {activities.isPending && <Typography variant="body2">{translate('app.loading')}</Typography>}
      {entries.map((e) => (
        <Box component="li" key={e.id} sx={{ display: 'flex', gap: 1.5, pb: 2 }}>
          <Dot />
          <Box>
            <Typography variant="caption" color="text.secondary">
              {formatDate(e.timestamp, locale)}
            </Typography>
            <Typography variant="body2">
              {e.detail_url ? (
                <Link
                  component="button"
                  variant="body2"
                  onClick={() => void open(e)}
                  sx={{ textAlign: 'left' }}
                >
                  {e.content}
                </Link>
              ) : (
                e.content
              )}
            </Typography>
          </Box>
        </Box>
      ))}
      {!activities.isPending && entries.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {translate('pages.activity.empty')}
        </Typography>
      )}
      <DiffDialog open={diff !== null} onClose={() => setDiff(null)} diff={diff} />
    </Box>
  );
}
