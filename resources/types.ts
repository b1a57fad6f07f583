/**
 * A resource descriptor: what is special about one backend resource. Everything else (columns,
 * filters, forms, detail cards) is generated from the backend's OPTIONS metadata.
 */

export type ViewName = 'console' | 'audit' | 'workbench' | 'tickets' | 'settings' | 'profile';

export interface ResourceDescriptor {
  /** Stable identifier, also the i18n namespace: `resources.<name>.*` */
  name: string;
  view: ViewName;
  /** Route under the view, e.g. `users/users` for /ui/console/users/users */
  path: string;
  api: {
    /** List URL with its trailing slash, e.g. `/api/v1/users/users/` */
    list: string;
    /** Detail URL pattern with `{id}`; defaults to `<list><id>/` */
    detail?: string;
  };
  /** Permission codenames are `<app>.<action>_<model>`: declared, never parsed from URLs. */
  perms: { app: string; model: string };
  recordRepresentation?: string;
  list?: {
    /** Columns shown by default, in order. */
    columns: string[];
    /** Columns that can never be hidden. */
    minColumns?: string[];
    sort?: { field: string; order: 'ASC' | 'DESC' };
  };
  /** Needs a valid licence of the extended edition. */
  licence?: boolean;
  /** i18n key of the menu and page title; defaults to `resources.<name>.name`. */
  title?: string;
  /** Hidden (no menu entry, no route) when this returns true for the public settings. */
  hidden?: (settings: Record<string, unknown>) => boolean;
  /** Organisation switching is disabled on this resource's pages (login ACLs, connect-method ACLs). */
  disableOrgSwitch?: boolean;
}

export function defineResource<const D extends ResourceDescriptor>(descriptor: D): D {
  return descriptor;
}

/** The react-admin resource name is the route path, so URLs read like the platform's. */
export function resourceRoute(d: Pick<ResourceDescriptor, 'view' | 'path'>): string {
  return `${d.view}/${d.path}`;
}

export function detailUrl(d: ResourceDescriptor, id: string | number): string {
  const encoded = encodeURIComponent(String(id));
  return d.api.detail ? d.api.detail.replace('{id}', encoded) : `${d.api.list}${encoded}/`;
}

export type PermAction = 'view' | 'add' | 'change' | 'delete';

export function permissionOf(d: ResourceDescriptor, action: PermAction): string {
  return `${d.perms.app}.${action}_${d.perms.model}`;
}
