/** The backend's datetime rendering: `2023/03/20 10:11:12 +0800` in the request's X-TZ zone. */

const DEFAULT_TZ = 'Asia/Shanghai';

export function isValidTimeZone(tz: string | null | undefined): tz is string {
  if (!tz || tz === 'undefined') return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function partsIn(date: Date, tz: string): Record<string, string> {
  let f = formatters.get(tz);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: tz,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(tz, f);
  }
  const out: Record<string, string> = {};
  for (const p of f.formatToParts(date)) out[p.type] = p.value;
  return out;
}

function offsetMinutes(date: Date, p: Record<string, string>): number {
  const asUtc = Date.UTC(+p.year!, +p.month! - 1, +p.day!, +p.hour!, +p.minute!, +p.second!);
  return Math.round((asUtc - Math.floor(date.getTime() / 1000) * 1000) / 60000);
}

export function formatDateTime(value: string | Date | null | undefined, tz?: string | null): string | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const zone = isValidTimeZone(tz) ? tz : DEFAULT_TZ;
  const p = partsIn(date, zone);
  const off = offsetMinutes(date, p);
  const sign = off < 0 ? '-' : '+';
  const abs = Math.abs(off);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `${p.year}/${p.month}/${p.day} ${p.hour}:${p.minute}:${p.second} ${sign}${hh}${mm}`;
}

/** Accepts the rendered format, ISO 8601 and `%Y-%m-%d %H:%M:%S %z`; returns an ISO string or null. */
export function parseDateTime(input: unknown): string | null {
  if (typeof input !== 'string' || !input.trim()) return null;
  const s = input.trim();
  const m = /^(\d{4})[/-](\d{2})[/-](\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?\s*([+-]\d{2}):?(\d{2})$/.exec(s);
  if (m) {
    const [, y, mo, d, h, mi, se = '00', oh, om] = m;
    const iso = `${y}-${mo}-${d}T${h}:${mi}:${se}${oh}:${om}`;
    const t = Date.parse(iso);
    return Number.isNaN(t) ? null : new Date(t).toISOString();
  }
  const t = Date.parse(s);
  return Number.isNaN(t) ? null : new Date(t).toISOString();
}
