/**
 * A list shown in a dialog (docs/shell.md §10.3): 60% of the window wide by default, 80% on mobile.
 * The list itself is the caller's (a react-admin list, a plain table); this is the frame.
 */
import CloseIcon from '@mui/icons-material/Close';
import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  useMediaQuery,
} from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { MOBILE_QUERY } from '../../shell/layout/sizes';

export const LIST_DIALOG_WIDTH = { desktop: '60%', mobile: '80%' };

export interface ListDialogProps {
  open: boolean;
  onClose(): void;
  /** i18n key or text. */
  title: string;
  /** Overrides the desktop width, e.g. '70%'. */
  width?: string;
  actions?: ReactNode;
  children: ReactNode;
}

export function ListDialog({ open, onClose, title, width, actions, children }: ListDialogProps) {
  const translate = useTranslate();
  const mobile = useMediaQuery(MOBILE_QUERY, { noSsr: true });
  return (
    <Dialog
      open={open}
      onClose={onClose}
      maxWidth={false}
      aria-labelledby="list-dialog-title"
      slotProps={{
        paper: {
          sx: {
            width: mobile ? LIST_DIALOG_WIDTH.mobile : (width ?? LIST_DIALOG_WIDTH.desktop),
            maxWidth: 'none',
          },
        },
      }}
    >
      <DialogTitle id="list-dialog-title" sx={{ pr: 6 }}>
        {translate(title, { _: title })}
        <IconButton
          aria-label={translate('ra.action.close')}
          onClick={onClose}
          sx={{ position: 'absolute', right: 8, top: 8 }}
        >
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>{children}</DialogContent>
      {actions && <DialogActions>{actions}</DialogActions>}
    </Dialog>
  );
}
