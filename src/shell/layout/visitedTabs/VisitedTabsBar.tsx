/**
 * The visited-tabs bar: one tab per visited page; close one with its cross, or close others / all
 * from the bar's menu or a tab's context menu. Affixed tabs have no cross and survive every close.
 */
import CloseIcon from '@mui/icons-material/Close';
import MoreHoriz from '@mui/icons-material/MoreHoriz';
import { Box, IconButton, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { MenuWhenOpened } from '../../../components/MenuWhenOpened';
import { useVisitedTabs } from './VisitedTabsContext';
import type { VisitedTab } from './visitedTabs';
import { translateTitle } from '../titles';

type MenuTarget = { path: string; anchor: { top: number; left: number } | HTMLElement };

export function VisitedTabsBar() {
  const translate = useTranslate();
  const { tabs, activePath, close, closeOthers, closeAll } = useVisitedTabs();
  const [menu, setMenu] = useState<MenuTarget | null>(null);
  const titleOf = (t: VisitedTab) => translateTitle(translate, t.title);
  if (!tabs.length) return null;

  const act = (action: () => void) => {
    setMenu(null);
    action();
  };
  const target = menu && tabs.find((t) => t.path === menu.path);

  return (
    <Box
      component="nav"
      aria-label={translate('layout.tabs.label')}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        px: 1,
        py: 0.5,
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Box
        component="ul"
        sx={{
          display: 'flex',
          gap: 0.5,
          flex: 1,
          overflowX: 'auto',
          m: 0,
          p: 0,
          listStyle: 'none',
          scrollbarWidth: 'thin',
        }}
      >
        {tabs.map((t) => {
          const active = t.path === activePath;
          return (
            <Box
              component="li"
              key={t.path}
              onContextMenu={(e) => {
                e.preventDefault();
                setMenu({ path: t.path, anchor: { top: e.clientY, left: e.clientX } });
              }}
              sx={{
                display: 'flex',
                alignItems: 'center',
                flexShrink: 0,
                height: 26,
                pl: 1,
                pr: t.meta?.affix ? 1 : 0.25,
                border: 1,
                borderRadius: 1,
                fontSize: 12,
                borderColor: active ? 'primary.main' : 'divider',
                bgcolor: active ? 'primary.main' : 'transparent',
                color: active ? 'primary.contrastText' : 'text.primary',
              }}
            >
              <Box
                component={Link}
                to={t.fullPath}
                aria-current={active ? 'page' : undefined}
                sx={{ color: 'inherit', textDecoration: 'none', whiteSpace: 'nowrap' }}
              >
                {titleOf(t)}
              </Box>
              {!t.meta?.affix && (
                <IconButton
                  size="small"
                  color="inherit"
                  aria-label={translate('layout.tabs.close', { title: titleOf(t) })}
                  onClick={() => close(t.path)}
                  sx={{ p: 0.25, ml: 0.25 }}
                >
                  <CloseIcon sx={{ fontSize: 14 }} />
                </IconButton>
              )}
            </Box>
          );
        })}
      </Box>
      <IconButton
        size="small"
        aria-label={translate('layout.tabs.actions')}
        aria-haspopup="menu"
        onClick={(e) => setMenu({ path: activePath, anchor: e.currentTarget })}
      >
        <MoreHoriz fontSize="small" />
      </IconButton>
      <MenuWhenOpened
        open={Boolean(menu)}
        onClose={() => setMenu(null)}
        {...(menu && !(menu.anchor instanceof HTMLElement)
          ? { anchorReference: 'anchorPosition' as const, anchorPosition: menu.anchor }
          : { anchorEl: (menu?.anchor as HTMLElement | undefined) ?? null })}
      >
        {target && !target.meta?.affix && (
          <MenuItem onClick={() => act(() => close(target.path))}>
            {translate('layout.tabs.close_this')}
          </MenuItem>
        )}
        <MenuItem onClick={() => act(() => closeOthers(menu?.path ?? activePath))}>
          {translate('layout.tabs.close_others')}
        </MenuItem>
        <MenuItem onClick={() => act(closeAll)}>{translate('layout.tabs.close_all')}</MenuItem>
      </MenuWhenOpened>
    </Box>
  );
}
