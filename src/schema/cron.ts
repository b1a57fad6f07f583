/**
 * Five-field crontabs (minute hour day-of-month month day-of-week), as the backend's celery-beat
 * schedule reads them: `*`, `a`, `a-b`, `*\/n`, `a-b/n` and comma lists; day-of-week 0–7 with 0
 * and 7 both Sunday. The next runs are previewed client-side, as the real console does (there is
 * no preview API, docs/domain.md §8.3). Day-of-month and day-of-week combine like cron: when
 * both are restricted, either matches.
 */
const RANGES: [number, number][] = [
  [0, 59],
  [0, 23],
  [1, 31],
  [1, 12],
  [0, 7],
];

interface Field {
  values: Set<number>;
  any: boolean;
}

function parseField(text: string, [lo, hi]: [number, number]): Field | null {
  const values = new Set<number>();
  for (const part of text.split(',')) {
    const m = /^(\*|\d+(?:-\d+)?)(?:\/(\d+))?$/.exec(part);
    if (!m) return null;
    const step = m[2] ? Number(m[2]) : 1;
    if (step < 1) return null;
    let [from, to] = [lo, hi];
    if (m[1] !== '*') {
      const [a, b] = m[1]!.split('-').map(Number);
      from = a!;
      to = b ?? (m[2] ? hi : a!);
    }
    if (from < lo || to > hi || from > to) return null;
    for (let v = from; v <= to; v += step) values.add(v);
  }
  return { values, any: text === '*' };
}

export interface Cron {
  fields: Field[];
}

/** The parsed expression, or null when it is not a valid five-field crontab. */
export function parseCron(expr: string): Cron | null {
  const parts = expr.trim().split(/\s+/);
  if (parts.length !== 5) return null;
  const fields = parts.map((p, i) => parseField(p, RANGES[i]!));
  if (fields.some((f) => !f)) return null;
  const dow = fields[4]!;
  if (dow.values.has(7)) dow.values.add(0);
  return { fields: fields as Field[] };
}

function dayMatches(cron: Cron, d: Date): boolean {
  const [, , dom, , dow] = cron.fields as [Field, Field, Field, Field, Field];
  const domOk = dom.values.has(d.getDate());
  const dowOk = dow.values.has(d.getDay());
  if (dom.any || dow.any) return (dom.any || domOk) && (dow.any || dowOk);
  return domOk || dowOk;
}

/**
 * The next `count` run times strictly after `from`, in the browser's time zone (within ~5 years).
 */
export function nextRuns(cron: Cron, from: Date, count = 5): Date[] {
  const [minutes, hours, , months] = cron.fields as [Field, Field, Field, Field, Field];
  const out: Date[] = [];
  const d = new Date(from.getTime());
  d.setSeconds(0, 0);
  d.setMinutes(d.getMinutes() + 1);
  const limit = from.getTime() + 5 * 366 * 86_400_000;
  while (out.length < count && d.getTime() < limit) {
    if (!months.values.has(d.getMonth() + 1)) {
      d.setMonth(d.getMonth() + 1, 1);
      d.setHours(0, 0);
    } else if (!dayMatches(cron, d)) {
      d.setDate(d.getDate() + 1);
      d.setHours(0, 0);
    } else if (!hours.values.has(d.getHours())) {
      d.setHours(d.getHours() + 1, 0);
    } else if (!minutes.values.has(d.getMinutes())) {
      d.setMinutes(d.getMinutes() + 1);
    } else {
      out.push(new Date(d.getTime()));
      d.setMinutes(d.getMinutes() + 1);
    }
  }
  return out;
}
