/**
 * The list header's saved views button (docs/shell.md §7.14): an icon, named and in a tooltip, so
 * the header keeps one line. Its menu and name dialog load on first opening, fetched ahead when
 * the pointer or focus reaches the button (SavedViewsMenu.tsx).
 */
import { useEffect, useState } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import BookmarksOutlinedIcon from '@mui/icons-material/BookmarksOutlined';
import { useStore, useTranslate } from 'react-admin';
import { onDemand } from '../../shell/onDemand';
import { ReplaceSearch } from '../../shell/latestLocation';
import { WhenOpened } from '../WhenOpened';

const SavedViewsMenu = onDemand(() => import('./SavedViewsMenu'), 'SavedViewsMenu');

export interface SavedViewsButtonProps {
  /** The list's own key (its remembered parameters' key): views are per list. */
  listKey: string;
  /** The Store key of the table's hidden columns (the columns dialog's, docs/shell.md §7.4). */
  tableKey: string;
  defaultHidden: string[];
  /** Every column the table offers, in its order (a link names the shown ones). */
  offered: string[];
}

export function SavedViewsButton(props: SavedViewsButtonProps) {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const preload = () => void SavedViewsMenu.preload();
  const label = translate('pages.saved_views.button');
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          size="small"
          color="primary"
          aria-label={label}
          aria-expanded={!!anchor}
          onClick={(e) => setAnchor(e.currentTarget)}
          onPointerEnter={preload}
          onFocus={preload}
        >
          <BookmarksOutlinedIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <WhenOpened open={!!anchor}>
        <SavedViewsMenu {...props} anchor={anchor} onClose={() => setAnchor(null)} />
      </WhenOpened>
    </>
  );
}

/**
 * A link's columns (`columns=`, savedViews.ts linkedColumns) become the table's hidden columns in
 * the Store, as the columns dialog would keep them, and leave the address.
 */
export function LinkedColumns({
  tableKey,
  hidden,
  search,
}: {
  tableKey: string;
  hidden: string[];
  search: string;
}) {
  const [, setHidden] = useStore<string[]>(tableKey);
  useEffect(() => setHidden(hidden), [hidden, setHidden]);
  return <ReplaceSearch search={search} />;
}
