/**
 * An account's earlier secrets (domain-protocol-assets §4.5): read behind the user-confirm dialog
 * (the server asks for MFA), newest first, each masked until shown. The secrets stay in this
 * dialog's state only.
 */
import { useEffect, useState } from 'react';
import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tooltip,
} from '@mui/material';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { useDataProvider, useTranslate } from 'react-admin';
import type { JmsDataProvider } from '../../../dataProvider';
import { useErrorText } from '../../components/notice';
import { isConfirmCancelled, useUserConfirm } from '../../components/confirm';
import type { FeatureDialogProps } from '../registry';

interface HistoryRow {
  id: string;
  secret: string;
  secret_type: { value: string; label: string } | string;
  version: number;
  history_date: string;
  history_user: string | null;
}

const MASK = '******';

function HistoryLine({ row }: { row: HistoryRow }) {
  const translate = useTranslate();
  const [shown, setShown] = useState(false);
  const label = translate(shown ? 'pages.secret.hide' : 'pages.secret.show');
  return (
    <TableRow>
      <TableCell>{row.version}</TableCell>
      <TableCell sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
        {shown ? row.secret : MASK}
        <Tooltip title={label}>
          <IconButton
            size="small"
            aria-label={`${label} v${row.version}`}
            onClick={() => setShown(!shown)}
          >
            {shown ? (
              <VisibilityOffIcon fontSize="inherit" />
            ) : (
              <VisibilityIcon fontSize="inherit" />
            )}
          </IconButton>
        </Tooltip>
      </TableCell>
      <TableCell>
        {typeof row.secret_type === 'object' ? row.secret_type.label : row.secret_type}
      </TableCell>
      <TableCell>{row.history_date}</TableCell>
      <TableCell>{row.history_user ?? ''}</TableCell>
    </TableRow>
  );
}

export function SecretHistoryDialog({ record, onClose }: FeatureDialogProps) {
  const translate = useTranslate();
  const errorText = useErrorText();
  const dataProvider = useDataProvider<JmsDataProvider>();
  const confirmed = useUserConfirm();
  const [rows, setRows] = useState<HistoryRow[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  const id = String(record?.id ?? '');
  const name = String(record?.name ?? id);

  useEffect(() => {
    let live = true;
    const url = `/api/v1/accounts/account-secrets/${encodeURIComponent(id)}/histories/`;
    confirmed(() =>
      dataProvider.call<HistoryRow[] | { results: HistoryRow[] }>('GET', url, undefined, {
        silent: true,
      }),
    ).then(
      (body) => live && setRows(Array.isArray(body) ? body : body.results),
      (e: unknown) => {
        if (!live) return;
        // Closing the confirmation closes this dialog too: nothing was read.
        if (isConfirmCancelled(e)) onClose();
        else setError(e);
      },
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- read once per opened account
  }, [id]);

  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="secret-history-title">
      <DialogTitle id="secret-history-title">
        {translate('accountsArea.history.title', { name })}
      </DialogTitle>
      <DialogContent>
        {error !== null && <Alert severity="error">{errorText(error)}</Alert>}
        {error === null && !rows && (
          <CircularProgress size={24} aria-label={translate('ra.page.loading')} />
        )}
        {rows && rows.length === 0 && (
          <Alert severity="info">{translate('accountsArea.history.empty')}</Alert>
        )}
        {rows && rows.length > 0 && (
          <Table size="small" aria-label={translate('accountsArea.history.title', { name })}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('accountsArea.history.version')}</TableCell>
                <TableCell>{translate('accountsArea.history.secret')}</TableCell>
                <TableCell>{translate('accountsArea.history.secret_type')}</TableCell>
                <TableCell>{translate('accountsArea.history.date')}</TableCell>
                <TableCell>{translate('accountsArea.history.user')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((r) => (
                <HistoryLine key={`${r.version}-${r.history_date}`} row={r} />
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
