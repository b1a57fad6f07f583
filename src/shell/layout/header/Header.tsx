/**
 * The top header (docs/shell.md §6.2): sidebar toggle, logo, view switcher and organisation
 * selector on the left; Jump anywhere, site messages, web terminal, tickets, settings, help and the
 * account on the right. Each control shows only to those the access rules allow.
 */
import MenuIcon from '@mui/icons-material/Menu';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import { AppBar, Box, IconButton, Toolbar, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { AfterContent } from '../AfterContent';
import { SiteMessagesButton } from '../siteMessages/SiteMessagesButton';
import {
  useOrgSelection,
  useCurrentView,
  useHeaderButtons,
  useProfile,
  usePublicSettings,
  type PublicSettings,
} from '../shellData';
import { useIsMobile, useSidebar } from '../sidebarState';
import { HEADER_HEIGHT } from '../sizes';
import { AccountMenu } from './AccountMenu';
import { ExternalPages } from './ExternalPages';
import { HelpMenu } from './HelpMenu';
import { JumpButton } from './JumpButton';
import { OrgSelector } from './OrgSelector';
import { TicketsButton } from './TicketsButton';
import { ViewSwitcher } from './ViewSwitcher';
import { HeaderLoading } from './HeaderLoading';

function Logo({ settings }: { settings: PublicSettings }) {
  const translate = useTranslate();
  const [broken, setBroken] = useState<string | null>(null);
  const src = settings.INTERFACE?.logo_index;
  const name = translate('app.title');
  if (src && broken !== src && /^(\/|https?:\/\/)/.test(src)) {
    return (
      <Box
        component="img"
        src={src}
        alt={name}
        onError={() => setBroken(src)}
        sx={{ height: 28, mx: 1 }}
      />
    );
  }
  return (
    <Typography variant="h6" component="span" sx={{ mx: 1, whiteSpace: 'nowrap' }}>
      {name}
    </Typography>
  );
}

/** The controls, drawn after the page's content on the first load (AfterContent). */
function HeaderControls() {
  const translate = useTranslate();
  const { open, toggle } = useSidebar();
  const mobile = useIsMobile();
  const settings = usePublicSettings();
  const profile = useProfile();
  const view = useCurrentView();
  const buttons = useHeaderButtons();
  const orgs = useOrgSelection();

  return (
    <>
      <IconButton
        color="inherit"
        aria-label={translate(open ? 'layout.sidebar.collapse' : 'layout.sidebar.expand')}
        aria-expanded={open}
        onClick={toggle}
      >
        <MenuIcon />
      </IconButton>
      {!mobile && <Logo settings={settings} />}
      <ViewSwitcher profile={profile} current={view} />
      {buttons.organisation && orgs && <OrgSelector {...orgs} />}
      <Box sx={{ flex: 1 }} />
      <HeaderLoading label={translate('layout.header.loading')} />
      <JumpButton />
      <SiteMessagesButton />
      <ExternalPages webTerminal={buttons.webTerminal} fileManager={buttons.fileManager} />
      {buttons.tickets && <TicketsButton userId={profile.id} />}
      {buttons.systemSettings && (
        <Tooltip title={translate('layout.header.settings')}>
          <IconButton
            color="inherit"
            component={Link}
            to="/settings/"
            aria-label={translate('layout.header.settings')}
          >
            <SettingsOutlined />
          </IconButton>
        </Tooltip>
      )}
      <HelpMenu settings={settings} />
      <AccountMenu name={profile.name} />
    </>
  );
}

export function Header() {
  return (
    <AppBar position="fixed" elevation={0}>
      <Toolbar
        disableGutters
        variant="dense"
        sx={{ minHeight: HEADER_HEIGHT, height: HEADER_HEIGHT, px: 0.5, gap: 0.5 }}
      >
        <AfterContent>
          <HeaderControls />
        </AfterContent>
      </Toolbar>
    </AppBar>
  );
}
