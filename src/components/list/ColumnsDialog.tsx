/**
 * Custom table display (shell-spec §2.5): tick the columns to show; Confirm saves them in the Store
 * under the table's key (where the DataTable reads its hidden columns), Restore default forgets the
 * choice. Minimum columns stay ticked and cannot be hidden.
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
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import { useStore, useTranslate } from 'react-admin';
import type { ListLayout } from '../../schema/layout';

export interface ColumnsDialogProps {
  storeKey: string;
  layout: ListLayout;
  label(source: string): string;
}

export function ColumnsButton({ storeKey, layout, label }: ColumnsDialogProps) {
  const translate = useTranslate();
  const [hidden, setHidden] = useStore<string[]>(storeKey, layout.hidden);
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<string[]>([]);
  const shown = (source: string) => !draft.includes(source);
  const openDialog = () => {
    setDraft(hidden.filter((h) => !layout.min.includes(h)));
    setOpen(true);
  };
  return (
    <>
      <Button size="small" startIcon={<ViewColumnIcon />} onClick={openDialog}>
        {translate('pages.columns.button')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="columns-dialog-title">
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
                        e.target.checked
                          ? draft.filter((d) => d !== c.source)
                          : [...draft, c.source],
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
              setOpen(false);
            }}
          >
            {translate('pages.columns.restore')}
          </Button>
          <Button
            variant="contained"
            onClick={() => {
              setHidden(draft.filter((d) => !layout.min.includes(d)));
              setOpen(false);
            }}
          >
            {translate('ra.action.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
