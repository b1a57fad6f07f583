/**
 * An MUI menu drawn from the first time it opens, then kept for its closing transition: a page's
 * closed menus (the header has five) would otherwise render their popover and modal stacks, and
 * style them, on every page load for nothing.
 */
import { Menu, type MenuProps } from '@mui/material';
import { WhenOpened } from './WhenOpened';

export function MenuWhenOpened(props: MenuProps) {
  return (
    <WhenOpened open={props.open}>
      <Menu {...props} />
    </WhenOpened>
  );
}
