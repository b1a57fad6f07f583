/**
 * The sidebar's entries for the current view, from the shell's menu (routes this user has), in the
 * shape the layout draws: pages with a path, external pages with an address, groups of pages.
 */
import { useMemo } from 'react';
import { isMenuGroup, type MenuItem } from '../menu';
import { useShell, useShellMenu } from '../ShellContext';
import { viewRule } from '../views';
import { useMenuIcon, type MenuIcon } from './menuIcons';

export interface MenuEntry {
  /** Stable identity (the route's name). */
  key: string;
  /** i18n key. */
  title: string;
  /** Absolute in-app path, e.g. `/console/users/users`; groups have none. */
  path?: string;
  /** An address outside the console (web terminal, file manager), opened in a new tab. */
  href?: string;
  icon?: MenuIcon;
  children?: MenuEntry[];
  /** Its visited tab cannot be closed: the view's home page. */
  affix?: boolean;
}

type IconOf = (name: string | undefined) => MenuIcon | undefined;

function toEntry(item: MenuItem, home: string | null, iconOf: IconOf): MenuEntry {
  const icon = iconOf(item.icon);
  if (isMenuGroup(item)) {
    return {
      key: item.name,
      title: item.title,
      icon,
      children: item.items.map((i) => toEntry(i, home, iconOf)),
    };
  }
  if (item.external) return { key: item.name, title: item.title, icon, href: item.to };
  return { key: item.name, title: item.title, icon, path: item.to, affix: item.to === home };
}

export function useMenu(): MenuEntry[] {
  const items = useShellMenu();
  const { view } = useShell();
  const home = view ? viewRule(view).home : null;
  // The settings and profile icons may arrive later: the entries are drawn again with them.
  const iconOf = useMenuIcon();
  return useMemo(() => items.map((i) => toEntry(i, home, iconOf)), [items, home, iconOf]);
}

export function flattenMenu(entries: readonly MenuEntry[]): MenuEntry[] {
  return entries.flatMap((e) => (e.children ? flattenMenu(e.children) : [e]));
}

/** The page entry the path belongs to: the longest entry path that is the path or its parent. */
export function entryFor(entries: readonly MenuEntry[], pathname: string): MenuEntry | undefined {
  let best: MenuEntry | undefined;
  for (const e of flattenMenu(entries)) {
    if (!e.path) continue;
    const inside =
      pathname === e.path || pathname.startsWith(e.path.endsWith('/') ? e.path : `${e.path}/`);
    if (inside && (!best || e.path.length > best.path!.length)) best = e;
  }
  return best;
}
