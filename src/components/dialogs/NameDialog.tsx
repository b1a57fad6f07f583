/**
 * A dialog asking for one name (a new saved view, a renamed node or view). Saving answers the
 * refusal to show under the field, or null; the caller closes the dialog once the name is taken.
 */
import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useTranslate } from 'react-admin';

export interface NameDialogProps {
  title: string;
  /** The field's label. */
  label: string;
  initial: string;
  maxLength?: number;
  /** Saves the trimmed name: the refusal to show under the field, or null when taken. */
  onSave(name: string): Promise<string | null> | string | null;
  onClose(): void;
}

export function NameDialog({ title, label, initial, maxLength, onSave, onClose }: NameDialogProps) {
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
          if (value.trim()) void save();
        }}
      >
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={label}
            value={value}
            onChange={(e) => {
              setValue(e.target.value);
              setError(null);
            }}
            error={!!error}
            helperText={error ?? ' '}
            required
            slotProps={maxLength ? { htmlInput: { maxLength } } : undefined}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy || !value.trim()}>
            {translate('ra.action.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
