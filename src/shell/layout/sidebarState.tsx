/**
 * Sidebar state (docs/shell.md §6.1): open (200 px) or collapsed (54 px) on desktop, kept in the
 * `sidebarStatus` cookie as 1 or 0; below 992 px it becomes an overlay that starts closed and
 * closes after each choice, without touching the desktop preference.
 */
import { useMediaQuery } from '@mui/material';
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { readCookie, writeCookie } from '../../../dataProvider/cookies';
import { MOBILE_QUERY } from './sizes';

export const SIDEBAR_COOKIE = 'sidebarStatus';
const COOKIE_SECONDS = 365 * 86_400;

export interface SidebarState {
  open: boolean;
  /** Below 992 px: the sidebar is an overlay. */
  mobile: boolean;
  toggle(): void;
  close(): void;
}

const SidebarContext = createContext<SidebarState | null>(null);

export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_QUERY, { noSsr: true });
}

export function SidebarProvider({ children }: { children: ReactNode }) {
  const mobile = useIsMobile();
  const [desktopOpen, setDesktopOpen] = useState(() => readCookie(SIDEBAR_COOKIE) !== '0');
  const [overlayOpen, setOverlayOpen] = useState(false);
  const [wasMobile, setWasMobile] = useState(mobile);
  if (wasMobile !== mobile) {
    // Crossing the breakpoint never leaves an overlay hanging open.
    setWasMobile(mobile);
    setOverlayOpen(false);
  }

  const value = useMemo<SidebarState>(() => {
    const setDesktop = (open: boolean) => {
      setDesktopOpen(open);
      writeCookie(SIDEBAR_COOKIE, open ? '1' : '0', { maxAgeSeconds: COOKIE_SECONDS });
    };
    return {
      open: mobile ? overlayOpen : desktopOpen,
      mobile,
      toggle: () => (mobile ? setOverlayOpen(!overlayOpen) : setDesktop(!desktopOpen)),
      close: () => (mobile ? setOverlayOpen(false) : setDesktop(false)),
    };
  }, [mobile, overlayOpen, desktopOpen]);

  return <SidebarContext.Provider value={value}>{children}</SidebarContext.Provider>;
}

export function useSidebar(): SidebarState {
  const state = useContext(SidebarContext);
  if (!state) throw new Error('useSidebar needs <SidebarProvider> (mounted by ConsoleLayout)');
  return state;
}
