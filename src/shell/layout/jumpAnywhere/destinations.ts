/**
 * What Jump anywhere offers (docs/shell.md §6.7), as pure functions: the pages of every view this
 * user may enter, taken from the same menus the sidebar draws (so the same permission, licence and
 * settings rules), the resources whose records it searches, and the recent destinations.
 */
import { descriptorNamed, resourceRoute, type ResourceDescriptor } from '../../../../resources';
import { routeFor } from '../../links';
import { isMenuGroup, menuFor, type MenuLink } from '../../menu';
import { routeExists, type Access, type RouteEntry } from '../../routeModel';
import { ROUTES, titleOf } from '../../routeMap';
import { VIEW_RULES, type ViewProfile } from '../../views';

export interface PageDestination {
  /** The route's name. */
  key: string;
  /** i18n key of the page's title. */
  title: string;
  /** i18n keys of where it sits: its view, then its menu group. */
  trail: string[];
  /** A console path, or an external address (opened in a new tab). */
  to: string;
  external: boolean;
}

function toDestination(link: MenuLink, trail: string[]): PageDestination {
  return { key: link.name, title: link.title, trail, to: link.to, external: link.external };
}

/** Every menu page of every view the user may enter, in menu order. */
export function pageDestinations(
  profile: ViewProfile,
  access: Access,
  routes: readonly RouteEntry[] = ROUTES,
): PageDestination[] {
  const seen = new Set<string>();
  const pages: PageDestination[] = [];
  for (const view of VIEW_RULES) {
    if (!view.allowed(profile)) continue;
    for (const item of menuFor(view.name, access, routes)) {
      const found = isMenuGroup(item)
        ? item.items.map((l) => toDestination(l, [view.title, item.title]))
        : [toDestination(item, [view.title])];
      for (const page of found) {
        if (seen.has(page.to)) continue;
        seen.add(page.to);
        pages.push(page);
      }
    }
  }
  return pages;
}

/** Lower case, without diacritics or surrounding space: what typed text is compared by. */
export function fold(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

/**
 * The pages whose title (in the current language), place or path holds every typed word; those
 * whose title starts with the text first, then those whose title holds it, then the rest.
 */
export function matchPages(
  pages: readonly PageDestination[],
  text: string,
  label: (key: string) => string,
): PageDestination[] {
  const query = fold(text);
  if (!query) return [...pages];
  const words = query.split(/\s+/);
  const scored: { page: PageDestination; rank: number; order: number }[] = [];
  pages.forEach((page, order) => {
    const title = fold(label(page.title));
    const haystack = [title, ...page.trail.map((t) => fold(label(t))), page.to.toLowerCase()].join(
      ' ',
    );
    if (!words.every((w) => haystack.includes(w))) return;
    const rank = title.startsWith(query) ? 0 : title.includes(query) ? 1 : 2;
    scored.push({ page, rank, order });
  });
  return scored.sort((a, b) => a.rank - b.rank || a.order - b.order).map((s) => s.page);
}

/** Record searches start from this many typed characters. */
export const MIN_SEARCH_LENGTH = 2;
/** Records asked per resource. */
export const RECORDS_PER_RESOURCE = 5;

export interface SearchedResource {
  descriptor: ResourceDescriptor;
  /** react-admin's resource name (the list's route). */
  resource: string;
  /** i18n key of the group's heading (the list's title). */
  title: string;
  /** The record's words beside its name. */
  hint(record: Record<string, unknown>): string;
}

const text = (v: unknown): string =>
  typeof v === 'string' || typeof v === 'number'
    ? String(v)
    : v && typeof v === 'object' && 'name' in v
      ? text((v as { name: unknown }).name)
      : '';

const field = (name: string) => (r: Record<string, unknown>) => text(r[name]);

/** The main resources, in the order their groups show, and what each shows beside a name. */
const SEARCHED: readonly { name: string; hint: (r: Record<string, unknown>) => string }[] = [
  { name: 'users', hint: field('username') },
  { name: 'userGroups', hint: field('comment') },
  { name: 'assets', hint: field('address') },
  {
    name: 'accounts',
    hint: (r) => [text(r.username), text(r.asset)].filter(Boolean).join(' @ '),
  },
  { name: 'assetPermissions', hint: field('comment') },
  { name: 'tickets', hint: field('serial_num') },
];

/** The searched resources whose records this user may open (their detail page exists for them). */
export function searchedResources(access: Access): SearchedResource[] {
  return SEARCHED.flatMap(({ name, hint }) => {
    const descriptor = descriptorNamed(name);
    const detail = routeFor(descriptor, 'show', 'x');
    if (!detail || !routeExists(ROUTES, access, detail)) return [];
    return [
      {
        descriptor,
        resource: resourceRoute(descriptor),
        title: titleOf(descriptor),
        hint,
      },
    ];
  });
}

/** A record's name as its list shows it. */
export function recordLabel(d: ResourceDescriptor, record: Record<string, unknown>): string {
  return text(record[d.recordRepresentation ?? 'name']) || text(record.name) || String(record.id);
}

/** A place the user went to from Jump anywhere, as kept in the Store. */
export type Recent =
  | { kind: 'page'; to: string }
  | { kind: 'record'; resource: string; id: string; label: string; to: string };

export const RECENTS_KEPT = 6;

/** The Store's key of a user's recent destinations. */
export const recentsKey = (userId: string) => `jumpAnywhere.recent.${userId}`;

function isRecent(value: unknown): value is Recent {
  if (!value || typeof value !== 'object') return false;
  const r = value as Record<string, unknown>;
  if (typeof r.to !== 'string') return false;
  if (r.kind === 'page') return true;
  return (
    r.kind === 'record' &&
    typeof r.resource === 'string' &&
    typeof r.id === 'string' &&
    typeof r.label === 'string'
  );
}

/** `recent` first, once, and at most RECENTS_KEPT. */
export function addRecent(recents: unknown, recent: Recent): Recent[] {
  const kept = Array.isArray(recents) ? recents.filter(isRecent) : [];
  return [recent, ...kept.filter((r) => r.to !== recent.to)].slice(0, RECENTS_KEPT);
}

export type ShownRecent =
  | { kind: 'page'; page: PageDestination }
  | { kind: 'record'; recent: Extract<Recent, { kind: 'record' }>; searched: SearchedResource };

/**
 * The recents this user may still open: pages still in their menus, records of searched lists.
 * What the Store holds is read with care: it may come from an older console.
 */
export function shownRecents(
  recents: unknown,
  pages: readonly PageDestination[],
  searched: readonly SearchedResource[],
): ShownRecent[] {
  if (!Array.isArray(recents)) return [];
  return recents.filter(isRecent).flatMap((r): ShownRecent[] => {
    if (r.kind === 'page') {
      const page = pages.find((p) => p.to === r.to);
      return page ? [{ kind: 'page', page }] : [];
    }
    const resource = searched.find((s) => s.resource === r.resource);
    return resource ? [{ kind: 'record', recent: r, searched: resource }] : [];
  });
}
