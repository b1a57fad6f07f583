/**
 * Session recordings the demo terminals "uploaded" (docs/domain.md §6.5): an asciicast v2
 * file, gzipped as koko stores it (`<sid>.cast.gz`), for character sessions, and a small Guacamole
 * recording (`<sid>.replay.gz`) for RDP/VNC. They are generated on demand from the session and its
 * commands, so every command's timestamp is the moment its line appears in the recording.
 */
import { gzipSync } from 'node:zlib';
import type { Store } from '../store';
import type { Row } from '../types';

const GRAPHICAL = new Set(['rdp', 'vnc']);
const WIDTH = 120;
const HEIGHT = 32;

export interface Recording {
  /** `replay/<yyyy-mm-dd>/<sid>.cast.gz`, under /media/. */
  path: string;
  type: 'asciicast' | 'guacamole';
  gzip: Buffer;
}

function day(iso: string): string {
  return new Date(iso).toISOString().slice(0, 10);
}

function unix(iso: string): number {
  return Math.floor(Date.parse(iso) / 1000);
}

/** The session's commands, oldest first. */
export function commandsOf(store: Store, sid: string): Row[] {
  return store
    .rows('terminal.commands')
    .filter((c) => String(c.session) === sid)
    .sort((a, b) => Number(a.timestamp) - Number(b.timestamp));
}

function promptOf(session: Row): string {
  const account = String(session.account).replace(/\(.*$/, '') || 'root';
  const host = String(session.asset).replace(/\(.*$/, '');
  return `[${account}@${host} ~]# `;
}

/**
 * asciicast v2: a header line, then `[elapsed, "o", text]` events (koko's recorder writes only
 * output).
 */
function asciicast(store: Store, session: Row): string {
  const start = unix(String(session.date_start));
  const end = session.date_end ? unix(String(session.date_end)) : start + 60;
  const prompt = promptOf(session);
  const lines: string[] = [
    JSON.stringify({
      version: 2,
      width: WIDTH,
      height: HEIGHT,
      timestamp: start,
      title: '',
      env: { SHELL: '/bin/bash', TERM: 'xterm' },
    }),
  ];
  const event = (at: number, text: string) =>
    lines.push(JSON.stringify([Math.round(at * 1e6) / 1e6, 'o', text]));
  event(
    0.012345,
    `Last login: ${new Date(start * 1000).toUTCString()} from ${String(session.remote_addr)}\r\n`,
  );
  event(0.51, prompt);
  for (const c of commandsOf(store, String(session.id))) {
    const at = Math.max(1, Number(c.timestamp) - start);
    event(at, `${String(c.input)}\r\n`);
    const output = String(c.output ?? '');
    event(at + 0.2, `${output ? `${output}\r\n` : ''}${prompt}`);
  }
  event(Math.max(2, end - start), 'logout\r\n');
  return `${lines.join('\n')}\n`;
}

/** A minimal Guacamole stream: a blank screen and its sync instants (lion's format). */
function guacamole(session: Row): string {
  const start = Date.parse(String(session.date_start));
  const end = session.date_end ? Date.parse(String(session.date_end)) : start + 60_000;
  const part = (v: string | number) => `${String(v).length}.${String(v)}`;
  const instruction = (...args: (string | number)[]) => `${args.map(part).join(',')};`;
  return [
    instruction('size', 0, 800, 600),
    instruction('rect', 0, 0, 0, 800, 600),
    instruction('cfill', 14, 0, 255, 255, 255, 255),
    instruction('sync', start),
    instruction('sync', end),
  ].join('');
}

const cache = new WeakMap<Store, Map<string, Recording>>();

/** The recording of a finished session that has one (`has_replay`), else null. */
export function recordingOf(store: Store, session: Row): Recording | null {
  if (!session.has_replay || !session.is_finished) return null;
  let byId = cache.get(store);
  if (!byId) cache.set(store, (byId = new Map()));
  const sid = String(session.id);
  const hit = byId.get(sid);
  if (hit) return hit;
  const graphical = GRAPHICAL.has(String(session.protocol));
  const recording: Recording = graphical
    ? {
        path: `replay/${day(String(session.date_start))}/${sid}.replay.gz`,
        type: 'guacamole',
        gzip: gzipSync(guacamole(session)),
      }
    : {
        path: `replay/${day(String(session.date_start))}/${sid}.cast.gz`,
        type: 'asciicast',
        gzip: gzipSync(asciicast(store, session)),
      };
  byId.set(sid, recording);
  return recording;
}

/** The recording stored at a /media/ path, if any. */
export function recordingAt(store: Store, path: string): Recording | null {
  const m = /^replay\/\d{4}-\d{2}-\d{2}\/([0-9a-f-]{36})\.(cast|replay)\.gz$/.exec(path);
  if (!m) return null;
  const session = store.find('terminal.sessions', m[1]);
  const recording = session ? recordingOf(store, session) : null;
  return recording?.path === path ? recording : null;
}

/** An uncompressed tar (ustar) of the given files, as the replay download sends. */
export function tar(files: readonly { name: string; data: Buffer }[]): Buffer {
  const blocks: Buffer[] = [];
  const mtime = Math.floor(Date.now() / 1000);
  for (const f of files) {
    const header = Buffer.alloc(512);
    const put = (value: string, offset: number, length: number) =>
      header.write(value.slice(0, length), offset, length, 'utf8');
    const octal = (n: number, length: number) => `${n.toString(8).padStart(length - 1, '0')}\0`;
    put(f.name, 0, 100);
    put(octal(0o644, 8), 100, 8);
    put(octal(0, 8), 108, 8);
    put(octal(0, 8), 116, 8);
    put(octal(f.data.length, 12), 124, 12);
    put(octal(mtime, 12), 136, 12);
    header.fill(' ', 148, 156);
    put('0', 156, 1);
    put('ustar\0', 257, 6);
    put('00', 263, 2);
    let sum = 0;
    for (const b of header) sum += b;
    put(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 8);
    blocks.push(header, f.data, Buffer.alloc((512 - (f.data.length % 512)) % 512));
  }
  blocks.push(Buffer.alloc(1024));
  return Buffer.concat(blocks);
}
