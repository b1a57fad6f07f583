/** The view switcher: the views flagged for it that the user may enter; the choice is remembered. */
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import { Button, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router';
import { MenuWhenOpened } from '../../../components/MenuWhenOpened';
import type { Profile } from '../../../../authProvider/profile';
import { switcherViews, viewRule, writePreView, type ViewName } from '../../views';

export function ViewSwitcher({ profile, current }: { profile: Profile; current: ViewName | null }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const views = switcherViews(profile);
  const title = (view: ViewName) => translate(viewRule(view).title, { _: view });
  if (!views.length) return null;

  const choose = (view: ViewName) => {
    setAnchor(null);
    writePreView(view);
    navigate(viewRule(view).home);
  };

  return (
    <>
      <Button
        color="inherit"
        aria-haspopup="menu"
        // The name starts with the words on the button (WCAG 2.5.3), then says what it does.
        aria-label={[current && title(current), translate('layout.header.switch_view')]
          .filter(Boolean)
          .join(', ')}
        endIcon={<ArrowDropDown />}
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={{ textTransform: 'none', whiteSpace: 'nowrap' }}
      >
        {current ? title(current) : translate('layout.header.switch_view')}
      </Button>
      <MenuWhenOpened anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {views.map((v) => (
          <MenuItem key={v} selected={v === current} onClick={() => choose(v)}>
            {title(v)}
          </MenuItem>
        ))}
      </MenuWhenOpened>
    </>
  );
}
