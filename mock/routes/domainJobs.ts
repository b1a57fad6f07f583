/**
 * The job centre's calls beyond the generic protocol (docs/domain.md §8.3–8.5): job create and
 * update with `instant`/`run_after_save` (answering only the task id), the periodic-setting check,
 * `nodes` expanded into the caller's permitted assets, run now (job executions), the quick job's
 * task detail and frequent account names, the per-asset detail of an execution, and each
 * playbook's file workspace (docs/domain.md §8.2).
 */
import { getSpec } from '../catalogue';
import { grantsOf } from '../domain/grants';
import { hostResultsOf, runJob } from '../domain/jobs';
import { parentOf, setWorkspace, treeNode, workspaceOf, type Entry } from '../domain/playbookFiles';
import { readSetting } from '../domain/settingValues';
import { detail, json, readJson, redirect, type Ctx } from '../http';
import { visibleRows } from '../query';
import type { Route } from '../router';
import type { Row } from '../types';
import { unzip } from '../util/unzip';
import { asObject, delegateToRest, requirePerm } from './domainCommon';

const UUID = '[0-9a-fA-F-]{36}';

/** JobViewSet answers everything with 403 while command execution is disabled. */
function executionDisabled(ctx: Ctx): Response | null {
  if (readSetting(ctx.state, 'SECURITY_COMMAND_EXECUTION')) return null;
  return detail(403, 'Command execution disabled', 'permission_denied');
}

/** The assets under the given nodes (descendants included) that the caller is permitted on. */
function nodeAssets(ctx: Ctx, nodeIds: unknown[]): string[] {
  const keys = nodeIds
    .map((id) => ctx.state.store.find('assets.nodes', id))
    .filter((n): n is Row => Boolean(n))
    .map((n) => String(n.key));
  if (!keys.length) return [];
  return grantsOf(ctx)
    .assets.filter((a) =>
      ((a.nodes as unknown[]) ?? []).some((id) => {
        const key = String(ctx.state.store.find('assets.nodes', id)?.key ?? '');
        return keys.some((k) => key === k || key.startsWith(`${k}:`));
      }),
    )
    .map((a) => String(a.id));
}

/** The request again, with another JSON body, for the generic write handlers. */
function withBody(ctx: Ctx, body: unknown): Ctx {
  const request = new Request(ctx.request.url, {
    method: ctx.method,
    headers: ctx.request.headers,
    body: JSON.stringify(body),
  });
  return { ...ctx, request };
}

function startRun(
  ctx: Ctx,
  job: Row,
  status: number,
  parameters?: Record<string, unknown>,
): Response {
  const taskId = runJob(ctx.state, {
    job,
    user: ctx.user!,
    orgId: ctx.orgId,
    orgName: String(ctx.state.store.orgById(ctx.orgId).name),
    parameters,
    granted: new Set(grantsOf(ctx).assets.map((a) => String(a.id))),
  });
  return json({ task_id: taskId }, status);
}

async function writeJob(ctx: Ctx): Promise<Response> {
  const off = executionDisabled(ctx);
  if (off) return off;
  const body = asObject(await readJson(ctx));
  const creating = ctx.method === 'POST';
  const data: Record<string, unknown> = { ...body };
  if (creating && data.instant) {
    data.name = `job-${crypto.randomUUID().replace(/-/g, '').slice(0, 12)}`;
    data.is_periodic = false;
  }
  // The serializer's default is periodic, and a periodic job needs a setting in the request.
  const periodic = creating ? data.is_periodic !== false : data.is_periodic === true;
  if (periodic && !data.crontab && !data.interval)
    return json({ is_periodic: ['Require periodic or regularly perform setting'] }, 400);
  if (creating && Array.isArray(data.nodes) && data.nodes.length) {
    const assets = new Set([
      ...((data.assets as unknown[]) ?? []).map(String),
      ...nodeAssets(ctx, data.nodes),
    ]);
    data.assets = [...assets];
  }
  delete data.nodes;
  if (data.type !== 'playbook' && creating && !String(data.args ?? '').trim())
    return json({ args: ['This field is required.'] }, 400);
  const answer = await delegateToRest(withBody(ctx, data));
  if (!answer.ok || !(data.instant || data.run_after_save)) return answer;
  const saved = (await answer.json()) as Row;
  const job = ctx.state.store.find('ops.jobs', saved.id);
  if (!job) return answer;
  return startRun(ctx, job, answer.status);
}

async function runNow(ctx: Ctx): Promise<Response> {
  const denied = requirePerm(ctx, 'ops.add_jobexecution');
  if (denied) return denied;
  const body = asObject(await readJson(ctx));
  const job = visibleRows(getSpec('ops.jobs'), ctx).find((j) => String(j.id) === String(body.job));
  if (!job)
    return json({ job: [`Invalid pk "${String(body.job ?? '')}" - object does not exist.`] }, 400);
  let parameters: Record<string, unknown> = {};
  if (typeof body.parameters === 'string' && body.parameters) {
    try {
      parameters = asObject(JSON.parse(body.parameters));
    } catch {
      return json({ parameters: ['Value must be valid JSON.'] }, 400);
    }
  }
  return startRun(ctx, ctx.state.store.find('ops.jobs', job.id) ?? job, 201, parameters);
}

/** The execution a Celery task runs, whoever created it (the endpoint needs no authentication). */
function executionOfTask(ctx: Ctx, taskId: string): Row | undefined {
  return ctx.state.store.rows('ops.job_executions').find((e) => e.task_id === taskId);
}

function taskDetail(ctx: Ctx): Response {
  const execution = executionOfTask(ctx, ctx.params[0]!);
  if (!execution) return detail(404, 'Not found.', 'not_found');
  return json({
    status: execution.status ?? (execution.is_finished ? 'success' : 'running'),
    is_finished: Boolean(execution.is_finished),
    is_success: Boolean(execution.is_success),
    time_cost: Number(execution.time_cost) || 0,
    job_id: execution.job,
  });
}

function assetDetail(ctx: Ctx): Response {
  const id = ctx.url.searchParams.get('execution_id') ?? '';
  const execution = ctx.state.store.rows('ops.job_executions').find((e) => String(e.id) === id);
  if (!execution?.is_finished) return json(null);
  const summary = (execution.summary ?? {}) as Record<string, unknown>;
  const stored = hostResultsOf(ctx.state, id);
  const hosts = stored ?? [
    ...((summary.ok as string[]) ?? []).map((name) => ({ name, status: 'ok', output: '' })),
    ...Object.entries({
      ...((summary.failures as object) ?? {}),
      ...((summary.dark as object) ?? {}),
    }).map(([name, output]) => ({ name, status: 'failed', output: String(output) })),
  ];
  return json({
    summary,
    detail: hosts.map((h) => ({
      name: h.name,
      status: h.status,
      tasks:
        h.status === 'excludes' ? [] : [{ name: String(execution.material), output: h.output }],
    })),
  });
}

/** The five account names the user ran jobs as most, least used first, except root and jms_*. */
function frequentUsernames(ctx: Ctx): Response {
  const counts = new Map<string, number>();
  for (const job of ctx.state.store.rows('ops.jobs')) {
    if (ctx.user && job.creator !== ctx.user.id) continue;
    const name = String(job.runas ?? '');
    if (!name || name === 'root' || name.startsWith('jms_')) continue;
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  const top = [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
    .sort((a, b) => a[1] - b[1]);
  return json(top.map(([username, total]) => ({ username, total })));
}

/**
 * Playbook create: JSON makes a blank one; a multipart `path` zip is extracted into the new
 * playbook's workspace, whose top level must hold `main.yml` (the name defaults from the file).
 */
async function createPlaybook(ctx: Ctx): Promise<Response> {
  if (!(ctx.request.headers.get('content-type') ?? '').includes('multipart/form-data'))
    return delegateToRest(ctx);
  const form = await ctx.request.formData();
  const file = form.get('path');
  if (!(file instanceof File)) return json({ path: ['No file was submitted.'] }, 400);
  const entries = unzip(Buffer.from(await file.arrayBuffer()));
  if (!entries) return json({ msg: 'Unzip failed' }, 400);
  if (!entries.some((e) => e.name === 'main.yml' && !e.dir))
    return json({ detail: 'no valid program entry found.', code: 'error' }, 400);
  const parts = file.name.split('.');
  const name = String(form.get('name') ?? '') || (parts.length > 1 ? parts.at(-2)! : file.name);
  const headers = new Headers(ctx.request.headers);
  headers.set('content-type', 'application/json');
  const answer = await delegateToRest({
    ...ctx,
    request: new Request(ctx.request.url, {
      method: 'POST',
      headers,
      body: JSON.stringify({ name, comment: String(form.get('comment') ?? '') }),
    }),
  });
  if (!answer.ok) return answer;
  const created = (await answer.clone().json()) as Row;
  const files = new Map<string, Entry>();
  for (const e of entries) {
    // Folders implied by a file's path exist too.
    const segments = e.name.split('/');
    for (let i = 1; i < segments.length; i++)
      files.set(segments.slice(0, i).join('/'), { dir: true, content: '' });
    files.set(e.name, { dir: e.dir, content: e.dir ? '' : e.data.toString('utf8') });
  }
  setWorkspace(ctx.state, String(created.id), files);
  return answer;
}

/**
 * The playbook of the workspace URL, visible to the caller (its creator), with
 * `ops.change_playbook`.
 */
function workspacePlaybook(ctx: Ctx): Row | Response {
  const denied = requirePerm(ctx, 'ops.change_playbook');
  if (denied) return denied;
  const playbook = visibleRows(getSpec('ops.playbooks'), ctx).find(
    (p) => String(p.id) === ctx.params[0],
  );
  return playbook ?? detail(404, 'Not found.', 'not_found');
}

async function playbookFiles(ctx: Ctx): Promise<Response> {
  const playbook = workspacePlaybook(ctx);
  if (playbook instanceof Response) return playbook;
  const files = workspaceOf(ctx.state, playbook);
  const q = ctx.url.searchParams;
  const protectedKey = (key: string) => key === 'main.yml' || key === 'root';
  switch (ctx.method) {
    case 'GET': {
      const key = q.get('key');
      if (key) {
        const entry = files.get(key);
        if (!entry || entry.dir) return detail(500, 'Server error.', 'error');
        return json({ content: entry.content });
      }
      const root = {
        id: 'root',
        name: String(playbook.name),
        title: String(playbook.name),
        isParent: true,
        open: true,
        pId: '',
        temp: false,
      };
      const sorted = [...files].sort(([a, x], [b, y]) =>
        x.dir !== y.dir ? (x.dir ? -1 : 1) : a.localeCompare(b),
      );
      return json([root, ...sorted.map(([path, e]) => treeNode(path, e))]);
    }
    case 'POST': {
      const body = asObject(await readJson(ctx));
      const dir = Boolean(body.is_directory);
      const parent = String(body.key ?? 'root');
      if (parent !== 'root' && !files.get(parent)?.dir)
        return json({ msg: 'parent not found' }, 400);
      const base = String(body.name ?? '').trim() || (dir ? 'new_dir' : 'new_file.yml');
      const at = (name: string) => (parent === 'root' ? name : `${parent}/${name}`);
      let name = base;
      for (let n = 1; files.has(at(name)); n++) name = `${base}(${n})`;
      const entry = { dir, content: dir ? '' : String(body.content ?? '') };
      files.set(at(name), entry);
      const node = treeNode(at(name), entry);
      return json({
        name: node.name,
        title: node.title,
        id: node.id,
        isParent: node.isParent,
        pId: node.pId,
        open: true,
        ...(dir ? {} : { iconSkin: 'file' }),
      });
    }
    case 'PATCH': {
      const body = asObject(await readJson(ctx));
      const key = String(body.key ?? '');
      if ('new_name' in body) {
        if (protectedKey(key)) return json({ msg: 'main.yml can not be rename' }, 400);
        const entry = files.get(key);
        if (!entry) return json({ msg: `${key} not found` }, 400);
        const newName = String(body.new_name).trim();
        const parent = parentOf(key);
        const target = parent === 'root' ? newName : `${parent}/${newName}`;
        if (!newName || files.has(target)) return json({ msg: `${newName} already exists` }, 400);
        // A folder takes everything under it along.
        for (const [path, e] of [...files]) {
          if (path !== key && !path.startsWith(`${key}/`)) continue;
          files.delete(path);
          files.set(target + path.slice(key.length), e);
        }
        return new Response(null, { status: 200 });
      }
      if (!key || key === 'root' || !files.get(key) || files.get(key)!.dir)
        return new Response(null, { status: 400 });
      files.get(key)!.content = String(body.content ?? '');
      return new Response(null, { status: 200 });
    }
    case 'DELETE': {
      const key = q.get('key');
      if (!key) return json({ msg: 'key is required' }, 400);
      if (protectedKey(key)) return json({ msg: ' main.yml can not be delete' }, 400);
      for (const path of [...files.keys()])
        if (path === key || path.startsWith(`${key}/`)) files.delete(path);
      return json({ msg: 'ok' });
    }
  }
  return detail(405, `Method "${ctx.method}" not allowed.`, 'method_not_allowed');
}

export const jobRoutes: Route[] = [
  { method: 'POST', pattern: /^\/api\/v1\/ops\/jobs\/$/, handle: writeJob },
  { method: 'PUT', pattern: new RegExp(`^/api/v1/ops/jobs/(${UUID})/$`), handle: writeJob },
  { method: 'PATCH', pattern: new RegExp(`^/api/v1/ops/jobs/(${UUID})/$`), handle: writeJob },
  { method: 'POST', pattern: /^\/api\/v1\/ops\/job-executions\/$/, handle: runNow },
  {
    method: 'GET',
    pattern: /^\/api\/v1\/ops\/job-execution\/task-detail\/([^/]+)\/$/,
    public: true,
    handle: taskDetail,
  },
  {
    method: 'GET',
    pattern: /^\/api\/v1\/ops\/job-execution\/asset-detail\/$/,
    public: true,
    handle: assetDetail,
  },
  {
    method: 'GET',
    pattern: /^\/api\/v1\/ops\/frequent-username\/$/,
    public: true,
    handle: frequentUsernames,
  },
  {
    method: 'GET',
    pattern: /^\/api\/v1\/ops\/frequent-username$/,
    public: true,
    handle: (ctx) => redirect(`${ctx.path}/${ctx.url.search}`, 301),
  },
  { method: 'POST', pattern: /^\/api\/v1\/ops\/playbooks\/$/, handle: createPlaybook },
  {
    method: '*',
    pattern: new RegExp(`^/api/v1/ops/playbook/(${UUID})/file/$`),
    handle: playbookFiles,
  },
];
