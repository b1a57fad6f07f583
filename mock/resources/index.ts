/** Server-side behaviours of the resources that need more than the generic protocol. */
import { accounts, changeSecretRecords, gatheredAccounts } from './accounts';
import { accountWrites } from './accountWrites';
import { commandFilterAcls, endpointRules, loginAcls, loginAssetAcls } from './acls';
import { assetBehaviour, KIND_TABLE } from './assets';
import { commandFilters, commandScope } from './commands';
import { jobExecutions, jobs, ownRows } from './ops';
import { periodicTask } from './periodicTasks';
import { sessionJoinRecords } from './sessionJoinRecords';
import { assetPermissionWrites } from './permissionWrites';
import { assetPermissions } from './permissions';
import { platforms } from './platforms';
import { storageBehaviour, terminals } from './storages';
import { tickets } from './tickets';
import type { ResourceBehaviour } from './types';
import { userGroups } from './userGroups';
import { users } from './users';
import { orgRoles, systemRoles } from '../domain/rbacRoles';

/** Viewsets without create/update/destroy: writes answer 405, OPTIONS lists only GET. */
const READ_ONLY = [
  'ops.celery_tasks',
  'accounts.change_secret_records',
  'accounts.push_account_records',
];

/** The audit viewsets: read-only, with a date range on their date column. */
const AUDIT_LOGS: Record<string, ResourceBehaviour> = {
  'audits.ftp_logs': { readOnly: true, dateRange: { field: 'date_start' } },
  'audits.login_logs': { readOnly: true, dateRange: { field: 'datetime' } },
  'audits.operate_logs': { readOnly: true, dateRange: { field: 'datetime' } },
  'audits.password_change_logs': { readOnly: true, dateRange: { field: 'datetime' } },
  'audits.job_logs': { readOnly: true, dateRange: { field: 'date_start' } },
  'terminal.sessions': { dateRange: { field: 'date_start' } },
  'terminal.commands': {
    dateRange: { field: 'timestamp', epochSeconds: true },
    filters: commandFilters,
    scope: commandScope,
  },
};

/**
 * Executions of an automation (`automation_id`) or a backup plan (`plan_id`), docs/domain.md §5.3.
 */
const byParent = (param: string, field: string): ResourceBehaviour => ({
  filters: { [param]: (rows, value) => rows.filter((r) => String(r[field]) === value) },
});
const EXECUTIONS: Record<string, ResourceBehaviour> = {
  'accounts.push_executions': byParent('automation_id', 'automation'),
  'accounts.gather_executions': byParent('automation_id', 'automation'),
  'accounts.change_secret_executions': byParent('automation_id', 'automation'),
  'accounts.backup_executions': byParent('plan_id', 'plan'),
};

const PERIODIC = [
  'ops.jobs',
  'accounts.push_automations',
  'accounts.gather_automations',
  'accounts.change_secret_automations',
  'accounts.backup_plans',
  'xpack.sync_instance_tasks',
];

/** Generic-protocol behaviours: writes, validation, OPTIONS variations, export hooks. */
const protocolBehaviours: Record<string, ResourceBehaviour> = {
  ...Object.fromEntries(
    ['assets.assets', 'assets.gateways', ...Object.values(KIND_TABLE)].map((k) => [
      k,
      assetBehaviour(k),
    ]),
  ),
  ...Object.fromEntries(PERIODIC.map((k) => [k, periodicTask])),
  ...Object.fromEntries(READ_ONLY.map((k) => [k, { readOnly: true }])),
  ...AUDIT_LOGS,
  ...EXECUTIONS,
  'assets.platforms': platforms,
  'users.user_groups': userGroups,
  'acls.login_acls': loginAcls,
  'acls.command_filter_acls': commandFilterAcls,
  'acls.login_asset_acls': loginAssetAcls,
  'terminal.endpoint_rules': endpointRules,
  'terminal.replay_storages': storageBehaviour('terminal.replay_storages'),
  'terminal.command_storages': storageBehaviour('terminal.command_storages'),
  'terminal.terminals': terminals,
  'orgs.organizations': { bulkDelete: 'never' },
};

export const behaviours: Record<string, ResourceBehaviour> = {
  ...protocolBehaviours,
  'users.users': users,
  'accounts.accounts': { ...accounts, ...accountWrites },
  'accounts.gathered_accounts': gatheredAccounts,
  'accounts.change_secret_records': { readOnly: true, ...changeSecretRecords },
  'accounts.push_account_records': { readOnly: true, ...changeSecretRecords },
  'perms.asset_permissions': { ...assetPermissions, ...assetPermissionWrites },
  'tickets.tickets': tickets,
  'ops.jobs': { ...periodicTask, ...jobs },
  'ops.job_executions': jobExecutions,
  'ops.adhocs': ownRows,
  'terminal.session_join_records': sessionJoinRecords,
  'ops.playbooks': ownRows,
  'tickets.apply_asset_tickets': tickets,
  'rbac.system_roles': systemRoles,
  'rbac.org_roles': orgRoles,
};

export type { ResourceBehaviour };
