/**
 * The console's frame, given to `<Admin layout>`: header on top, the view's menu on the left,
 * then the visited tabs, the warnings, the page heading and the page. Branding from the public
 * settings and the user's theme choice are applied here, and the window title follows the page.
 */
import { Box } from '@mui/material';
import { Suspense, useEffect, type ReactNode } from 'react';
import { Loading, SkipNavigationButton, TitlePortal, useTranslate } from 'react-admin';
import { onDemand } from '../onDemand';
import { usePageSettled } from '../pageSettled';
import { applyInterface, useBranding } from '../theme';
import { useThemeChoice } from '../themeMode';
import { AfterContent } from './AfterContent';
import { Header } from './header/Header';
import { PageErrorBoundary } from './PageErrorBoundary';
import { usePublicSettings } from './shellData';
import { Sidebar } from './Sidebar';
import { SidebarMenu } from './SidebarMenu';
import { SidebarProvider } from './sidebarState';
import { HEADER_HEIGHT } from './sizes';
import { VisitedTabsBar } from './visitedTabs/VisitedTabsBar';
import { useVisitedTabs, VisitedTabsProvider } from './visitedTabs/VisitedTabsContext';
import { PageWarnings } from './warnings/PageWarnings';
import { translateTitle } from './titles';

// Fetched and mounted once the first page has its data (rendered after it, in its Suspense
// boundary, so that page has mounted first).
const ReadAhead = onDemand(() => import('./ReadAhead'), 'ReadAhead');

function AfterPageSettled({ children }: { children: ReactNode }) {
  return usePageSettled() ? <Suspense fallback={null}>{children}</Suspense> : null;
}

/** `<page> - <login title>`, as the platform titles its windows. */
function useWindowTitle() {
  const translate = useTranslate();
  const { tabs, activePath } = useVisitedTabs();
  const { loginTitle } = useBranding();
  const tab = tabs.find((t) => t.path === activePath);
  const page = tab ? translateTitle(translate, tab.title) : null;
  const site = loginTitle || translate('app.title');
  useEffect(() => {
    document.title = page ? `${page} - ${site}` : site;
  }, [page, site]);
}

function Frame({ children }: { children: ReactNode }) {
  const settings = usePublicSettings();
  useEffect(() => applyInterface(settings.INTERFACE), [settings]);
  useWindowTitle();
  useThemeChoice();
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <SkipNavigationButton />
      <Header />
      <Box sx={{ display: 'flex', pt: `${HEADER_HEIGHT}px` }}>
        <Sidebar>
          <AfterContent>
            <SidebarMenu />
          </AfterContent>
        </Sidebar>
        <Box component="main" id="main-content" sx={{ flex: 1, minWidth: 0 }}>
          <VisitedTabsBar />
          <Box sx={{ p: { xs: 1, sm: 2 } }}>
            <PageWarnings />
            <TitlePortal component="h1" variant="h6" sx={{ mb: 1 }} />
            <PageErrorBoundary>
              <Suspense fallback={<Loading />}>
                {children}
                <AfterPageSettled>
                  <ReadAhead />
                </AfterPageSettled>
              </Suspense>
            </PageErrorBoundary>
          </Box>
        </Box>
      </Box>
    </Box>
  );
}

export function ConsoleLayout({ children }: { children?: ReactNode }) {
  return (
    <SidebarProvider>
      <VisitedTabsProvider>
        <Frame>{children}</Frame>
      </VisitedTabsProvider>
    </SidebarProvider>
  );
}
