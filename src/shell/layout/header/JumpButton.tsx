/**
 * The header's search button and the Ctrl+K / ⌘K shortcut that open Jump anywhere
 * (docs/shell.md §6.7). Only these stay with the page: the palette's code loads when first opened
 * (fetched ahead when the button is pointed at or focused).
 */
import SearchIcon from '@mui/icons-material/Search';
import { IconButton, Tooltip } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { WhenOpened } from '../../../components/WhenOpened';
import { onDemand } from '../../onDemand';

const JumpPalette = onDemand(() => import('../jumpAnywhere/JumpPalette'), 'JumpPalette');

const onApple = () =>
  typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.userAgent);

/** Ctrl+K, ⌘K on Apple keyboards; by the key's place too, for layouts without a Latin K. */
export function isJumpKey(
  e: Pick<KeyboardEvent, 'key' | 'code' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>,
) {
  if (!(e.ctrlKey || e.metaKey) || e.altKey || e.shiftKey) return false;
  return e.key.toLowerCase() === 'k' || e.code === 'KeyK';
}

export function JumpButton() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!isJumpKey(e)) return;
      // The browser's own Ctrl+K (its search bar) gives way.
      e.preventDefault();
      setOpen(true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  const title = translate('layout.jump.open_with', { keys: onApple() ? '⌘K' : 'Ctrl+K' });
  const preload = () => void JumpPalette.preload();
  return (
    <>
      <Tooltip title={title}>
        <IconButton
          color="inherit"
          aria-label={translate('layout.jump.title')}
          aria-haspopup="dialog"
          aria-keyshortcuts="Control+K Meta+K"
          onMouseEnter={preload}
          onFocus={preload}
          onClick={() => setOpen(true)}
        >
          <SearchIcon />
        </IconButton>
      </Tooltip>
      <WhenOpened open={open}>
        <JumpPalette open={open} onClose={() => setOpen(false)} />
      </WhenOpened>
    </>
  );
}
