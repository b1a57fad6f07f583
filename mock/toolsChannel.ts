/**
 * The network tools websocket `/ws/setting/tools/` (docs/domain.md §10.5) on the demo backend,
 * whatever carries it (mock/ws.ts, mock/msw.ts). The client sends one
 * `{"tool_type":"Ping"|"Telnet","dest_addr","port_num"}`; the server answers `{"msg":"<line>\r\n"}`
 * frames as the tool prints them and closes when it is done. Which hosts answer is made up from the
 * demo's inventory: the assets' addresses and loopback reply, other IPv4 addresses time out, and a
 * name that resolves to nothing closes without output.
 */
import type { Backend } from './backend';

export const TOOLS_PATH = '/ws/setting/tools/';
export const PING_COUNT = 5;
const PING_INTERVAL_MS = 1000;
const TELNET_STEP_MS = 300;
const CLOSE_DELAY_MS = 50;
const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

export interface ToolsChannel {
  receive(data: string): void;
  end(): void;
}

/** Banners of the services the demo hosts run, by port. */
const BANNERS: Record<number, string> = {
  22: 'SSH-2.0-OpenSSH_8.9p1 Ubuntu-3ubuntu0.4\r\n',
  80: '',
  443: '',
  3306: 'J\u0000\u0000\u0000\n8.0.35\u0000\r\n',
  3389: '',
  5432: '',
};

/** The IPv4 address a destination resolves to, or null (unresolvable). */
function resolve(backend: Backend, dest: string): { ip: string; reachable: boolean } | null {
  if (dest === 'localhost') return { ip: '127.0.0.1', reachable: true };
  const known = backend.state.store.rows('assets.assets').some((a) => a.address === dest);
  if (IPV4.test(dest)) {
    const valid = dest.split('.').every((o) => Number(o) <= 255);
    return valid ? { ip: dest, reachable: known || dest.startsWith('127.') } : null;
  }
  // A name: only the inventory's host names resolve (to a stable private address).
  if (!known) return null;
  let h = 0;
  for (const c of dest) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return { ip: `10.1.${(h >> 8) & 255}.${(h & 253) + 1}`, reachable: true };
}

export function serveTools(
  backend: Backend,
  send: (text: string) => void,
  close: () => void,
): ToolsChannel {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let closed = false;
  let started = false;
  const line = (msg: string) => send(JSON.stringify({ msg: `${msg}\r\n` }));
  const later = (ms: number, fn: () => void) => {
    timer = setTimeout(() => !closed && fn(), ms);
  };
  // The close follows the last frame, as on the wire (a close sent at once could overtake it).
  const finish = () => {
    closed = true;
    timer = setTimeout(close, CLOSE_DELAY_MS);
  };

  const ping = (dest: string, ip: string, reachable: boolean) => {
    line(`PING ${dest} (${ip}): 56 data bytes`);
    let seq = 0;
    let received = 0;
    const tick = () => {
      if (reachable) {
        received++;
        const time = (0.3 + ((seq * 37) % 50) / 100).toFixed(3);
        line(`64 bytes from ${ip}: icmp_seq=${seq} ttl=64 time=${time} ms`);
      } else {
        line(`Request timeout for icmp_seq ${seq}`);
      }
      seq++;
      if (seq < PING_COUNT) return later(PING_INTERVAL_MS, tick);
      line('');
      line(`--- ${dest} ping statistics ---`);
      const loss = ((PING_COUNT - received) / PING_COUNT) * 100;
      line(
        `${PING_COUNT} packets transmitted, ${received} packets received, ${loss.toFixed(1)}% packet loss`,
      );
      finish();
    };
    later(PING_INTERVAL_MS, tick);
  };

  const telnet = (dest: string, ip: string, reachable: boolean, port: number) => {
    line(`Trying ${dest} (${ip}:${port})`);
    later(TELNET_STEP_MS, () => {
      const banner = reachable ? BANNERS[port] : undefined;
      if (banner === undefined) {
        const error = reachable ? '[Errno 111] Connection refused' : 'timed out';
        line(
          `telnet: connect to ${dest} ${port} ${error}\r\ntelnet: Unable to connect to remote host`,
        );
      } else {
        line(`Connected to ${dest} ${port}.\r\n${banner}Connection closed by foreign host.`);
      }
      finish();
    });
  };

  return {
    receive(data) {
      if (started || closed) return;
      let frame: { tool_type?: unknown; dest_addr?: unknown; port_num?: unknown };
      try {
        frame = JSON.parse(data) as typeof frame;
      } catch {
        return;
      }
      started = true;
      const dest = typeof frame.dest_addr === 'string' ? frame.dest_addr.trim() : '';
      const target = dest ? resolve(backend, dest) : null;
      if (!target) return finish();
      if (frame.tool_type === 'Ping') return ping(dest, target.ip, target.reachable);
      const port = Number(frame.port_num);
      if (frame.tool_type === 'Telnet' && Number.isInteger(port) && port > 0 && port < 65536)
        return telnet(dest, target.ip, target.reachable, port);
      finish();
    },
    end() {
      if (closed) return;
      closed = true;
      clearTimeout(timer);
    },
  };
}
