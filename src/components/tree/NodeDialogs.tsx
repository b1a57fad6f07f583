/**
 * The asset node dialogs: delete with a confirm, and the node's information (Lina's "Show node
 * info"). Renaming asks in the shared name dialog.
 */
import '../../../i18n/areas/tree';
import {
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { LoadError } from '../LoadError';
import { readNode } from './treeApi';

export interface DeleteDialogProps {
  name: string;
  onConfirm(): void;
  onClose(): void;
}

export function DeleteDialog({ name, onConfirm, onClose }: DeleteDialogProps) {
  const translate = useTranslate();
  return (
    <Dialog open onClose={onClose} maxWidth="xs">
      <DialogTitle>{translate('tree.delete.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('tree.delete.confirm', { name })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('tree.delete.cancel')}</Button>
        <Button color="error" variant="contained" onClick={onConfirm}>
          {translate('tree.delete.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export interface NodeInfoDialogProps {
  /** The node API and the node's UUID. */
  api: string;
  uuid: string;
  onClose(): void;
}

/** The node as the server has it now: its ID, name and full name (its path). */
export function NodeInfoDialog({ api, uuid, onClose }: NodeInfoDialogProps) {
  const translate = useTranslate();
  const node = useQuery({
    queryKey: ['tree', 'nodeInfo', api, uuid],
    queryFn: ({ signal }) => readNode(api, uuid, signal),
  });
  const rows: [string, string | undefined][] = [
    ['tree.info.id', node.data?.id],
    ['tree.info.name', node.data?.name],
    ['tree.info.full_name', node.data?.full_value],
  ];
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="node-info-title">
      <DialogTitle id="node-info-title">{translate('tree.info.title')}</DialogTitle>
      <DialogContent>
        {node.isPending ? (
          <CircularProgress size={24} aria-label={translate('app.loading')} />
        ) : node.error ? (
          <LoadError error={node.error} onRetry={node.refetch} />
        ) : (
          <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '8px 16px' }}>
            {rows.map(([label, value]) => (
              <div key={label} style={{ display: 'contents' }}>
                <Typography component="dt" color="text.secondary">
                  {translate(label)}
                </Typography>
                <Typography component="dd" sx={{ m: 0, wordBreak: 'break-all' }}>
                  {value}
                </Typography>
              </div>
            ))}
          </dl>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
