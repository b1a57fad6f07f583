/** While an organisation switch waits for its reload, nothing of the old org can be clicked. */
import { Backdrop, CircularProgress, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useSessionState } from '../../../authProvider/hooks';

export function OrgSwitchingBackdrop() {
  const target = useSessionState((s) => s.switchingTo);
  const translate = useTranslate();
  // Mounted only while switching (it fades in as it mounts): the page reloads at the end.
  if (!target) return null;
  return (
    <Backdrop open sx={{ zIndex: (theme) => theme.zIndex.modal + 1, color: '#fff' }}>
      <Stack direction="row" spacing={2} alignItems="center" role="status">
        <CircularProgress color="inherit" size={24} aria-hidden />
        <Typography>{translate('auth.switching', { org: target.name })}</Typography>
      </Stack>
    </Backdrop>
  );
}
