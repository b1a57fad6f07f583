/**
 * The user's temporary passwords (profile/temp-password, with the temporary-password setting):
 * create one for a client that cannot use the user's own password, expire one early.
 */
import '../../../i18n/areas/profile';
import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import type { JmsDataProvider } from '../../../dataProvider';
import { createTempPassword, expireTempPassword, tempPasswords } from './api';
import { DateText, MaskedSecret, StateChip } from './cells';
import { OwnList, useOwnListAction, type Column } from './OwnList';

const COLUMNS: Column[] = [
  { key: 'username', label: 'profile.temp.username' },
  {
    key: 'secret',
    label: 'profile.temp.password',
    render: (r) => <MaskedSecret value={r.secret} />,
  },
  {
    key: 'date_expired',
    label: 'profile.temp.expires',
    render: (r) => <DateText value={r.date_expired} />,
  },
  {
    key: 'verified',
    label: 'profile.temp.verified',
    render: (r) => <StateChip ok={!!r.verified} yes="app.value.yes" no="app.value.no" />,
  },
  {
    key: 'is_valid',
    label: 'profile.temp.state',
    render: (r) => (
      <StateChip ok={!!r.is_valid} yes="profile.tokens.valid" no="profile.tokens.expired" />
    ),
  },
];

export function TempPasswords() {
  const translate = useTranslate();
  const dp = useDataProvider<JmsDataProvider>();
  const act = useOwnListAction('tempPasswords');
  return (
    <OwnList
      list="tempPasswords"
      load={tempPasswords}
      label={translate('routes.pages.profile.tempPassword')}
      help="profile.temp.help"
      columns={COLUMNS}
      toolbar={
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => act(() => createTempPassword(dp), 'pages.notify.created')}
        >
          {translate('profile.temp.create')}
        </Button>
      }
      actions={(row) => (
        <Button
          size="small"
          disabled={!row.is_valid}
          onClick={() => act(() => expireTempPassword(dp, row.id))}
        >
          {translate('profile.tokens.expire')}
        </Button>
      )}
    />
  );
}
