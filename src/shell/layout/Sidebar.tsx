/** The left sidebar: a fixed column on desktop (open or collapsed), an overlay drawer on mobile. */
import { Box, Drawer } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useSidebar } from './sidebarState';
import { HEADER_HEIGHT, SIDEBAR_CLOSED_WIDTH, SIDEBAR_OPEN_WIDTH } from './sizes';

export function Sidebar({ children }: { children: ReactNode }) {
  const { open, mobile, close } = useSidebar();
  const translate = useTranslate();
  const label = translate('layout.sidebar.label');

  if (mobile) {
    return (
      <Drawer
        variant="temporary"
        open={open}
        onClose={close}
        slotProps={{ paper: { sx: { width: SIDEBAR_OPEN_WIDTH } } }}
      >
        <Box component="nav" aria-label={label} data-state="open">
          {children}
        </Box>
      </Drawer>
    );
  }

  const width = open ? SIDEBAR_OPEN_WIDTH : SIDEBAR_CLOSED_WIDTH;
  return (
    <Box sx={{ width, flexShrink: 0, transition: 'width 0.2s' }}>
      <Box
        component="nav"
        aria-label={label}
        data-state={open ? 'open' : 'collapsed'}
        sx={{
          position: 'fixed',
          top: HEADER_HEIGHT,
          bottom: 0,
          width,
          overflowX: 'hidden',
          overflowY: 'auto',
          bgcolor: 'background.paper',
          borderRight: 1,
          borderColor: 'divider',
          transition: 'width 0.2s',
          zIndex: (theme) => theme.zIndex.appBar - 1,
        }}
      >
        {children}
      </Box>
    </Box>
  );
}
