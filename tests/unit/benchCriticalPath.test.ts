import { describe, expect, it } from 'vitest';
import { criticalPath, gaps, longestChain } from '../../scripts/bench/criticalPath';
import { CLOCK_MARK, mainThreadTasks } from '../../scripts/bench/mainThread';

const API = '/api/v1/users/users/';
const req = (method: string, path: string, startMs: number, endMs: number) => ({
  method,
  url: `http://127.0.0.1${path}`,
  startMs,
  endMs,
});

describe("the bench's critical path", () => {
  it('counts the chain of requests each waiting for the previous, up to the list request', () => {
    const path = criticalPath(
      [
        req('GET', '/api/v1/settings/public/open/', 100, 150),
        req('GET', '/api/v1/users/profile/', 160, 200),
        req('OPTIONS', `${API}?draw=1&display=1`, 105, 190),
        req('GET', `${API}?limit=15&offset=0`, 210, 260),
      ],
      [],
      90,
      API,
    );
    expect(path.roundTrips).toBe(3);
    expect(path.chain).toEqual([
      'GET /api/v1/settings/public/open/',
      'GET /api/v1/users/profile/',
      'GET /api/v1/users/users/?limit=15&offset=0',
    ]);
    expect(path.entryToListMs).toBe(120);
  });

  it('counts the rounds of a navigation: requests in parallel are one round', () => {
    const tree = req('GET', '/api/v1/assets/nodes/children/tree/', 10, 60);
    const options = req('OPTIONS', '/api/v1/assets/assets/', 12, 40);
    const list = req('GET', '/api/v1/assets/assets/?limit=15', 45, 90);
    expect(longestChain([tree, options, list])).toEqual([options, list]);
    expect(longestChain([tree, options])).toHaveLength(1);
    expect(longestChain([])).toEqual([]);
  });

  it('counts as idle only what no request and no main-thread task covers', () => {
    const path = criticalPath(
      [req('GET', `${API}?limit=15`, 600, 650), req('GET', '/api/v1/users/profile/', 130, 180)],
      // A 30 ms evaluation (no long task), then a timer's 400 ms wait broken by a 5 ms task.
      [
        { startMs: 100, endMs: 130 },
        { startMs: 380, endMs: 385 },
      ],
      100,
      API,
    );
    expect(path.roundTrips).toBe(2);
    expect(path.idleMs).toBe(415);
    expect(path.idleGapMs).toBe(215);
  });

  it('lists the uncovered stretches of a span, overlapping intervals merged', () => {
    expect(
      gaps(
        [
          { startMs: 10, endMs: 30 },
          { startMs: 20, endMs: 40 },
          { startMs: 50, endMs: 60 },
          { startMs: 120, endMs: 130 },
        ],
        0,
        100,
      ),
    ).toEqual([10, 10, 40]);
  });
});

describe("the bench's main-thread tasks", () => {
  it("takes the marking thread's tasks, on the page's clock", () => {
    const trace = {
      traceEvents: [
        { name: CLOCK_MARK, ph: 'I', pid: 1, tid: 1, ts: 2_000_000 },
        {
          name: 'ThreadControllerImpl::RunTask',
          ph: 'X',
          pid: 1,
          tid: 1,
          ts: 1_100_000,
          dur: 40_000,
        },
        // Another thread's, another process's, and a nested event.
        { name: 'ThreadControllerImpl::RunTask', ph: 'X', pid: 1, tid: 7, ts: 1_200_000, dur: 9 },
        { name: 'ThreadControllerImpl::RunTask', ph: 'X', pid: 2, tid: 2, ts: 1_300_000, dur: 9 },
        { name: 'v8.evaluateModule', ph: 'X', pid: 1, tid: 1, ts: 1_100_000, dur: 30_000 },
      ],
    };
    // The mark at 1,500 ms on the page's clock: the page's 0 is the trace's 500,000 µs.
    expect(mainThreadTasks(Buffer.from(JSON.stringify(trace)), 1500)).toEqual([
      { startMs: 600, endMs: 640 },
    ]);
  });
});
