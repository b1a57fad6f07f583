/**
 * The user's connection tokens (profile/connection-token): the tokens issued when they connected
 * to assets, and "Expire" to end one before its time.
 */
import '../../../i18n/areas/profile';
import { Button } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import type { JmsDataProvider } from '../../../dataProvider';
import { connectionTokens, expireConnectionToken } from './api';
import { DateText, MaskedSecret, StateChip } from './cells';
import { OwnList, useOwnListAction, type Column } from './OwnList';

const COLUMNS: Column[] = [
  { key: 'value', label: 'profile.tokens.value', render: (r) => <MaskedSecret value={r.value} /> },
  { key: 'asset_display', label: 'profile.tokens.asset' },
  {
    key: 'account',
    label: 'profile.tokens.account',
    render: (r) => String(r.input_username || r.account || ''),
  },
  { key: 'protocol', label: 'profile.tokens.protocol' },
  {
    key: 'date_expired',
    label: 'profile.tokens.expires',
    render: (r) => <DateText value={r.date_expired} />,
  },
  {
    key: 'is_expired',
    label: 'profile.tokens.state',
    render: (r) => (
      <StateChip ok={!r.is_expired} yes="profile.tokens.valid" no="profile.tokens.expired" />
    ),
  },
];

export function ConnectionTokens() {
  const translate = useTranslate();
  const dp = useDataProvider<JmsDataProvider>();
  const act = useOwnListAction('connectionTokens');
  return (
    <OwnList
      list="connectionTokens"
      load={connectionTokens}
      label={translate('routes.pages.profile.connectionToken')}
      help="profile.tokens.help"
      columns={COLUMNS}
      actions={(row) => (
        <Button
          size="small"
          disabled={!!row.is_expired}
          onClick={() => act(() => expireConnectionToken(dp, row.id))}
        >
          {translate('profile.tokens.expire')}
        </Button>
      )}
    />
  );
}
