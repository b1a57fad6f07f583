/**
 * Approving an asset request (the tickets descriptor's `approve_request` action): the approver
 * adjusts the grant (assets, accounts, actions, period) and confirms; at the last level the backend
 * then creates the asset permission. The body is ApproveAssetSerializer's (docs/domain.md §7.6).
 */
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { JmsDataProvider } from '../../../dataProvider';
import { SubmitError } from '../../components/SubmitError';
import { parseBackendDate } from '../../schema/datetime';
import type { FeatureDialogProps } from '../registry';
import { approveTicket, valuesOf, type Row, type Ticket } from './api';
import { GrantFields, grantBody, grantErrors, type Grant, type GrantErrors } from './GrantFields';

const iso = (v: unknown) =>
  typeof v === 'string' ? (parseBackendDate(v)?.toISOString() ?? '') : '';

/** A relation as the API renders it (`[{id,name}]`) as picker values. */
const options = (v: unknown) =>
  ((v as Row[] | undefined) ?? []).map((a) => ({ id: String(a.id), name: String(a.name) }));

function grantOf(t: Ticket): Grant {
  return {
    assets: options(t.apply_assets),
    nodes: options(t.apply_nodes),
    accounts: ((t.apply_accounts as unknown[] | undefined) ?? []).map(String),
    actions: valuesOf(t.apply_actions),
    start: iso(t.apply_date_start),
    expired: iso(t.apply_date_expired),
  };
}

export function ApproveDialog({ record, onClose }: FeatureDialogProps) {
  const ticket = record as Ticket;
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dp = useDataProvider<JmsDataProvider>();
  const [grant, setGrant] = useState(() => grantOf(ticket));
  const [errors, setErrors] = useState<GrantErrors>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const final = ticket.approval_step.value >= ticket.process_map.length;

  const submit = async () => {
    const found = grantErrors(grant, final);
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    setFailure(null);
    try {
      await approveTicket(dp, ticket, grantBody(grant));
      notify('tickets.decide.approved', { type: 'success' });
      onClose();
      refresh();
    } catch (e) {
      setFailure(e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth>
      <DialogTitle>{translate('tickets.decide.approve_title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {translate('tickets.decide.approve_help')}
        </DialogContentText>
        <SubmitError error={failure} sx={{ mb: 2 }} />
        <GrantFields orgId={ticket.org_id} value={grant} onChange={setGrant} errors={errors} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" color="success" disabled={busy} onClick={() => void submit()}>
          {translate('tickets.decide.approve')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
