/**
 * Custom table display (docs/shell.md §7.4): tick the columns to show; Confirm saves them in the
 * Store under the table's key (where the DataTable reads its hidden columns), Restore default
 * forgets the choice. Minimum columns stay ticked and cannot be hidden. The button is on every
 * list; this dialog loads when it is first opened (ColumnsButton.tsx).
 */
import { useState } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormGroup,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ListLayout } from '../../schema/layout';

export interface ColumnsDialogProps {
  open: boolean;
  onClose(): void;
  /** The columns hidden now; Confirm and Restore default replace them. */
  hidden: string[];
  setHidden(hidden: string[]): void;
  layout: ListLayout;
  label(source: string): string;
}

export function ColumnsDialog({
  open,
  onClose,
  hidden,
  setHidden,
  layout,
  label,
}: ColumnsDialogProps) {
  const translate = useTranslate();
  const [draft, setDraft] = useState<string[]>([]);
  const [wasOpen, setWasOpen] = useState(false);
  // Each opening starts from the saved choice.
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setDraft(hidden.filter((h) => !layout.min.includes(h)));
  }
  const shown = (source: string) => !draft.includes(source);
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="columns-dialog-title">
      <DialogTitle id="columns-dialog-title">{translate('pages.columns.title')}</DialogTitle>
      <DialogContent>
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate('pages.columns.info')}
        </Alert>
        <FormGroup sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(140px, 1fr))' }}>
          {layout.columns.map((c) => (
            <FormControlLabel
              key={c.source}
              label={label(c.source)}
              control={
                <Checkbox
                  checked={shown(c.source)}
                  disabled={layout.min.includes(c.source)}
                  onChange={(e) =>
                    setDraft(
                      e.target.checked ? draft.filter((d) => d !== c.source) : [...draft, c.source],
                    )
                  }
                />
              }
            />
          ))}
        </FormGroup>
      </DialogContent>
      <DialogActions>
        <Button
          onClick={() => {
            setHidden(layout.hidden);
            onClose();
          }}
        >
          {translate('pages.columns.restore')}
        </Button>
        <Button
          variant="contained"
          onClick={() => {
            setHidden(draft.filter((d) => !layout.min.includes(d)));
            onClose();
          }}
        >
          {translate('ra.action.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
