/** Help: the documentation and support sites from public settings, and the About dialog. */
import HelpOutline from '@mui/icons-material/HelpOutline';
import { IconButton, MenuItem, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { MenuWhenOpened } from '../../../components/MenuWhenOpened';
import type { PublicSettings } from '../shellData';
import { onDemand } from '../../onDemand';
import { WhenOpened } from '../../../components/WhenOpened';

// The About dialog loads when first opened (fetched ahead when the menu opens).
const AboutDialog = onDemand(() => import('./AboutDialog'), 'AboutDialog');

/** Only web addresses are followed; anything else in the settings is ignored. */
function webUrl(value: unknown): string | null {
  return typeof value === 'string' && /^https?:\/\//i.test(value.trim()) ? value.trim() : null;
}

export function HelpMenu({ settings }: { settings: PublicSettings }) {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [about, setAbout] = useState(false);
  const docs = webUrl(settings.HELP_DOCUMENT_URL);
  const support = webUrl(settings.HELP_SUPPORT_URL);
  const close = () => setAnchor(null);
  return (
    <>
      <Tooltip title={translate('layout.help.title')}>
        <IconButton
          color="inherit"
          aria-label={translate('layout.help.title')}
          aria-haspopup="menu"
          onClick={(e) => {
            setAnchor(e.currentTarget);
            void AboutDialog.preload();
          }}
        >
          <HelpOutline />
        </IconButton>
      </Tooltip>
      <MenuWhenOpened anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        {docs && (
          <MenuItem
            component="a"
            href={docs}
            target="_blank"
            rel="noopener noreferrer"
            onClick={close}
          >
            {translate('layout.help.documentation')}
          </MenuItem>
        )}
        {support && (
          <MenuItem
            component="a"
            href={support}
            target="_blank"
            rel="noopener noreferrer"
            onClick={close}
          >
            {translate('layout.help.support')}
          </MenuItem>
        )}
        <MenuItem
          onClick={() => {
            close();
            setAbout(true);
          }}
        >
          {translate('layout.help.about')}
        </MenuItem>
      </MenuWhenOpened>
      <WhenOpened open={about}>
        <AboutDialog open={about} onClose={() => setAbout(false)} settings={settings} />
      </WhenOpened>
    </>
  );
}
