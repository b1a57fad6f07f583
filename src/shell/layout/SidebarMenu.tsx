/**
 * The sidebar's menu: the current view's pages, grouped by app. Open, groups unfold in place;
 * collapsed, only icons show (with their names as tooltips) and a group lists its pages in a popup.
 */
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import FolderOutlined from '@mui/icons-material/FolderOutlined';
import {
  Collapse,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Menu,
  MenuItem,
  Tooltip,
  type SvgIconProps,
} from '@mui/material';
import { useState, type ComponentType } from 'react';
import { useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router';
import { entryFor, useMenu, type MenuEntry } from './menu';
import { useSidebar } from './sidebarState';
import { translateTitle } from './titles';

const selectedSx = {
  '&.Mui-selected, &.Mui-selected:hover': { bgcolor: 'primary.alpha', color: 'primary.main' },
  '&.Mui-selected .MuiListItemIcon-root': { color: 'primary.main' },
};

function EntryIcon({
  icon: Icon,
  fallback: Fallback,
}: {
  icon?: ComponentType<SvgIconProps>;
  fallback: ComponentType<SvgIconProps>;
}) {
  const Chosen = Icon ?? Fallback;
  return (
    <ListItemIcon sx={{ minWidth: 34 }}>
      <Chosen fontSize="small" />
    </ListItemIcon>
  );
}

function PageItem({
  entry,
  active,
  nested,
}: {
  entry: MenuEntry;
  active: boolean;
  nested?: boolean;
}) {
  const translate = useTranslate();
  const { open, mobile, close } = useSidebar();
  const title = translateTitle(translate, entry.title);
  // External pages (web terminal, file manager) open in a tab of their own.
  const target = entry.href
    ? { component: 'a' as const, href: entry.href, target: '_blank', rel: 'noopener noreferrer' }
    : { component: Link, to: entry.path! };
  const button = (
    <ListItemButton
      {...target}
      selected={active}
      aria-current={active ? 'page' : undefined}
      aria-label={open ? undefined : title}
      onClick={mobile ? close : undefined}
      sx={{ ...selectedSx, pl: open && nested ? 4 : 2, minHeight: 44 }}
    >
      <EntryIcon icon={entry.icon} fallback={ArticleOutlined} />
      {open && (
        <ListItemText primary={title} slotProps={{ primary: { noWrap: true, variant: 'body2' } }} />
      )}
    </ListItemButton>
  );
  return open ? (
    button
  ) : (
    <Tooltip title={title} placement="right">
      {button}
    </Tooltip>
  );
}

function GroupItem({ entry, activeKey }: { entry: MenuEntry; activeKey: string | undefined }) {
  const translate = useTranslate();
  const { open } = useSidebar();
  const containsActive = Boolean(entry.children?.some((c) => c.key === activeKey));
  const [unfolded, setUnfolded] = useState(containsActive);
  const [seenActive, setSeenActive] = useState(activeKey);
  if (seenActive !== activeKey) {
    // Arriving on one of its pages (from a tab, a link) unfolds the group.
    setSeenActive(activeKey);
    if (containsActive) setUnfolded(true);
  }
  const [popupAnchor, setPopupAnchor] = useState<HTMLElement | null>(null);
  const title = translateTitle(translate, entry.title);
  const children = entry.children ?? [];

  if (!open) {
    return (
      <>
        <Tooltip title={title} placement="right">
          <ListItemButton
            aria-label={title}
            aria-haspopup="menu"
            selected={containsActive}
            onClick={(e) => setPopupAnchor(e.currentTarget)}
            sx={{ ...selectedSx, minHeight: 44 }}
          >
            <EntryIcon icon={entry.icon} fallback={FolderOutlined} />
          </ListItemButton>
        </Tooltip>
        <Menu
          anchorEl={popupAnchor}
          open={Boolean(popupAnchor)}
          onClose={() => setPopupAnchor(null)}
          anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        >
          {children.map((c) => (
            <MenuItem
              key={c.key}
              {...(c.href
                ? {
                    component: 'a' as const,
                    href: c.href,
                    target: '_blank',
                    rel: 'noopener noreferrer',
                  }
                : { component: Link, to: c.path! })}
              selected={c.key === activeKey}
              onClick={() => setPopupAnchor(null)}
            >
              {translateTitle(translate, c.title)}
            </MenuItem>
          ))}
        </Menu>
      </>
    );
  }

  return (
    <>
      <ListItemButton
        aria-expanded={unfolded}
        onClick={() => setUnfolded(!unfolded)}
        sx={{ minHeight: 44 }}
      >
        <EntryIcon icon={entry.icon} fallback={FolderOutlined} />
        <ListItemText primary={title} slotProps={{ primary: { noWrap: true, variant: 'body2' } }} />
        {unfolded ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
      </ListItemButton>
      <Collapse in={unfolded} unmountOnExit>
        <List disablePadding component="div">
          {children.map((c) => (
            <PageItem key={c.key} entry={c} active={c.key === activeKey} nested />
          ))}
        </List>
      </Collapse>
    </>
  );
}

export function SidebarMenu() {
  const entries = useMenu();
  const { pathname } = useLocation();
  const activeKey = entryFor(entries, pathname)?.key;
  return (
    <List disablePadding component="div">
      {entries.map((e) =>
        e.children ? (
          <GroupItem key={e.key} entry={e} activeKey={activeKey} />
        ) : (
          <PageItem key={e.key} entry={e} active={e.key === activeKey} />
        ),
      )}
    </List>
  );
}
