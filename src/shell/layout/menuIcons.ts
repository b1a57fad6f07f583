/**
 * The route map names its menu icons; these are the pictures behind the names. The settings and
 * profile views' own icons (menuIconsMore.ts) download with the first interaction, or with the
 * page's first requests when the page is in one of those views (src/main.tsx): other pages do not
 * carry them. A name whose picture is not here yet draws a blank of the same size.
 */
import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import ConfirmationNumberOutlined from '@mui/icons-material/ConfirmationNumberOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import FolderOpenOutlined from '@mui/icons-material/FolderOpenOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import OndemandVideoOutlined from '@mui/icons-material/OndemandVideoOutlined';
import PeopleOutline from '@mui/icons-material/PeopleOutline';
import TerminalOutlined from '@mui/icons-material/TerminalOutlined';
import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';
import WorkOutline from '@mui/icons-material/WorkOutline';
import { SvgIcon, type SvgIconProps } from '@mui/material';
import { createElement, useSyncExternalStore, type ComponentType } from 'react';

export type MenuIcon = ComponentType<SvgIconProps>;

const ICONS: Record<string, MenuIcon> = {
  accounts: ManageAccountsOutlined,
  approvals: FactCheckOutlined,
  assets: Inventory2Outlined,
  dashboard: DashboardOutlined,
  files: FolderOpenOutlined,
  flows: AccountTreeOutlined,
  home: HomeOutlined,
  jobs: WorkOutline,
  logs: ArticleOutlined,
  perms: VerifiedUserOutlined,
  sessions: OndemandVideoOutlined,
  terminal: TerminalOutlined,
  tickets: ConfirmationNumberOutlined,
  users: PeopleOutline,
};

/** The names menuIconsMore.ts draws. */
export const MORE_ICON_NAMES = [
  'applets',
  'auth',
  'clean',
  'email',
  'interface',
  'key',
  'license',
  'messages',
  'monitor',
  'orgs',
  'other',
  'password',
  'profile',
  'security',
  'settings',
  'sms',
  'tasks',
  'token',
  'tools',
] as const;
export type MoreIconName = (typeof MORE_ICON_NAMES)[number];
const isMore = (name: string): name is MoreIconName =>
  (MORE_ICON_NAMES as readonly string[]).includes(name);

let more: Record<MoreIconName, MenuIcon> | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

export function preloadMoreMenuIcons(): Promise<void> {
  loading ??= import('./menuIconsMore').then(
    (m) => {
      more = m.MORE_ICONS;
      for (const l of listeners) l();
    },
    () => {
      loading = null;
    },
  );
  return loading;
}

if (typeof window !== 'undefined') {
  const start = () => void preloadMoreMenuIcons();
  window.addEventListener('pointerover', start, { once: true, capture: true, passive: true });
  window.addEventListener('focusin', start, { once: true, capture: true });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** `menuIcon`, as a new function once the settings and profile icons are here (a re-render). */
export function useMenuIcon(): (name: string | undefined) => MenuIcon | undefined {
  const ready = useSyncExternalStore(subscribe, () => more !== null);
  return ready ? menuIconLoaded : menuIcon;
}

/** A blank the size of an icon, while its picture downloads. */
function PendingIcon(props: SvgIconProps) {
  return createElement(SvgIcon, { ...props, 'aria-hidden': true });
}

const menuIconLoaded = (name: string | undefined) => menuIcon(name);

export function menuIcon(name: string | undefined): MenuIcon | undefined {
  if (!name) return undefined;
  if (!isMore(name)) return ICONS[name];
  if (more) return more[name];
  void preloadMoreMenuIcons();
  return PendingIcon;
}
