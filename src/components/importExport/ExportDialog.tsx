/**
 * The export dialog (docs/shell.md §11.2; 70% wide): a range — all (no filter active), selected
 * (at least one row), filtered (a filter active) — and a format, then a browser download. It
 * closes once the file is there; a failed export is told in the dialog, which stays as it was so
 * the user can export again.
 */
import '../../../i18n/areas/importExport';
import { useState } from 'react';
import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
} from '@mui/material';
import { useTranslate, type Identifier, type SortPayload } from 'react-admin';
import {
  availableRanges,
  defaultRange,
  exportRequest,
  hasActiveFilter,
  type ExportRange,
} from './exportRange';
import type { FileFormat, ImportExportTransport } from './transport';
import { useErrorText } from '../notice';

export interface ExportDialogProps {
  open: boolean;
  onClose(): void;
  transport: ImportExportTransport;
  filterValues?: Record<string, unknown>;
  sort?: SortPayload;
  selectedIds?: readonly Identifier[];
}

const DIALOG_WIDTH = '70%';
const RANGES: readonly ExportRange[] = ['all', 'selected', 'filtered'];
const FORMATS: readonly FileFormat[] = ['csv', 'xlsx'];

export function ExportDialog(props: ExportDialogProps) {
  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      maxWidth={false}
      slotProps={{ paper: { sx: { width: DIALOG_WIDTH, maxWidth: DIALOG_WIDTH } } }}
      aria-labelledby="export-dialog-title"
    >
      {/* Mounted per opening, so the default range follows the list as it is now. */}
      {props.open && <ExportDialogBody {...props} />}
    </Dialog>
  );
}

function ExportDialogBody({
  onClose,
  transport,
  filterValues,
  sort,
  selectedIds,
}: ExportDialogProps) {
  const translate = useTranslate();
  const errorText = useErrorText();
  const available = availableRanges(hasActiveFilter(filterValues), selectedIds?.length ?? 0);
  const [range, setRange] = useState<ExportRange>(() => defaultRange(available));
  const [format, setFormat] = useState<FileFormat>('csv');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  const submit = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await transport.downloadExport(
        exportRequest(range, format, { filterValues, sort, selectedIds }),
      );
      onClose();
    } catch (e) {
      setFailure(e);
    } finally {
      setBusy(false);
    }
  };

  const rangeLabel = (r: ExportRange) =>
    r === 'selected'
      ? translate('importExport.export.selected', { count: selectedIds?.length ?? 0 })
      : translate(`importExport.export.${r}`);

  return (
    <>
      <DialogTitle id="export-dialog-title">{translate('importExport.export.title')}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <FormControl>
            <FormLabel id="export-range">{translate('importExport.export.range')}</FormLabel>
            <RadioGroup
              row
              aria-labelledby="export-range"
              value={range}
              onChange={(e) => setRange(e.target.value as ExportRange)}
            >
              {RANGES.map((r) => (
                <FormControlLabel
                  key={r}
                  value={r}
                  control={<Radio />}
                  label={rangeLabel(r)}
                  disabled={!available[r]}
                />
              ))}
            </RadioGroup>
          </FormControl>
          <FormControl>
            <FormLabel id="export-format">{translate('importExport.export.format')}</FormLabel>
            <RadioGroup
              row
              aria-labelledby="export-format"
              value={format}
              onChange={(e) => setFormat(e.target.value as FileFormat)}
            >
              {FORMATS.map((f) => (
                <FormControlLabel
                  key={f}
                  value={f}
                  control={<Radio />}
                  label={translate(`importExport.export.${f}`)}
                />
              ))}
            </RadioGroup>
          </FormControl>
          {failure !== null && (
            <Alert severity="error" role="alert">
              {translate('importExport.export.failed', { error: errorText(failure) })}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('importExport.export.cancel')}</Button>
        <Button
          variant="contained"
          onClick={() => void submit()}
          disabled={busy || !available[range]}
          startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
        >
          {translate('importExport.export.confirm')}
        </Button>
      </DialogActions>
    </>
  );
}
