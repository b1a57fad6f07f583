/** Pieces of the sessions screens: the queued-work settle loop, durations, replay positions. */
import { describe, expect, it, vi } from 'vitest';
import { settle } from '../../src/components/actions/settle';
import { formatDuration } from '../../src/components/cells/DurationCell';
import { clock } from '../../src/features/sessions/time';

describe('settle', () => {
  it('re-reads each acted-on record until every one says done', async () => {
    vi.useFakeTimers();
    try {
      const finishedAfter: Record<string, number> = { a: 1, b: 3 };
      const reads: string[] = [];
      const read = vi.fn(async (url: string) => {
        reads.push(url);
        const id = url.split('/').at(-2)!;
        finishedAfter[id]! -= 1;
        return { is_finished: finishedAfter[id]! <= 0 };
      });
      const done = settle(
        {
          url: '/api/v1/terminal/sessions/{id}/',
          done: (s) => s.is_finished === true,
          everyMs: 10,
        },
        ['a', 'b'],
        read,
      );
      await vi.runAllTimersAsync();
      await done;
      // a is done at the first round and no longer read; b takes three rounds.
      expect(reads).toEqual([
        '/api/v1/terminal/sessions/a/',
        '/api/v1/terminal/sessions/b/',
        '/api/v1/terminal/sessions/b/',
        '/api/v1/terminal/sessions/b/',
      ]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives up at its time limit, and on a failed read', async () => {
    vi.useFakeTimers();
    try {
      const never = vi.fn(async () => ({ is_finished: false }));
      const spec = { url: '/x/{id}/', done: () => false, everyMs: 10, maxMs: 50 };
      const p = settle(spec, ['a'], never);
      await vi.runAllTimersAsync();
      await p;
      expect(never.mock.calls.length).toBeLessThanOrEqual(5);
      const failing = vi.fn(async () => Promise.reject(new Error('500')));
      const q = settle(spec, ['a'], failing);
      await vi.runAllTimersAsync();
      await q;
      expect(failing).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('times', () => {
  it('shows durations as h:mm:ss and replay positions as m:ss', () => {
    expect(formatDuration(0)).toBe('0:00:00');
    expect(formatDuration(3725)).toBe('1:02:05');
    expect(clock(65.9)).toBe('1:05');
    expect(clock(3725)).toBe('1:02:05');
  });
});
