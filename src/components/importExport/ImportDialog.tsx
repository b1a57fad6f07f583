/**
 * The import dialog (docs/shell.md §11.3; 70% wide): choose create or update, download a
 * template, pick one .csv/.xlsx file, then preview, edit and send the rows with one action button
 * reading Import, Stop, Continue or Finished.
 */
import '../../../i18n/areas/importExport';
import { useCallback, useState, type ChangeEvent, type DragEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormLabel,
  IconButton,
  LinearProgress,
  Link,
  Radio,
  RadioGroup,
  Stack,
  Switch,
  Tab,
  Tabs,
  Typography,
} from '@mui/material';
import Close from '@mui/icons-material/Close';
import UploadFile from '@mui/icons-material/UploadFile';
import { useNotify, useTranslate, type Identifier } from 'react-admin';
import { useSchema } from '../../schema/useSchema';
import { ACCEPT, GENERIC_MAX_FILE_MB } from './fileRules';
import type { ImportSession } from './importSession';
import { PreviewTable, type RowFilter } from './PreviewTable';
import {
  useImportExportTransport,
  type FileFormat,
  type ImportExportTransport,
  type ImportMode,
} from './transport';
import { templateColumns } from './templateColumns';
import { useImportSession } from './useImportSession';
import { errorNotice, noticeArgs } from '../notice';

export interface ImportDialogProps {
  open: boolean;
  onClose(): void;
  /** The react-admin resource (its route name). */
  resource: string;
  canCreate: boolean;
  canUpdate: boolean;
  /** The update template holds these rows (spm) instead of one sample row. */
  selectedIds?: readonly Identifier[];
  /** Defaults to the generic 30 MB; a resource's screen may say 10. */
  maxFileMB?: number;
}

const DIALOG_WIDTH = '70%';

export function ImportDialog(props: ImportDialogProps) {
  // A fresh session (file, rows, task) every time the dialog opens.
  return (
    <Dialog
      open={props.open}
      // Only the dialog's own buttons close it: a stray click must not drop a running import.
      disableEscapeKeyDown
      maxWidth={false}
      slotProps={{ paper: { sx: { width: DIALOG_WIDTH, maxWidth: DIALOG_WIDTH } } }}
      aria-labelledby="import-dialog-title"
    >
      {props.open && <ImportDialogBody {...props} />}
    </Dialog>
  );
}

function ImportDialogBody({
  onClose,
  resource,
  canCreate,
  canUpdate,
  selectedIds,
  maxFileMB,
}: ImportDialogProps) {
  const translate = useTranslate();
  const transport = useImportExportTransport(resource);
  const limitMB = maxFileMB ?? GENERIC_MAX_FILE_MB;
  const { data: fields } = useSchema(resource, 'POST');
  const expectedColumns = useCallback(
    (mode: ImportMode) => templateColumns(fields, mode),
    [fields],
  );
  const { session, version } = useImportSession({
    transport,
    mode: canCreate ? 'create' : 'update',
    maxFileMB: limitMB,
    onFinished: onClose,
    expectedColumns,
  });
  const [filter, setFilter] = useState<RowFilter>('all');
  const [page, setPage] = useState(0);
  const task = session.task;
  const running = task?.status === 'started';

  const close = useCallback(() => {
    session.cancel();
    onClose();
  }, [onClose, session]);

  return (
    <>
      <DialogTitle id="import-dialog-title" sx={{ pr: 6 }}>
        {translate('importExport.import.title')}
        <IconButton
          aria-label={translate('ra.action.close')}
          onClick={close}
          sx={{ position: 'absolute', right: 8, top: 8 }}
        >
          <Close />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <ModeAndTemplates
            session={session}
            transport={transport}
            canCreate={canCreate}
            canUpdate={canUpdate}
            selectedIds={selectedIds}
            disabled={session.phase !== 'upload'}
          />
          {session.phase !== 'preview' && <Uploader session={session} maxFileMB={limitMB} />}
          {session.phase === 'preview' && task && (
            <>
              <ImportProgress session={session} />
              <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
                <Tabs
                  value={filter}
                  onChange={(_, v: RowFilter) => {
                    setFilter(v);
                    setPage(0);
                  }}
                >
                  {(['all', 'ok', 'error', 'pending'] as const).map((f) => (
                    <Tab
                      key={f}
                      value={f}
                      label={translate(`importExport.import.filter.${f}`, {
                        count: filterCount(session, f),
                      })}
                    />
                  ))}
                </Tabs>
                <FormControlLabel
                  control={
                    <Switch
                      checked={session.fast}
                      onChange={(e) => session.setFast(e.target.checked)}
                    />
                  }
                  label={translate('importExport.import.fast')}
                />
              </Stack>
              {session.halted && (
                <Alert severity="warning">
                  {translate(`importExport.import.halted.${session.halted}`)}
                </Alert>
              )}
              <PreviewTable
                task={task}
                rows={session.rows}
                columns={session.columns}
                version={version}
                filter={filter}
                page={page}
                onPageChange={setPage}
                fields={fields}
                onEdit={(i, field, value) => session.edit(i, field, value)}
              />
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={session.phase === 'upload' ? close : () => session.cancel()}>
          {translate('importExport.import.cancel')}
        </Button>
        {task && session.phase === 'preview' && (
          <Button
            variant="contained"
            color={running ? 'warning' : 'primary'}
            onClick={() => session.act()}
          >
            {translate(`importExport.import.action.${task.label()}`)}
          </Button>
        )}
      </DialogActions>
    </>
  );
}

function filterCount(session: ImportSession, filter: RowFilter): number {
  const c = session.task!.counts();
  if (filter === 'all') return c.total;
  if (filter === 'ok') return c.ok;
  if (filter === 'error') return c.error;
  return c.pending + c.sending;
}

interface ModeProps {
  session: ImportSession;
  transport: ImportExportTransport;
  canCreate: boolean;
  canUpdate: boolean;
  selectedIds?: readonly Identifier[];
  disabled: boolean;
}

function ModeAndTemplates({
  session,
  transport,
  canCreate,
  canUpdate,
  selectedIds,
  disabled,
}: ModeProps) {
  const translate = useTranslate();
  const mode = session.mode;
  const selected = selectedIds?.length ?? 0;

  const notify = useNotify();
  const template = (format: FileFormat) =>
    transport
      .downloadTemplate(
        format,
        mode === 'create' ? 'import' : 'update',
        mode === 'update' ? selectedIds : undefined,
      )
      .catch((e: unknown) => notify(...noticeArgs(errorNotice(e), 'error')));

  return (
    <Stack direction="row" spacing={4} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <FormLabel id="import-mode">{translate('importExport.import.mode')}</FormLabel>
        <RadioGroup
          row
          aria-labelledby="import-mode"
          value={mode}
          onChange={(e) => session.setMode(e.target.value as ImportMode)}
        >
          {canCreate && (
            <FormControlLabel
              value="create"
              control={<Radio />}
              label={translate('importExport.import.create')}
              disabled={disabled}
            />
          )}
          {canUpdate && (
            <FormControlLabel
              value="update"
              control={<Radio />}
              label={translate('importExport.import.update')}
              disabled={disabled}
            />
          )}
        </RadioGroup>
      </Stack>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography variant="body2" color="text.secondary">
          {translate('importExport.import.template')}
        </Typography>
        {(['csv', 'xlsx'] as const).map((format) => (
          <Link
            key={format}
            component="button"
            type="button"
            variant="body2"
            onClick={() => void template(format)}
          >
            {translate(
              format === 'csv'
                ? 'importExport.import.templateCsv'
                : 'importExport.import.templateXlsx',
            )}
          </Link>
        ))}
        {mode === 'update' && selected > 0 && (
          <Typography variant="caption" color="text.secondary">
            {translate('importExport.import.templateSelected', { smart_count: selected })}
          </Typography>
        )}
      </Stack>
    </Stack>
  );
}

function Uploader({ session, maxFileMB }: { session: ImportSession; maxFileMB: number }) {
  const translate = useTranslate();
  const [over, setOver] = useState(false);
  const reading = session.reading;
  const busy = session.phase === 'reading';
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    if (!busy) void session.choose([...e.dataTransfer.files]);
  };
  return (
    <Box>
      <Box
        component="label"
        onDragOver={(e: DragEvent) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        sx={{
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          gap: 1,
          p: 4,
          border: 2,
          borderStyle: 'dashed',
          position: 'relative',
          borderColor: over ? 'primary.main' : 'divider',
          '&:focus-within': { borderColor: 'primary.main' },
          borderRadius: 1,
          cursor: busy ? 'progress' : 'pointer',
          color: 'text.secondary',
        }}
      >
        <UploadFile fontSize="large" />
        <Typography>{translate('importExport.import.upload')}</Typography>
        <Box
          component="input"
          type="file"
          accept={ACCEPT}
          disabled={busy}
          // Visually hidden but focusable: the label is the drop zone, the input keeps keyboard
          // access.
          sx={{ position: 'absolute', width: '1px', height: '1px', opacity: 0, overflow: 'hidden' }}
          aria-label={translate('importExport.import.upload')}
          onChange={(e: ChangeEvent<HTMLInputElement>) => {
            const files = [...(e.target.files ?? [])];
            e.target.value = '';
            void session.choose(files);
          }}
        />
      </Box>
      <Typography variant="caption" color="text.secondary">
        {translate('importExport.import.hint', { size: maxFileMB })}
      </Typography>
      {reading && (
        <Box sx={{ mt: 1 }}>
          <LinearProgress
            variant={reading.total ? 'determinate' : 'indeterminate'}
            value={reading.total ? (100 * reading.loaded) / reading.total : undefined}
          />
          <Typography variant="caption">
            {reading.total
              ? translate('importExport.import.preparing', {
                  loaded: reading.loaded,
                  total: reading.total,
                })
              : translate('importExport.import.reading', { name: reading.name })}
          </Typography>
        </Box>
      )}
      {session.fileError && (
        <Typography
          role="alert"
          variant="body2"
          color="error"
          sx={{ mt: 1, whiteSpace: 'pre-line' }}
        >
          {session.fileError}
        </Typography>
      )}
    </Box>
  );
}

function ImportProgress({ session }: { session: ImportSession }) {
  const translate = useTranslate();
  const c = session.task!.counts();
  const finished = c.ok + c.error;
  return (
    <Box>
      <LinearProgress
        variant="determinate"
        value={(100 * finished) / c.total}
        color={c.error ? 'warning' : 'primary'}
        aria-label={translate('importExport.import.statusColumn')}
      />
      <Typography variant="caption" role="status">
        {translate('importExport.import.progress', {
          done: c.ok,
          failed: c.error,
          remaining: c.pending + c.sending,
        })}
      </Typography>
    </Box>
  );
}
