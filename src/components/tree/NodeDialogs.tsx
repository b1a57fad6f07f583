/** The asset node dialogs: rename (server refusals under the field) and delete with a confirm. */
import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useTranslate } from 'react-admin';

export interface RenameDialogProps {
  initial: string;
  /** Resolves with the server's refusal text, or null when saved. */
  onSave(value: string): Promise<string | null>;
  onClose(): void;
}

export function RenameDialog({ initial, onSave, onClose }: RenameDialogProps) {
  const translate = useTranslate();
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    const refusal = await onSave(value.trim());
    setBusy(false);
    if (refusal !== null) setError(refusal);
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <DialogTitle>{translate('tree.rename.title')}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={translate('tree.rename.name')}
            value={value}
            onChange={(e) => {
              setValue(e.target.value);
              setError(null);
            }}
            error={!!error}
            helperText={error ?? ' '}
            required
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('tree.rename.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy || !value.trim()}>
            {translate('tree.rename.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

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
