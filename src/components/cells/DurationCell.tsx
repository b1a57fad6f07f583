/**
 * A record's duration, from its `date_start` to its `date_end` or `date_finished` (to now while it
 * has none, e.g. an online session or a running execution), as `h:mm:ss`. The server sends no
 * duration: the Vue console computes it too.
 */
import { useTranslate } from 'react-admin';
import { parseBackendDate } from '../../schema/datetime';

function seconds(record: Record<string, unknown>): number | null {
  const start = typeof record.date_start === 'string' ? parseBackendDate(record.date_start) : null;
  if (!start) return null;
  const ended = record.date_end ?? record.date_finished;
  const end = typeof ended === 'string' && ended ? parseBackendDate(ended) : null;
  const until = end ? end.valueOf() : Date.now();
  return Math.max(0, Math.floor((until - start.valueOf()) / 1000));
}

export function formatDuration(total: number): string {
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return `${h}:${two(m)}:${two(s)}`;
}

export function DurationCell({ record }: { record: Record<string, unknown> }) {
  const translate = useTranslate();
  const total = seconds(record);
  return <>{total === null ? translate('app.value.empty') : formatDuration(total)}</>;
}
