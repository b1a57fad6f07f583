/**
 * The end user's "Request asset permission" form (docs/domain.md §7.5): title, organisation
 * (the user's workbench orgs), assets, accounts, actions, period and reason, submitted to
 * `apply-asset-tickets/open/`; then the user's own tickets, where it shows as pending.
 */
import { Button, Card, CardContent, MenuItem, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router';
import type { JmsDataProvider } from '../../../dataProvider';
import { isRootOrg, preferredOrg } from '../../../authProvider/orgs';
import { useShell } from '../../shell/ShellContext';
import { SubmitError } from '../../components/SubmitError';
import { openAssetRequest, useTicketsRefresh } from './api';
import { GrantFields, grantBody, grantErrors, type Grant, type GrantErrors } from './GrantFields';

const HOUR_MS = 3_600_000;

/** The default period: now + TICKET_AUTHORIZE_DEFAULT_TIME days or hours (7 days by default). */
function defaultPeriod(settings: Record<string, unknown>): { start: string; expired: string } {
  const amount = Number(settings.TICKET_AUTHORIZE_DEFAULT_TIME ?? 7) || 7;
  const unit = settings.TICKET_AUTHORIZE_DEFAULT_TIME_UNIT === 'hour' ? HOUR_MS : 24 * HOUR_MS;
  const now = Date.now();
  return {
    start: new Date(now).toISOString(),
    expired: new Date(now + amount * unit).toISOString(),
  };
}

export function RequestAssetPermission() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const dp = useDataProvider<JmsDataProvider>();
  const refresh = useTicketsRefresh();
  const { profile, settings } = useShell();
  const orgs = (profile.workbench_orgs ?? []).filter((o) => !isRootOrg(o));
  const [orgId, setOrgId] = useState(() => preferredOrg(orgs)?.id ?? '');
  const [title, setTitle] = useState('');
  const [comment, setComment] = useState('');
  const [grant, setGrant] = useState<Grant>(() => ({
    assets: [],
    nodes: [],
    accounts: ['@ALL'],
    actions: ['connect', 'upload', 'download', 'copy', 'paste'],
    ...defaultPeriod(settings as Record<string, unknown>),
  }));
  const [errors, setErrors] = useState<GrantErrors & { title?: string }>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const found: GrantErrors & { title?: string } = grantErrors(grant, false);
    if (!title.trim()) found.title = 'ra.validation.required';
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    setFailure(null);
    const body: Record<string, unknown> = {
      title: title.trim(),
      org_id: orgId,
      comment,
      ...grantBody(grant),
    };
    // Lina deletes the empty relation keys.
    for (const k of ['apply_nodes', 'apply_assets', 'apply_accounts'])
      if (!(body[k] as unknown[]).length) delete body[k];
    try {
      await openAssetRequest(dp, body);
      notify('tickets.request.submitted', { type: 'success' });
      await refresh();
      navigate('/tickets/my-tickets');
    } catch (e) {
      setFailure(e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card variant="outlined" sx={{ maxWidth: 900 }}>
      <Title title={translate('tickets.request.title')} />
      <CardContent>
        <Stack spacing={2} component="form" aria-label={translate('tickets.request.title')}>
          <SubmitError error={failure} />
          <TextField
            required
            label={translate('tickets.fields.title')}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            error={!!errors.title}
            helperText={errors.title ? translate(errors.title) : undefined}
          />
          <TextField
            select
            required
            label={translate('tickets.fields.org')}
            value={orgId}
            onChange={(e) => {
              setOrgId(e.target.value);
              // Assets and nodes belong to one org: a new org starts the choice again.
              setGrant({ ...grant, assets: [], nodes: [] });
            }}
          >
            {orgs.map((o) => (
              <MenuItem key={o.id} value={o.id}>
                {o.name}
              </MenuItem>
            ))}
          </TextField>
          <GrantFields orgId={orgId} value={grant} onChange={setGrant} errors={errors} />
          <TextField
            multiline
            minRows={2}
            label={translate('tickets.fields.comment')}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
          />
          <Stack direction="row" spacing={1}>
            <Button variant="contained" disabled={busy} onClick={() => void submit()}>
              {translate('tickets.request.submit')}
            </Button>
            <Button onClick={() => navigate(-1)}>{translate('ra.action.cancel')}</Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
