/**
 * The import task of docs/shell.md §11.4 as a state machine without I/O or timers: the task goes
 * pending → started → stopped | done, each row pending → (sending) → ok | error. The runner drives
 * it; the dialog reads it. Row states live in a typed array so 50,000 rows cost O(1) per change.
 *
 * Invariants the rest of the code relies on:
 * - a row is handed out (`take`) only while pending, and becomes `sending` until its outcome;
 * - `ok` is final: it is never handed out again and cannot be edited, so a row that succeeded is
 *   never sent twice;
 * - a row whose outcome is unknown (aborted, connection lost) is `release`d back to pending.
 */

export type TaskStatus = 'pending' | 'started' | 'stopped' | 'done';
export type RowState = 'pending' | 'sending' | 'ok' | 'error';
export type ActionLabel = 'import' | 'stop' | 'continue' | 'finished';

/** One line of a failed row's tooltip: the column title (or none for row-wide errors) and text. */
export interface FailureLine {
  title: string | null;
  message: string;
}

export interface Counts {
  total: number;
  pending: number;
  sending: number;
  ok: number;
  error: number;
}

const CODES: readonly RowState[] = ['pending', 'sending', 'ok', 'error'];
const PENDING = 0;
const SENDING = 1;
const OK = 2;
const ERROR = 3;

export class IllegalTransition extends Error {}

export class ImportTask {
  private readonly states: Uint8Array;
  private readonly failures = new Map<number, FailureLine[]>();
  private readonly tally = [0, 0, 0, 0];
  /** No pending row sits below this index, so `take` never rescans the finished head. */
  private cursor = 0;
  private current: TaskStatus = 'pending';

  constructor(readonly total: number) {
    this.states = new Uint8Array(total);
    this.tally[PENDING] = total;
  }

  get status(): TaskStatus {
    return this.current;
  }

  counts(): Counts {
    const [pending, sending, ok, error] = this.tally as [number, number, number, number];
    return { total: this.total, pending, sending, ok, error };
  }

  rowState(index: number): RowState {
    return CODES[this.states[this.check(index)]!]!;
  }

  failure(index: number): readonly FailureLine[] | undefined {
    return this.failures.get(index);
  }

  /** What the one action button offers now (docs/shell.md §11.4). */
  label(): ActionLabel {
    if (this.current === 'pending') return 'import';
    if (this.current === 'started') return 'stop';
    return this.tally[OK] === this.total ? 'finished' : 'continue';
  }

  /**
   * Import, or Continue: from done, failed rows go back to pending first; from stopped, the
   * remaining pending rows are resumed.
   */
  start(): void {
    if (this.current === 'started') return;
    if (this.current === 'done') {
      for (const index of this.failures.keys()) this.set(index, PENDING);
      this.failures.clear();
      this.cursor = 0;
    }
    this.current = 'started';
    this.settle();
  }

  /** Stop or Cancel: nothing new is handed out; rows already sending still report their outcome. */
  stop(): void {
    if (this.current === 'started') this.current = 'stopped';
  }

  /** Up to `limit` pending rows in file order, now marked sending. Empty unless started. */
  take(limit: number): number[] {
    const out: number[] = [];
    if (this.current !== 'started') return out;
    let i = this.cursor;
    for (; i < this.total && out.length < limit; i++) {
      if (this.states[i] === PENDING) {
        this.set(i, SENDING);
        out.push(i);
      }
    }
    // Everything below i is now non-pending, except rows released or edited later (they lower it).
    this.cursor = i;
    return out;
  }

  succeed(index: number): void {
    this.expect(index, SENDING);
    this.set(index, OK);
    this.settle();
  }

  fail(index: number, lines: FailureLine[]): void {
    this.expect(index, SENDING);
    this.set(index, ERROR);
    this.failures.set(index, lines);
    this.settle();
  }

  /** The outcome is unknown (aborted, connection lost): the row is pending again, never lost. */
  release(index: number): void {
    this.expect(index, SENDING);
    this.set(index, PENDING);
    this.cursor = Math.min(this.cursor, index);
    this.settle();
  }

  /** Only pending and failed rows are editable; an edit makes the row pending again. */
  canEdit(index: number): boolean {
    const s = this.states[this.check(index)];
    return s === PENDING || s === ERROR;
  }

  edited(index: number): void {
    if (!this.canEdit(index))
      throw new IllegalTransition(`row ${index} is ${this.rowState(index)}`);
    if (this.states[index] === ERROR) {
      this.failures.delete(index);
      this.set(index, PENDING);
      this.cursor = Math.min(this.cursor, index);
    }
  }

  /** Done as soon as a running (or stopping) task has nothing pending and nothing in flight. */
  private settle(): void {
    if (this.current === 'pending' || this.current === 'done') return;
    if (this.tally[PENDING] === 0 && this.tally[SENDING] === 0) this.current = 'done';
  }

  private set(index: number, code: number): void {
    this.tally[this.states[index]!]! -= 1;
    this.tally[code]! += 1;
    this.states[index] = code;
  }

  private expect(index: number, code: number): void {
    if (this.states[this.check(index)] !== code) {
      throw new IllegalTransition(
        `row ${index} is ${this.rowState(index)}, expected ${CODES[code]}`,
      );
    }
  }

  private check(index: number): number {
    if (!Number.isInteger(index) || index < 0 || index >= this.total)
      throw new RangeError(`no row ${index}`);
    return index;
  }
}
