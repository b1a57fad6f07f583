/**
 * Session replays (docs/domain.md §6.5): the asynchronous replay answer, the recording files
 * under /media/ and the download. The first GET of a replay answers `running` (the real server
 * works in a thread); the next one has the result, kept 600 s per user and URL unless `?refresh=1`.
 */
import { createHash } from 'node:crypto';
import { getSpec } from '../catalogue';
import { json, type Ctx } from '../http';
import { listQuery } from '../query';
import { ORG_ROOT } from '../rbac';
import type { Route } from '../router';
import type { Store } from '../store';
import { recordingAt, recordingOf, tar } from '../domain/replays';
import { requirePerm } from './domainCommon';

const CACHE_TTL_MS = 600_000;

interface Pending {
  startTime: number;
  key: string;
  answer?: { status: number; body: unknown; at: number };
}

const replayCache = new WeakMap<Store, Map<string, Pending>>();

/** AsyncApiMixin's key: the path and query without `_` and `refresh`, per user. */
function cacheKey(ctx: Ctx): string {
  const q = new URLSearchParams(ctx.url.search);
  q.delete('_');
  q.delete('refresh');
  const digest = createHash('md5').update(`${ctx.path}?${q.toString()}`).digest('hex');
  return `GET_${digest}_${String(ctx.user!.id)}`;
}

function replayAnswer(ctx: Ctx, sid: string): { status: number; body: unknown } {
  // The thread has no current organisation: the session is looked up across all of them.
  const session = ctx.state.store.find('terminal.sessions', sid);
  if (!session) return { status: 0, body: 'No Session matches the given query.' };
  const recording = recordingOf(ctx.state.store, session);
  if (!recording) return { status: 404, body: { error: 'Not found session replay file' } };
  const dateEnd = session.date_end ? new Date(String(session.date_end)).toISOString() : null;
  return {
    status: 200,
    body: {
      type: recording.type,
      src: `/media/${recording.path}`,
      user: session.user,
      asset: session.asset,
      account: session.account,
      date_start: new Date(String(session.date_start)).toISOString(),
      date_end: dateEnd,
      download_url: `/api/v1/terminal/sessions/${sid}/replay/download/`,
    },
  };
}

function replay(ctx: Ctx): Response {
  const denied = requirePerm(ctx, 'terminal.view_sessionreplay');
  if (denied) return denied;
  let byKey = replayCache.get(ctx.state.store);
  if (!byKey) replayCache.set(ctx.state.store, (byKey = new Map()));
  const key = cacheKey(ctx);
  let pending = byKey.get(key);
  const expired = pending?.answer && Date.now() - pending.answer.at > CACHE_TTL_MS;
  if (!pending || expired || ctx.url.searchParams.get('refresh')) {
    pending = { startTime: Date.now() / 1000, key };
    byKey.set(key, pending);
    return json({ status: 'running', start_time: pending.startTime, key });
  }
  if (!pending.answer) pending.answer = { ...replayAnswer(ctx, ctx.params[0]!), at: Date.now() };
  const { status, body } = pending.answer;
  if (status === 0)
    return json({ status: 'error', start_time: pending.startTime, key, error: body });
  return json(body, status);
}

function download(ctx: Ctx): Response {
  const denied = requirePerm(ctx, 'terminal.download_sessionreplay');
  if (denied) return denied;
  const sid = ctx.params[0]!;
  const session = ctx.state.store.find('terminal.sessions', sid);
  const inOrg = session && (ctx.orgId === ORG_ROOT || session.org_id === ctx.orgId);
  const recording = inOrg ? recordingOf(ctx.state.store, session) : null;
  if (!recording) return json({ error: 'Not found session replay file' }, 404);
  const fileName = recording.path.split('/').pop()!;
  const body = tar([
    { name: fileName, data: recording.gzip },
    { name: `${sid}.json`, data: Buffer.from(JSON.stringify(session)) },
  ]);
  return new Response(new Uint8Array(body), {
    status: 200,
    headers: {
      'Content-Type': 'application/octet-stream',
      'Content-Disposition': `attachment; filename*=UTF-8''${sid}.tar`,
    },
  });
}

/** The recording as deployments' nginx serves it: the gzip bytes with `Content-Encoding: gzip`. */
function media(ctx: Ctx): Response {
  const recording = recordingAt(ctx.state.store, ctx.params[0]!);
  if (!recording) return new Response('Not Found', { status: 404 });
  return new Response(new Uint8Array(recording.gzip), {
    status: 200,
    headers: { 'Content-Type': 'application/octet-stream', 'Content-Encoding': 'gzip' },
  });
}

/**
 * The command list's storage tree (docs/domain.md §6.7): one node per storage with the count of its
 * commands matching the list's own filters (the date range and search tags come along), the local
 * storage valid, the others (unreachable from the demo) invalid.
 */
function commandStorageTree(ctx: Ctx): Response {
  const denied = requirePerm(ctx, 'terminal.view_commandstorage', 'terminal.view_command');
  if (denied) return denied;
  const store = ctx.state.store;
  const found = listQuery(getSpec('terminal.commands'), ctx);
  const kept = 'rows' in found ? found.rows.length : 0;
  const nodes = store.rows('terminal.command_storages').map((st) => {
    const title = `${String(st.name)}(${String(st.type)})`;
    const valid = st.type === 'server';
    return {
      id: st.id,
      name: valid ? `${title}(${kept})` : `${title} *Invalid`,
      title,
      pId: 'root',
      isParent: false,
      open: false,
      valid,
    };
  });
  const root = { id: 'root', name: 'Command storages', title: 'Command storages', pId: '' };
  return json([...nodes, { ...root, isParent: true, open: true }]);
}

export const sessionRoutes: Route[] = [
  {
    method: 'GET',
    pattern: /^\/api\/v1\/terminal\/command-storages\/tree\/$/,
    handle: commandStorageTree,
  },
  {
    method: 'GET',
    pattern: /^\/api\/v1\/terminal\/sessions\/([^/]+)\/replay\/$/,
    handle: replay,
  },
  {
    method: 'GET',
    pattern: /^\/api\/v1\/terminal\/sessions\/([^/]+)\/replay\/download\/$/,
    handle: download,
  },
  { method: 'GET', pattern: /^\/media\/(replay\/.+)$/, handle: media },
];
