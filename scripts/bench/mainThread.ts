/**
 * The page's main-thread tasks during a load, read from a Chromium trace. The long task API sees
 * only tasks of 50 ms and more: a shorter one (the entry module's evaluation takes ~40 ms) looked
 * like idle time on the critical path.
 */
import type { Interval } from './criticalPath';

/** Top-level tasks, and the page's user timing marks to put them on its clock. */
export const TRACE_CATEGORIES = ['toplevel', 'blink.user_timing'];
/** The mark the page sets (performance.mark) once the load is over. */
export const CLOCK_MARK = 'jms-bench-clock';
/** A task, in the 'toplevel' category. */
const RUN_TASK = 'ThreadControllerImpl::RunTask';

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  /** µs */
  ts: number;
  dur?: number;
}

/**
 * The tasks of the thread that recorded CLOCK_MARK, in ms since the page's navigation start;
 * `markMs` is the mark's own time on that clock (its startTime).
 */
export function mainThreadTasks(trace: Buffer, markMs: number): Interval[] {
  const events = (JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
  const mark = events.find((e) => e.name === CLOCK_MARK);
  if (!mark) throw new Error(`the trace has no ${CLOCK_MARK} mark`);
  const offsetMs = mark.ts / 1000 - markMs;
  return events
    .filter((e) => e.pid === mark.pid && e.tid === mark.tid && e.ph === 'X' && e.name === RUN_TASK)
    .map((e) => ({
      startMs: e.ts / 1000 - offsetMs,
      endMs: (e.ts + (e.dur ?? 0)) / 1000 - offsetMs,
    }));
}
