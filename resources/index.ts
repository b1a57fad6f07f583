/**
 * The registry: one descriptor per resource of the route map (docs/shell.md §3.2), in menu order,
 * looked up by its react-admin resource name (its route path, e.g. `console/users/users`).
 */
import users from './console/users';
import userGroups from './console/userGroups';
import roles from './console/roles';
import assets from './console/assets';
import hosts from './console/hosts';
import databases from './console/databases';
import devices from './console/devices';
import clouds from './console/clouds';
import webs from './console/webs';
import domains from './console/domains';
import gateways from './console/gateways';
import platforms from './console/platforms';
import labels from './console/labels';
import nodes from './console/nodes';
import cloudAccounts from './console/cloudAccounts';
import syncInstanceTasks from './console/syncInstanceTasks';
import accounts from './console/accounts';
import accountTemplates from './console/accountTemplates';
import pushAutomations from './console/pushAutomations';
import pushExecutions from './console/pushExecutions';
import pushRecords from './console/pushRecords';
import gatherAutomations from './console/gatherAutomations';
import gatherExecutions from './console/gatherExecutions';
import changeSecretAutomations from './console/changeSecretAutomations';
import changeSecretExecutions from './console/changeSecretExecutions';
import changeSecretRecords from './console/changeSecretRecords';
import gatheredAccounts from './console/gatheredAccounts';
import backupPlans from './console/backupPlans';
import backupExecutions from './console/backupExecutions';
import assetPermissions from './console/assetPermissions';
import loginAcls from './console/loginAcls';
import commandFilterAcls from './console/commandFilterAcls';
import commandGroups from './console/commandGroups';
import loginAssetAcls from './console/loginAssetAcls';
import sessions from './audit/sessions';
import sessionJoinRecords from './audit/sessionJoinRecords';
import orgRoles from './console/orgRoles';
import systemRoleBindings from './console/systemRoleBindings';
import orgRoleBindings from './console/orgRoleBindings';
import commands from './audit/commands';
import ftpLogs from './audit/ftpLogs';
import loginLogs from './audit/loginLogs';
import operateLogs from './audit/operateLogs';
import passwordChangeLogs from './audit/passwordChangeLogs';
import jobLogs from './audit/jobLogs';
import jobs from './workbench/jobs';
import adhocs from './workbench/adhocs';
import playbooks from './workbench/playbooks';
import jobExecutions from './workbench/jobExecutions';
import tickets from './tickets/tickets';
import myTickets from './tickets/myTickets';
import assignedTickets from './tickets/assignedTickets';
import applyAssetTickets from './tickets/applyAssetTickets';
import ticketFlows from './tickets/ticketFlows';
import organizations from './settings/organizations';
import terminals from './settings/terminals';
import replayStorages from './settings/replayStorages';
import commandStorages from './settings/commandStorages';
import endpoints from './settings/endpoints';
import endpointRules from './settings/endpointRules';
import applets from './settings/applets';
import appletHosts from './settings/appletHosts';
import appletPublications from './settings/appletPublications';
import tasks from './settings/tasks';
import type { ResourceEndpoints } from '../dataProvider/types';
import type { ResourcePerms } from '../authProvider/permissions';
import { resourceRoute, type ResourceDescriptor } from './types';

export const descriptors: readonly ResourceDescriptor[] = [
  users,
  userGroups,
  roles,
  orgRoles,
  systemRoleBindings,
  orgRoleBindings,
  assets,
  hosts,
  databases,
  devices,
  clouds,
  webs,
  domains,
  gateways,
  platforms,
  labels,
  nodes,
  cloudAccounts,
  syncInstanceTasks,
  accounts,
  accountTemplates,
  pushAutomations,
  pushExecutions,
  pushRecords,
  gatherAutomations,
  gatherExecutions,
  changeSecretAutomations,
  changeSecretExecutions,
  changeSecretRecords,
  gatheredAccounts,
  backupPlans,
  backupExecutions,
  assetPermissions,
  loginAcls,
  commandFilterAcls,
  commandGroups,
  loginAssetAcls,
  sessions,
  sessionJoinRecords,
  commands,
  ftpLogs,
  loginLogs,
  operateLogs,
  passwordChangeLogs,
  jobLogs,
  jobs,
  adhocs,
  playbooks,
  jobExecutions,
  tickets,
  myTickets,
  assignedTickets,
  applyAssetTickets,
  ticketFlows,
  organizations,
  terminals,
  replayStorages,
  commandStorages,
  endpoints,
  endpointRules,
  applets,
  appletHosts,
  appletPublications,
  tasks,
];

const byRoute = new Map(descriptors.map((d) => [resourceRoute(d), d]));
const byName = new Map(descriptors.map((d) => [d.name, d]));

export function descriptorFor(resource: string): ResourceDescriptor {
  const d = byRoute.get(resource);
  if (!d) throw new Error(`No descriptor registered for resource "${resource}"`);
  return d;
}

/** The data provider's resource → URL mapping, from the registry. */
export function resourceUrls(resource: string): ResourceEndpoints {
  const d = descriptorFor(resource);
  return { list: d.api.list, detail: d.api.detail, sortField: d.list?.sort?.field };
}

/** The auth provider's resource → permission-model mapping (null: not a registered resource). */
export function resourcePerms(resource: string): ResourcePerms | null {
  const d = byRoute.get(resource);
  return d ? d.perms : null;
}

/** A descriptor by its stable name (e.g. `userGroups`), for references between resources. */
export function descriptorNamed(name: string): ResourceDescriptor {
  const d = byName.get(name);
  if (!d) throw new Error(`No descriptor named "${name}"`);
  return d;
}

export * from './types';
