/**
 * The asset area's background tasks (docs/domain.md §3.1, §5.2): connectivity tests and
 * hardware refreshes of one asset, many, or a node's subtree, and gateway tests. Each answers the
 * Celery task id of a demo task (domain/tasks.ts) whose end updates the assets.
 */
import { createHash } from 'node:crypto';
import { ansibleLog, newTaskId, reachable, startTask, type TaskPlan } from '../domain/tasks';
import { detail, json, readJson, type Ctx } from '../http';
import { can, denied } from '../query';
import type { Route } from '../router';
import type { BackendState } from '../state';
import type { Row } from '../types';
import { fieldError, inOrg, isSystemAdmin } from './domainCommon';

const TEST_TASK = 'assets.tasks.ping.test_assets_connectivity_task';
const REFRESH_TASK = 'assets.tasks.gather_facts.gather_assets_facts_task';
const GATEWAY_TASK = 'assets.tasks.ping_gateway.test_gateways_connectivity_task';

/** The hardware facts a gather writes into a host's `info` (the keys the host detail shows). */
function gatheredFacts(asset: Row): Record<string, string> {
  const n = createHash('md5').update(String(asset.id)).digest();
  const cores = [2, 4, 8, 16][n[1]! % 4]!;
  return {
    vendor: ['Dell Inc.', 'HPE', 'Lenovo', 'VMware, Inc.'][n[2]! % 4]!,
    model: ['PowerEdge R740', 'ProLiant DL380', 'ThinkSystem SR650', 'VMware Virtual Platform'][
      n[2]! % 4
    ]!,
    sn: `SN${100000 + (n.readUInt16BE(3) % 900000)}`,
    cpu_model: 'Intel(R) Xeon(R) Gold 6248',
    cpu_count: '1',
    cpu_cores: String(cores),
    cpu_vcpus: String(cores * 2),
    memory: `${cores * 4}G`,
    disk_total: `${[100, 200, 500][n[4]! % 3]}G`,
    distribution: ['CentOS', 'Ubuntu', 'Rocky', 'Debian'][n[5]! % 4]!,
    distribution_version: ['7.9', '22.04', '8.6', '11'][n[5]! % 4]!,
    arch: 'x86_64',
  };
}

const ACTION_PERM: Record<string, string> = {
  test: 'assets.test_assetconnectivity',
  refresh: 'assets.refresh_assethardwareinfo',
};

function assetTaskPlan(action: 'test' | 'refresh', assets: Row[], id: string): TaskPlan {
  const hosts = assets.map((a) => ({
    name: String(a.name),
    ok: reachable(a),
    detail:
      action === 'refresh' ? `{"ansible_facts": {"ansible_hostname": "${String(a.name)}"}}` : '',
  }));
  const name = action === 'test' ? TEST_TASK : REFRESH_TASK;
  return {
    name,
    args: [assets.map((a) => a.id)],
    lines: ansibleLog(
      name,
      id,
      action === 'test' ? 'Ping asset' : 'Gather posix asset info',
      action === 'test' ? 'ping' : 'Get info',
      hosts,
    ),
    failed: hosts.every((h) => !h.ok),
    effect(state: BackendState) {
      const now = new Date().toISOString();
      for (const a of assets) {
        const ok = reachable(a);
        if (action === 'test')
          Object.assign(a, { connectivity: ok ? 'ok' : 'err', date_verified: now });
        else if (ok && a.category === 'host')
          a.info = { ...((a.info as Row) ?? {}), ...gatheredFacts(a) };
      }
      state.store.touch();
    },
  };
}

function runAssetTask(ctx: Ctx, action: 'test' | 'refresh', assets: Row[]): Response {
  if (action === 'test' && assets[0]) {
    const auto = (assets[0].auto_info ?? {}) as Row;
    if (!auto.ansible_enabled || !auto.ping_enabled)
      return json({ detail: 'This function is not supported temporarily', code: 'error' }, 400);
  }
  const id = newTaskId();
  startTask(ctx.state, assetTaskPlan(action, assets, id), id);
  return json({ task: id }, 201);
}

/** Permission from `action` before validation: unknown actions are 403 for non-admins. */
function actionGate(ctx: Ctx, action: unknown): Response | 'test' | 'refresh' {
  const perm = typeof action === 'string' ? ACTION_PERM[action] : undefined;
  if (!perm) {
    if (!isSystemAdmin(ctx)) return denied(ctx);
    return fieldError('action', `"${String(action)}" is not a valid choice.`);
  }
  if (!can(ctx, perm)) return denied(ctx);
  return action as 'test' | 'refresh';
}

function visibleAsset(ctx: Ctx, id: unknown): Row | undefined {
  const asset = ctx.state.store.find('assets.assets', id);
  return asset && inOrg(ctx, asset) ? asset : undefined;
}

async function assetTasks(ctx: Ctx): Promise<Response> {
  const body = (await readJson(ctx)) as Row;
  const gate = actionGate(ctx, body.action);
  if (gate instanceof Response) return gate;
  const id = ctx.params[0]!;
  const asset = visibleAsset(ctx, id);
  if (!asset) {
    const invalid = `Invalid pk "${id}" - object does not exist.`;
    return json({ asset: [invalid], assets: [invalid] }, 400);
  }
  return runAssetTask(ctx, gate, [asset]);
}

async function bulkAssetTasks(ctx: Ctx): Promise<Response> {
  const body = (await readJson(ctx)) as Row;
  // No permission is mapped to a bulk test: only system administrators may run it.
  if (body.action === 'test' && !isSystemAdmin(ctx)) return denied(ctx);
  const gate = actionGate(ctx, body.action);
  if (gate instanceof Response) return gate;
  const ids = Array.isArray(body.assets) ? body.assets : [];
  const assets: Row[] = [];
  for (const id of ids) {
    const asset = visibleAsset(ctx, id);
    if (!asset) return fieldError('assets', `Invalid pk "${String(id)}" - object does not exist.`);
    assets.push(asset);
  }
  if (!assets.length) return fieldError('assets', 'This list may not be empty.');
  return runAssetTask(ctx, gate, assets);
}

async function nodeTasks(ctx: Ctx): Promise<Response> {
  const body = (await readJson(ctx)) as Row;
  const gate = actionGate(ctx, body.action);
  if (gate instanceof Response) return gate;
  const node = ctx.state.store.find('assets.nodes', ctx.params[0]);
  if (!node || !inOrg(ctx, node)) return detail(404, 'Not found.', 'not_found');
  const key = String(node.key);
  const subtree = new Set(
    ctx.state.store
      .rows('assets.nodes')
      .filter((n) => n.key === key || String(n.key).startsWith(`${key}:`))
      .map((n) => String(n.id)),
  );
  const assets = ctx.state.store
    .rows('assets.assets')
    .filter(
      (a) => inOrg(ctx, a) && ((a.nodes as unknown[]) ?? []).some((n) => subtree.has(String(n))),
    );
  const id = newTaskId();
  startTask(ctx.state, assetTaskPlan(gate, assets, id), id);
  return json({ task: id }, 201);
}

async function testGateway(ctx: Ctx): Promise<Response> {
  if (!can(ctx, 'assets.test_assetconnectivity')) return denied(ctx);
  const gateway = ctx.state.store.find('assets.gateways', ctx.params[0]);
  if (!gateway || !inOrg(ctx, gateway)) return detail(404, 'Not found.', 'not_found');
  const body = (await readJson(ctx)) as Row;
  const ssh = ((gateway.protocols as { name: string; port: number }[]) ?? []).find(
    (p) => p.name === 'ssh',
  );
  let port = ssh?.port ?? 22;
  if (body.port !== undefined && body.port !== null && body.port !== '') {
    const n = Number(body.port);
    if (!Number.isInteger(n)) return json({ port: 'Number required' }, 400);
    port = n;
  }
  const id = newTaskId();
  const ok = reachable(gateway) && port === (ssh?.port ?? 22);
  startTask(
    ctx.state,
    {
      name: GATEWAY_TASK,
      args: [[gateway.id]],
      lines: [
        `>>> Start testing gateway ${String(gateway.name)} (${String(gateway.address)}:${port})`,
        ...ansibleLog(GATEWAY_TASK, id, 'Test gateway', 'Test gateway port', [
          { name: String(gateway.name), ok },
        ]),
      ],
      failed: !ok,
      effect(state) {
        Object.assign(gateway, {
          connectivity: ok ? 'ok' : 'err',
          date_verified: new Date().toISOString(),
        });
        state.store.touch();
      },
    },
    id,
  );
  return json({ task: id });
}

export const assetTaskRoutes: Route[] = [
  { method: 'POST', pattern: /^\/api\/v1\/assets\/assets\/tasks\/$/, handle: bulkAssetTasks },
  { method: 'POST', pattern: /^\/api\/v1\/assets\/assets\/([^/]+)\/tasks\/$/, handle: assetTasks },
  { method: 'POST', pattern: /^\/api\/v1\/assets\/nodes\/([^/]+)\/tasks\/$/, handle: nodeTasks },
  {
    method: 'POST',
    pattern: /^\/api\/v1\/assets\/gateways\/([^/]+)\/test-connective\/$/,
    handle: testGateway,
  },
];
