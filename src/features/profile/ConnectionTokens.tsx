/**
 * The user's connection tokens (profile/connection-token): the tokens issued when they connected
 * to assets, and "Expire" to end one before its time.
 */
import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DateText, MaskedSecret, StateChip } from './cells';
import { OwnList, useOwnListAction, type Column } from './OwnList';

export const CONNECTION_TOKENS_URL = '/api/v1/authentication/connection-token/';

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
  const act = useOwnListAction(CONNECTION_TOKENS_URL);
  return (
    <OwnList
      url={CONNECTION_TOKENS_URL}
      label={translate('routes.pages.profile.connectionToken')}
      help="profile.tokens.help"
      columns={COLUMNS}
      actions={(row) => (
        <Button
          size="small"
          disabled={!!row.is_expired}
          onClick={() => act('PATCH', `${CONNECTION_TOKENS_URL}${String(row.id)}/expire/`)}
        >
          {translate('profile.tokens.expire')}
        </Button>
      )}
    />
  );
}
