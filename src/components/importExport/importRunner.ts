/**
 * The executor behind the import task: hands pending rows to `send` with a bound on how many are in
 * flight, paces them, and records each outcome on its own row (so results keep file order however
 * the responses interleave).
 *
 * - paced (the platform's pacing, docs/shell.md §11.4): one row at a time, ~100 ms between rows;
 * - fast: up to 8 rows in flight, no pause.
 *
 * Stop lets rows already in flight finish and records them (ok or error), so nothing that reached
 * the server is forgotten. Cancel aborts them; their outcome is unknown, so they return to pending.
 * A lost connection or an unavailable server halts the task with the row pending again, rather than
 * failing every remaining row in a burst.
 */
import { ImportTask, type FailureLine } from './importTask';

export const PACED = { concurrency: 1, pauseMs: 100 } as const;
export const FAST = { concurrency: 8, pauseMs: 0 } as const;
export const MAX_CONCURRENCY = 8;

export type SendOutcome =
  | { kind: 'ok' }
  | { kind: 'failed'; lines: FailureLine[] }
  /** Nothing is known about the row (no answer, 401, 502–504): retry later, stop for now. */
  | { kind: 'halt'; reason: HaltReason };

export type HaltReason = 'network' | 'unavailable' | 'unauthorized';

export type SendRow = (index: number, signal: AbortSignal) => Promise<SendOutcome>;

export interface Pacing {
  concurrency: number;
  pauseMs: number;
}

export interface RunnerEvents {
  /** Any change of a row or of the task. */
  onChange?(): void;
  /** The task halted on its own; the UI says why. */
  onHalt?(reason: HaltReason): void;
  /** The task reached done (every row has an outcome). */
  onDone?(): void;
}

/** Timers are injected so tests can drive pacing without waiting. */
export interface Clock {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const realClock: Clock = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (h) => globalThis.clearTimeout(h as ReturnType<typeof setTimeout>),
};

export class ImportRunner {
  private inFlight = 0;
  private controller = new AbortController();
  private pauseTimer: unknown = null;
  private pacing: Pacing;

  constructor(
    readonly task: ImportTask,
    private readonly send: SendRow,
    pacing: Pacing = PACED,
    private readonly events: RunnerEvents = {},
    private readonly clock: Clock = realClock,
  ) {
    this.pacing = normalise(pacing);
  }

  get sending(): number {
    return this.inFlight;
  }

  /** Takes effect from the next dispatch; rows in flight are not disturbed. */
  setPacing(pacing: Pacing): void {
    this.pacing = normalise(pacing);
    this.pump();
  }

  /** Import or Continue. */
  start(): void {
    this.task.start();
    this.changed();
    if (this.task.status === 'done') return void this.events.onDone?.();
    this.pump();
  }

  stop(): void {
    this.task.stop();
    this.clearPause();
    this.changed();
  }

  /** Stop and abort what is in flight (Cancel, closing the dialog). */
  cancel(): void {
    this.stop();
    this.controller.abort();
    this.controller = new AbortController();
  }

  private pump(): void {
    if (this.pauseTimer !== null) return;
    const free = this.pacing.concurrency - this.inFlight;
    if (free <= 0) return;
    for (const index of this.task.take(free)) void this.dispatch(index);
  }

  private async dispatch(index: number): Promise<void> {
    this.inFlight += 1;
    this.changed();
    const { signal } = this.controller;
    let outcome: SendOutcome;
    try {
      outcome = await this.send(index, signal);
    } catch {
      // `send` maps every answer to an outcome; a throw means no answer (aborted or a bug).
      outcome = { kind: 'halt', reason: 'network' };
    }
    this.inFlight -= 1;
    if (signal.aborted) this.task.release(index);
    else this.record(index, outcome);
    this.changed();
    if (this.task.status === 'done') return void this.events.onDone?.();
    if (this.task.status !== 'started') return;
    if (this.pacing.pauseMs > 0) this.pauseThenPump();
    else this.pump();
  }

  private record(index: number, outcome: SendOutcome): void {
    if (outcome.kind === 'ok') return this.task.succeed(index);
    if (outcome.kind === 'failed') return this.task.fail(index, outcome.lines);
    this.task.release(index);
    if (this.task.status === 'started') {
      this.task.stop();
      this.clearPause();
      this.events.onHalt?.(outcome.reason);
    }
  }

  private pauseThenPump(): void {
    if (this.pauseTimer !== null) return;
    this.pauseTimer = this.clock.setTimeout(() => {
      this.pauseTimer = null;
      if (this.task.status === 'started') this.pump();
    }, this.pacing.pauseMs);
  }

  private clearPause(): void {
    if (this.pauseTimer === null) return;
    this.clock.clearTimeout(this.pauseTimer);
    this.pauseTimer = null;
  }

  private changed(): void {
    this.events.onChange?.();
  }
}

function normalise(p: Pacing): Pacing {
  const concurrency = Math.min(MAX_CONCURRENCY, Math.max(1, Math.floor(p.concurrency)));
  return { concurrency, pauseMs: Math.max(0, p.pauseMs) };
}
