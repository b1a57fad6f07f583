/**
 * The site-message socket's life: pushes read, a drop or a refusal reconnected after a growing
 * pause, 'connection failed' said once per outage, nothing left running once closed.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  connectSiteMessageSocket,
  reconnectDelay,
} from '../../src/shell/layout/siteMessages/siteMessageSocket';

/** A socket the test drives: what the server and the network would do. */
class FakeSocket extends EventTarget {
  closed = false;
  constructor(readonly url: string) {
    super();
  }
  close() {
    this.closed = true;
  }
  opens() {
    this.dispatchEvent(new Event('open'));
  }
  says(data: string) {
    this.dispatchEvent(new MessageEvent('message', { data }));
  }
  /** A refused handshake or a broken connection: error, then close. */
  fails() {
    this.dispatchEvent(new Event('error'));
    this.dispatchEvent(new Event('close'));
  }
  /** The server closes the connection cleanly (a restart, a deploy). */
  drops() {
    this.dispatchEvent(new Event('close'));
  }
}

function connect() {
  const sockets: FakeSocket[] = [];
  const counts: number[] = [];
  const onFailure = vi.fn();
  const close = connectSiteMessageSocket(
    { onUnreadCount: (n) => counts.push(n), onFailure },
    {
      url: 'ws://jms.test/ws/notifications/site-msg/',
      open: (url) => {
        const s = new FakeSocket(url);
        sockets.push(s);
        return s;
      },
    },
  );
  return { sockets, counts, onFailure, close, last: () => sockets.at(-1)! };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the site-message socket', () => {
  it('passes on the unread counts the server pushes', () => {
    const { last, counts } = connect();
    expect(last().url).toBe('ws://jms.test/ws/notifications/site-msg/');
    last().opens();
    last().says('{"type":"unread_count","unread_count":3}');
    last().says('{"type":"something_else"}');
    last().says('{"type":"unread_count","unread_count":4}');
    expect(counts).toEqual([3, 4]);
  });

  it('waits 1 s, 2 s, 4 s … at most 30 s between attempts while the server is away', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(reconnectDelay)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
    const { sockets, last } = connect();
    last().opens();
    last().drops();
    vi.advanceTimersByTime(999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    last().fails();
    vi.advanceTimersByTime(1999);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3);
    last().fails();
    vi.advanceTimersByTime(4000);
    expect(sockets).toHaveLength(4);
  });

  it('starts again from 1 s once a connection opens, and reads the count it is sent', () => {
    const { sockets, last, counts } = connect();
    last().fails();
    vi.advanceTimersByTime(1000);
    last().fails();
    vi.advanceTimersByTime(2000);
    last().opens();
    last().says('{"type":"unread_count","unread_count":7}');
    expect(counts).toEqual([7]);
    last().drops();
    vi.advanceTimersByTime(1000);
    expect(sockets).toHaveLength(4);
  });

  it("says 'connection failed' once per outage, not at every attempt", () => {
    const { last, onFailure } = connect();
    last().fails();
    expect(onFailure).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 5; i++) {
      vi.advanceTimersByTime(30_000);
      last().fails();
    }
    expect(onFailure).toHaveBeenCalledTimes(1);
    // Back, then gone again: a new outage.
    vi.advanceTimersByTime(30_000);
    last().opens();
    last().fails();
    expect(onFailure).toHaveBeenCalledTimes(2);
  });

  it('takes a clean close by the server for no failure', () => {
    const { last, onFailure, sockets } = connect();
    last().opens();
    last().drops();
    vi.advanceTimersByTime(1000);
    expect(sockets).toHaveLength(2);
    expect(onFailure).not.toHaveBeenCalled();
  });

  it('once closed, neither reconnects nor reports', () => {
    const { last, onFailure, sockets, close, counts } = connect();
    last().opens();
    const socket = last();
    close();
    expect(socket.closed).toBe(true);
    socket.says('{"unread_count":1}');
    socket.fails();
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
    expect(onFailure).not.toHaveBeenCalled();
    expect(counts).toEqual([]);
  });

  it('closed while waiting to reconnect, it stays closed', () => {
    const { last, sockets, close } = connect();
    last().fails();
    close();
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
  });
});
