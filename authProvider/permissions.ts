/**
 * Permission checks against the profile's `perms` for the current organisation (docs/shell.md
 * §13.1): a list of requirements must all hold, and `a|b` inside one requirement means either.
 */

export type PermAction = 'view' | 'add' | 'change' | 'delete';

/** The app and model a resource's codenames are made of (`<app>.<action>_<model>`). */
export interface ResourcePerms {
  app: string;
  model: string;
}

/** The auth provider's resource → permission-model mapping, handed over by the app. */
export type ResourcePermsOf = (resource: string) => ResourcePerms | null;

/** A resource's codename for one action: declared, never parsed from URLs. */
export function permissionOf(d: { perms: ResourcePerms }, action: PermAction): string {
  return `${d.perms.app}.${action}_${d.perms.model}`;
}

export type Requirement = string | readonly string[];
export type PermSet = ReadonlySet<string> | readonly string[];

/** `app.del_model` is an old spelling of `app.delete_model`. */
function normalise(codename: string): string {
  return codename.replace(/\.del_/, '.delete_');
}

/** The profile's list as a set, built once per list: a 100-row page asks for each row's actions. */
const permSets = new WeakMap<readonly string[], ReadonlySet<string>>();

export function toPermSet(perms: PermSet): ReadonlySet<string> {
  if (perms instanceof Set) return perms;
  const list = perms as readonly string[];
  let set = permSets.get(list);
  if (!set) permSets.set(list, (set = new Set(list)));
  return set;
}

export function hasPerm(perms: PermSet, required: Requirement): boolean {
  const held = toPermSet(perms);
  const all = typeof required === 'string' ? [required] : required;
  return all.every((req) =>
    req
      .split('|')
      .map((p) => normalise(p.trim()))
      .filter(Boolean)
      .some((p) => held.has(p)),
  );
}

/** react-admin's actions -> the Django permission action (docs/shell.md §13.1). */
export const ACTION_PERM = {
  list: 'view',
  show: 'view',
  export: 'view',
  create: 'add',
  clone: 'add',
  edit: 'change',
  delete: 'delete',
} as const satisfies Record<string, PermAction>;

export type RaAction = keyof typeof ACTION_PERM;

export function isRaAction(action: string): action is RaAction {
  return Object.hasOwn(ACTION_PERM, action);
}
