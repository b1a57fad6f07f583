/**
 * The console dashboard (Lina's src/views/dashboard/Console): users and assets with this week's
 * additions, sessions now, the login and session trend over 7 or 30 days, the ten busiest users
 * and assets, and assets by type. Each widget is one `/api/v1/index/` request.
 */
import {
  Grid,
  Link as MuiLink,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { BarsChart, TrendChart } from './charts';
import { num, series, useFigures, type Days } from './indexApi';
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
  const { data, error } = useFigures(SUMMARY);
  const { data: now, error: nowError } = useFigures(REALTIME);
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
          to={link('users')}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <StatCard
          label={translate('dashboards.assets')}
          value={num(data, 'total_count_assets')}
          note={week('total_count_assets_this_week')}
          error={error}
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
          to={link('sessions', { tab: 'online' })}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <StatCard
          label={translate('dashboards.today_active')}
          value={num(data, 'total_count_login_users')}
          error={error}
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
  const { data, error } = useFigures(['dates_metrics', 'session_dates_metrics'], days);
  const dates = (data?.dates_metrics_date as string[] | undefined) ?? [];
  return (
    <Widget title={translate('dashboards.trend')} error={error}>
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
  const link = useListLink();
  const show = useShowLink();
  const key = `dates_login_times_top10_${kind}s`;
  const { data, error } = useFigures([key], days);
  const rows = (data?.[key] as Ranked[] | undefined) ?? [];
  const title = translate(`dashboards.top10_${kind}s`);
  return (
    <Widget title={title} error={error}>
      {error ? null : rows.length === 0 ? (
        <Typography color="text.secondary">{translate('dashboards.no_sessions')}</Typography>
      ) : (
        <Table size="small" aria-label={title}>
          <TableHead>
            <TableRow>
              <TableCell>#</TableCell>
              <TableCell>{translate(`dashboards.${kind}`)}</TableCell>
              <TableCell align="right">{translate('dashboards.sessions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((r, i) => {
              const name = String(r[kind] ?? '');
              const to =
                kind === 'user'
                  ? show('users', String(r.user_id))
                  : link('assets', { search: name.replace(/\([^()]*\)$/, '') });
              return (
                <TableRow key={name}>
                  <TableCell>{i + 1}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>
                    {to ? (
                      <MuiLink component={Link} to={to}>
                        {name}
                      </MuiLink>
                    ) : (
                      name
                    )}
                  </TableCell>
                  <TableCell align="right">{r.total}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
    </Widget>
  );
}

function AssetTypes() {
  const translate = useTranslate();
  const { data, error } = useFigures(['total_count_type_to_assets_amount']);
  const answer = data?.total_count_type_to_assets_amount as
    { label: string; total: number }[] | undefined;
  // Largest first, so the bars read as a ranking.
  const types = [...(answer ?? [])].sort((a, b) => b.total - a.total);
  const title = translate('dashboards.asset_types');
  return (
    <Widget title={title} error={error}>
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
