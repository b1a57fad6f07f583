/**
 * Following a task log: the websocket first (the task asked for, message frames, the end event),
 * the HTTP log API with its marks when the socket fails, and the end state from the result API.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectSocket } from '../../dataProvider/socket';
import {
  followTaskLog,
  MAX_READ_FAILURES,
  taskLogUrl,
  taskResultUrl,
  type Call,
} from '../../src/components/taskLog/taskLogStream';

class FakeSocket extends EventTarget {
  sent: string[] = [];
  closed = false;
  constructor(readonly url: string) {
    super();
  }
  send(text: string) {
    this.sent.push(text);
  }
  close() {
    this.closed = true;
  }
  opens() {
    this.dispatchEvent(new Event('open'));
  }
  says(frame: unknown) {
    this.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(frame) }));
  }
  fails() {
    this.dispatchEvent(new Event('error'));
    this.dispatchEvent(new CloseEvent('close', { code: 1006 }));
  }
  /** The server closes the connection with no error first (1000 done, 1011 its consumer crashed). */
  closesCleanly(code: number) {
    this.dispatchEvent(new CloseEvent('close', { code, wasClean: true }));
  }
}

const TASK = '5c9f1c3e-8d1a-4c55-9b5e-1f2e3d4c5b6a';

function follow(answers: Record<string, unknown[]>) {
  const sockets: FakeSocket[] = [];
  const calls: { url: string; query?: unknown }[] = [];
  const call = vi.fn(
    async (_method: string, url: string, _body?: unknown, flags?: { query?: unknown }) => {
      calls.push({ url, query: flags?.query });
      const queue = answers[url]!;
      const answer = queue.length > 1 ? queue.shift() : queue[0];
      if (answer instanceof Error) throw answer;
      return answer;
    },
  ) as unknown as Call;
  const text: string[] = [];
  const ends: string[] = [];
  const transports: string[] = [];
  const interruptions: { code?: number }[] = [];
  const stalls: unknown[] = [];
  const stop = followTaskLog(
    TASK,
    {
      onText: (t, reset) => (reset ? text.splice(0, text.length) : text.push(t)),
      onTransport: (t) => transports.push(t),
      onInterrupted: (cause) => interruptions.push(cause),
      onStalled: (error) => stalls.push(error),
      onEnd: (e) => ends.push(e),
    },
    {
      call,
      pollIntervalMs: 1000,
      socket: {
        url: 'ws://jms.test/ws/ops/tasks/log/',
        open: (url) => {
          const s = new FakeSocket(url);
          sockets.push(s);
          return s;
        },
      },
    },
  );
  return { sockets, calls, text, ends, transports, interruptions, stalls, stop };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('following a task log', () => {
  it('asks the socket for the task, shows its messages and reads the state at the end', async () => {
    const f = follow({ [taskResultUrl(TASK)]: [{ id: TASK, result: null, state: 'SUCCESS' }] });
    const socket = f.sockets[0]!;
    expect(socket.url).toBe('ws://jms.test/ws/ops/tasks/log/');
    socket.opens();
    expect(socket.sent.map((s) => JSON.parse(s))).toEqual([{ task: TASK, type: 'celery' }]);
    socket.says({ message: '\r\n' });
    socket.says({ message: 'ok: [web-01]\r\n', task: TASK });
    socket.says({ message: 'not mine', task: 'other' });
    socket.says({ event: 'end', task: TASK, message: '' });
    await vi.runOnlyPendingTimersAsync();
    expect(f.text).toEqual(['\r\n', 'ok: [web-01]\r\n']);
    expect(f.calls).toEqual([{ url: taskResultUrl(TASK), query: undefined }]);
    expect(f.ends).toEqual(['finished']);
    expect(socket.closed).toBe(true);
    expect(f.transports).toEqual(['socket']);
  });

  it('falls back to the log API with its marks when the socket fails, from the start', async () => {
    const f = follow({
      [taskLogUrl(TASK)]: [
        { data: 'Waiting task start' },
        { data: 'line 1\r\n', end: false, mark: 'm1' },
        { data: 'line 2\r\n', end: false, mark: 'm2' },
        { data: '', end: true, mark: 'm3' },
      ],
      [taskResultUrl(TASK)]: [{ state: 'STARTED' }, { state: 'FAILURE' }],
    });
    f.sockets[0]!.opens();
    f.sockets[0]!.says({ message: 'partial', task: TASK });
    f.sockets[0]!.fails();
    for (let i = 0; i < 6; i++) await vi.advanceTimersByTimeAsync(1000);
    expect(f.transports).toEqual(['socket', 'polling']);
    expect(f.text).toEqual(['line 1\r\n', 'line 2\r\n']);
    expect(f.calls.filter((c) => c.url === taskLogUrl(TASK)).map((c) => c.query)).toEqual([
      {},
      {},
      { mark: 'm1' },
      { mark: 'm2' },
    ]);
    expect(f.ends).toEqual(['failed']);
    // One socket only: a task log does not reconnect.
    expect(f.sockets).toHaveLength(1);
  });

  it.each([1000, 1011])(
    'falls back to the log API when the server closes the socket cleanly (%i) before the end, and says so',
    async (code) => {
      const f = follow({
        [taskLogUrl(TASK)]: [
          { data: 'line 1\r\nline 2\r\n', end: false, mark: 'm1' },
          { data: '', end: true, mark: 'm2' },
        ],
        [taskResultUrl(TASK)]: [{ state: 'SUCCESS' }],
      });
      const socket = f.sockets[0]!;
      socket.opens();
      socket.says({ message: '\r\n' });
      socket.says({ message: 'line 1\r\n', task: TASK });
      socket.closesCleanly(code);
      for (let i = 0; i < 3; i++) await vi.advanceTimersByTimeAsync(1000);
      expect(f.interruptions).toEqual([{ code }]);
      expect(f.transports).toEqual(['socket', 'polling']);
      expect(f.text).toEqual(['line 1\r\nline 2\r\n']);
      expect(f.ends).toEqual(['finished']);
    },
  );

  it('a socket that errors is an interruption without a close code', async () => {
    const f = follow({
      [taskLogUrl(TASK)]: [{ data: '', end: true }],
      [taskResultUrl(TASK)]: [{ state: 'SUCCESS' }],
    });
    f.sockets[0]!.fails();
    await vi.advanceTimersByTimeAsync(0);
    expect(f.interruptions).toEqual([{ code: undefined }]);
  });

  it('stops after reads that keep failing, with the last error, and reads no more', async () => {
    const error = new Error('Server error');
    const f = follow({ [taskLogUrl(TASK)]: [error] });
    f.sockets[0]!.fails();
    for (let i = 0; i < MAX_READ_FAILURES + 3; i++) await vi.advanceTimersByTimeAsync(1000);
    expect(f.stalls).toEqual([error]);
    expect(f.calls).toHaveLength(MAX_READ_FAILURES);
  });

  it('stops everything when closed', async () => {
    const f = follow({ [taskLogUrl(TASK)]: [{ data: 'x', end: false, mark: 'm' }] });
    f.sockets[0]!.fails();
    await vi.advanceTimersByTimeAsync(0);
    f.stop();
    const before = f.calls.length;
    await vi.advanceTimersByTimeAsync(5000);
    expect(f.calls.length).toBe(before);
  });
});

describe('the socket client', () => {
  it('reports a one-shot stream failure once and does not reconnect', () => {
    const sockets: FakeSocket[] = [];
    const onFailure = vi.fn();
    connectSocket(
      '/ws/x/',
      { onFrame: () => undefined, onFailure },
      {
        url: 'ws://h/ws/x/',
        open: (u) => {
          const s = new FakeSocket(u);
          sockets.push(s);
          return s;
        },
      },
    );
    sockets[0]!.fails();
    vi.advanceTimersByTime(60_000);
    expect(onFailure).toHaveBeenCalledTimes(1);
    expect(sockets).toHaveLength(1);
  });

  it('reports a clean close of a one-shot stream as a failure with its code', () => {
    let socket!: FakeSocket;
    const onFailure = vi.fn();
    connectSocket(
      '/ws/x/',
      { onFrame: () => undefined, onFailure },
      { url: 'ws://h/ws/x/', open: (u) => (socket = new FakeSocket(u)) },
    );
    socket.opens();
    socket.closesCleanly(1011);
    expect(onFailure).toHaveBeenCalledExactlyOnceWith({ code: 1011 });
  });

  it("tells a stream that ends with the server's close (onClose), without a failure", () => {
    let socket!: FakeSocket;
    const onFailure = vi.fn();
    const onClose = vi.fn();
    connectSocket(
      '/ws/x/',
      { onFrame: () => undefined, onFailure, onClose },
      { url: 'ws://h/ws/x/', open: (u) => (socket = new FakeSocket(u)) },
    );
    socket.opens();
    socket.closesCleanly(1000);
    expect(onClose).toHaveBeenCalledExactlyOnceWith(1000);
    expect(onFailure).not.toHaveBeenCalled();
  });

  it('says nothing of a close the caller asked for', () => {
    let socket!: FakeSocket;
    const onFailure = vi.fn();
    const stop = connectSocket(
      '/ws/x/',
      { onFrame: () => undefined, onFailure },
      { url: 'ws://h/ws/x/', open: (u) => (socket = new FakeSocket(u)) },
    );
    socket.opens();
    stop();
    socket.closesCleanly(1000);
    expect(socket.closed).toBe(true);
    expect(onFailure).not.toHaveBeenCalled();
  });

  it('hands only JSON object frames on', () => {
    const frames: unknown[] = [];
    let socket!: FakeSocket;
    connectSocket(
      '/ws/x/',
      { onFrame: (f) => frames.push(f), onFailure: () => undefined },
      {
        url: 'ws://h/ws/x/',
        open: (u) => (socket = new FakeSocket(u)),
      },
    );
    socket.dispatchEvent(new MessageEvent('message', { data: 'not json' }));
    socket.dispatchEvent(new MessageEvent('message', { data: '[1]' }));
    socket.says({ a: 1 });
    expect(frames).toEqual([{ a: 1 }]);
  });
});
