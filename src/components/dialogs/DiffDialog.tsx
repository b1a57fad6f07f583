/**
 * The difference dialog (docs/shell.md §10.4): what an operation changed, as field / before / after
 * rows, or a no-content message when it recorded no change.
 */
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';

export interface DiffRow {
  field: string;
  before: unknown;
  after: unknown;
}

export interface DiffDialogProps {
  open: boolean;
  onClose(): void;
  diff: readonly DiffRow[] | null | undefined;
  /** i18n key or text; defaults to "Details of the change". */
  title?: string;
}

/** Values arrive already rendered as text by the server, but lists and objects may slip through. */
function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

export function DiffDialog({ open, onClose, diff, title = 'layout.diff.title' }: DiffDialogProps) {
  const translate = useTranslate();
  const rows = diff ?? [];
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="md"
      aria-labelledby="diff-dialog-title"
    >
      <DialogTitle id="diff-dialog-title">{translate(title, { _: title })}</DialogTitle>
      <DialogContent dividers>
        {rows.length ? (
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{translate('layout.diff.field')}</TableCell>
                <TableCell>{translate('layout.diff.before')}</TableCell>
                <TableCell>{translate('layout.diff.after')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((r, i) => (
                <TableRow key={`${r.field}-${i}`}>
                  <TableCell sx={{ fontWeight: 500 }}>{r.field}</TableCell>
                  <TableCell sx={{ wordBreak: 'break-word', whiteSpace: 'pre-wrap' }}>
                    {shown(r.before)}
                  </TableCell>
                  <TableCell sx={{ wordBreak: 'break-word', whiteSpace: 'pre-wrap' }}>
                    {shown(r.after)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : (
          <Typography color="text.secondary">{translate('layout.diff.empty')}</Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
