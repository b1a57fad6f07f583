/**
 * An account's earlier secrets (docs/domain.md §4.5): read behind the user-confirm dialog
 * (the server asks for MFA), newest first, each masked until shown. The secrets are read once per
 * opening and dropped when the dialog closes.
 */
import { useState } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Tooltip,
} from '@mui/material';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { useDataProvider, useTranslate } from 'react-admin';
import type { JmsDataProvider } from '../../../dataProvider';
import { isConfirmCancelled, useUserConfirm } from '../../components/confirm';
import { PagedTable } from '../../components/PagedTable';
import type { FeatureDialogProps } from '../registry';
import { secretHistory, type SecretVersion } from './api';

const MASK = '******';

/** A version's secret, masked until shown. */
function Secret({ row }: { row: SecretVersion }) {
  const translate = useTranslate();
  const [shown, setShown] = useState(false);
  const label = translate(shown ? 'pages.secret.hide' : 'pages.secret.show');
  return (
    <Box component="span" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
      {shown ? row.secret : MASK}
      <Tooltip title={label}>
        <IconButton
          size="small"
          aria-label={`${label} v${row.version}`}
          onClick={() => setShown(!shown)}
        >
          {shown ? <VisibilityOffIcon fontSize="inherit" /> : <VisibilityIcon fontSize="inherit" />}
        </IconButton>
      </Tooltip>
    </Box>
  );
}

export function SecretHistoryDialog({ record, onClose }: FeatureDialogProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<JmsDataProvider>();
  const confirmed = useUserConfirm();
  const [cancelled, setCancelled] = useState(false);
  const id = String(record?.id ?? '');
  const name = String(record?.name ?? id);
  const t = (key: string) => translate(`accountsArea.history.${key}`);

  // Read behind the user-confirm dialog; closing it closes this dialog too: nothing was read.
  const load = () =>
    confirmed(() => secretHistory(dataProvider, id)).catch((e: unknown) => {
      if (isConfirmCancelled(e)) {
        setCancelled(true);
        onClose();
      }
      throw e;
    });

  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="secret-history-title">
      <DialogTitle id="secret-history-title">
        {translate('accountsArea.history.title', { name })}
      </DialogTitle>
      <DialogContent>
        {!cancelled && (
          <PagedTable<SecretVersion>
            label={translate('accountsArea.history.title', { name })}
            queryKey={['accounts', 'secretHistory', id]}
            load={load}
            readOnce
            rowKey={(r) => `${r.version}-${r.history_date}`}
            empty={t('empty')}
            columns={[
              { key: 'version', header: t('version') },
              { key: 'secret', header: t('secret'), render: (r) => <Secret row={r} /> },
              {
                key: 'secret_type',
                header: t('secret_type'),
                render: (r) =>
                  typeof r.secret_type === 'object' ? r.secret_type.label : r.secret_type,
              },
              { key: 'history_date', header: t('date') },
              { key: 'history_user', header: t('user') },
            ]}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
