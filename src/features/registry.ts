/**
 * The special components descriptors name (`<area>/<Component>`), each loaded on demand from its
 * area's folder, so a page never loads another area's code. A name a descriptor uses without an
 * entry here fails `npm run check:resources`.
 */
import type { ComponentType } from 'react';
import type { FeatureName } from '../../resources/vocabulary';
import type { AnyRecord } from '../../resources/vocabulary';
import { onDemand, type OnDemand } from '../shell/onDemand';

/** The props of a component an action opens (`run: { kind: 'dialog' }`): it closes itself. */
export interface FeatureDialogProps {
  /** The row's or the detail page's record (absent for header actions). */
  record?: AnyRecord;
  /** Header actions: the selected ids. */
  ids: readonly (string | number)[];
  onClose(): void;
}

type Loader = () => Promise<Record<string, ComponentType<object>>>;

/** Each area's module and the components it exports, by feature name. */
// Feature modules export components with their own props (FeatureDialogProps, tabs);
// the registry keeps them untyped and each caller passes the right ones.
const area = (load: () => Promise<unknown>) => load as Loader;
const tickets = area(() => import('./tickets'));
const sessions = area(() => import('./sessions'));
const accounts = area(() => import('./accounts'));
const users = area(() => import('./users'));
const acls = area(() => import('./acls'));
const rbac = area(() => import('./rbac'));
const system = area(() => import('./system'));
const terminal = area(() => import('./terminal'));

const LOADERS: Partial<Record<FeatureName, [Loader, string]>> = {
  'assets/AuthorisedUsers': [area(() => import('./assets/AuthorisedUsers')), 'AuthorisedUsers'],
  'assets/HardwareInfo': [area(() => import('./assets/HardwareInfo')), 'HardwareInfo'],
  'accounts/ExecutionLogDialog': [accounts, 'ExecutionLogDialog'],
  'accounts/SecretHistoryDialog': [accounts, 'SecretHistoryDialog'],
  'accounts/PlatformAutomation': [accounts, 'PlatformAutomation'],
  'accounts/AccountAddDialog': [accounts, 'AccountAddDialog'],
  'accounts/SwitchFromDialog': [accounts, 'SwitchFromDialog'],
  'jobs/ExecutionOutput': [area(() => import('./jobs/JobDialogs')), 'ExecutionOutput'],
  'jobs/ExecutionHosts': [area(() => import('./jobs/ExecutionHosts')), 'ExecutionHosts'],
  'jobs/PlaybookUpload': [area(() => import('./jobs/PlaybookUpload')), 'PlaybookUpload'],
  'jobs/JobRunDialog': [area(() => import('./jobs/JobRunDialog')), 'JobRunDialog'],
  'jobs/PlaybookWorkspace': [area(() => import('./jobs/PlaybookWorkspace')), 'PlaybookWorkspace'],
  'sessions/ReplayDialog': [sessions, 'ReplayDialog'],
  'sessions/OperateLogDiff': [sessions, 'OperateLogDiff'],
  'tickets/TicketDetail': [tickets, 'TicketDetail'],
  'tickets/RequestAssetPermission': [tickets, 'RequestAssetPermission'],
  'tickets/FlowEdit': [tickets, 'FlowEdit'],
  'tickets/ApproveDialog': [tickets, 'ApproveDialog'],
  'users/GrantedAssets': [users, 'GrantedAssets'],
  'users/InviteUsers': [users, 'InviteUsers'],
  'acls/LoginRulesInput': [acls, 'LoginRulesInput'],
  'acls/LoginRuleDetail': [acls, 'LoginRuleDetail'],
  'rbac/PermissionTree': [rbac, 'PermissionTree'],
  'rbac/PermissionNodes': [rbac, 'PermissionNodes'],
  'rbac/PermissionAccounts': [rbac, 'PermissionAccounts'],
  'system/AppletUpload': [system, 'AppletUpload'],
  'system/HostDeployments': [system, 'HostDeployments'],
  'system/TaskHistory': [system, 'TaskHistory'],
  'system/OrgMembers': [system, 'OrgMembers'],
  'terminal/StorageForm': [terminal, 'StorageForm'],
  'terminal/TerminalSettings': [terminal, 'TerminalSettings'],
  'terminal/ComponentMonitor': [terminal, 'ComponentMonitor'],
  'terminal/StorageBulkUpdate': [terminal, 'StorageBulkUpdate'],
};

const cache = new Map<FeatureName, OnDemand<object>>();

export function hasFeature(name: FeatureName): boolean {
  return name in LOADERS;
}

/** The named component, loaded on first render (or `preload()`). */
export function featureComponent(name: FeatureName): OnDemand<object> {
  let component = cache.get(name);
  if (!component) {
    const entry = LOADERS[name];
    if (!entry) throw new Error(`No feature component "${name}"`);
    component = onDemand(entry[0], entry[1]);
    cache.set(name, component);
  }
  return component;
}
