/**
 * Organisations (docs/shell.md §5, docs/wire.md §4.4): which list a view uses, which organisation
 * is current, and the pure decision of whether it has to change. No I/O here; orgStorage.ts
 * persists.
 */
import type { Profile, ProfileOrg } from './profile';

export const ORG_ROOT = '00000000-0000-0000-0000-000000000000';
export const ORG_DEFAULT = '00000000-0000-0000-0000-000000000002';
export const ORG_SYSTEM = '00000000-0000-0000-0000-000000000004';
export const SYSTEM_SETTING_NAME = 'SystemSetting';

/** The views of docs/shell.md §2 plus profile; `settings` runs in the SystemSetting pseudo-org. */
export type OrgView = 'console' | 'audit' | 'workbench' | 'tickets' | 'settings' | 'profile';

/**
 * An organisation as the console remembers it. `special` marks the pseudo-organisations the
 * console enters by itself (settings, the global view): they are never remembered as previous,
 * and leaving restores the previous one.
 */
export interface Org extends ProfileOrg {
  special?: 'settings' | 'global';
}

export const SYSTEM_SETTING_ORG: Org = {
  id: ORG_SYSTEM,
  name: SYSTEM_SETTING_NAME,
  is_default: false,
  is_root: false,
  special: 'settings',
};

export function globalOrg(name = 'GLOBAL'): Org {
  return { id: ORG_ROOT, name, is_default: false, is_root: true, special: 'global' };
}

export function isRootOrg(org: Pick<Org, 'id' | 'is_root'> | null | undefined): boolean {
  return Boolean(org && (org.is_root || org.id === ORG_ROOT));
}

export function isSystemSettingOrg(org: Pick<Org, 'id' | 'name'> | null | undefined): boolean {
  return Boolean(org && (org.id === ORG_SYSTEM || org.name === SYSTEM_SETTING_NAME));
}

/** Pseudo-organisations the console switched to on its own. */
export function isSpecialOrg(org: Org | null | undefined): boolean {
  return Boolean(org && (org.special || isSystemSettingOrg(org)));
}

/** Every list the profile carries, plus the workbench list without the all-zero id. */
export interface OrgLists {
  console: ProfileOrg[];
  audit: ProfileOrg[];
  workbench: ProfileOrg[];
  /** Real organisations only (e.g. the org picker of a ticket request). */
  workbenchWithoutRoot: ProfileOrg[];
}

type OrgProfile = Pick<Profile, 'console_orgs' | 'audit_orgs' | 'workbench_orgs'>;

export function orgLists(profile: OrgProfile): OrgLists {
  const workbench = profile.workbench_orgs ?? [];
  return {
    console: profile.console_orgs ?? [],
    audit: profile.audit_orgs ?? [],
    // The all-zero id belongs in the workbench list only as the server's flagged root entry.
    workbench: workbench.filter((o) => o.id !== ORG_ROOT || o.is_root),
    workbenchWithoutRoot: workbench.filter((o) => o.id !== ORG_ROOT),
  };
}

/**
 * The list a view works with: console, tickets and settings use console orgs (docs/shell.md §5).
 */
export function usingOrgs(view: OrgView, profile: OrgProfile): ProfileOrg[] {
  const lists = orgLists(profile);
  switch (view) {
    case 'audit':
      return lists.audit;
    case 'workbench':
      return lists.workbench;
    default:
      return lists.console;
  }
}

/** The user's own organisation in a list: the default one, else the first real one. */
export function preferredOrg(orgs: readonly ProfileOrg[]): ProfileOrg | null {
  return (
    orgs.find((o) => o.is_default) ??
    orgs.find((o) => !isRootOrg(o) && !isSystemSettingOrg(o)) ??
    orgs[0] ??
    null
  );
}

/**
 * A stored value is usable only if it is an object with a string id (docs/shell.md §5 "not an
 * object").
 */
export function asOrg(value: unknown): Org | null {
  if (!value || typeof value !== 'object') return null;
  const o = value as Record<string, unknown>;
  if (typeof o.id !== 'string' || !o.id) return null;
  const special = o.special === 'settings' || o.special === 'global' ? o.special : undefined;
  return {
    id: o.id,
    name: typeof o.name === 'string' ? o.name : '',
    is_default: o.is_default === true,
    is_root: o.is_root === true || o.id === ORG_ROOT,
    ...(special ? { special } : {}),
  };
}

function inList(org: Org | null, orgs: readonly ProfileOrg[]): ProfileOrg | null {
  return (org && orgs.find((o) => o.id === org.id)) ?? null;
}

export type OrgDecisionReason =
  | 'no-orgs'
  | 'valid'
  | 'enter-settings'
  | 'in-settings'
  | 'leave-settings'
  | 'missing'
  | 'not-permitted';

/**
 * What the organisation check concluded: keep the current org, switch to another one (with the
 * previous org to remember), or nothing to check because the view has no organisations.
 */
export type OrgDecision =
  | { kind: 'none'; reason: 'no-orgs' }
  | { kind: 'keep'; org: Org; reason: 'valid' | 'in-settings' }
  | {
      kind: 'switch';
      to: Org;
      pre: Org | null;
      reason: Exclude<OrgDecisionReason, 'no-orgs' | 'valid' | 'in-settings'>;
    };

/** The previous org to remember when leaving `current`: special orgs are never remembered. */
export function nextPreOrg(current: Org | null, pre: Org | null): Org | null {
  return current && !isSpecialOrg(current) ? current : pre;
}

/**
 * The organisation check of docs/shell.md §5 for one view, as a pure function.
 * - settings: run in the SystemSetting pseudo-org (remembering the org the user came from);
 * - no organisations for the view: nothing to check;
 * - current is SystemSetting (settings left by any means): back to the previous org;
 * - current missing, malformed or not in the view's list: the user's own or the Default org.
 */
export function decideOrg(
  view: OrgView,
  profile: OrgProfile,
  stored: { current: Org | null; pre: Org | null },
): OrgDecision {
  const { current, pre } = stored;
  if (view === 'settings') {
    if (isSystemSettingOrg(current)) return { kind: 'keep', org: current!, reason: 'in-settings' };
    return {
      kind: 'switch',
      to: SYSTEM_SETTING_ORG,
      pre: nextPreOrg(current, pre),
      reason: 'enter-settings',
    };
  }
  const orgs = usingOrgs(view, profile);
  if (!orgs.length) return { kind: 'none', reason: 'no-orgs' };
  const fallback = (reason: 'missing' | 'not-permitted' | 'leave-settings'): OrgDecision => ({
    kind: 'switch',
    to: { ...preferredOrg(orgs)! },
    pre: nextPreOrg(current, pre),
    reason,
  });
  if (isSystemSettingOrg(current)) {
    const back = inList(pre, orgs);
    return back
      ? { kind: 'switch', to: { ...back }, pre, reason: 'leave-settings' }
      : fallback('leave-settings');
  }
  if (!current) return fallback('missing');
  const listed = inList(current, orgs);
  if (!listed) return fallback('not-permitted');
  // The global view's root org stays special while it is current.
  return { kind: 'keep', org: current.special ? current : { ...listed }, reason: 'valid' };
}
