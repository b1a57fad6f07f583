/**
 * The console dashboard (Lina's src/views/dashboard/Console): users and assets with this week's
 * additions, sessions now, the login and session trend over 7 or 30 days, the ten busiest users
 * and assets, and assets by type. Each widget is one request of the index's figures.
 */
import '../../../i18n/areas/dashboards';
import { Grid, Link as MuiLink } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import { Link } from 'react-router';
import type { JmsDataProvider } from '../../../dataProvider';
import { PagedTable } from '../../components/PagedTable';
import { figures, num, series, useFigures, type Days } from './api';
import { BarsChart, TrendChart } from './charts';
import { useListLink, useShowLink } from './links';
import { DaysSwitch, StatCard, useDays, Widget } from './widgets';

const SUMMARY = [
  'total_count_users',
  'total_count_users_this_week',
  'total_count_login_users',
  'total_count_assets',
  'total_count_assets_this_week',
  'total_count_today_active_assets',
];
const REALTIME = [
  'total_count_online_sessions',
  'total_count_online_users',
  'total_count_today_failed_sessions',
];

function Summary() {
  const translate = useTranslate();
  const link = useListLink();
  const { data, error, refetch } = useFigures(SUMMARY);
  const { data: now, error: nowError, refetch: nowRetry } = useFigures(REALTIME);
  const week = (key: string) =>
    num(data, key) === undefined
      ? undefined
      : translate('dashboards.this_week', { n: num(data, key) });
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <StatCard
          label={translate('dashboards.users')}
          value={num(data, 'total_count_users')}
          note={week('total_count_users_this_week')}
          error={error}
          onRetry={refetch}
          to={link('users')}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <StatCard
          label={translate('dashboards.assets')}
          value={num(data, 'total_count_assets')}
          note={week('total_count_assets_this_week')}
          error={error}
          onRetry={refetch}
          to={link('assets')}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <StatCard
          label={translate('dashboards.online_sessions')}
          value={num(now, 'total_count_online_sessions')}
          note={
            num(now, 'total_count_online_users') !== undefined &&
            translate('dashboards.online_users', { n: num(now, 'total_count_online_users') })
          }
          error={nowError}
          onRetry={nowRetry}
          to={link('sessions', { tab: 'online' })}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <StatCard
          label={translate('dashboards.today_active')}
          value={num(data, 'total_count_login_users')}
          error={error}
          onRetry={refetch}
          note={
            num(data, 'total_count_today_active_assets') !== undefined &&
            translate('dashboards.today_assets', {
              n: num(data, 'total_count_today_active_assets'),
              failed: num(now, 'total_count_today_failed_sessions') ?? 0,
            })
          }
        />
      </Grid>
    </Grid>
  );
}

function Trend({ days }: { days: Days }) {
  const translate = useTranslate();
  const { data, error, refetch } = useFigures(['dates_metrics', 'session_dates_metrics'], days);
  const dates = (data?.dates_metrics_date as string[] | undefined) ?? [];
  return (
    <Widget title={translate('dashboards.trend')} error={error} onRetry={refetch}>
      <TrendChart
        caption={translate('dashboards.trend_caption', { smart_count: days })}
        dates={dates}
        series={[
          {
            label: translate('dashboards.logins'),
            data: series(data, 'dates_metrics_total_count_login'),
          },
          {
            label: translate('dashboards.sessions'),
            data: series(data, 'dates_metrics_total_count_session'),
          },
          {
            label: translate('dashboards.active_users'),
            data: series(data, 'dates_metrics_total_count_active_users'),
          },
          {
            label: translate('dashboards.active_assets'),
            data: series(data, 'dates_metrics_total_count_active_assets'),
          },
        ]}
      />
    </Widget>
  );
}

interface Ranked {
  user_id?: string;
  user?: string;
  asset?: string;
  total: number;
}

/**
 * The ten busiest users or assets by sessions started. A user leads to their page, an asset (named
 * `name(address)` by its sessions) to the asset list searched by name: the sessions list has no
 * view holding online and finished sessions together, so no list would show the same count.
 */
function Top10({ days, kind }: { days: Days; kind: 'user' | 'asset' }) {
  const translate = useTranslate();
  const dp = useDataProvider<JmsDataProvider>();
  const link = useListLink();
  const show = useShowLink();
  const key = `dates_login_times_top10_${kind}s`;
  const title = translate(`dashboards.top10_${kind}s`);
  const ranking = async (signal: AbortSignal) =>
    (((await figures(dp, [key], days, signal))[key] as Ranked[] | undefined) ?? []).map((r, i) => ({
      ...r,
      rank: i + 1,
      name: String(r[kind] ?? ''),
    }));
  const linkOf = (r: Ranked & { name: string }) =>
    kind === 'user'
      ? show('users', String(r.user_id))
      : link('assets', { search: r.name.replace(/\([^()]*\)$/, '') });
  return (
    <Widget title={title}>
      <PagedTable<Ranked & { rank: number; name: string }>
        label={title}
        queryKey={['jms', 'index', key, days]}
        load={(_, signal) => ranking(signal)}
        rowKey={(r) => r.name}
        empty={translate('dashboards.no_sessions')}
        columns={[
          { key: 'rank', header: '#' },
          {
            key: 'name',
            header: translate(`dashboards.${kind}`),
            render: (r) => {
              const to = linkOf(r);
              return to ? (
                <MuiLink component={Link} to={to} sx={{ overflowWrap: 'anywhere' }}>
                  {r.name}
                </MuiLink>
              ) : (
                r.name
              );
            },
          },
          { key: 'total', header: translate('dashboards.sessions'), align: 'right' },
        ]}
      />
    </Widget>
  );
}

function AssetTypes() {
  const translate = useTranslate();
  const { data, error, refetch } = useFigures(['total_count_type_to_assets_amount']);
  const answer = data?.total_count_type_to_assets_amount as
    { label: string; total: number }[] | undefined;
  // Largest first, so the bars read as a ranking.
  const types = [...(answer ?? [])].sort((a, b) => b.total - a.total);
  const title = translate('dashboards.asset_types');
  return (
    <Widget title={title} error={error} onRetry={refetch}>
      <BarsChart
        horizontal
        caption={title}
        labels={types.map((t) => t.label)}
        series={[
          { label: translate('dashboards.assets'), data: types.map((t) => t.total), color: 'info' },
        ]}
      />
    </Widget>
  );
}

export function ConsoleDashboard() {
  const [days, setDays] = useDays();
  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <Summary />
      </Grid>
      <Grid size={12} sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <DaysSwitch value={days} onChange={setDays} />
      </Grid>
      <Grid size={12}>
        <Trend days={days} />
      </Grid>
      <Grid size={{ xs: 12, md: 6, lg: 4 }}>
        <Top10 days={days} kind="user" />
      </Grid>
      <Grid size={{ xs: 12, md: 6, lg: 4 }}>
        <Top10 days={days} kind="asset" />
      </Grid>
      <Grid size={{ xs: 12, lg: 4 }}>
        <AssetTypes />
      </Grid>
    </Grid>
  );
}
