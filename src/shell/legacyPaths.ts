/**
 * Old bookmarks: the paths of the platform's Vue console (v3.1.0, `src/router/**`) whose page this
 * console keeps at another path. Each leads there, its `:id` and query carried over; every other
 * path of that console resolves here as it is (tests/unit/legacyPaths.test.ts holds both, path by
 * path, against that console's route list).
 */
export interface LegacyPath {
  /** The Vue console's route path, relative to /ui/. */
  from: string;
  /** Where this console keeps that page. */
  to: string;
}

export const LEGACY_PATHS: readonly LegacyPath[] = [
  // Login ACLs lived under the users.
  { from: 'console/users/users/user-acl', to: 'console/perms/login-acls' },
  { from: 'console/users/users/user-acl/create', to: 'console/perms/login-acls/create' },
  { from: 'console/users/users/user-acl/:id', to: 'console/perms/login-acls/:id' },
  { from: 'console/users/users/user-acl/:id/update', to: 'console/perms/login-acls/:id/update' },
  // Asset login ACLs.
  { from: 'console/perms/host-acls', to: 'console/perms/login-asset-acls' },
  { from: 'console/perms/host-acls/create', to: 'console/perms/login-asset-acls/create' },
  { from: 'console/perms/host-acls/:id', to: 'console/perms/login-asset-acls/:id' },
  { from: 'console/perms/host-acls/:id/update', to: 'console/perms/login-asset-acls/:id/update' },
  // The task centre is a system settings page here.
  { from: 'console/tasks', to: 'settings/tasks' },
  { from: 'console/tasks/tasks', to: 'settings/tasks' },
  { from: 'console/tasks/tasks/:id', to: 'settings/tasks/:id' },
  // Gateways are listed on their domain's page.
  { from: 'console/assets/gateways', to: 'console/assets/domains' },
  // The Vue console's job update route carries no id (it lived in the router's memory): the list.
  { from: 'workbench/ops/job/update', to: 'workbench/ops/job' },
  // The parents of the external tools' menu entries.
  { from: 'workbench/external-luna', to: 'workbench/web-terminal' },
  { from: 'workbench/external-elfinder', to: 'workbench/file-manager' },
  { from: 'tickets/tickets', to: 'tickets' },
  // Ticket flows are only edited, never created.
  { from: 'tickets/flow/create', to: 'tickets/flow' },
  // The session link of command alerts before the backend rewrote it (OldSessionDetail).
  { from: 'terminal/sessions/:id', to: 'audit/sessions/sessions/:id' },
];
