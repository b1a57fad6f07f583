/**
 * The job runner of the demo backend (docs/domain.md §8.3–8.5): a run of a job is a job
 * execution plus a Celery task `ops.tasks.run_ops_job_execution` whose log prints, per asset, what
 * ansible prints for an ad-hoc command (with its colours), then a recap. Before running, as the
 * real worker does (JobExecution.before_start): every asset must be granted to the user running
 * the job (check_assets_perms: each one that is not is printed, and the run fails with "You do not
 * have access rights to N assets"), and the command is checked against the org's command filter
 * ACLs; either refusal is printed and stored as the execution's `summary.error`. When the log ends,
 * the execution holds its per-host results and the job its counters.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { BackendState } from '../state';
import type { Row } from '../types';
import { LINE_MS, startTask } from './tasks';

export const JOB_TASK = 'ops.tasks.run_ops_job_execution';
/** The execution rows are also the job audit log's rows (one object in both tables). */
const EXECUTION_TABLES = ['ops.job_executions', 'audits.job_logs'] as const;

export interface HostResult {
  name: string;
  status: 'ok' | 'failed' | 'excludes';
  output: string;
}

/**
 * Per-host results of the executions run since start (seeded ones derive theirs from the summary).
 */
const hostResults = new WeakMap<BackendState['store'], Map<string, HostResult[]>>();

export function hostResultsOf(state: BackendState, executionId: string): HostResult[] | undefined {
  return hostResults.get(state.store)?.get(executionId);
}

const green = (s: string) => `\u001b[0;32m${s}\u001b[0m`;
const red = (s: string) => `\u001b[0;31m${s}\u001b[0m`;
const yellow = (s: string) => `\u001b[0;33m${s}\u001b[0m`;

function digest(s: string): Buffer {
  return createHash('md5').update(s).digest();
}

/** Glob match (`*` only), as the ACL name and username groups use. */
function globMatch(patterns: unknown, value: string): boolean {
  const list = Array.isArray(patterns) ? (patterns as unknown[]).map(String) : [];
  return list.some((p) => {
    const re = new RegExp(`^${p.split('*').map(escapeRe).join('.*')}$`, 'i');
    return re.test(value);
  });
}

function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
}

/** `1.2.3.4`, `10.1.0.0/16`, `172.16.*` or `*` against an IPv4 address. */
function addressMatch(patterns: unknown, address: string): boolean {
  const list = Array.isArray(patterns) ? (patterns as unknown[]).map(String) : ['*'];
  const toInt = (ip: string) => ip.split('.').reduce((n, o) => n * 256 + Number(o), 0);
  return list.some((p) => {
    if (p === '*') return true;
    const cidr = /^(\d+\.\d+\.\d+\.\d+)\/(\d+)$/.exec(p);
    if (cidr && /^\d+\.\d+\.\d+\.\d+$/.test(address)) {
      const bits = Number(cidr[2]);
      const mask = bits === 0 ? 0 : (~0 << (32 - bits)) >>> 0;
      return (toInt(address) & mask) >>> 0 === (toInt(cidr[1]!) & mask) >>> 0;
    }
    return globMatch([p], address);
  });
}

/** CommandGroup.construct_command_regex: one alternative per line, anchored on words. */
export function commandGroupRegex(group: Row): RegExp | null {
  const lines = String(group.content ?? '')
    .replace(/\r\n/g, '\n')
    .split('\n')
    .filter((l) => l.trim());
  if (!lines.length) return null;
  const parts =
    group.type === 'regex'
      ? lines
      : lines.map((line) => {
          const cmd = escapeRe(line.trim().replace(/\s+/g, ' ')).replace(/ /g, '\\s+');
          if (/\s/.test(line.trim())) return cmd;
          return /[a-z]$/i.test(line.trim()) ? `\\b${cmd}\\b` : `\\b${cmd}`;
        });
  try {
    return new RegExp(parts.join('|'), group.ignore_case ? 'i' : '');
  } catch {
    return null;
  }
}

/**
 * The first active command filter ACL (highest priority first) that rejects or reviews the command.
 */
export function rejectingAcl(
  state: BackendState,
  orgId: string,
  user: Row,
  asset: Row,
  account: string,
  command: string,
): Row | null {
  const acls = state.store
    .rows('acls.command_filter_acls')
    .filter((a) => a.org_id === orgId && a.is_active !== false)
    .sort((a, b) => Number(b.priority) - Number(a.priority));
  for (const acl of acls) {
    const users = (acl.users ?? {}) as Row;
    const assets = (acl.assets ?? {}) as Row;
    const accounts = (acl.accounts ?? {}) as Row;
    if (!globMatch(users.username_group, String(user.username))) continue;
    if (!globMatch(assets.name_group, String(asset.name))) continue;
    if (!addressMatch(assets.address_group, String(asset.address))) continue;
    if (!globMatch(accounts.username_group, account)) continue;
    const groups = ((acl.command_groups as unknown[]) ?? [])
      .map((id) => state.store.find('acls.command_groups', id))
      .filter((g): g is Row => Boolean(g));
    if (!groups.some((g) => commandGroupRegex(g)?.test(command))) continue;
    if (acl.action === 'accept') return null;
    return acl;
  }
  return null;
}

/**
 * The account a run uses on an asset under the job's run-as policy, or null (the asset is
 * excluded).
 */
function accountFor(state: BackendState, job: Row, asset: Row): string | null {
  const accounts = state.store
    .rows('accounts.accounts')
    .filter((a) => a.asset === asset.id && a.is_active !== false);
  const named = accounts.find((a) => a.username === job.runas);
  const privileged = accounts.find((a) => a.privileged);
  switch (job.runas_policy) {
    case 'privileged_only':
      return privileged ? String(privileged.username) : null;
    case 'privileged_first':
      return privileged ? String(privileged.username) : named ? String(named.username) : null;
    default:
      return named ? String(named.username) : null;
  }
}

/** What a demo host prints for a shell command: rc and output, stable per asset and command. */
function shellOutput(asset: Row, account: string, command: string): { rc: number; out: string } {
  const n = digest(`${String(asset.id)}${command}`);
  const outs: string[] = [];
  for (const part of command.split(/\s*(?:;|&&)\s*/).filter(Boolean)) {
    const [cmd = '', ...args] = part.trim().split(/\s+/);
    switch (cmd) {
      case 'hostname':
        outs.push(String(asset.name));
        break;
      case 'whoami':
        outs.push(account);
        break;
      case 'sleep':
      case 'true':
      case 'cd':
        break;
      case 'echo':
        outs.push(args.join(' ').replace(/^["']|["']$/g, ''));
        break;
      case 'uptime':
        outs.push(
          ` 08:0${n[0]! % 10}:12 up ${n[1]! % 200} days,  2 users,  load average: 0.${n[2]! % 99}, 0.${n[3]! % 99}, 0.${n[4]! % 99}`,
        );
        break;
      case 'date':
        outs.push(new Date().toUTCString());
        break;
      case 'df':
        outs.push(
          'Filesystem      Size  Used Avail Use% Mounted on',
          `/dev/vda1        50G   ${10 + (n[5]! % 30)}G   ${20 - (n[5]! % 10)}G  ${30 + (n[5]! % 60)}% /`,
          'tmpfs           3.9G     0  3.9G   0% /dev/shm',
        );
        break;
      case 'free':
        outs.push(
          '              total        used        free      shared  buff/cache   available',
          `Mem:           7821        ${1000 + (n[6]! % 4000)}        ${500 + (n[7]! % 2000)}          12        1830        5210`,
          'Swap:             0           0           0',
        );
        break;
      case 'id':
        outs.push(`uid=0(${account}) gid=0(${account}) groups=0(${account})`);
        break;
      case 'uname':
        outs.push(
          args.includes('-a')
            ? `Linux ${String(asset.name)} 5.15.0-91-generic x86_64 GNU/Linux`
            : 'Linux',
        );
        break;
      default:
        return { rc: 127, out: [...outs, `/bin/sh: 1: ${cmd}: not found`].join('\n') };
    }
  }
  return { rc: 0, out: outs.join('\n') };
}

/** Seconds a command keeps the host busy: the sum of its `sleep`s (at most ten minutes). */
function sleepSeconds(command: string): number {
  let total = 0;
  for (const m of command.matchAll(/\bsleep\s+(\d+(?:\.\d+)?)/g)) total += Number(m[1]);
  return Math.min(600, total);
}

export interface RunRequest {
  job: Row;
  user: Row;
  orgId: string;
  orgName: string;
  parameters?: Record<string, unknown>;
  /** The ids of the assets granted to `user` (UserPermAssetUtil(creator).get_all_assets()). */
  granted: ReadonlySet<string>;
}

/** Starts a run of the job; returns its Celery task id (the answer of run-now and instant jobs). */
export function runJob(
  state: BackendState,
  { job, user, orgId, orgName, parameters, granted }: RunRequest,
): string {
  const store = state.store;
  const taskId = randomUUID();
  const now = new Date().toISOString();
  // The run's parameters are ansible extra vars: `{{ name }}` in the command is templated.
  const command = String(job.args ?? '').replace(
    /\{\{\s*([\w.]+)\s*\}\}/g,
    (whole, name: string) => (parameters && name in parameters ? String(parameters[name]) : whole),
  );
  const module = String(job.module || 'shell');
  const assets = ((job.assets as unknown[]) ?? [])
    .map((id) => store.find('assets.assets', id))
    .filter((a): a is Row => Boolean(a));
  const material =
    job.type === 'playbook'
      ? `${orgName}:${String(user.username)}:${String(store.find('ops.playbooks', job.playbook)?.name ?? '')}`
      : `${module}:${String(job.args ?? '')}`;
  const execution: Row = {
    id: randomUUID(),
    task_id: taskId,
    timedelta: 0,
    time_cost: 0,
    is_finished: false,
    is_success: false,
    status: 'running',
    job_type: job.type,
    summary: {},
    material,
    job: job.id,
    parameters: parameters ?? {},
    org_id: orgId,
    org_name: orgName,
    created_by: String(user.name),
    creator: user.id,
    date_start: now,
    date_finished: null,
    date_created: now,
    date_updated: now,
  };
  for (const table of EXECUTION_TABLES) store.rows(table).push(execution);

  const stars = '*'.repeat(60);
  const lines: string[] = [
    `>>> Task preparation phase`,
    `>>> Executing tasks in batches, up to 50 assets per batch`,
  ];
  const at: number[] = [0, LINE_MS];
  const push = (t: number, ...ls: string[]) => {
    for (const l of ls) {
      lines.push(l);
      at.push(Math.max(t, at[at.length - 1] ?? 0));
    }
  };
  const results: HostResult[] = [];
  const summary: {
    ok: string[];
    failures: Record<string, string>;
    dark: Record<string, string>;
    excludes: Record<string, string>;
    skipped: string[];
    error?: string;
  } = { ok: [], failures: {}, dark: {}, excludes: {}, skipped: [] };
  let t = 2 * LINE_MS;

  // check_assets_perms, before anything else: the run stops at the first refusal, with nothing run.
  const denied = assets.filter((a) => !granted.has(String(a.id)));
  if (denied.length) {
    lines.length = 0;
    at.length = 0;
    summary.error = `You do not have access rights to ${denied.length} assets`;
    for (const a of denied)
      push(0, red(`Asset ${String(a.name)}(${String(a.address)}) has no access permission`));
    push(LINE_MS, `Start adhoc execution error: ${summary.error}`);
  }

  const runnable: { asset: Row; account: string }[] = [];
  for (const asset of denied.length ? [] : assets) {
    const account = accountFor(state, job, asset);
    if (account) runnable.push({ asset, account });
    else {
      summary.excludes[String(asset.name)] = 'No available account for this asset';
      results.push({ name: String(asset.name), status: 'excludes', output: '' });
      push(
        t,
        yellow(`>>> ${String(asset.name)}: no account available under the run-as policy, skipped`),
      );
    }
  }

  // The command ACLs are checked before anything runs; one rejection stops the whole run.
  const rejected =
    job.type === 'adhoc' && !denied.length
      ? runnable
          .map(({ asset, account }) => ({
            asset,
            acl: rejectingAcl(state, orgId, user, asset, account, command),
          }))
          .find((r) => r.acl)
      : undefined;
  if (denied.length) {
    // Told above; the worker catches the error, so the Celery task itself succeeds.
  } else if (rejected) {
    const reason = `command '${command}' on asset ${String(rejected.asset.name)}(${String(rejected.asset.address)}) is rejected by acl ${String(rejected.acl!.name)}`;
    summary.error = reason;
    push(
      t,
      red(reason),
      '',
      red(`Task ${JOB_TASK}[${taskId}] raised: Exception('command is rejected by ACL')`),
    );
  } else {
    push(
      t,
      `>>> Start executing tasks`,
      '',
      `PLAY [${material}] ${stars}`,
      '',
      `TASK [${module}] ${stars}`,
    );
    t += 3 * LINE_MS + sleepSeconds(command) * 1000;
    for (const { asset, account } of runnable) {
      const name = String(asset.name);
      const reachable = digest(String(asset.id))[0]! % 5 !== 0;
      t += LINE_MS;
      if (!reachable) {
        const msg =
          'Failed to connect to the host via ssh: ssh: connect to host port 22: Connection timed out';
        summary.dark[name] = `${module}: ${msg}`;
        results.push({ name, status: 'failed', output: msg });
        push(
          t,
          red(`${name} | UNREACHABLE! => {"changed": false, "msg": "${msg}", "unreachable": true}`),
        );
        continue;
      }
      const { rc, out } =
        module === 'shell' ? shellOutput(asset, account, command) : { rc: 0, out: '' };
      if (rc === 0) {
        summary.ok.push(name);
        results.push({ name, status: 'ok', output: out });
        push(t, yellow(`${name} | CHANGED | rc=0 >>`), ...(out ? out.split('\n') : []));
      } else {
        summary.failures[name] = `${module}: ${out}`;
        results.push({ name, status: 'failed', output: out });
        push(t, red(`${name} | FAILED | rc=${rc} >>`), red(out));
      }
    }
    push(t + LINE_MS, '', `PLAY RECAP ${stars}`);
    for (const r of results) {
      const ok = r.status === 'ok';
      const dark = Boolean(summary.dark[r.name]);
      push(
        t + LINE_MS,
        `${r.name.padEnd(26)}: ${ok ? green('ok=1') : 'ok=0'}    changed=${ok ? 1 : 0}    ${dark ? red('unreachable=1') : 'unreachable=0'}    ${!ok && !dark && r.status === 'failed' ? red('failed=1') : 'failed=0'}    skipped=${r.status === 'excludes' ? 1 : 0}`,
      );
    }
    push(t + LINE_MS, '', `Task ${JOB_TASK}[${taskId}] succeeded`);
  }

  const failed = Boolean(summary.error) || results.some((r) => r.status !== 'ok');
  startTask(
    state,
    {
      name: JOB_TASK,
      args: [execution.id],
      lines,
      at,
      failed: Boolean(summary.error) && !denied.length,
      effect(s) {
        const end = new Date().toISOString();
        const cost = (Date.parse(end) - Date.parse(now)) / 1000;
        Object.assign(execution, {
          is_finished: true,
          is_success: !failed,
          status: failed ? 'failed' : 'success',
          summary,
          time_cost: cost,
          timedelta: cost,
          date_finished: end,
          date_updated: end,
        });
        let map = hostResults.get(s.store);
        if (!map) hostResults.set(s.store, (map = new Map()));
        map.set(String(execution.id), results);
        const runs = s.store
          .rows('ops.job_executions')
          .filter((e) => e.job === job.id && e.is_finished);
        job.summary = { total: runs.length, success: runs.filter((e) => e.is_success).length };
        job.average_time_cost = runs.reduce((sum, e) => sum + Number(e.time_cost), 0) / runs.length;
        job.date_last_run = end;
        s.store.touch();
      },
    },
    taskId,
  );
  return taskId;
}
