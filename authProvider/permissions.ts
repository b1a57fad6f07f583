/**
 * Permission checks against the profile's `perms` for the current organisation: a list of
 * requirements must all hold, and `a|b` inside one requirement means either.
 */
export type Requirement = string | readonly string[];

export function hasPerm(perms: ReadonlySet<string> | readonly string[], required: Requirement): boolean {
  const held = perms instanceof Set ? perms : new Set(perms as readonly string[]);
  const all = typeof required === 'string' ? [required] : required;
  return all.every((req) =>
    req
      .split('|')
      .map((p) => p.trim())
      .filter(Boolean)
      .some((p) => held.has(p)),
  );
}

/** react-admin's actions -> the Django permission action (shell-spec §6). */
export const ACTION_PERM = {
  list: 'view',
  show: 'view',
  export: 'view',
  create: 'add',
  edit: 'change',
  delete: 'delete',
} as const;
