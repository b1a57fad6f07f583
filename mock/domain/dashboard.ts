/**
 * The dashboards' figures (`GET /api/v1/index/`, docs/domain.md §1): every section computed
 * from the rows the lists show in the request's organisation (`visibleRows`), so a dashboard number
 * equals the count of the list it links to with the same date range.
 */
import { getSpec } from '../catalogue';
import type { Ctx } from '../http';
import { visibleRows } from '../query';
import type { Row } from '../types';
import { ASSET_CATALOG } from './assetCatalog';

const DAY = 86_400_000;
/** The server's TIME_ZONE (Asia/Shanghai, no daylight saving): "today" and the per-day buckets. */
const SERVER_OFFSET = 8 * 3_600_000;

const rows = (ctx: Ctx, key: string): Row[] => visibleRows(getSpec(key), ctx);
const at = (v: unknown): number => Date.parse(String(v));

/** Local midnight (server zone) of the day holding `ms`. */
function localMidnight(ms: number): number {
  return Math.floor((ms + SERVER_OFFSET) / DAY) * DAY - SERVER_OFFSET;
}

function mmdd(midnight: number): string {
  return new Date(midnight + SERVER_OFFSET).toISOString().slice(5, 10);
}

/**
 * Python's `str()` of an aware UTC datetime: `2023-03-20 02:11:12+00:00` (microseconds when any).
 */
function pyDatetime(ms: number): string {
  const iso = new Date(ms).toISOString();
  const micro = iso.slice(20, 23) === '000' ? '' : `.${iso.slice(20, 23)}000`;
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)}${micro}+00:00`;
}

function timesince(ms: number, now: number): string {
  const minutes = Math.max(0, Math.floor((now - ms) / 60_000));
  const d = Math.floor(minutes / 1440);
  const h = Math.floor((minutes % 1440) / 60);
  const m = minutes % 60;
  const part = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (d) return h ? `${part(d, 'day')}, ${part(h, 'hour')}` : part(d, 'day');
  if (h) return m ? `${part(h, 'hour')}, ${part(m, 'minute')}` : part(h, 'hour');
  return part(m, 'minute');
}

interface Window {
  now: number;
  /** Start of the windowed sections: today 00:00 for one day, else now − days. */
  since: number;
  /** Local midnights of the last `days` dates, oldest first. */
  dates: number[];
}

function windowOf(days: number, now: number): Window {
  const today = localMidnight(now);
  return {
    now,
    since: days === 1 ? today : now - days * DAY,
    dates: Array.from({ length: days }, (_, i) => today - (days - 1 - i) * DAY),
  };
}

const sinceBy =
  (w: Window, field: string, epochSeconds = false) =>
  (r: Row) => {
    const t = epochSeconds ? Number(r[field]) * 1000 : at(r[field]);
    return t >= w.since && t <= w.now;
  };

function perDay(w: Window, list: Row[], field: string, measure: (day: Row[]) => number): number[] {
  const buckets = new Map<number, Row[]>(w.dates.map((d) => [d, []]));
  for (const r of list) buckets.get(localMidnight(at(r[field])))?.push(r);
  return w.dates.map((d) => measure(buckets.get(d)!));
}

const distinct = (field: string) => (day: Row[]) => new Set(day.map((r) => String(r[field]))).size;

function top10(
  list: Row[],
  key: string,
  label: string,
): { key: string; label: string; total: number; last: number }[] {
  const by = new Map<string, { key: string; label: string; total: number; last: number }>();
  for (const s of list) {
    const k = String(s[key]);
    const entry = by.get(k) ?? { key: k, label: String(s[label]), total: 0, last: 0 };
    entry.total += 1;
    entry.last = Math.max(entry.last, at(s.date_start));
    by.set(k, entry);
  }
  return [...by.values()].sort((a, b) => b.total - a.total || b.last - a.last).slice(0, 10);
}

type Section = (ctx: Ctx, w: Window) => Record<string, unknown>;

function count(
  key: string,
  field: string,
  extra: (r: Row) => boolean = () => true,
  epoch = false,
): (ctx: Ctx, w: Window) => number {
  return (ctx, w) => {
    const inWindow = sinceBy(w, field, epoch);
    return rows(ctx, key).filter((r) => inWindow(r) && extra(r)).length;
  };
}

const online = (ctx: Ctx) => rows(ctx, 'terminal.sessions').filter((s) => !s.is_finished);
const today = (ctx: Ctx, w: Window) => {
  const start = localMidnight(w.now);
  return rows(ctx, 'terminal.sessions').filter((s) => at(s.date_start) >= start);
};
/** Since Monday 00:00 (server zone). */
const thisWeek = (w: Window) => {
  const midnight = localMidnight(w.now);
  const weekday = (new Date(midnight + SERVER_OFFSET).getUTCDay() + 6) % 7;
  return midnight - weekday * DAY;
};

const TOTALS: Record<string, (ctx: Ctx, w: Window) => unknown> = {
  total_count_users: (ctx) => rows(ctx, 'users.users').length,
  total_count_assets: (ctx) => rows(ctx, 'assets.assets').length,
  total_count_users_this_week: (ctx, w) =>
    rows(ctx, 'users.users').filter((u) => at(u.date_joined) >= thisWeek(w)).length,
  total_count_assets_this_week: (ctx, w) =>
    rows(ctx, 'assets.assets').filter((a) => at(a.date_created) >= thisWeek(w)).length,
  total_count_login_users: (ctx, w) =>
    new Set(
      rows(ctx, 'audits.login_logs')
        .filter(sinceBy(w, 'datetime'))
        .map((l) => l.username),
    ).size,
  total_count_today_active_assets: (ctx, w) => new Set(today(ctx, w).map((s) => s.asset_id)).size,
  total_count_online_users: (ctx) => new Set(online(ctx).map((s) => s.user_id)).size,
  total_count_online_sessions: (ctx) => online(ctx).length,
  total_count_today_failed_sessions: (ctx, w) => today(ctx, w).filter((s) => !s.is_success).length,
  total_count_user_login_logs: count('audits.login_logs', 'datetime'),
  total_count_user_login_success_logs: count('audits.login_logs', 'datetime', (l) =>
    Boolean(l.status),
  ),
  total_count_operate_logs: count('audits.operate_logs', 'datetime'),
  total_count_change_password_logs: count('audits.password_change_logs', 'datetime'),
  total_count_ftp_logs: count('audits.ftp_logs', 'date_start'),
  total_count_commands: count('terminal.commands', 'timestamp', undefined, true),
  total_count_commands_danger: count(
    'terminal.commands',
    'timestamp',
    (c) => Number(c.risk_level) === 5,
    true,
  ),
  total_count_history_sessions: (ctx, w) =>
    count('terminal.sessions', 'date_start')(ctx, w) - online(ctx).length,
  total_count_job_logs: count('audits.job_logs', 'date_start'),
  total_count_job_logs_running: count(
    'audits.job_logs',
    'date_start',
    (j) => j.status === 'running',
  ),
  total_count_job_logs_failed: count('audits.job_logs', 'date_start', (j) =>
    ['failed', 'timeout'].includes(String(j.status)),
  ),
  total_count_type_to_assets_amount: (ctx) => {
    const labels = new Map(
      Object.values(ASSET_CATALOG.types_by_category)
        .flat()
        .map((t) => [String(t.value), t.label]),
    );
    const by = new Map<string, number>();
    for (const a of rows(ctx, 'assets.assets'))
      by.set(String(a.type), (by.get(String(a.type)) ?? 0) + 1);
    return [...by.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([type, total]) => ({ type, total, label: labels.get(type) ?? type }));
  },
};

const SECTIONS: Record<string, Section> = {
  session_dates_metrics: (ctx, w) => ({
    dates_metrics_total_count_session: perDay(
      w,
      rows(ctx, 'terminal.sessions'),
      'date_start',
      (d) => d.length,
    ),
  }),
  dates_metrics: (ctx, w) => {
    const sessions = rows(ctx, 'terminal.sessions');
    return {
      dates_metrics_total_count_login: perDay(
        w,
        rows(ctx, 'audits.login_logs'),
        'datetime',
        (d) => d.length,
      ),
      dates_metrics_total_count_active_users: perDay(
        w,
        sessions,
        'date_start',
        distinct('user_id'),
      ),
      dates_metrics_total_count_active_assets: perDay(
        w,
        sessions,
        'date_start',
        distinct('asset_id'),
      ),
    };
  },
  dates_login_times_top10_assets: (ctx, w) => ({
    dates_login_times_top10_assets: top10(
      rows(ctx, 'terminal.sessions').filter(sinceBy(w, 'date_start')),
      'asset_id',
      'asset',
    ).map((e) => ({ asset: e.label, total: e.total, last: pyDatetime(e.last) })),
  }),
  dates_login_times_top10_users: (ctx, w) => ({
    dates_login_times_top10_users: top10(
      rows(ctx, 'terminal.sessions').filter(sinceBy(w, 'date_start')),
      'user_id',
      'user',
    ).map((e) => ({ user_id: e.key, total: e.total, user: e.label, last: pyDatetime(e.last) })),
  }),
  dates_login_record_top10_sessions: (ctx, w) => ({
    dates_login_record_top10_sessions: rows(ctx, 'terminal.sessions')
      .filter(sinceBy(w, 'date_start'))
      .sort((a, b) => at(b.date_start) - at(a.date_start))
      .slice(0, 10)
      .map((s) => ({
        user: s.user,
        asset: s.asset,
        is_finished: s.is_finished,
        date_start: pyDatetime(at(s.date_start)),
        timesince: timesince(at(s.date_start), w.now),
      })),
  }),
};

/** The answer to one query: only the sections asked for (a non-empty value turns one on). */
export function dashboardFigures(
  ctx: Ctx,
  query: URLSearchParams,
  days: number,
  now: Date,
): Record<string, unknown> {
  const on = (key: string) => Boolean(query.get('all')) || Boolean(query.get(key));
  const w = windowOf(days, now.getTime());
  const out: Record<string, unknown> = {};
  for (const [key, compute] of Object.entries(TOTALS)) {
    if (on(key) || (key.startsWith('total_count_') && Boolean(query.get('total_count'))))
      out[key] = compute(ctx, w);
  }
  const series = Object.entries(SECTIONS).filter(([key]) => on(key));
  if (series.some(([key]) => key.endsWith('dates_metrics')))
    out.dates_metrics_date = days === 0 ? ['0'] : w.dates.map(mmdd);
  for (const [, compute] of series) Object.assign(out, compute(ctx, w));
  return out;
}
