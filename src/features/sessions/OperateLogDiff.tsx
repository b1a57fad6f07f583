/**
 * An operate-log row's "Details": what the operation changed, read from
 * `GET /api/v1/audits/operate-logs/<id>/?type=action_detail` (domain-protocol-ops §1.9), in the
 * same before/after dialog as the Activity tab's.
 */
import { Alert, Dialog, DialogContent, LinearProgress } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { JmsDataProvider } from '../../../dataProvider';
import { DiffDialog, type DiffRow } from '../../components/dialogs/DiffDialog';
import type { FeatureDialogProps } from '../registry';

export function OperateLogDiff({ record, onClose }: FeatureDialogProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<JmsDataProvider>();
  const id = String(record?.id ?? '');
  const diff = useQuery({
    queryKey: ['operateLogDiff', id],
    queryFn: ({ signal }) =>
      dataProvider.call<{ diff: DiffRow[] | null }>(
        'GET',
        `/api/v1/audits/operate-logs/${encodeURIComponent(id)}/`,
        undefined,
        { query: { type: 'action_detail' }, silent: true, signal },
      ),
  });
  if (diff.isSuccess)
    return <DiffDialog open onClose={onClose} diff={diff.data.diff} title="sessions.diff.title" />;
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-label={translate('sessions.diff.title')}
    >
      <DialogContent>
        {diff.isError ? (
          <Alert severity="error">{translate('sessions.diff.load_failed')}</Alert>
        ) : (
          <LinearProgress />
        )}
      </DialogContent>
    </Dialog>
  );
}
