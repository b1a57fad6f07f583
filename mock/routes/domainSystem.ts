/**
 * System pages' calls beyond the generic protocol: applet package upload (docs/domain.md §12.2),
 * applet host deployments and applet publishing (deploy tasks with logs), Celery task executions
 * and their rerun (docs/domain.md §8.6). An organisation's members are its org-role bindings
 * (docs/domain.md §9.5), served with the other bindings in domainRbac.ts.
 */
import { createHash, randomUUID } from 'node:crypto';
import { getSpec } from '../catalogue';
import { readAppletPackage } from '../domain/systemApplets';
import { EXECUTIONS_KEY } from '../domain/tasks';
import { ansibleLog, startTask, type TaskPlan } from '../domain/tasks';
import { detail, json, readJson, type Ctx } from '../http';
import { presentStored } from '../query';
import type { Route } from '../router';
import type { BackendState } from '../state';
import type { Row } from '../types';
import { denied as forbidden, fmt, paginate, requirePerm } from './domainCommon';

const DEPLOYMENTS = 'terminal.applet_host_deployments';
const DEPLOY_TASK = 'terminal.tasks.run_applet_host_deployment';
const INSTALL_TASK = 'terminal.tasks.run_applet_host_deployment_install_applet';
const UUID = '[0-9a-fA-F-]{36}';

async function uploadApplet(ctx: Ctx): Promise<Response> {
  const denied = requirePerm(ctx, 'terminal.add_applet');
  if (denied) return denied;
  const form = await ctx.request.formData().catch(() => null);
  const file = form?.get('file');
  // `request.data['file']` unguarded: a KeyError, i.e. a server error.
  if (!(file instanceof File)) return json({ detail: 'Server error' }, 500);
  const read = readAppletPackage(Buffer.from(await file.arrayBuffer()), file.name);
  if ('error' in read) return json({ error: read.error }, 400);
  const { manifest } = read;
  const store = ctx.state.store;
  const existing = store.rows('terminal.applets').find((a) => a.name === manifest.name);
  const update = ctx.url.searchParams.get('update') === '1';
  if (existing && !update) return json({ error: `Applet already exists: ${manifest.name}` }, 400);
  const now = new Date().toISOString();
  const applet: Row = existing ?? {
    id: randomUUID(),
    is_active: true,
    builtin: false,
    date_created: now,
  };
  Object.assign(applet, manifest, {
    icon: `/api/v1/terminal/applets/${manifest.name}/icon/`,
    readme: '',
    date_updated: now,
  });
  if (!existing) store.rows('terminal.applets').push(applet);
  store.touch();
  return json(presentStored(getSpec('terminal.applets'), applet, ctx), existing ? 200 : 201);
}

const DEPLOY_LABELS: Record<string, string> = {
  pending: 'Pending',
  running: 'Running',
  success: 'Success',
  failed: 'Failed',
};

function presentDeployment(ctx: Ctx, d: Row): Record<string, unknown> {
  const status = String(d.status);
  return {
    id: d.id,
    host: d.host,
    status: { value: status, label: DEPLOY_LABELS[status] ?? status },
    task: d.task,
    comment: d.comment,
    date_start: fmt(ctx, d.date_start),
    date_finished: fmt(ctx, d.date_finished),
    date_created: fmt(ctx, d.date_created),
    date_updated: fmt(ctx, d.date_updated),
  };
}

function listDeployments(ctx: Ctx): Response {
  const denied = requirePerm(ctx, 'terminal.view_applethostdeployment');
  if (denied) return denied;
  const host = ctx.url.searchParams.get('host');
  const rows = ctx.state.store
    .rows(DEPLOYMENTS)
    .filter((d) => !host || String(d.host) === host)
    .sort((a, b) => String(b.date_created).localeCompare(String(a.date_created)));
  return paginate(ctx, rows, (d) => presentDeployment(ctx, d));
}

/** A host that answers deploys: the demo's offline host fails at the WinRM step. */
const hostUp = (host: Row) => host.load !== 'offline' && host.connectivity !== 'err';

function deployPlan(
  state: BackendState,
  host: Row,
  id: string,
  applets: Row[],
  deployment?: Row,
): TaskPlan {
  const ok = hostUp(host);
  const name = deployment ? DEPLOY_TASK : INSTALL_TASK;
  return {
    name,
    args: [deployment ? deployment.id : host.id],
    lines: ansibleLog(
      name,
      id,
      deployment ? 'Deploy applet host' : 'Install applets',
      deployment ? 'Install RDS and Chromium' : `Install ${applets.map((a) => a.name).join(', ')}`,
      [{ name: String(host.name), ok }],
    ),
    failed: !ok,
    effect() {
      const now = new Date().toISOString();
      if (deployment)
        Object.assign(deployment, {
          status: ok ? 'success' : 'failed',
          date_finished: now,
          date_updated: now,
          comment: ok ? '' : 'WinRM connection timed out',
        });
      if (ok) host.date_synced = now;
      for (const applet of applets) {
        const pub = state.store
          .rows('terminal.applet_publications')
          .find((p) => p.host === host.id && p.applet === applet.id);
        const status = ok ? 'success' : 'failed';
        const comment = ok ? '' : 'Host unreachable: WinRM connection timed out';
        if (pub) Object.assign(pub, { status, comment, date_updated: now });
        else
          state.store.rows('terminal.applet_publications').push({
            id: randomUUID(),
            applet: applet.id,
            host: host.id,
            status,
            comment,
            date_created: now,
            date_updated: now,
          });
      }
    },
  };
}

async function hostOf(ctx: Ctx): Promise<{ host: Row; body: Record<string, unknown> } | Response> {
  const raw = await readJson(ctx);
  const body = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const id = body.host;
  if (!id) return json({ host: ['This field is required.'] }, 400);
  const host = ctx.state.store.find('terminal.applet_hosts', id);
  if (!host) return json({ host: [`Invalid pk "${String(id)}" - object does not exist.`] }, 400);
  return { host, body };
}

async function deployHost(ctx: Ctx): Promise<Response> {
  const denied = requirePerm(ctx, 'terminal.add_applethostdeployment');
  if (denied) return denied;
  const found = await hostOf(ctx);
  if (found instanceof Response) return found;
  const { host } = found;
  const task = randomUUID();
  const now = new Date().toISOString();
  const deployment: Row = {
    id: randomUUID(),
    host: host.id,
    status: 'running',
    task,
    comment: '',
    date_start: now,
    date_finished: null,
    date_created: now,
    date_updated: now,
  };
  ctx.state.store.rows(DEPLOYMENTS).push(deployment);
  const active = ctx.state.store.rows('terminal.applets').filter((a) => a.is_active);
  startTask(ctx.state, deployPlan(ctx.state, host, task, active, deployment), task);
  return json({ task }, 201);
}

async function publishApplets(ctx: Ctx): Promise<Response> {
  // `terminal.view_AppletHostDeployment`: no role grants the mixed-case codename, so only
  // superusers.
  if (!ctx.user?.is_superuser) return forbidden(ctx);
  const found = await hostOf(ctx);
  if (found instanceof Response) return found;
  const { host, body } = found;
  const applets = ctx.state.store
    .rows('terminal.applets')
    .filter((a) => (body.applet_id ? String(a.id) === String(body.applet_id) : a.is_active));
  const task = randomUUID();
  startTask(ctx.state, deployPlan(ctx.state, host, task, applets), task);
  return json({ task }, 201);
}

function presentExecution(ctx: Ctx, e: Row): Record<string, unknown> {
  const cost =
    e.date_finished && e.date_start
      ? (Date.parse(String(e.date_finished)) - Date.parse(String(e.date_start))) / 1000
      : null;
  return {
    id: e.id,
    name: e.name,
    args: e.args ?? [],
    kwargs: e.kwargs ?? {},
    time_cost: cost,
    timedelta: cost === null ? null : cost.toFixed(1),
    is_success: e.state === 'SUCCESS',
    is_finished: Boolean(e.is_finished),
    date_published: fmt(ctx, e.date_published),
    date_start: fmt(ctx, e.date_start),
    date_finished: fmt(ctx, e.date_finished),
  };
}

function listExecutions(ctx: Ctx): Response {
  const denied = requirePerm(ctx, 'ops.view_celerytaskexecution');
  if (denied) return denied;
  const taskId = ctx.url.searchParams.get('task_id');
  let name: unknown;
  if (taskId) {
    const task = ctx.state.store.find('ops.celery_tasks', taskId);
    if (!task) return detail(404, 'Not found.', 'not_found');
    name = task.name;
  }
  const rows = ctx.state.store
    .rows(EXECUTIONS_KEY)
    .filter((e) => name === undefined || e.name === name)
    .sort((a, b) => String(b.date_published).localeCompare(String(a.date_published)));
  return paginate(ctx, rows, (e) => presentExecution(ctx, e));
}

function oneExecution(ctx: Ctx): Response {
  const denied = requirePerm(ctx, 'ops.view_celerytaskexecution');
  if (denied) return denied;
  const e = ctx.state.store.find(EXECUTIONS_KEY, ctx.params[0]);
  return e ? json(presentExecution(ctx, e)) : detail(404, 'Not found.', 'not_found');
}

/**
 * The task's list row follows its executions: last publish, totals, and the colour of the last
 * five.
 */
function refreshTask(state: BackendState, name: unknown): void {
  const task = state.store.rows('ops.celery_tasks').find((t) => t.name === name);
  if (!task) return;
  const mine = state.store
    .rows(EXECUTIONS_KEY)
    .filter((e) => e.name === name)
    .sort((a, b) => String(b.date_published).localeCompare(String(a.date_published)));
  const recent = mine.slice(0, 5);
  const failed = recent.filter((e) => e.state === 'FAILURE').length;
  Object.assign(task, {
    summary: {
      total: mine.length,
      success: mine.filter((e) => e.state === 'SUCCESS').length,
    },
    state: recent[0]?.state === 'FAILURE' ? 'red' : failed ? 'yellow' : 'green',
    date_last_publish: recent[0]?.date_published ?? task.date_last_publish,
  });
}

async function rerunExecution(ctx: Ctx): Promise<Response> {
  const denied = requirePerm(ctx, 'ops.add_celerytaskexecution');
  if (denied) return denied;
  await ctx.request.text();
  const from = ctx.url.searchParams.get('from');
  if (!from) return new Response('', { status: 400 });
  const source = ctx.state.store.find(EXECUTIONS_KEY, from);
  if (!source) return detail(404, 'Not found.', 'not_found');
  const name = String(source.name);
  if (!ctx.state.store.rows('ops.celery_tasks').some((t) => t.name === name))
    return json({ detail: `Task ${name} not found`, code: 'task_not_found_error' }, 400);
  const id = randomUUID();
  const args = (source.args as unknown[]) ?? [];
  const hosts = args
    .map((a) => ctx.state.store.find('assets.assets', a))
    .filter((a): a is Row => Boolean(a))
    .map((a) => ({
      name: String(a.name),
      ok: createHash('md5').update(String(a.id)).digest()[0]! % 5 !== 0,
    }));
  const short = name.split('.').pop()!;
  const lines = hosts.length
    ? ansibleLog(name, id, short, short, hosts)
    : [
        `Task ${name}[${id}] start`,
        `Args: ${JSON.stringify(args)}`,
        `[${short}] processing...`,
        `[${short}] done`,
        `Task ${name}[${id}] succeeded in 0.60s: None`,
      ];
  startTask(
    ctx.state,
    {
      name,
      args,
      lines,
      failed: hosts.length > 0 && hosts.every((h) => !h.ok),
      effect: (state) => refreshTask(state, name),
    },
    id,
  );
  refreshTask(ctx.state, name);
  return json({ task_id: id }, 201);
}

export const systemRoutes: Route[] = [
  { method: 'POST', pattern: /^\/api\/v1\/terminal\/applets\/upload\/$/, handle: uploadApplet },
  {
    method: 'GET',
    pattern: /^\/api\/v1\/terminal\/applet-host-deployments\/$/,
    handle: listDeployments,
  },
  {
    method: 'POST',
    pattern: /^\/api\/v1\/terminal\/applet-host-deployments\/$/,
    handle: deployHost,
  },
  {
    method: 'POST',
    pattern: /^\/api\/v1\/terminal\/applet-host-deployments\/applets\/$/,
    handle: publishApplets,
  },
  { method: 'GET', pattern: /^\/api\/v1\/ops\/task-executions\/$/, handle: listExecutions },
  { method: 'POST', pattern: /^\/api\/v1\/ops\/task-executions\/$/, handle: rerunExecution },
  {
    method: 'GET',
    pattern: new RegExp(`^/api/v1/ops/task-executions/(${UUID})/$`),
    handle: oneExecution,
  },
];
