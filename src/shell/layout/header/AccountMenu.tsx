/**
 * The account menu: profile and the user's own credentials pages (those this user has), language,
 * theme (light, dark, as the system: docs/shell.md §1.5), logout. The i18n provider turns a
 * language change into the language cookie the backend localises by, and refetches what is on
 * screen.
 */
import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import Check from '@mui/icons-material/Check';
import Logout from '@mui/icons-material/Logout';
import PersonOutline from '@mui/icons-material/PersonOutline';
import {
  Button,
  Divider,
  ListItemIcon,
  ListItemText,
  ListSubheader,
  MenuItem,
} from '@mui/material';
import { useId, useState } from 'react';
import { useLocaleState, useLogout, useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { MenuWhenOpened } from '../../../components/MenuWhenOpened';
import { LOCALES } from '../../../../i18n';
import { useShell } from '../../ShellContext';
import { THEME_CHOICES, useThemeChoice, type ThemeChoice } from '../../themeMode';
import { useIsMobile } from '../sidebarState';

/** The Vue console's shortcuts to the personal pages, by route name. */
const SHORTCUTS = ['ApiKey', 'TempPassword', 'ConnectionToken'];

export function AccountMenu({ name }: { name: string }) {
  const translate = useTranslate();
  const logout = useLogout();
  const [locale, setLocale] = useLocaleState();
  const mobile = useIsMobile();
  const { routes } = useShell();
  const shortcuts = SHORTCUTS.flatMap((name) => routes.filter((r) => r.name === name));
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [themeChoice, setThemeChoice] = useThemeChoice();
  const themeHeading = useId();
  const close = () => setAnchor(null);

  const chooseTheme = (next: ThemeChoice) => {
    close();
    setThemeChoice(next);
  };

  const chooseLanguage = (next: string) => {
    close();
    if (next !== locale) setLocale(next);
  };

  return (
    <>
      <Button
        color="inherit"
        // The name holds the words on the button (WCAG 2.5.3) and what it opens.
        aria-label={[!mobile && name, translate('layout.account.menu')].filter(Boolean).join(', ')}
        aria-haspopup="menu"
        onClick={(e) => setAnchor(e.currentTarget)}
        startIcon={<AccountCircleOutlined />}
        sx={{ textTransform: 'none', minWidth: 0 }}
      >
        {!mobile && name}
      </Button>
      <MenuWhenOpened anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        <MenuItem component={Link} to="/profile/info" onClick={close}>
          <ListItemIcon>
            <PersonOutline fontSize="small" />
          </ListItemIcon>
          <ListItemText>{translate('layout.account.profile')}</ListItemText>
        </MenuItem>
        {shortcuts.map((r) => (
          <MenuItem key={r.name} component={Link} to={`/${r.path}`} onClick={close}>
            <ListItemText inset>{translate(r.title)}</ListItemText>
          </MenuItem>
        ))}
        <Divider />
        <ListSubheader sx={{ lineHeight: '32px' }}>
          {translate('layout.account.language')}
        </ListSubheader>
        {LOCALES.map((l) => (
          <MenuItem
            key={l.locale}
            selected={l.locale === locale}
            lang={l.locale}
            onClick={() => chooseLanguage(l.locale)}
          >
            <ListItemIcon>{l.locale === locale && <Check fontSize="small" />}</ListItemIcon>
            <ListItemText>{l.name}</ListItemText>
          </MenuItem>
        ))}
        <Divider />
        <ListSubheader id={themeHeading} sx={{ lineHeight: '32px' }}>
          {translate('layout.account.theme')}
        </ListSubheader>
        {THEME_CHOICES.map((c) => (
          <MenuItem
            key={c}
            role="menuitemradio"
            aria-checked={c === themeChoice}
            aria-describedby={themeHeading}
            selected={c === themeChoice}
            onClick={() => chooseTheme(c)}
          >
            <ListItemIcon>{c === themeChoice && <Check fontSize="small" />}</ListItemIcon>
            <ListItemText>{translate(`layout.account.theme_${c}`)}</ListItemText>
          </MenuItem>
        ))}
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            void logout();
          }}
        >
          <ListItemIcon>
            <Logout fontSize="small" />
          </ListItemIcon>
          <ListItemText>{translate('layout.account.logout')}</ListItemText>
        </MenuItem>
      </MenuWhenOpened>
    </>
  );
}
