/**
 * The user's API access keys (profile/key): create one (its secret is shown once, in a dialog),
 * enable or disable, delete; at most ten, which the server enforces.
 */
import '../../../i18n/areas/profile';
import AddIcon from '@mui/icons-material/Add';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { JmsDataProvider } from '../../../dataProvider';
import { ConfirmDialog } from '../../components/confirm/ConfirmDialog';
import { accessKeys, createAccessKey, deleteAccessKey, setAccessKeyActive } from './api';
import { DateText, MaskedSecret, StateChip } from './cells';
import { OwnList, useOwnListAction, type Column, type Row } from './OwnList';

const COLUMNS: Column[] = [
  { key: 'id', label: 'profile.keys.id', render: (r) => <code>{String(r.id)}</code> },
  { key: 'secret', label: 'profile.keys.secret', render: (r) => <MaskedSecret value={r.secret} /> },
  {
    key: 'is_active',
    label: 'profile.keys.active',
    render: (r) => (
      <StateChip ok={!!r.is_active} yes="profile.keys.enabled" no="profile.keys.disabled" />
    ),
  },
  {
    key: 'date_created',
    label: 'profile.keys.created',
    render: (r) => <DateText value={r.date_created} />,
  },
  {
    key: 'date_last_used',
    label: 'profile.keys.last_used',
    render: (r) => <DateText value={r.date_last_used} />,
  },
];

function CreatedDialog({ created, onClose }: { created: Row | null; onClose(): void }) {
  const translate = useTranslate();
  return (
    <Dialog open={!!created} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{translate('profile.keys.created_title')}</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {translate('profile.keys.created_warning')}
        </Alert>
        {created &&
          (['id', 'secret'] as const).map((k) => (
            <Box key={k} sx={{ display: 'flex', gap: 2, mb: 1 }}>
              <Typography variant="body2" color="text.secondary" sx={{ width: 80 }}>
                {translate(`profile.keys.${k}`)}
              </Typography>
              <Typography variant="body2" sx={{ fontFamily: 'monospace', fontWeight: 600 }}>
                {String(created[k])}
              </Typography>
            </Box>
          ))}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {translate('ra.action.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export function AccessKeys() {
  const translate = useTranslate();
  const dp = useDataProvider<JmsDataProvider>();
  const act = useOwnListAction('accessKeys');
  const [created, setCreated] = useState<Row | null>(null);
  const [deleting, setDeleting] = useState<Row | null>(null);
  return (
    <>
      <OwnList
        list="accessKeys"
        load={accessKeys}
        label={translate('routes.pages.profile.key')}
        help="profile.keys.help"
        columns={COLUMNS}
        toolbar={
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={async () => {
              const key = await act(() => createAccessKey(dp), '');
              if (key) setCreated(key);
            }}
          >
            {translate('profile.keys.create')}
          </Button>
        }
        actions={(row) => (
          <>
            <Button
              size="small"
              onClick={() => act(() => setAccessKeyActive(dp, row.id, !row.is_active))}
            >
              {translate(row.is_active ? 'profile.keys.disable' : 'profile.keys.enable')}
            </Button>
            <Button size="small" color="error" onClick={() => setDeleting(row)}>
              {translate('ra.action.delete')}
            </Button>
          </>
        )}
      />
      <CreatedDialog created={created} onClose={() => setCreated(null)} />
      <ConfirmDialog
        isOpen={!!deleting}
        title="profile.keys.delete_title"
        content="profile.keys.delete_confirm"
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          const row = deleting!;
          setDeleting(null);
          await act(() => deleteAccessKey(dp, row.id), 'pages.notify.deleted');
        }}
      />
    </>
  );
}
