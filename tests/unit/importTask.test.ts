import { describe, expect, it } from 'vitest';
import { IllegalTransition, ImportTask } from '../../src/components/importExport/importTask';

const fail = (task: ImportTask, i: number) => task.fail(i, [{ title: 'Email', message: 'exists' }]);

describe('the import task state machine', () => {
  it('reads Import while pending, Stop while started, and nothing is handed out before Import', () => {
    const task = new ImportTask(3);
    expect(task.status).toBe('pending');
    expect(task.label()).toBe('import');
    expect(task.take(8)).toEqual([]);
    task.start();
    expect(task.status).toBe('started');
    expect(task.label()).toBe('stop');
  });

  it('hands rows out in file order, each once, and is done with Finished when every row succeeded', () => {
    const task = new ImportTask(3);
    task.start();
    expect(task.take(2)).toEqual([0, 1]);
    expect(task.take(2)).toEqual([2]);
    expect(task.take(2)).toEqual([]);
    expect(task.counts()).toMatchObject({ pending: 0, sending: 3 });
    task.succeed(1);
    task.succeed(0);
    expect(task.status).toBe('started');
    task.succeed(2);
    expect(task.status).toBe('done');
    expect(task.label()).toBe('finished');
    expect(task.counts()).toEqual({ total: 3, pending: 0, sending: 0, ok: 3, error: 0 });
  });

  it('reads Continue when done with failures; continuing resets only the failed rows to pending', () => {
    const task = new ImportTask(3);
    task.start();
    task.take(3);
    task.succeed(0);
    fail(task, 1);
    task.succeed(2);
    expect(task.status).toBe('done');
    expect(task.label()).toBe('continue');
    expect(task.failure(1)).toEqual([{ title: 'Email', message: 'exists' }]);

    task.start();
    expect(task.rowState(1)).toBe('pending');
    expect(task.failure(1)).toBeUndefined();
    expect(task.take(3)).toEqual([1]);
    task.succeed(1);
    expect(task.label()).toBe('finished');
  });

  it('Stop hands out nothing more but still records rows in flight; Continue resumes the rest', () => {
    const task = new ImportTask(4);
    task.start();
    task.take(2);
    task.stop();
    expect(task.status).toBe('stopped');
    expect(task.label()).toBe('continue');
    expect(task.take(2)).toEqual([]);
    task.succeed(0);
    fail(task, 1);
    expect(task.status).toBe('stopped');
    task.start();
    expect(task.take(8)).toEqual([2, 3]);
  });

  it('a stopped task with nothing left pending becomes done', () => {
    const task = new ImportTask(2);
    task.start();
    task.take(2);
    task.stop();
    task.succeed(0);
    task.succeed(1);
    expect(task.status).toBe('done');
    expect(task.label()).toBe('finished');
  });

  it('a row that succeeded is never handed out again, not even after Continue', () => {
    const task = new ImportTask(2);
    task.start();
    task.take(2);
    task.succeed(0);
    fail(task, 1);
    task.start();
    expect(task.take(2)).toEqual([1]);
    expect(() => task.succeed(0)).toThrow(IllegalTransition);
  });

  it('a released row (outcome unknown) is pending again and handed out again, before later rows', () => {
    const task = new ImportTask(4);
    task.start();
    expect(task.take(2)).toEqual([0, 1]);
    task.release(0);
    expect(task.rowState(0)).toBe('pending');
    expect(task.take(2)).toEqual([0, 2]);
  });

  it('editing resets a failed row to pending; rows that succeeded or are in flight cannot be edited', () => {
    const task = new ImportTask(3);
    task.start();
    task.take(3);
    task.succeed(0);
    fail(task, 1);
    expect(task.canEdit(0)).toBe(false);
    expect(task.canEdit(1)).toBe(true);
    expect(task.canEdit(2)).toBe(false);
    expect(() => task.edited(0)).toThrow(IllegalTransition);
    expect(() => task.edited(2)).toThrow(IllegalTransition);
    task.edited(1);
    expect(task.rowState(1)).toBe('pending');
    expect(task.counts()).toMatchObject({ pending: 1, error: 0, ok: 1, sending: 1 });
    // The edited row is picked up while the task is still running.
    expect(task.take(3)).toEqual([1]);
  });

  it('rejects outcomes for rows that are not in flight and unknown rows', () => {
    const task = new ImportTask(1);
    expect(() => task.succeed(0)).toThrow(IllegalTransition);
    expect(() => task.rowState(1)).toThrow(RangeError);
  });
});
