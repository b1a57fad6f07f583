/**
 * Saved views of a list (docs/shell.md §7.14): the views this user saved on this list in this
 * organisation (react-admin's Store), recalled through the list controller (search, filters, sort,
 * page size) and the columns dialog's Store key; saving the current view under a name, renaming,
 * deleting, and copying a link that opens the list as it is now. Loaded on first opening
 * (SavedViewsButton.tsx).
 */
import { useState } from 'react';
import {
  Divider,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Popover,
  Tooltip,
} from '@mui/material';
import BookmarkAddIcon from '@mui/icons-material/BookmarkAdd';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import LinkIcon from '@mui/icons-material/Link';
import { useListContext, useNotify, useStore, useTranslate } from 'react-admin';
import { useHref, useLocation } from 'react-router';
import { useCurrentOrg, useProfile } from '../../../authProvider/hooks';
import { NameDialog } from '../dialogs/NameDialog';
import {
  deleteView,
  readViews,
  renameView,
  saveView,
  savedViewsKey,
  viewSearch,
  type SavedView,
} from './savedViews';
import type { SavedViewsButtonProps } from './SavedViewsButton';

export interface SavedViewsMenuProps extends SavedViewsButtonProps {
  anchor: HTMLElement | null;
  onClose(): void;
}

/** What the name dialog is for: saving the current view, or renaming one. */
type Naming = { kind: 'save' } | { kind: 'rename'; name: string } | null;

export function SavedViewsMenu({
  listKey,
  tableKey,
  defaultHidden,
  offered,
  anchor,
  onClose,
}: SavedViewsMenuProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const location = useLocation();
  const profile = useProfile();
  const org = useCurrentOrg();
  const { filterValues, sort, perPage, setFilters, setSort, setPerPage } = useListContext();
  const [hidden, setHidden] = useStore<string[]>(tableKey, defaultHidden);
  const [stored, setStored] = useStore<unknown>(
    savedViewsKey(listKey, profile?.id ?? 'anonymous', org?.id ?? null),
    [],
  );
  const [naming, setNaming] = useState<Naming>(null);
  const views = readViews(stored);
  const current: Omit<SavedView, 'name'> = {
    filter: filterValues as Record<string, unknown>,
    sort: { field: sort.field, order: sort.order === 'DESC' ? 'DESC' : 'ASC' },
    perPage,
    hidden,
  };
  const href = useHref({
    pathname: location.pathname,
    search: viewSearch(location.search, current, offered),
  });
  const link = new URL(href, window.location.href).href;
  const isCurrent = (v: SavedView) =>
    JSON.stringify([v.filter, v.sort, v.perPage, v.hidden ?? defaultHidden]) ===
    JSON.stringify([current.filter, current.sort, current.perPage, current.hidden]);

  const recall = (v: SavedView) => {
    // One round: react-admin gathers these changes into one address, hence one request.
    setFilters(v.filter, undefined);
    if (v.sort.field) setSort(v.sort);
    setPerPage(v.perPage);
    setHidden(v.hidden ?? defaultHidden);
    onClose();
  };
  const remove = (v: SavedView) => {
    setStored(deleteView(stored, v.name));
    notify('pages.saved_views.deleted', { type: 'info', messageArgs: { name: v.name } });
  };
  const copyLink = () => {
    onClose();
    const told = () => notify('pages.saved_views.link_copied', { type: 'success' });
    // Where the page may not write the clipboard (no secure context), the notice shows the link.
    const shown = () =>
      notify('pages.saved_views.link_shown', { type: 'info', messageArgs: { url: link } });
    if (navigator.clipboard?.writeText) navigator.clipboard.writeText(link).then(told, shown);
    else shown();
  };
  // The name dialog replaces the menu.
  const name = (what: Naming) => {
    onClose();
    setNaming(what);
  };
  const named = (name: string): string | null => {
    if (naming?.kind === 'rename') {
      const next = renameView(stored, naming.name, name);
      if (!next) return translate('pages.saved_views.duplicate');
      setStored(next);
      setNaming(null);
      return null;
    }
    setStored(saveView(stored, { name, ...current }));
    notify('pages.saved_views.saved', { type: 'success', messageArgs: { name } });
    setNaming(null);
    return null;
  };

  return (
    <>
      <Popover
        open={!!anchor}
        anchorEl={anchor}
        onClose={onClose}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <List
          dense
          aria-label={translate('pages.saved_views.button')}
          sx={{ minWidth: 260, maxWidth: 360 }}
        >
          {views.length === 0 && (
            <ListItem>
              <ListItemText secondary={translate('pages.saved_views.empty')} />
            </ListItem>
          )}
          {views.map((v) => (
            <ListItem
              key={v.name}
              disablePadding
              secondaryAction={
                <>
                  <ViewAction
                    label={translate('pages.saved_views.rename', { name: v.name })}
                    onClick={() => name({ kind: 'rename', name: v.name })}
                  >
                    <EditOutlinedIcon fontSize="small" />
                  </ViewAction>
                  <ViewAction
                    label={translate('pages.saved_views.delete', { name: v.name })}
                    onClick={() => remove(v)}
                  >
                    <DeleteOutlineIcon fontSize="small" />
                  </ViewAction>
                </>
              }
            >
              <ListItemButton selected={isCurrent(v)} onClick={() => recall(v)} sx={{ pr: 10 }}>
                <ListItemText
                  primary={v.name}
                  slotProps={{ primary: { noWrap: true, title: v.name } }}
                />
              </ListItemButton>
            </ListItem>
          ))}
          <Divider component="li" />
          <ListItemButton onClick={() => name({ kind: 'save' })}>
            <ListItemIcon>
              <BookmarkAddIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={translate('pages.saved_views.save')} />
          </ListItemButton>
          <ListItemButton onClick={copyLink}>
            <ListItemIcon>
              <LinkIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={translate('pages.saved_views.copy_link')} />
          </ListItemButton>
        </List>
      </Popover>
      {naming && (
        <NameDialog
          title={translate(
            naming.kind === 'save'
              ? 'pages.saved_views.save_title'
              : 'pages.saved_views.rename_title',
          )}
          label={translate('pages.saved_views.name')}
          initial={naming.kind === 'rename' ? naming.name : ''}
          maxLength={64}
          onSave={named}
          onClose={() => setNaming(null)}
        />
      )}
    </>
  );
}

function ViewAction({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick(): void;
  children: React.ReactNode;
}) {
  return (
    <Tooltip title={label}>
      <IconButton size="small" aria-label={label} onClick={onClick}>
        {children}
      </IconButton>
    </Tooltip>
  );
}
