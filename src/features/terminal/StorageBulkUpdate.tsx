/**
 * "Update storage" on the selected components (docs/domain.md §11.4): one command storage and
 * one replay storage, chosen from their lists, sent to every selected component in one PATCH; what
 * the server refuses lands under its select.
 */
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  useDataProvider,
  useNotify,
  useRefresh,
  useResourceContext,
  useTranslate,
  useUnselectAll,
} from 'react-admin';
import { toFormErrors, type JmsDataProvider, type JmsHttpError } from '../../../dataProvider';
import { LoadError } from '../../components/LoadError';
import { errorNotice, noticeArgs } from '../../components/notice';
import type { FeatureDialogProps } from '../registry';
import { storagesOf, updateTerminalStorages, type StorageKind, type TerminalStorages } from './api';

const FIELDS: { name: keyof TerminalStorages; kind: StorageKind; label: string }[] = [
  { name: 'command_storage', kind: 'command', label: 'terminal.storage_update.command' },
  { name: 'replay_storage', kind: 'replay', label: 'terminal.storage_update.replay' },
];

function useStorages(kind: StorageKind) {
  const dataProvider = useDataProvider<JmsDataProvider>();
  return useQuery({
    queryKey: ['jms', 'terminal', 'storages', kind],
    queryFn: () => storagesOf(dataProvider, kind),
  });
}

export function StorageBulkUpdate({ ids, onClose }: FeatureDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<JmsDataProvider>();
  const unselectAll = useUnselectAll(useResourceContext());
  const lists = { command: useStorages('command'), replay: useStorages('replay') };
  const [chosen, setChosen] = useState<TerminalStorages>({
    command_storage: '',
    replay_storage: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const failed = [lists.command, lists.replay].find((l) => l.isError);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const missing = FIELDS.filter((f) => !chosen[f.name]);
    if (missing.length) {
      const required = translate('ra.validation.required');
      return setErrors(Object.fromEntries(missing.map((f) => [f.name, required])));
    }
    setBusy(true);
    try {
      await updateTerminalStorages(dataProvider, ids, chosen);
      notify('pages.notify.bulk_updated', { type: 'success' });
      unselectAll();
      refresh();
      onClose();
    } catch (err) {
      const e400 = err as JmsHttpError;
      const { root, ...onFields } =
        e400.status === 400 ? toFormErrors(e400.body, { bulk: true }) : {};
      setErrors(Object.fromEntries(Object.entries(onFields).map(([k, v]) => [k, String(v)])));
      const rest = (root as { serverError?: string } | undefined)?.serverError;
      if (rest || !Object.keys(onFields).length)
        notify(...noticeArgs(errorNotice(err, 'pages.notify.request_failed'), 'error'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="storage-update-title">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <DialogTitle id="storage-update-title">
          {translate('terminal.storage_update.title', { smart_count: ids.length })}
        </DialogTitle>
        <DialogContent>
          {failed ? (
            <LoadError error={failed.error} onRetry={() => failed.refetch()} />
          ) : (
            <Stack spacing={2} sx={{ pt: 1 }}>
              {FIELDS.map((f) => (
                <TextField
                  key={f.name}
                  select
                  required
                  size="small"
                  fullWidth
                  label={translate(f.label)}
                  value={chosen[f.name]}
                  onChange={(e) => setChosen((c) => ({ ...c, [f.name]: e.target.value }))}
                  error={!!errors[f.name]}
                  helperText={errors[f.name]}
                  disabled={!lists[f.kind].data}
                >
                  {(lists[f.kind].data ?? []).map((s) => (
                    <MenuItem key={s.id} value={s.id}>
                      {s.name}
                    </MenuItem>
                  ))}
                </TextField>
              ))}
            </Stack>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy || !!failed}>
            {translate('ra.action.confirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
