import { describe, expect, it } from 'vitest';
import {
  FAST,
  ImportRunner,
  PACED,
  type Clock,
  type HaltReason,
  type SendOutcome,
} from '../../src/components/importExport/importRunner';
import { ImportTask } from '../../src/components/importExport/importTask';

/** A server whose answers the test gives, one request at a time. */
function fakeServer() {
  const calls: { index: number; signal: AbortSignal; answer(o: SendOutcome): void }[] = [];
  const sent: number[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const send = (index: number, signal: AbortSignal) =>
    new Promise<SendOutcome>((resolve, reject) => {
      sent.push(index);
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      const done = () => (inFlight -= 1);
      const call = {
        index,
        signal,
        answer: (o: SendOutcome) => {
          done();
          resolve(o);
        },
      };
      signal.addEventListener('abort', () => {
        done();
        calls.splice(calls.indexOf(call), 1);
        reject(new DOMException('aborted', 'AbortError'));
      });
      calls.push(call);
    });
  /** Answers the oldest open request for `index`. */
  const answer = (index: number, o: SendOutcome = { kind: 'ok' }) => {
    const i = calls.findIndex((c) => c.index === index);
    if (i < 0) throw new Error(`row ${index} is not in flight`);
    calls.splice(i, 1)[0]!.answer(o);
  };
  return {
    send,
    sent,
    calls,
    answer,
    maxInFlight: () => maxInFlight,
    open: () => calls.map((c) => c.index),
  };
}

/** Pacing timers under the test's control. */
function manualClock() {
  const timers = new Map<number, () => void>();
  let next = 1;
  const clock: Clock = {
    setTimeout: (fn) => {
      timers.set(next, fn);
      return next++;
    },
    clearTimeout: (h) => void timers.delete(h as number),
  };
  const fire = () => {
    const pending = [...timers.entries()];
    timers.clear();
    for (const [, fn] of pending) fn();
  };
  return { clock, fire, count: () => timers.size };
}

/** Lets every answered request run to its recorded outcome (and the next dispatch). */
const settle = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};
const failed = (message = 'bad'): SendOutcome => ({
  kind: 'failed',
  lines: [{ title: 'Email', message }],
});

describe('the import runner', () => {
  it('paced: one row at a time, the next only after the ~100 ms pause', async () => {
    const server = fakeServer();
    const { clock, fire, count } = manualClock();
    const task = new ImportTask(3);
    const runner = new ImportRunner(task, server.send, PACED, {}, clock);
    runner.start();
    expect(server.open()).toEqual([0]);
    server.answer(0);
    await settle();
    expect(server.open()).toEqual([]);
    expect(count()).toBe(1);
    fire();
    expect(server.open()).toEqual([1]);
    server.answer(1, failed());
    await settle();
    fire();
    server.answer(2);
    await settle();
    expect(task.status).toBe('done');
    expect(task.label()).toBe('continue');
    expect(server.maxInFlight()).toBe(1);
    expect(PACED.pauseMs).toBe(100);
  });

  it('fast: at most 8 rows in flight, results land on their own rows whatever the answer order', async () => {
    const server = fakeServer();
    const task = new ImportTask(20);
    const runner = new ImportRunner(task, server.send, FAST);
    runner.start();
    expect(server.open()).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    // Answer out of order: even rows fail, odd rows succeed.
    let guard = 0;
    while (task.status !== 'done' && guard++ < 100) {
      const open = server.open().reverse();
      for (const i of open) server.answer(i, i % 2 ? { kind: 'ok' } : failed(`row ${i}`));
      await settle();
    }
    expect(server.maxInFlight()).toBe(8);
    expect(server.sent).toHaveLength(20);
    for (let i = 0; i < 20; i++) {
      expect(task.rowState(i)).toBe(i % 2 ? 'ok' : 'error');
      if (i % 2 === 0) expect(task.failure(i)).toEqual([{ title: 'Email', message: `row ${i}` }]);
    }
  });

  it('stop mid-flight: rows in flight end ok or failed, nothing new is sent, Continue sends the rest once', async () => {
    const server = fakeServer();
    const task = new ImportTask(12);
    const runner = new ImportRunner(task, server.send, FAST);
    runner.start();
    runner.stop();
    expect(task.label()).toBe('continue');
    server.answer(0);
    server.answer(1, failed());
    for (const i of [2, 3, 4, 5, 6, 7]) server.answer(i);
    await settle();
    expect(server.sent).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(task.counts()).toEqual({ total: 12, pending: 4, sending: 0, ok: 7, error: 1 });

    runner.start();
    expect(server.open()).toEqual([8, 9, 10, 11]);
    for (const i of [8, 9, 10, 11]) server.answer(i);
    await settle();
    expect(task.status).toBe('done');
    // Continue after done resets the failed row only.
    runner.start();
    expect(server.open()).toEqual([1]);
    server.answer(1);
    await settle();
    expect(task.label()).toBe('finished');
    const successes = server.sent.filter((i, n) => server.sent.indexOf(i) !== n);
    expect(successes).toEqual([1]);
  });

  it('a stop while rows are in flight, then Continue, never exceeds the limit', async () => {
    const server = fakeServer();
    const task = new ImportTask(30);
    const runner = new ImportRunner(task, server.send, FAST);
    runner.start();
    runner.stop();
    runner.start();
    expect(server.open()).toHaveLength(8);
    server.answer(0);
    await settle();
    expect(server.open()).toHaveLength(8);
    expect(server.maxInFlight()).toBe(8);
  });

  it('cancel aborts what is in flight and leaves those rows pending, never lost', async () => {
    const server = fakeServer();
    const task = new ImportTask(10);
    const runner = new ImportRunner(task, server.send, FAST);
    runner.start();
    server.answer(0);
    await settle();
    const signals = server.calls.map((c) => c.signal);
    runner.cancel();
    await settle();
    expect(signals.every((s) => s.aborted)).toBe(true);
    expect(server.open()).toEqual([]);
    expect(task.status).toBe('stopped');
    expect(task.counts()).toEqual({ total: 10, pending: 9, sending: 0, ok: 1, error: 0 });
    runner.start();
    expect(server.open()).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('a lost connection halts the task with the row pending; answers still in flight are recorded', async () => {
    const server = fakeServer();
    const halts: HaltReason[] = [];
    const task = new ImportTask(10);
    const runner = new ImportRunner(
      task,
      server.send,
      { concurrency: 3, pauseMs: 0 },
      { onHalt: (r) => halts.push(r) },
    );
    runner.start();
    server.answer(1, { kind: 'halt', reason: 'network' });
    await settle();
    expect(halts).toEqual(['network']);
    expect(task.status).toBe('stopped');
    expect(task.rowState(1)).toBe('pending');
    expect(server.open()).toEqual([0, 2]);
    server.answer(0);
    server.answer(2, { kind: 'halt', reason: 'network' });
    await settle();
    expect(halts).toEqual(['network']);
    expect(task.counts()).toMatchObject({ ok: 1, pending: 9, sending: 0 });
    runner.start();
    expect(server.open()).toEqual([1, 2, 3]);
  });

  it('a send that throws (no answer) is treated as unknown: pending again', async () => {
    const task = new ImportTask(1);
    const runner = new ImportRunner(task, () => Promise.reject(new Error('boom')), FAST);
    runner.start();
    await settle();
    expect(task.rowState(0)).toBe('pending');
    expect(task.status).toBe('stopped');
  });

  it('switching pacing takes effect from the next dispatch', async () => {
    const server = fakeServer();
    const { clock, fire } = manualClock();
    const task = new ImportTask(20);
    const runner = new ImportRunner(task, server.send, PACED, {}, clock);
    runner.start();
    expect(server.open()).toEqual([0]);
    runner.setPacing(FAST);
    expect(server.open()).toHaveLength(8);
    server.answer(0);
    await settle();
    fire();
    expect(server.open()).toHaveLength(8);
  });

  it('whatever the answers, stops and continues, a row is sent again only if it did not succeed', async () => {
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let round = 0; round < 20; round++) {
      const server = fakeServer();
      const task = new ImportTask(40);
      /** Row -> how many requests had been sent when its success was recorded. */
      const succeeded = new Map<number, number>();
      const runner = new ImportRunner(task, server.send, FAST);
      runner.start();
      for (let step = 0; step < 400 && task.label() !== 'finished'; step++) {
        const r = random();
        if (r < 0.05) runner.stop();
        else if (r < 0.08) runner.cancel();
        else if (r < 0.2 && task.status !== 'started') runner.start();
        const open = server.open();
        if (open.length) {
          const index = open[Math.floor(random() * open.length)]!;
          const kind = random();
          const outcome: SendOutcome =
            kind < 0.6
              ? { kind: 'ok' }
              : kind < 0.85
                ? failed()
                : { kind: 'halt', reason: 'unavailable' };
          server.answer(index, outcome);
          await settle();
          if (outcome.kind === 'ok' && task.rowState(index) === 'ok' && !succeeded.has(index)) {
            succeeded.set(index, server.sent.length);
          }
        } else if (task.status !== 'started') {
          runner.start();
        }
        await settle();
        expect(server.maxInFlight()).toBeLessThanOrEqual(8);
      }
      // No row was sent after it succeeded, and every success is recorded on its row.
      expect(succeeded.size).toBeGreaterThan(0);
      for (const [index, sentBefore] of succeeded) {
        expect(task.rowState(index)).toBe('ok');
        expect(server.sent.slice(sentBefore)).not.toContain(index);
      }
      const c = task.counts();
      expect(c.pending + c.sending + c.ok + c.error).toBe(40);
    }
  });
});
