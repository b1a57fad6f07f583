/**
 * The websockets over Node's http server (the dev, mock and production-like servers): site
 * messages, task logs and the network tools. An unauthenticated handshake is refused, as Channels does when a
 * consumer closes before accepting; what an accepted connection says is in siteMessageChannel.ts
 * and taskLogChannel.ts. Other upgrade requests outside /ws/ (Vite's HMR socket) are left alone.
 */
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import type { Backend } from './backend';
import { closingSend } from './faults';
import { serveSiteMessages, SITE_MSG_PATH, socketUser } from './siteMessageChannel';
import { serveTaskLogs, TASK_LOG_PATH } from './taskLogChannel';
import { serveTools, TOOLS_PATH } from './toolsChannel';

function refuse(socket: Duplex, status: string): void {
  socket.write(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  socket.destroy();
}

/** Answers websocket upgrades under /ws/ on this server; returns the socket server (close it to stop). */
export function attachSiteMessageSocket(
  server: Pick<Server, 'on'>,
  backend: Backend,
): WebSocketServer {
  const wss = new WebSocketServer({ noServer: true });
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = (req.url ?? '/').split('?')[0]!;
    if (!path.startsWith('/ws/')) return;
    if (path !== SITE_MSG_PATH && path !== TASK_LOG_PATH && path !== TOOLS_PATH)
      return refuse(socket, '404 Not Found');
    const userId = socketUser(backend, req.headers.cookie);
    if (!userId) return refuse(socket, '403 Forbidden');
    // Injected faults (mock/faults.ts): a status refuses the handshake, drop cuts it, close comes later.
    const fault = backend.faults.match('GET', path);
    if (fault?.status) return refuse(socket, `${fault.status} Fault`);
    if (fault?.drop) return void socket.destroy();
    wss.handleUpgrade(req, socket, head, (ws) => {
      const send = closingSend(
        fault,
        (text: string) => {
          if (ws.readyState === ws.OPEN) ws.send(text);
        },
        (code) => ws.close(code),
      );
      const channel =
        path === TASK_LOG_PATH
          ? serveTaskLogs(backend, send)
          : path === TOOLS_PATH
            ? serveTools(backend, send, () => ws.close())
            : serveSiteMessages(backend, userId, send);
      ws.on('message', (data) => channel.receive(String(data)));
      ws.on('close', () => channel.end());
    });
  });
  return wss;
}
