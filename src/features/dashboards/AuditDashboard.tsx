/**
 * The audit dashboard (Lina's src/views/dashboard/Audit): logins, operations, password changes,
 * sessions, file transfers, commands and job runs over the last 7 or 30 days, each number leading
 * to its list over the same range, and the daily login and session trend.
 */
import '../../../i18n/areas/dashboards';
import { Grid } from '@mui/material';
import { useTranslate } from 'react-admin';
import { BarsChart } from './charts';
import { num, rangeQuery, series, useFigures, type Days } from './api';
import { useListLink } from './links';
import { DaysSwitch, StatCard, useDays, Widget } from './widgets';

const COUNTS = [
  'total_count_user_login_logs',
  'total_count_user_login_success_logs',
  'total_count_operate_logs',
  'total_count_change_password_logs',
  'total_count_online_sessions',
  'total_count_history_sessions',
  'total_count_ftp_logs',
  'total_count_commands',
  'total_count_commands_danger',
];
const JOBS = [
  'total_count_job_logs',
  'total_count_job_logs_running',
  'total_count_job_logs_failed',
];

const cell = { xs: 12, sm: 6, md: 4, lg: 3 } as const;

function Counts({ days }: { days: Days }) {
  const translate = useTranslate();
  const link = useListLink();
  const {
    data,
    error,
    refetch,
    isPlaceholderData: stale,
    dataUpdatedAt,
  } = useFigures(COUNTS, days);
  const range = rangeQuery(days, dataUpdatedAt || undefined);
  const logins = num(data, 'total_count_user_login_logs');
  const ok = num(data, 'total_count_user_login_success_logs');
  const card = (label: string, key: string, resource: string, note?: string, query = range) => (
    <Grid size={cell}>
      <StatCard
        label={translate(label)}
        value={num(data, key)}
        note={note}
        stale={stale}
        error={error}
        onRetry={refetch}
        to={link(resource, query)}
      />
    </Grid>
  );
  return (
    <>
      {card(
        'dashboards.login_logs',
        'total_count_user_login_logs',
        'loginLogs',
        ok !== undefined ? translate('dashboards.login_ok', { ok }) : undefined,
      )}
      <Grid size={cell}>
        <StatCard
          label={translate('dashboards.login_failed')}
          value={logins !== undefined && ok !== undefined ? logins - ok : undefined}
          stale={stale}
          error={error}
          onRetry={refetch}
          to={link('loginLogs', { status: 'false', ...range })}
        />
      </Grid>
      {card('dashboards.operate_logs', 'total_count_operate_logs', 'operateLogs')}
      {card(
        'dashboards.password_changes',
        'total_count_change_password_logs',
        'passwordChangeLogs',
      )}
      {card('dashboards.ftp_logs', 'total_count_ftp_logs', 'ftpLogs')}
      {card('dashboards.online_sessions', 'total_count_online_sessions', 'sessions', undefined, {
        tab: 'online',
      })}
      {card('dashboards.history_sessions', 'total_count_history_sessions', 'sessions', undefined, {
        tab: 'offline',
        ...range,
      })}
      {card('dashboards.commands', 'total_count_commands', 'commands')}
      {card('dashboards.dangerous', 'total_count_commands_danger', 'commands', undefined, {
        risk_level: '5',
        ...range,
      })}
    </>
  );
}

function Jobs({ days }: { days: Days }) {
  const translate = useTranslate();
  const link = useListLink();
  const { data, error, refetch, isPlaceholderData: stale, dataUpdatedAt } = useFigures(JOBS, days);
  return (
    <Grid size={cell}>
      <StatCard
        label={translate('dashboards.job_logs')}
        value={num(data, 'total_count_job_logs')}
        note={
          num(data, 'total_count_job_logs') !== undefined
            ? translate('dashboards.job_split', {
                running: num(data, 'total_count_job_logs_running'),
                failed: num(data, 'total_count_job_logs_failed'),
              })
            : undefined
        }
        stale={stale}
        error={error}
        onRetry={refetch}
        to={link('jobLogs', rangeQuery(days, dataUpdatedAt || undefined))}
      />
    </Grid>
  );
}

function Trend({ days }: { days: Days }) {
  const translate = useTranslate();
  const { data, error, refetch } = useFigures(['dates_metrics', 'session_dates_metrics'], days);
  return (
    <Widget title={translate('dashboards.audit_trend')} error={error} onRetry={refetch}>
      <BarsChart
        caption={translate('dashboards.trend_caption', { smart_count: days })}
        labels={(data?.dates_metrics_date as string[] | undefined) ?? []}
        series={[
          {
            label: translate('dashboards.logins'),
            data: series(data, 'dates_metrics_total_count_login'),
          },
          {
            label: translate('dashboards.sessions'),
            data: series(data, 'dates_metrics_total_count_session'),
            color: 'success',
          },
        ]}
      />
    </Widget>
  );
}

export function AuditDashboard() {
  const [days, setDays] = useDays();
  return (
    <Grid container spacing={2}>
      <Grid size={12} sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <DaysSwitch value={days} onChange={setDays} />
      </Grid>
      <Counts days={days} />
      <Jobs days={days} />
      <Grid size={12}>
        <Trend days={days} />
      </Grid>
    </Grid>
  );
}
