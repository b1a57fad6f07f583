/**
 * The accounts area's automations run now (docs/domain.md §5.2): a change-secret, push,
 * gather or backup execution created by hand, answered with the Celery task id of a demo task
 * (domain/tasks.ts) whose end finishes the execution.
 */
import { recordPushes, recordSecretChanges } from '../domain/accounts';
import { ansibleLog, newTaskId, reachable, startTask } from '../domain/tasks';
import { json, readJson, type Ctx } from '../http';
import { can, denied } from '../query';
import type { Route } from '../router';
import type { Row } from '../types';
import { fieldError, inOrg, isSystemAdmin } from './domainCommon';

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
    return fieldError(kind.key, `Invalid pk "${String(automationId)}" - object does not exist.`);
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

export const automationRunRoutes: Route[] = [
  {
    method: 'POST',
    pattern:
      /^\/api\/v1\/accounts\/(change-secret-executions|push-account-executions|gather-account-executions|account-backup-plan-executions)\/$/,
    handle: executeNow,
  },
];
