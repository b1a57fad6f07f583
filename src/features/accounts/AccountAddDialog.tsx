/**
 * Add accounts to several assets at once (docs/domain.md §4.2), as Lina's account page
 * does: one array element per picked asset, typed by hand or copied from an account template
 * (`template: true` with the template's id: the server copies its secret). Secrets are encrypted
 * in every element; push now is offered to holders of `accounts.push_account`.
 */
import { useState } from 'react';
import {
  Autocomplete,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  Switch,
  TextField,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import { useAccessContext } from '../../../authProvider/hooks';
import { hasPerm } from '../../../authProvider/permissions';
import type { JmsDataProvider } from '../../../dataProvider';
import { SubmitError } from '../../components/SubmitError';
import type { FeatureDialogProps } from '../registry';
import { accountTemplates, assetChoices, createAccounts, type Choice } from './api';

const SECRET_TYPES = ['password', 'ssh_key', 'access_key', 'token'] as const;

export function AccountAddDialog({ onClose }: FeatureDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<JmsDataProvider>();
  const access = useAccessContext();
  const [assetSearch, setAssetSearch] = useState('');
  const [assets, setAssets] = useState<Choice[]>([]);
  const [mode, setMode] = useState<'manual' | 'template'>('manual');
  const [template, setTemplate] = useState('');
  const [values, setValues] = useState({
    name: '',
    username: '',
    privileged: false,
    secret_type: 'password' as string,
    secret: '',
    passphrase: '',
    push_now: false,
  });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [sent, setSent] = useState<string[]>([]);
  const assetOptions = useQuery({
    queryKey: ['accounts', 'assetChoices', assetSearch],
    queryFn: () => assetChoices(dataProvider, assetSearch),
  });
  const templates = useQuery({
    queryKey: ['accounts', 'templates'],
    queryFn: () => accountTemplates(dataProvider),
  });
  const canPush = hasPerm(access.perms, 'accounts.push_account');
  const set = (patch: Partial<typeof values>) => setValues({ ...values, ...patch });
  const t = (key: string) => translate(`accountsArea.add.${key}`);
  const ready =
    assets.length > 0 && (mode === 'template' ? !!template : !!values.name && !!values.username);

  const submit = async () => {
    const picked = templates.data?.find((r) => r.id === template);
    const base =
      mode === 'template' && picked
        ? {
            // The template's own fields; the server pops `id` and copies its secret.
            id: picked.id,
            template: true,
            name: picked.name,
            username: picked.username,
            privileged: picked.privileged,
            secret_type: (picked.secret_type as { value?: string })?.value ?? picked.secret_type,
          }
        : {
            name: values.name,
            username: values.username,
            privileged: values.privileged,
            secret_type: values.secret_type,
            secret: values.secret,
            ...(values.secret_type === 'ssh_key' && { passphrase: values.passphrase }),
          };
    const body = assets.map((a) => ({
      ...base,
      push_now: canPush && values.push_now,
      is_active: true,
      asset: a.id,
    }));
    setBusy(true);
    setFailure(null);
    try {
      await createAccounts(dataProvider, body);
      notify('ra.notification.created', { messageArgs: { smart_count: body.length } });
      refresh();
      onClose();
    } catch (e) {
      // Bulk errors come back aligned with the input: `[{"name": […]}, {}]`.
      setSent(assets.map((a) => a.name));
      setFailure(e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="account-add-title">
      <DialogTitle id="account-add-title">{t('title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Autocomplete
            multiple
            options={assetOptions.data ?? []}
            value={assets}
            onChange={(_, v) => setAssets(v)}
            onInputChange={(_, v) => setAssetSearch(v)}
            filterOptions={(o) => o}
            getOptionLabel={(o) => `${o.name}${o.address ? ` (${String(o.address)})` : ''}`}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            renderInput={(params) => <TextField {...params} label={t('assets')} required />}
          />
          <RadioGroup
            row
            value={mode}
            onChange={(e) => setMode(e.target.value as 'manual' | 'template')}
          >
            <FormControlLabel value="manual" control={<Radio />} label={t('manual')} />
            <FormControlLabel value="template" control={<Radio />} label={t('template')} />
          </RadioGroup>
          {mode === 'template' ? (
            <TextField
              select
              label={t('template')}
              value={template}
              onChange={(e) => setTemplate(e.target.value)}
              required
            >
              {(templates.data ?? []).map((r) => (
                <MenuItem key={r.id} value={r.id}>
                  {`${r.name} (${String(r.username)})`}
                </MenuItem>
              ))}
            </TextField>
          ) : (
            <>
              <TextField
                label={t('name')}
                value={values.name}
                required
                onChange={(e) => set({ name: e.target.value })}
              />
              <TextField
                label={t('username')}
                value={values.username}
                required
                onChange={(e) => set({ username: e.target.value })}
              />
              <FormControlLabel
                control={
                  <Switch
                    checked={values.privileged}
                    onChange={(e) => set({ privileged: e.target.checked })}
                  />
                }
                label={t('privileged')}
              />
              <TextField
                select
                label={t('secret_type')}
                value={values.secret_type}
                onChange={(e) => set({ secret_type: e.target.value, secret: '' })}
              >
                {SECRET_TYPES.map((s) => (
                  <MenuItem key={s} value={s}>
                    {translate(`accountsArea.secret_types.${s}`)}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                label={t('secret')}
                type={values.secret_type === 'ssh_key' ? 'text' : 'password'}
                multiline={values.secret_type === 'ssh_key'}
                minRows={values.secret_type === 'ssh_key' ? 4 : undefined}
                autoComplete="new-password"
                value={values.secret}
                onChange={(e) => set({ secret: e.target.value })}
              />
              {values.secret_type === 'ssh_key' && (
                <TextField
                  label={t('passphrase')}
                  type="password"
                  autoComplete="new-password"
                  value={values.passphrase}
                  onChange={(e) => set({ passphrase: e.target.value })}
                />
              )}
            </>
          )}
          {canPush && (
            <FormControlLabel
              control={
                <Switch
                  checked={values.push_now}
                  onChange={(e) => set({ push_now: e.target.checked })}
                />
              }
              label={t('push_now')}
            />
          )}
          <SubmitError error={failure} rows={sent} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" disabled={!ready || busy} onClick={() => void submit()}>
          {translate('ra.action.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
