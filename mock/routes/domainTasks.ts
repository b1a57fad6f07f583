/**
 * Calls that start background tasks (domain-protocol-assets §3.1, §5.2) and the task log and
 * result APIs (domain-protocol-ops §3.7): asset tests and hardware refreshes (one, many, a node's
 * subtree), gateway tests, automation "execute now". Each answers the Celery task id of a demo
 * task (domain/tasks.ts) whose end updates the data.
 */
import { createHash } from 'node:crypto';
import { recordPushes, recordSecretChanges } from '../domain/accounts';
import { readTaskLog } from '../domain/taskLogs';
import { ansibleLog, startTask, type TaskPlan } from '../domain/tasks';
import { EXECUTIONS_KEY } from '../domain/taskLogs';
import { detail, json, readJson, type Ctx } from '../http';
import { ORG_ROOT, ROLE, systemRolesOf } from '../rbac';
import type { Route } from '../router';
import type { BackendState } from '../state';
import type { Row } from '../types';
import { can, denied } from '../query';

const UUID = '[0-9a-fA-F-]{36}';
const TEST_TASK = 'assets.tasks.ping.test_assets_connectivity_task';
const REFRESH_TASK = 'assets.tasks.gather_facts.gather_assets_facts_task';
const GATEWAY_TASK = 'assets.tasks.ping_gateway.test_gateways_connectivity_task';

function inOrg(ctx: Ctx, row: Row): boolean {
  return ctx.orgId === ORG_ROOT || row.org_id === ctx.orgId;
}

/** `has_perm(None)`: only system administrators (and superusers). */
function isSystemAdmin(ctx: Ctx): boolean {
  const user = ctx.user!;
  return (
    Boolean(user.is_superuser) ||
    systemRolesOf(ctx.state.store, String(user.id)).some((r) => r.id === ROLE.SystemAdmin)
  );
}

/** Whether a demo host answers: fixed per asset, so a test says the same thing every time. */
function reachable(asset: Row): boolean {
  return createHash('md5').update(String(asset.id)).digest()[0]! % 5 !== 0;
}

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

function body400(field: string, message: string): Response {
  return json({ [field]: [message] }, 400);
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

/** The task id, chosen before the plan so that its log can name it. */
function newTaskId(): string {
  return crypto.randomUUID();
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
    return body400('action', `"${String(action)}" is not a valid choice.`);
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
    if (!asset) return body400('assets', `Invalid pk "${String(id)}" - object does not exist.`);
    assets.push(asset);
  }
  if (!assets.length) return body400('assets', 'This list may not be empty.');
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

interface ExecutionKind {
  automations: string;
  executions: string;
  perm: string;
  /** The body's key naming the automation. */
  key: 'automation' | 'plan';
  task: string;
  title: string;
}

const EXECUTIONS: Record<string, ExecutionKind> = {
  'change-secret-executions': {
    automations: 'accounts.change_secret_automations',
    executions: 'accounts.change_secret_executions',
    // Not a defined codename: only system administrators pass.
    perm: 'accounts.add_changesecretexecution',
    key: 'automation',
    task: 'accounts.tasks.automation.execute_account_automation_task',
    title: 'Change secret',
  },
  'push-account-executions': {
    automations: 'accounts.push_automations',
    executions: 'accounts.push_executions',
    perm: 'accounts.add_pushaccountexecution',
    key: 'automation',
    task: 'accounts.tasks.automation.execute_account_automation_task',
    title: 'Push account',
  },
  'gather-account-executions': {
    automations: 'accounts.gather_automations',
    executions: 'accounts.gather_executions',
    perm: 'accounts.add_gatheraccountsexecution',
    key: 'automation',
    task: 'accounts.tasks.automation.execute_account_automation_task',
    title: 'Gather accounts',
  },
  'account-backup-plan-executions': {
    automations: 'accounts.backup_plans',
    executions: 'accounts.backup_executions',
    perm: 'accounts.add_accountbackupexecution',
    key: 'plan',
    task: 'accounts.tasks.backup_account.execute_account_backup_task',
    title: 'Backup accounts',
  },
};

async function executeNow(ctx: Ctx): Promise<Response> {
  const kind = EXECUTIONS[ctx.params[0]!]!;
  const allowed =
    kind.perm === 'accounts.add_changesecretexecution' ? isSystemAdmin(ctx) : can(ctx, kind.perm);
  if (!allowed) return denied(ctx);
  const body = (await readJson(ctx)) as Row;
  const automationId = body[kind.key];
  const automation = ctx.state.store.find(kind.automations, automationId);
  if (!automation || !inOrg(ctx, automation))
    return body400(kind.key, `Invalid pk "${String(automationId)}" - object does not exist.`);
  const store = ctx.state.store;
  const id = newTaskId();
  const now = new Date().toISOString();
  const assets = ((automation.assets as unknown[]) ?? [])
    .map((a) => store.find('assets.assets', a))
    .filter((a): a is Row => Boolean(a));
  // The execution row carries the task's id.
  const execution: Row =
    kind.key === 'plan'
      ? {
          id,
          date_start: now,
          timedelta: 0,
          plan_snapshot: { name: automation.name, types: automation.types },
          trigger: 'manual',
          reason: '',
          is_success: false,
          org_id: automation.org_id,
          recipients: [],
          plan: automation.id,
        }
      : {
          id,
          automation: automation.id,
          trigger: 'manual',
          date_start: now,
          date_finished: null,
          snapshot: {
            name: automation.name,
            type: automation.type,
            accounts: automation.accounts,
            total: assets.length,
          },
          status: 'pending',
          org_id: automation.org_id,
        };
  store.rows(kind.executions).push(execution);
  automation.executed_amount = Number(automation.executed_amount ?? 0) + 1;
  store.touch();
  const hosts = assets.map((a) => ({ name: String(a.name), ok: reachable(a) }));
  startTask(
    ctx.state,
    {
      name: kind.task,
      args: [automation.id, 'manual'],
      lines:
        kind.key === 'plan'
          ? [
              `Task ${kind.task}[${id}] start`,
              `>>> Start executing the account backup plan: ${String(automation.name)}`,
              '>>> Gathering accounts of the plan',
              '>>> Writing the backup file: account-backup.xlsx',
              '>>> Sending the backup file to the recipients',
              `Task ${kind.task}[${id}] succeeded`,
            ]
          : ansibleLog(kind.task, id, kind.title, kind.title, hosts),
      effect(state) {
        const finished = new Date().toISOString();
        if (kind.key === 'plan')
          Object.assign(execution, {
            is_success: true,
            timedelta: Math.max(1, Math.round((Date.parse(finished) - Date.parse(now)) / 1000)),
          });
        else Object.assign(execution, { status: 'success', date_finished: finished });
        if (kind.executions === 'accounts.change_secret_executions')
          recordSecretChanges(state, automation, assets, id, now, reachable);
        if (kind.executions === 'accounts.push_executions')
          recordPushes(state, automation, assets, id, now, reachable);
        state.store.touch();
      },
    },
    id,
  );
  return json({ task: id }, 201);
}

function taskLog(ctx: Ctx): Response {
  const mark = ctx.url.searchParams.get('mark');
  const read = readTaskLog(ctx.state, ctx.params[1]!, mark);
  if (read) return json(read);
  // No log file yet: no end and no mark (a literal "undefined" mark gets a dot).
  return json({ data: mark === 'undefined' ? '.' : 'Waiting task start' });
}

function taskResult(ctx: Ctx): Response {
  const id = ctx.params[1]!;
  const exec = ctx.state.store.find(EXECUTIONS_KEY, id);
  // Celery answers PENDING for a task it does not know.
  return json({ id, result: null, state: exec ? String(exec.state) : 'PENDING' });
}

export const taskRoutes: Route[] = [
  {
    method: 'GET',
    pattern: new RegExp(`^/api/v1/ops/celery/task/(${UUID})/task-execution/([^/]+)/log/$`),
    handle: taskLog,
  },
  {
    method: 'GET',
    pattern: new RegExp(`^/api/v1/ops/celery/task/(${UUID})/task-execution/([^/]+)/result/$`),
    handle: taskResult,
  },
  { method: 'POST', pattern: /^\/api\/v1\/assets\/assets\/tasks\/$/, handle: bulkAssetTasks },
  { method: 'POST', pattern: /^\/api\/v1\/assets\/assets\/([^/]+)\/tasks\/$/, handle: assetTasks },
  { method: 'POST', pattern: /^\/api\/v1\/assets\/nodes\/([^/]+)\/tasks\/$/, handle: nodeTasks },
  {
    method: 'POST',
    pattern: /^\/api\/v1\/assets\/gateways\/([^/]+)\/test-connective\/$/,
    handle: testGateway,
  },
  {
    method: 'POST',
    pattern:
      /^\/api\/v1\/accounts\/(change-secret-executions|push-account-executions|gather-account-executions|account-backup-plan-executions)\/$/,
    handle: executeNow,
  },
];
