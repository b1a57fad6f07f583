/** About: the product, the console's version, and the licensed company or the copyright. */
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { version } from '../../../../package.json';
import { hasValidLicence, type PublicSettings } from '../shellData';

export const CONSOLE_VERSION = version;

export function AboutDialog({
  open,
  onClose,
  settings,
}: {
  open: boolean;
  onClose(): void;
  settings: PublicSettings;
}) {
  const translate = useTranslate();
  const corporation = settings.XPACK_LICENSE_INFO?.corporation?.trim();
  const licensed = hasValidLicence(settings) && Boolean(corporation);
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="about-title">
      <DialogTitle id="about-title">{translate('layout.about.title')}</DialogTitle>
      <DialogContent>
        <Typography variant="h6" component="p">
          {translate('layout.about.product')}
        </Typography>
        <Typography>{translate('layout.about.version', { version: CONSOLE_VERSION })}</Typography>
        <Typography color="text.secondary">
          {licensed
            ? translate('layout.about.licensed_to', { corporation })
            : (corporation ??
              translate('layout.about.copyright', { year: new Date().getFullYear() }))}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
