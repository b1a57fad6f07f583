// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { WebSocket, type WebSocketServer } from 'ws';
import { createBackend } from '../../../mock/backend';
import { addSiteMessage } from '../../../mock/domain/siteMessages';
import { nodeHandler } from '../../../mock/node';
import { DEMO_UNREAD } from '../../../mock/seed';
import { attachSiteMessageSocket } from '../../../mock/ws';
import { as, Client, PASSWORDS } from './client';

const backend = createBackend({ now: new Date('2026-11-01T08:00:00Z') });
afterEach(() => backend.reset());

interface Page {
  count: number;
  next: string | null;
  previous: string | null;
  results: {
    id: string;
    has_read: boolean;
    read_at: string | null;
    date_created: string;
    content: { subject: string; message: string; sender: string; date_created: string };
  }[];
}

const LIST = '/api/v1/notifications/site-messages/';

describe('site messages (docs/wire.md §14.8)', () => {
  it('lists the unread messages the way the header drawer asks for them', async () => {
    const admin = await as(backend, 'admin');
    const page = (await admin.getJson(`${LIST}?offset=0&limit=15&has_read=false`)) as Page;
    expect(page.count).toBe(DEMO_UNREAD);
    expect(page.results).toHaveLength(DEMO_UNREAD);
    for (const m of page.results) {
      expect(m).toMatchObject({
        has_read: false,
        read_at: null,
        content: { subject: expect.any(String), message: expect.stringMatching(/^<p>/) },
      });
      expect(m.date_created).toMatch(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2} [+-]\d{4}$/);
      expect(['', 'Administrator(admin)']).toContain(m.content.sender);
    }
    const all = (await admin.getJson(`${LIST}?offset=0&limit=15`)) as Page;
    expect(all.count).toBeGreaterThan(DEMO_UNREAD);
    const dates = all.results.map((m) => m.date_created);
    expect(dates).toEqual([...dates].sort().reverse());
    const read = (await admin.getJson(`${LIST}?has_read=true&limit=2&offset=0`)) as Page;
    expect(read.count).toBe(all.count - DEMO_UNREAD);
    expect(read.next).toContain('offset=2');
    expect(read.results.every((m) => m.has_read && m.read_at)).toBe(true);
    expect(Array.isArray(await admin.getJson(LIST))).toBe(true);
    expect((await admin.get(`${LIST}?has_read=maybe`)).status).toBe(400);
  });

  it('keeps inboxes apart and serves single items', async () => {
    const admin = await as(backend, 'admin');
    const user = await as(backend, 'user');
    const mine = (await admin.getJson(`${LIST}?limit=1`)) as Page;
    const id = mine.results[0]!.id;
    expect(await admin.getJson(`${LIST}${id}/`)).toMatchObject({ id });
    expect((await user.get(`${LIST}${id}/`)).status).toBe(404);
  });

  it('counts unread, marks some and then all as read', async () => {
    const user = await as(backend, 'user');
    expect(await user.getJson(`${LIST}unread-total/`)).toEqual({ total: DEMO_UNREAD });
    const unread = (await user.getJson(`${LIST}?has_read=false&limit=15`)) as Page;
    const res = await user.send('PATCH', `${LIST}mark-as-read/`, { ids: [unread.results[0]!.id] });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ detail: 'ok' });
    expect(await user.getJson(`${LIST}unread-total/`)).toEqual({ total: DEMO_UNREAD - 1 });
    expect(
      (await user.getJson(`${LIST}${unread.results[0]!.id}/`)) as Page['results'][number],
    ).toMatchObject({ has_read: true, read_at: expect.any(String) });
    expect((await user.send('PATCH', `${LIST}mark-as-read/`, { ids: ['not-a-uuid'] })).status).toBe(
      400,
    );
    expect((await user.send('PATCH', `${LIST}mark-as-read/`, {})).status).toBe(400);
    expect(await (await user.send('PATCH', `${LIST}mark-as-read-all/`, {})).json()).toEqual({
      detail: 'ok',
    });
    expect(await user.getJson(`${LIST}unread-total/`)).toEqual({ total: 0 });
    // The admin's inbox is untouched.
    expect(await (await as(backend, 'admin')).getJson(`${LIST}unread-total/`)).toEqual({
      total: DEMO_UNREAD,
    });
  });

  it('lets an administrator send a message to users', async () => {
    const admin = await as(backend, 'admin');
    const user = await as(backend, 'user');
    const userId = String(backend.state.store.userByUsername('user')!.id);
    const res = await admin.send('POST', `${LIST}send/`, {
      subject: 'Maintenance 维护',
      message: '<p>Tonight</p>',
      users: [userId],
    });
    expect(res.status).toBe(201);
    const page = (await user.getJson(`${LIST}?has_read=false&limit=15`)) as Page;
    expect(page.count).toBe(DEMO_UNREAD + 1);
    expect(page.results[0]!.content).toMatchObject({
      subject: 'Maintenance 维护',
      sender: 'Administrator(admin)',
    });
    expect(
      (await user.send('POST', `${LIST}send/`, { subject: 'x', message: 'y', users: [userId] }))
        .status,
    ).toBe(403);
  });
});

describe('site-message websocket /ws/notifications/site-msg/', () => {
  let server: Server;
  let wss: WebSocketServer;
  let origin: string;
  const sockets = new Set<Socket>();

  beforeAll(async () => {
    const api = nodeHandler(backend);
    server = createServer((req, res) => void api(req, res));
    server.on('connection', (s) => sockets.add(s));
    wss = attachSiteMessageSocket(server, backend);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    wss.close();
    // Upgraded sockets are no longer HTTP connections, so close them by hand.
    for (const s of sockets) s.destroy();
    await new Promise((resolve) => server.close(resolve));
  });

  /** Opens the socket and collects its messages. */
  function open(cookie?: string) {
    const ws = new WebSocket(`${origin.replace('http', 'ws')}/ws/notifications/site-msg/`, {
      headers: cookie ? { cookie } : {},
    });
    const messages: unknown[] = [];
    const waiters: (() => void)[] = [];
    ws.on('message', (data) => {
      messages.push(JSON.parse(String(data)));
      waiters.splice(0).forEach((w) => w());
    });
    const nth = async (n: number) => {
      // Generous: a message is pushed at once, but a busy machine may run the socket late.
      const deadline = Date.now() + 15_000;
      while (messages.length < n) {
        if (Date.now() > deadline) throw new Error(`only ${messages.length} of ${n} messages`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
      return messages[n - 1];
    };
    return { ws, messages, nth };
  }

  it('pushes the unread count on connect, after marking read, and when a message arrives', async () => {
    const client = Client.viaFetch(origin);
    await client.signIn('user', PASSWORDS.user!);
    const socket = open(client.cookieHeader);
    expect(await socket.nth(1)).toEqual({ type: 'unread_count', unread_count: DEMO_UNREAD });

    const unread = (await client.getJson(`${LIST}?has_read=false&limit=15`)) as Page;
    expect(
      (await client.send('PATCH', `${LIST}mark-as-read/`, { ids: [unread.results[0]!.id] })).status,
    ).toBe(200);
    expect(await socket.nth(2)).toEqual({ type: 'unread_count', unread_count: DEMO_UNREAD - 1 });

    addSiteMessage(backend.state, {
      users: [String(backend.state.store.userByUsername('user')!.id)],
      subject: 'Hi',
      message: '<p>Hi</p>',
    });
    expect(await socket.nth(3)).toEqual({ type: 'unread_count', unread_count: DEMO_UNREAD });

    // Someone else's inbox changing is not pushed to this socket.
    addSiteMessage(backend.state, {
      users: [String(backend.state.store.userByUsername('admin')!.id)],
      subject: 'Other',
      message: '',
    });
    await new Promise((r) => setTimeout(r, 150));
    expect(socket.messages).toHaveLength(3);
    socket.ws.close();
  });

  it('closes an unauthenticated socket without a message', async () => {
    for (const cookie of [undefined, 'jms_sessionid=forged']) {
      const socket = open(cookie);
      const outcome = await new Promise<string>((resolve) => {
        socket.ws.on('open', () => resolve('open'));
        socket.ws.on('unexpected-response', (_req, res) => resolve(`refused ${res.statusCode}`));
        socket.ws.on('error', () => resolve('error'));
      });
      expect(outcome).toBe('refused 403');
      expect(socket.messages).toEqual([]);
    }
  });

  it('refuses other /ws/ paths and leaves non-/ws/ upgrades to other listeners', async () => {
    const ws = new WebSocket(`${origin.replace('http', 'ws')}/ws/elsewhere/`);
    const status = await new Promise<number>((resolve) =>
      ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0)),
    );
    expect(status).toBe(404);
    let seen = false;
    server.once('upgrade', () => (seen = true));
    const hmr = new WebSocket(`${origin.replace('http', 'ws')}/ui/`, 'vite-hmr');
    hmr.on('error', () => undefined);
    await vi.waitFor(() => expect(seen).toBe(true), { timeout: 15_000 });
    // Nobody answered it here: a while later, the socket is still pending rather than refused.
    await new Promise((r) => setTimeout(r, 200));
    expect(hmr.readyState).toBe(WebSocket.CONNECTING);
    hmr.terminate();
  });
});
