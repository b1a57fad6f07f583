/**
 * An operate-log row's "Details": what the operation changed (its `action_detail`,
 * docs/domain.md §6.9), in the same before/after dialog as the Activity tab's.
 */
import { Dialog, DialogContent, LinearProgress } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { JmsDataProvider } from '../../../dataProvider';
import { DiffDialog } from '../../components/dialogs/DiffDialog';
import { LoadError } from '../../components/LoadError';
import type { FeatureDialogProps } from '../registry';
import { operateLogDiff } from './api';

export function OperateLogDiff({ record, onClose }: FeatureDialogProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<JmsDataProvider>();
  const id = String(record?.id ?? '');
  const diff = useQuery({
    queryKey: ['operateLogDiff', id],
    queryFn: ({ signal }) => operateLogDiff(dataProvider, id, signal),
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
          <LoadError error={diff.error} onRetry={diff.refetch} />
        ) : (
          <LinearProgress />
        )}
      </DialogContent>
    </Dialog>
  );
}
