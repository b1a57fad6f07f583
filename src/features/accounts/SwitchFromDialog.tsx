/**
 * An account's "switch from" (Lina's account detail quick action, docs/domain.md §4.8):
 * another account of the same asset the user logs in with before switching (`su`) to this one,
 * or none. Saved as a PATCH of `su_from` alone.
 */
import { useState } from 'react';
import {
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  TextField,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { JmsDataProvider } from '../../../dataProvider';
import { LoadError } from '../../components/LoadError';
import { errorNotice, useNotifyNotice } from '../../components/notice';
import type { FeatureDialogProps } from '../registry';
import { suFromCandidates, switchFrom, type AccountRef } from './api';

const NONE = '';

export function SwitchFromDialog({ record, onClose }: FeatureDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyNotice = useNotifyNotice();
  const refresh = useRefresh();
  const dp = useDataProvider<JmsDataProvider>();
  const id = String(record?.id);
  const current = (record?.su_from as AccountRef | null | undefined)?.id ?? NONE;
  const [choice, setChoice] = useState<string>(current);
  const [saving, setSaving] = useState(false);
  const candidates = useQuery({
    queryKey: ['accounts', 'suFrom', id],
    queryFn: ({ signal }) => suFromCandidates(dp, id, signal),
  });
  const save = async () => {
    setSaving(true);
    try {
      await switchFrom(dp, id, choice === NONE ? null : choice);
      notify('pages.notify.updated', { type: 'success' });
      refresh();
      onClose();
    } catch (e) {
      notifyNotice(errorNotice(e), 'error');
      setSaving(false);
    }
  };
  const label = translate('accountsArea.fields.su_from');
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="su-from-title">
      <DialogTitle id="su-from-title">
        {translate('accountsArea.su_from.title', { name: String(record?.name ?? '') })}
      </DialogTitle>
      <DialogContent>
        {candidates.isPending ? (
          <CircularProgress size={24} aria-label={translate('app.loading')} />
        ) : candidates.error ? (
          <LoadError error={candidates.error} onRetry={candidates.refetch} />
        ) : (
          <TextField
            select
            fullWidth
            margin="dense"
            label={label}
            value={choice}
            onChange={(e) => setChoice(e.target.value)}
            helperText={translate('accountsArea.su_from.help')}
          >
            <MenuItem value={NONE}>{translate('accountsArea.su_from.none')}</MenuItem>
            {candidates.data.map((a) => (
              <MenuItem key={a.id} value={a.id}>
                {`${a.name}(${a.username})`}
              </MenuItem>
            ))}
          </TextField>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button
          variant="contained"
          onClick={() => void save()}
          disabled={saving || !candidates.data || choice === current}
        >
          {translate('ra.action.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
