/**
 * The list header's Columns button (docs/shell.md §7.4). Its dialog loads on first opening, fetched
 * ahead when the pointer or focus reaches the button so it opens without a wait.
 */
import { useState } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import { useStore, useTranslate } from 'react-admin';
import type { ListLayout } from '../../schema/layout';
import { onDemand } from '../../shell/onDemand';
import { WhenOpened } from '../WhenOpened';

const ColumnsDialog = onDemand(() => import('./ColumnsDialog'), 'ColumnsDialog');

export interface ColumnsButtonProps {
  storeKey: string;
  layout: ListLayout;
  label(source: string): string;
}

export function ColumnsButton({ storeKey, layout, label }: ColumnsButtonProps) {
  const translate = useTranslate();
  const [hidden, setHidden] = useStore<string[]>(storeKey, layout.hidden);
  const [open, setOpen] = useState(false);
  const preload = () => void ColumnsDialog.preload();
  return (
    <>
      {/* Its icon alone, named for assistive technology and in a tooltip: the header keeps one line. */}
      <Tooltip title={translate('pages.columns.button')}>
        <IconButton
          size="small"
          color="primary"
          aria-label={translate('pages.columns.button')}
          onClick={() => setOpen(true)}
          onPointerEnter={preload}
          onFocus={preload}
        >
          <ViewColumnIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <WhenOpened open={open}>
        <ColumnsDialog
          open={open}
          onClose={() => setOpen(false)}
          hidden={hidden}
          setHidden={setHidden}
          layout={layout}
          label={label}
        />
      </WhenOpened>
    </>
  );
}
