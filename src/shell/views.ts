/**
 * The console's views (docs/shell.md §2): which ones a user may enter, where each one starts, and
 * where a user who asks for a view they may not enter is sent instead. Pure functions, plus the
 * one remembered value (the last view chosen in the switcher, `PreView` in localStorage).
 */
import { hasPerm } from '../../authProvider/permissions';
import type { Profile } from '../../authProvider/profile';
import type { ViewName } from '../../resources/types';

export type { ViewName };

/** What the view rules look at: the profile's organisation lists and current permissions. */
export type ViewProfile = Pick<Profile, 'console_orgs' | 'audit_orgs' | 'perms'>;

export interface ViewRule {
  name: ViewName;
  /** i18n key of the view's name (switcher, page titles). */
  title: string;
  /** Where `/ui/<view>` leads. */
  home: string;
  /** Listed in the view switcher (console, audit, workbench). */
  switcher: boolean;
  /** A candidate when the requested view is not allowed (profile is never a landing view). */
  landing: boolean;
  allowed(profile: ViewProfile): boolean;
}

const always = () => true;

/** In the order of docs/shell.md §2: the first allowed one is the fallback. */
export const VIEW_RULES: readonly ViewRule[] = [
  {
    name: 'console',
    title: 'shell.views.console',
    home: '/console/dashboard',
    switcher: true,
    landing: true,
    allowed: (p) => (p.console_orgs ?? []).length > 0,
  },
  {
    name: 'audit',
    title: 'shell.views.audit',
    home: '/audit/dashboard',
    switcher: true,
    landing: true,
    allowed: (p) => (p.audit_orgs ?? []).length > 0,
  },
  {
    name: 'workbench',
    title: 'shell.views.workbench',
    home: '/workbench/home',
    switcher: true,
    landing: true,
    allowed: always,
  },
  {
    name: 'tickets',
    title: 'shell.views.tickets',
    home: '/tickets/my-tickets',
    switcher: false,
    landing: true,
    allowed: (p) => hasPerm(p.perms ?? [], 'tickets.view_ticket'),
  },
  {
    name: 'settings',
    title: 'shell.views.settings',
    home: '/settings/basic',
    switcher: false,
    landing: true,
    allowed: (p) => hasPerm(p.perms ?? [], 'settings.view_setting'),
  },
  {
    name: 'profile',
    title: 'shell.views.profile',
    home: '/profile/info',
    switcher: false,
    landing: false,
    allowed: always,
  },
];

const byName = new Map(VIEW_RULES.map((v) => [v.name, v]));

export function viewRule(view: ViewName): ViewRule {
  return byName.get(view)!;
}

export function isViewName(value: unknown): value is ViewName {
  return typeof value === 'string' && byName.has(value as ViewName);
}

/** The view is the first path segment; other paths (home, 404, task logs) belong to none. */
export function viewOf(pathname: string): ViewName | null {
  const first = pathname.split('/').find(Boolean);
  return isViewName(first) ? first : null;
}

export function isViewAllowed(view: ViewName, profile: ViewProfile): boolean {
  return viewRule(view).allowed(profile);
}

export function allowedViews(profile: ViewProfile): ViewName[] {
  return VIEW_RULES.filter((v) => v.allowed(profile)).map((v) => v.name);
}

/** The views the switcher lists: flagged for it and allowed. */
export function switcherViews(profile: ViewProfile): ViewName[] {
  return VIEW_RULES.filter((v) => v.switcher && v.allowed(profile)).map((v) => v.name);
}

/**
 * The view a user ends up in: the requested one when allowed; else the remembered PreView when
 * still allowed; else the first allowed landing view (workbench is always allowed, so one exists).
 */
export function chooseView(
  requested: ViewName | null,
  profile: ViewProfile,
  preView: ViewName | null,
): ViewName {
  if (requested && isViewAllowed(requested, profile)) return requested;
  if (preView && viewRule(preView).landing && isViewAllowed(preView, profile)) return preView;
  return VIEW_RULES.find((v) => v.landing && v.allowed(profile))?.name ?? 'workbench';
}

export const PRE_VIEW_KEY = 'PreView';

/** The last view chosen in the switcher; storage may be unavailable (private mode). */
export function readPreView(): ViewName | null {
  try {
    const v = localStorage.getItem(PRE_VIEW_KEY);
    return isViewName(v) ? v : null;
  } catch {
    return null;
  }
}

export function writePreView(view: ViewName): void {
  try {
    localStorage.setItem(PRE_VIEW_KEY, view);
  } catch {
    // The choice then lasts for this page only.
  }
}
