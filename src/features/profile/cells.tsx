/** How the profile's credential lists show their values: dates, states and secrets. */
import '../../../i18n/areas/profile';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { Box, Chip, IconButton, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatDate } from '../../schema/datetime';

export function DateText({ value }: { value: unknown }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (typeof value !== 'string' || !value) return <>{translate('app.value.empty')}</>;
  return <>{formatDate(value, locale)}</>;
}

export function StateChip({ ok, yes, no }: { ok: boolean; yes: string; no: string }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={ok ? 'success' : 'default'}
      label={translate(ok ? yes : no)}
    />
  );
}

/** A secret shown as dots until asked for. */
export function MaskedSecret({ value }: { value: unknown }) {
  const translate = useTranslate();
  const [shown, setShown] = useState(false);
  const text = String(value ?? '');
  const label = translate(shown ? 'profile.list.hide' : 'profile.list.show');
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      <Box component="span" sx={{ fontFamily: 'monospace' }}>
        {shown ? text : '••••••••'}
      </Box>
      <Tooltip title={label}>
        <IconButton size="small" aria-label={label} onClick={() => setShown((s) => !s)}>
          {shown ? <VisibilityOffIcon fontSize="small" /> : <VisibilityIcon fontSize="small" />}
        </IconButton>
      </Tooltip>
    </Box>
  );
}
