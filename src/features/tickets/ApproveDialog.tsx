/**
 * Approving an asset request: the approver adjusts the grant (assets, accounts, actions, period)
 * and confirms; at the last level the backend then creates the asset permission. The body is
 * ApproveAssetSerializer's (domain-protocol-ops §2.6), sent as Lina sends it (PATCH).
 */
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { JmsDataProvider } from '../../../dataProvider';
import { parseBackendDate } from '../../schema/datetime';
import { GrantFields, grantBody, grantErrors, type Grant, type GrantErrors } from './GrantFields';
import { failureText, typedUrl, valuesOf, type Row, type Ticket } from './ticketApi';

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

export function ApproveDialog({
  ticket,
  onClose,
  onDone,
}: {
  ticket: Ticket;
  onClose(): void;
  onDone(): void;
}) {
  const translate = useTranslate();
  const dp = useDataProvider<JmsDataProvider>();
  const [grant, setGrant] = useState(() => grantOf(ticket));
  const [errors, setErrors] = useState<GrantErrors>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const final = ticket.approval_step.value >= ticket.process_map.length;

  const submit = async () => {
    const found = grantErrors(grant, final);
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    setFailure('');
    try {
      await dp.call(
        'PATCH',
        `${typedUrl('apply_asset', ticket.id)}approve/`,
        { ...grantBody(grant), org_id: ticket.org_id },
        { silent: true },
      );
      onDone();
    } catch (e) {
      setFailure(failureText(e, translate));
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
        {failure && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        )}
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
